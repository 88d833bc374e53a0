import XCTest

/// Snippets written the way readers write them, each with what the real library prints and the
/// RAC 2.5 (or Foundation) source that makes it print so.
final class CorpusRealLibraryTests: LeakCheckedTestCase {
  /// `+mainThreadScheduler` is `[[RACTargetQueueScheduler alloc] initWithName:… targetQueue:
  /// dispatch_get_main_queue()]` (RACScheduler.m): a serial queue of its own whose target is the
  /// main queue (RACTargetQueueScheduler.m). Its first block puts it in the main queue once, and
  /// that one item runs 1 and 3 before the main queue's own block 2.
  func testTheMainThreadSchedulerRunsItsBlocksTogetherBeforeALaterMainQueueBlock() {
    assertPrints(
      """
      RACScheduler *main = [RACScheduler mainThreadScheduler];
      [main schedule:^{ NSLog(@"1"); }];
      dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"2"); });
      [main schedule:^{ NSLog(@"3"); }];
      """,
      ["1", "3", "2"])
  }

  /// `for … in` calls RAC's `-countByEnumeratingWithState:objects:count:` (RACSequence.m) with
  /// clang's buffer of 16: the map block runs for every value of a batch before the loop body
  /// runs once; `-foldLeftWithStart:reduce:` loops the same way.
  func testForInOverAMappedSequenceMapsABatchOfValuesBeforeTheLoopBodyRuns() {
    assertPrints(
      """
      RACSequence *mapped = [@[ @1, @2, @3 ].rac_sequence map:^(NSNumber *n) {
          NSLog(@"map %@", n);
          return @(n.intValue * 10);
      }];
      for (NSNumber *n in mapped) {
          NSLog(@"loop %@", n);
      }
      RACSequence *again = [@[ @4, @5 ].rac_sequence map:^(NSNumber *n) {
          NSLog(@"map %@", n);
          return n;
      }];
      NSNumber *sum = [again foldLeftWithStart:@0 reduce:^(NSNumber *total, NSNumber *n) {
          NSLog(@"reduce %@", n);
          return @(total.intValue + n.intValue);
      }];
      NSLog(@"sum %@", sum);
      """,
      ["map 1", "map 2", "map 3", "loop 10", "loop 20", "loop 30", "map 4", "map 5", "reduce 4", "reduce 5", "sum 9"])
  }

