import Foundation
import XCTest

/// The Foundation and C calls RAC's specs make beside RAC, on snippets written here: sets and their
/// sequences, archiving, and waiting on the virtual queues (semaphores, groups, sleeping).
final class SpecFoundationTests: LeakCheckedTestCase {
  func testASetHoldsEachValueOnceAndCopiesAsItIsNow() {
    assertPrints(
      """
      NSMutableSet *set = [NSMutableSet setWithArray:@[ @1, @2, @2 ]];
      [set addObject:@3];
      NSSet *copy = [set copy];
      [set addObject:@4];
      NSLog(@"%lu %lu %d", (unsigned long)copy.count, (unsigned long)set.count, [set containsObject:@2]);
      NSLog(@"%d", [[NSSet setWithArray:@[ @3, @2, @1 ]] isEqual:copy]);
      NSLog(@"%@", copy.rac_sequence.array);
      NSMutableOrderedSet *ordered = [NSMutableOrderedSet orderedSetWithArray:@[ @"b", @"a", @"b" ]];
      NSLog(@"%@ %@", ordered.array, [ordered objectAtIndex:1]);
      """,
      ["3 4 1", "1", "(", "    1,", "    2,", "    3", ")", "(", "    b,", "    a", ") a"])
  }

  func testAMutableOrderedSetInsertsRemovesAndReplacesByIndexKeepingEachValueOnce() {
    assertPrints(
      """
      NSMutableOrderedSet *set = [NSMutableOrderedSet orderedSet];
      [set insertObject:@"a" atIndex:0];
      [set insertObject:@"c" atIndex:1];
      [set insertObject:@"b" atIndex:1];
      [set insertObject:@"a" atIndex:3];
      NSLog(@"%@", [set.array componentsJoinedByString:@","]);
      [set replaceObjectAtIndex:0 withObject:@"z"];
      [set replaceObjectAtIndex:1 withObject:@"c"];
      [set removeObjectAtIndex:2];
      NSLog(@"%@", [set.array componentsJoinedByString:@","]);
      [set unionOrderedSet:[NSOrderedSet orderedSetWithArray:@[ @"y", @"z" ]]];
      [set minusOrderedSet:[NSOrderedSet orderedSetWithObject:@"b"]];
      NSMutableSet *plain = [NSMutableSet setWithObject:@1];
      [plain unionSet:[NSSet setWithArray:@[ @1, @2 ]]];
      [plain minusSet:[NSSet setWithObject:@1]];
      NSLog(@"%@ %@", [set.array componentsJoinedByString:@","], [plain.allObjects componentsJoinedByString:@","]);
      """,
      ["a,b,c", "z,b", "z,y 2"])
    assertFails(
      "NSMutableOrderedSet *set = [NSMutableOrderedSet orderedSet];\n[set removeObjectAtIndex:0];",
      containing: "removeObjectAtIndex:]: index 0 beyond bounds")
  }

  func testAnIndexSetEnumeratesAndMakesASequenceOfItsIndexes() {
    assertPrints(
      """
      NSMutableIndexSet *indexes = [NSMutableIndexSet indexSetWithIndexesInRange:NSMakeRange(2, 3)];
      [indexes enumerateIndexesUsingBlock:^(NSUInteger index, BOOL *stop) {
        NSLog(@"%lu", (unsigned long)index);
        if (index == 3) *stop = YES;
      }];
      NSLog(@"%@", [indexes.rac_sequence.array componentsJoinedByString:@","]);
      """,
      ["2", "3", "2,3,4"])
  }

  func testEqualSequencesHashAlikeAsTheirHeadsDo() {
    assertPrints(
      """
      RACSequence *a = @[ @1, @2 ].rac_sequence;
      RACSequence *b = [[RACSequence return:@1] concat:[RACSequence return:@2]];
      NSLog(@"%d %d", [a isEqual:b], a.hash == b.hash);
      NSLog(@"%lu", (unsigned long)RACTuplePack(@1, @2, @3).hash);
      """,
      ["1 1", "3"])
  }

  func testArchivingASequenceBringsBackAnEqualArraySequence() {
    assertPrints(
      """
      RACSequence *sequence = [@[ @"a" ].rac_sequence concat:[RACSequence return:@"b"]];
      NSData *data = [NSKeyedArchiver archivedDataWithRootObject:sequence];
      RACSequence *back = [NSKeyedUnarchiver unarchiveObjectWithData:data];
      NSLog(@"%d %d %@", [back isEqual:sequence], back == sequence, [back.array componentsJoinedByString:@""]);
      """,
      ["1 0 ab"])
    assertFails(
      "[NSKeyedArchiver archivedDataWithRootObject:[RACSubject subject]];",
      containing: "NSInvalidArgumentException: -[RACSubject encodeWithCoder:]: unrecognized selector")
  }