  /// Each kind of sequence has RAC 2.5's own `-description`: RACDynamicSequence.m (`(unresolved)`
  /// until a head or tail is worked out, a resolved tail written out whole), RACArraySequence.m (the
  /// whole backing array as NSArray writes it, also for a tail and for RACEagerSequence, which
  /// inherits it), RACUnarySequence.m, RACEmptySequence.m, RACStringSequence.m (the rest of the
  /// string), RACTupleSequence.m (the tuple's backing array, RACTupleNil as it is) and
  /// RACSignalSequence.m (the values so far and `…`). Names are empty without
  /// RAC_DEBUG_SIGNAL_NAMES (RACStream.m).
  func testEveryKindOfSequenceDescribesItselfAsRAC25Does() {
    let run = SnippetRun.run(
      #"""
      RACSequence *array = @[ @1, @"two words" ].rac_sequence;
      NSLog(@"%@", array);
      NSLog(@"%@", array.tail);
      NSLog(@"%@", array.eagerSequence);
      RACSequence *mapped = [array map:^(id x) { return x; }];
      NSLog(@"%@", mapped);
      [mapped head];
      NSLog(@"%@", mapped);
      RACSequence *built = [RACSequence sequenceWithHeadBlock:^{ return @"h"; } tailBlock:^{ return [RACSequence return:@"t"]; }];
      [built tail];
      NSLog(@"%@", built);
      NSLog(@"%@", [RACSequence sequenceWithHeadBlock:^{ return @"h"; } tailBlock:nil]);
      NSLog(@"%@", [RACSequence empty]);
      NSLog(@"%@", [@"abc".rac_sequence tail]);
      NSLog(@"%@", RACTuplePack(@1, nil).rac_sequence);
      NSLog(@"%@", [RACSignal return:@1].sequence);
      """#)
    XCTAssertNil(run.error)
    let masked = run.output.map {
      $0.replacingOccurrences(of: #"0x[0-9a-f]+"#, with: "0x…", options: .regularExpression)
    }
    XCTAssertEqual(
      masked,
      [
        "<RACArraySequence: 0x…>{ name = , array = (", "    1,", "    \"two words\"", ") }",
        "<RACArraySequence: 0x…>{ name = , array = (", "    1,", "    \"two words\"", ") }",
        "<RACEagerSequence: 0x…>{ name = , array = (", "    1,", "    \"two words\"", ") }",
        "<RACDynamicSequence: 0x…>{ name = , head = (unresolved), tail = (unresolved) }",
        "<RACDynamicSequence: 0x…>{ name = , head = 1, tail = (unresolved) }",
        "<RACDynamicSequence: 0x…>{ name = , head = (unresolved), tail = <RACUnarySequence: 0x…>{ name = , head = t } }",
        "<RACDynamicSequence: 0x…>{ name = , head = (unresolved), tail = (null) }",
        "<RACEmptySequence: 0x…>{ name =  }",
        "<RACStringSequence: 0x…>{ name = , string = bc }",
        "<RACTupleSequence: 0x…>{ name = , tuple = (", "    1,", "    \"<RACTupleNil: 0x…>\"", ") }",
        "<RACSignalSequence: 0x…>{ name = , values = (", "    1", ") … }",
      ])
  }

  /// `[NSNull null]` is one object, and RAC puts that one in for nil: `-collect` adds
  /// `NSNull.null` (RACSignal+Operations.m), `-toArray` is `-collect`'s array, a tuple's
  /// `allObjects` and its sequence's head turn RACTupleNil into `NSNull.null` (RACTuple.m,
  /// RACTupleSequence.m), a signal sequence keeps nil as `NSNull.null` (RACSignalSequence.m). So
  /// `==` holds each time.
  func testTheNSNullRACPutsInForNilIsTheOneNSNull() {
    assertPrints(
      """
      NSNull *null = [NSNull null];
      NSLog(@"%d", null == [NSNull null]);
      [[[RACSignal return:nil] collect] subscribeNext:^(NSArray *values) {
          NSLog(@"collect %d", values[0] == null);
      }];
      NSLog(@"toArray %d", [[RACSignal return:nil] toArray][0] == null);
      RACTuple *tuple = RACTuplePack(nil, @1);
      NSLog(@"allObjects %d", tuple.allObjects[0] == null);
      NSLog(@"tuple sequence %d", tuple.rac_sequence.head == null);
      NSLog(@"signal sequence %d", [RACSignal return:nil].sequence.head == null);
      """,
      ["1", "collect 1", "toArray 1", "allObjects 1", "tuple sequence 1", "signal sequence 1"])
  }

  /// RAC's properties with a custom getter answer dot syntax through it, as clang compiles it:
  /// `@property (getter = isFinished) BOOL finished` (RACEvent.h) and `@property (getter =
  /// isDisposed) BOOL disposed` (RACDisposable.h). `-isFinished` is YES for completed and error
  /// events (RACEvent.m).
  func testDotSyntaxSendsALibraryPropertysCustomGetter() {
    assertPrints(
      """
      [[[RACSignal return:@1] materialize] subscribeNext:^(RACEvent *event) {
          NSLog(@"type %lu finished %d %d", (unsigned long)event.eventType, event.finished, [event isFinished]);
      }];
      RACDisposable *disposable = [RACDisposable disposableWithBlock:^{}];
      NSLog(@"disposed %d", disposable.disposed);
      [disposable dispose];
      NSLog(@"disposed %d", disposable.disposed);
      """,
      ["type 2 finished 0 0", "type 0 finished 1 1", "disposed 0", "disposed 1"])
  }

  /// There is no `-finished` method: the property's getter is `-isFinished`, so a message by the
  /// property's name is an unrecognized selector, as on a device.
  func testAMessageByACustomGetterPropertysNameIsNotItsGetter() {
    assertFails(
      """
      RACEvent *event = [RACEvent completedEvent];
      NSLog(@"%d", [event finished]);
      """,
      containing: "unrecognized selector")
  }

  /// `RACTupleUnpack(…) = tuple` is `[RACTupleUnpackingTrampoline trampoline][ @[ [NSValue
  /// valueWithPointer:&var], … ] ] = tuple` (RACTuple.h); the trampoline is one object
  /// (`dispatch_once`) whose `-setObject:forKeyedSubscript:` writes `tuple[i]` through the i-th
  /// pointer (RACTuple.m): nil for a RACTupleNil and past the tuple's end.
  func testTheTupleUnpackingTrampolineWritesEachElementThroughItsVariablesPointer() {
    assertPrints(
      """
      RACTuple *tuple = RACTuplePack(@"foo", nil, @5);
      NSString *a = @"before";
      NSNumber *b = @1;
      NSNumber *c = nil;
      NSString *d = @"past the end";
      RACTupleUnpackingTrampoline *trampoline = [RACTupleUnpackingTrampoline trampoline];
      trampoline[@[ [NSValue valueWithPointer:&a], [NSValue valueWithPointer:&b], [NSValue valueWithPointer:&c],
                    [NSValue valueWithPointer:&d] ]] = tuple;
      NSLog(@"%@ %@ %@ %@", a, b, c, d);
      NSLog(@"%d", trampoline == [RACTupleUnpackingTrampoline trampoline]);
      """,
      ["foo (null) 5 (null)", "1"])
  }

  func testTheTrampolineTakesOnlyVariablesAddresses() {
    assertFails(
      """
      [RACTupleUnpackingTrampoline trampoline][@[ @1 ]] = RACTuplePack(@2);
      """,
      containing: "must be an NSArray of [NSValue valueWithPointer:&variable]")
  }
}