  func testASemaphoreWaitLetsTheOtherQueuesRunUntilItIsSignalled() {
    assertPrints(
      """
      dispatch_semaphore_t semaphore = dispatch_semaphore_create(0);
      dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
        NSLog(@"background");
        dispatch_semaphore_signal(semaphore);
      });
      long result = dispatch_semaphore_wait(semaphore, DISPATCH_TIME_FOREVER);
      NSLog(@"woke %ld", result);
      """,
      ["background", "woke 0"])
    assertFails(
      "dispatch_semaphore_t semaphore = dispatch_semaphore_create(0);\ndispatch_semaphore_wait(semaphore, DISPATCH_TIME_FOREVER);",
      containing: "dispatch_semaphore_wait waits forever: nothing left to run could end the wait", at: (2, 24))
  }

  func testAGroupWaitsForItsBlocksAndNotifiesOnceEmpty() {
    assertPrints(
      """
      dispatch_group_t group = dispatch_group_create();
      dispatch_group_async(group, dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
        NSLog(@"in the group");
      });
      dispatch_group_notify(group, dispatch_get_main_queue(), ^{
        NSLog(@"notified");
      });
      dispatch_group_wait(group, DISPATCH_TIME_FOREVER);
      NSLog(@"waited");
      dispatch_apply(2, dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^(size_t index) {
        NSLog(@"apply %zu", index);
      });
      """,
      ["in the group", "waited", "apply 0", "apply 1", "notified"])
  }

  func testSleepingLetsWhatIsDueMeanwhileRunOnVirtualTime() {
    assertPrints(
      """
      NSTimeInterval start = [NSDate timeIntervalSinceReferenceDate];
      [[RACScheduler scheduler] afterDelay:0.5 schedule:^{
        NSLog(@"after half a second");
      }];
      [NSThread sleepForTimeInterval:1];
      NSLog(@"slept; %.1f s passed; %d", [NSDate timeIntervalSinceReferenceDate] - start,
            [[NSDate distantFuture] timeIntervalSinceNow] > 1e9);
      NSLog(@"%.1f %.1f", floorf(2.7), roundf(2.5));
      """,
      ["after half a second", "slept; 1.0 s passed; 1", "2.0 3.0"])
  }

  func testArraysFindFromTheEndAndRemoveByIdentityOrRangeAsRACsSourceDoes() {
    assertPrints(
      """
      NSMutableArray *array = [NSMutableArray arrayWithArray:@[ @1, @2, @1, @3 ]];
      NSUInteger last = [array indexOfObjectWithOptions:NSEnumerationReverse passingTest:^BOOL(id x, NSUInteger i, BOOL *stop) {
        return [x isEqual:@1];
      }];
      NSUInteger none = [array indexOfObjectPassingTest:^BOOL(id x, NSUInteger i, BOOL *stop) { return NO; }];
      NSLog(@"%lu %d", (unsigned long)last, none == NSNotFound);
      [array removeObjectsInRange:NSMakeRange(0, 2)];
      NSLog(@"%@", [array componentsJoinedByString:@","]);
      RACDisposable *a = [RACDisposable disposableWithBlock:^{}];
      NSMutableArray *disposables = [NSMutableArray arrayWithObjects:a, [RACDisposable disposableWithBlock:^{}], nil];
      [disposables removeObjectIdenticalTo:a];
      NSLog(@"%lu %d", (unsigned long)disposables.count, [disposables containsObject:a]);
      NSLog(@"%.0f", [[NSDate dateWithTimeIntervalSinceReferenceDate:42] timeIntervalSinceReferenceDate]);
      NSMutableArray *letters = [NSMutableArray arrayWithArray:@[ @"a", @"b", @"c", @"d" ]];
      NSIndexSet *vowels = [letters indexesOfObjectsPassingTest:^BOOL(NSString *x, NSUInteger i, BOOL *stop) {
        return [x isEqualToString:@"a"] || [x isEqualToString:@"c"];
      }];
      [letters removeObjectsAtIndexes:vowels];
      NSLog(@"%@", [letters componentsJoinedByString:@""]);
      NSArray *subjects = @[ [RACSubject subject], [RACSubject subject] ];
      for (RACSubject *subject in subjects) {
        [subject subscribeCompleted:^{ NSLog(@"completed"); }];
      }
      [subjects makeObjectsPerformSelector:@selector(sendCompleted)];
      """,
      ["2 1", "1,3", "1 0", "42", "bd", "completed", "completed"])
  }

  func testAStringEnumeratesItsComposedCharactersWithTheirRanges() {
    assertPrints(
      """
      NSString *text = @"ae\u{301}🙂z";
      NSMutableArray *pieces = [NSMutableArray array];
      [text enumerateSubstringsInRange:NSMakeRange(1, text.length - 1)
                               options:NSStringEnumerationByComposedCharacterSequences
                            usingBlock:^(NSString *piece, NSRange range, NSRange enclosing, BOOL *stop) {
        [pieces addObject:[NSString stringWithFormat:@"%@@%lu+%lu", piece, (unsigned long)range.location, (unsigned long)range.length]];
        if ([piece isEqualToString:@"🙂"]) *stop = YES;
      }];
      NSLog(@"%@", [pieces componentsJoinedByString:@" "]);
      """,
      ["e\u{301}@1+2 🙂@3+2"])
  }

  func testAnArrayEnumeratesTheObjectsAtIndexesInEitherOrder() {
    assertPrints(
      """
      NSArray *letters = @[ @"a", @"b", @"c", @"d" ];
      NSMutableArray *seen = [NSMutableArray array];
      [letters enumerateObjectsAtIndexes:[NSIndexSet indexSetWithIndexesInRange:NSMakeRange(1, 3)] options:0
                              usingBlock:^(id letter, NSUInteger index, BOOL *stop) {
        [seen addObject:[NSString stringWithFormat:@"%@%lu", letter, (unsigned long)index]];
      }];
      [letters enumerateObjectsWithOptions:NSEnumerationReverse usingBlock:^(id letter, NSUInteger index, BOOL *stop) {
        [seen addObject:letter];
        if (index == 2) *stop = YES;
      }];
      NSLog(@"%@", [seen componentsJoinedByString:@" "]);
      NSLog(@"%lu %d", (unsigned long)letters.hash, [@[ @1, @2 ] hash] == [@[ @1, @2 ] hash]);
      """,
      ["b1 c2 d3 d c", "4 1"])
  }

  func testSetValueForKeyPathSetsThePropertyAtTheEndOfThePath() {
    assertPrints(
      """
      @interface Box : NSObject
      @property (nonatomic, strong) Box *inner;
      @property (nonatomic, copy) NSString *label;
      @end
      @implementation Box
      @end
      Box *outer = [[Box alloc] init];
      outer.inner = [[Box alloc] init];
      [outer setValue:@"deep" forKeyPath:@"inner.label"];
      [outer setValue:@"top" forKeyPath:@"label"];
      NSLog(@"%@ %@", outer.inner.label, outer.label);
      """,
      ["deep top"])
  }

  func testArraysCompareTheirElementsWithTheElementsOwnIsEqual() {
    assertPrints(
      """
      @interface Point2 : NSObject
      @property (nonatomic) NSInteger x;
      @end
      @implementation Point2
      - (BOOL)isEqual:(id)other { return [other isKindOfClass:[Point2 class]] && [other x] == self.x; }
      @end
      Point2 *a = [Point2 new];
      a.x = 1;
      Point2 *b = [Point2 new];
      b.x = 1;
      NSLog(@"%d %d %d", [@[ a ] isEqual:@[ b ]], [@[ @1, @"x" ] isEqual:@[ @1, @"x" ]], [@[ @1 ] isEqual:@[ @2 ]]);
      """,
      ["1 1 0"])
  }

  /// RAC's `-[NSDictionary rac_sequence]` works on a copy taken when it is asked for: a change to
  /// the dictionary afterwards does not reach the lazy sequence (RACSequenceAdditionsSpec's "should
  /// be immutable").
  func testADictionarysSequenceIsOfTheDictionaryAsItWasWhenAskedFor() {
    assertPrints(
      #"""
      NSMutableDictionary *dict = [@{ @"foo": @"bar" } mutableCopy];
      RACSequence *pairs = dict.rac_sequence;
      dict[@"foo"] = @"rab";
      dict[@"new"] = @"key";
      RACTuple *pair = pairs.head;
      NSLog(@"%@ = %@, %lu pairs", pair.first, pair.second, (unsigned long)pairs.array.count);
      """#,
      ["foo = bar, 1 pairs"])
  }
}
