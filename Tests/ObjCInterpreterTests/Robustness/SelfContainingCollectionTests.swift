import XCTest

/// A collection that contains itself, compared, searched or walked by key (issue 37's stack
/// overflows): the walk stops at `NestingGuard.limit` levels with an error at the statement,
/// where Foundation would recurse until the stack ends. Hashing, copying and describing one
/// need no walk past its first level and still answer.
final class SelfContainingCollectionTests: LeakCheckedTestCase {
  private let twoSelfContainingArrays = #"""
    NSMutableArray *a = [NSMutableArray array];
    [a addObject:a];
    NSMutableArray *b = [NSMutableArray array];
    [b addObject:b];

    """#

  private let tooDeep = "went more than 1000 collections deep: a collection that contains itself?"

  func testComparingTwoSelfContainingArraysStopsAtTheLine() {
    assertFails(twoSelfContainingArrays + "NSLog(@\"%d\", [a isEqual:b]);", containing: tooDeep, at: (5, 1))
  }

  func testSearchingAnArrayForASelfContainingOneStops() {
    assertFails(
      twoSelfContainingArrays + "NSLog(@\"%d\", (int)[a containsObject:b]);", containing: tooDeep, at: (5, 1))
    assertFails(
      twoSelfContainingArrays + "NSLog(@\"%lu\", (unsigned long)[a indexOfObject:b]);", containing: tooDeep,
      at: (5, 1))
  }

  func testComparingSelfContainingDictionariesStops() {
    assertFails(
      #"""
      NSMutableDictionary *d = [NSMutableDictionary dictionary];
      d[@"self"] = d;
      NSMutableDictionary *e = [NSMutableDictionary dictionary];
      e[@"self"] = e;
      NSLog(@"%d", [d isEqual:e]);
      """#,
      containing: "-isEqual: of a dictionary " + tooDeep, at: (5, 1))
  }

  func testTuplesOfSelfContainingArraysStop() {
    assertFails(
      twoSelfContainingArrays + "NSLog(@\"%d\", [RACTuplePack(a) isEqual:RACTuplePack(b)]);", containing: tooDeep)
  }

  func testDistinctUntilChangedOverSelfContainingArraysStops() {
    assertFails(
      twoSelfContainingArrays + #"""
        [[[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
          [subscriber sendNext:a];
          [subscriber sendNext:b];
          [subscriber sendCompleted];
          return nil;
        }] distinctUntilChanged] subscribeNext:^(id x) { NSLog(@"next"); }];
        """#,
      containing: tooDeep)
  }

  func testKeyValueCodingThroughASelfContainingArrayStops() {
    assertFails(
      twoSelfContainingArrays + "NSArray *u = [@[a, b] valueForKeyPath:@\"@distinctUnionOfObjects.self\"];",
      containing: "-valueForKey: of an array " + tooDeep, at: (5, 1))
  }

  func testDescribingASelfContainingSetStops() {
    assertFails(
      #"""
      NSMutableSet *set = [NSMutableSet set];
      [set addObject:set];
      NSString *text = [set description];
      """#,
      containing: "-description of a set " + tooDeep, at: (3, 1))
  }

  func testHashingCopyingAndDescribingASelfContainingArrayAnswer() {
    let run = SnippetRun.run(
      #"""
      NSMutableArray *a = [NSMutableArray array];
      [a addObject:a];
      NSLog(@"%lu %lu", (unsigned long)[a hash], (unsigned long)[[a copy] count]);
      NSString *text = [a description];
      NSLog(@"%d", [text hasPrefix:@"(\n        (\n                ("]);
      """#)
    XCTAssertNil(run.error, "\(String(describing: run.error))")
    XCTAssertEqual(run.output, ["1 1", "1"])
  }

  func testRemovingFromACollectionThatHoldsItselfComparesOnACopy() {
    assertPrints(
      #"""
      NSMutableArray *a = [NSMutableArray array];
      [a addObject:a];
      [a addObject:@1];
      [a removeObject:@[]];
      [a removeObject:@1];
      NSLog(@"%lu", (unsigned long)a.count);
      NSMutableSet *s = [NSMutableSet set];
      [s addObject:[NSMutableArray arrayWithObject:s]];
      [s removeObject:@[[NSSet set]]];
      NSLog(@"%lu", (unsigned long)s.count);
      NSMutableDictionary *d = [NSMutableDictionary dictionary];
      d[@"k"] = @1;
      d[@[d]] = @2;
      [d removeObjectForKey:@[[NSDictionary dictionary]]];
      [d removeObjectForKey:@"k"];
      NSLog(@"%lu", (unsigned long)d.count);
      [a removeAllObjects];
      [s removeAllObjects];
      [d removeAllObjects];
      """#,
      ["1", "1", "1"])
  }

  func testJSONOfAnArrayThatHoldsItselfStopsAtTheLine() {
    assertFails(
      #"""
      NSMutableArray *a = [NSMutableArray array];
      [a addObject:a];
      NSData *data = [NSJSONSerialization dataWithJSONObject:a options:0 error:NULL];
      """#,
      containing: "+[NSJSONSerialization dataWithJSONObject:options:error:] of an array " + tooDeep, at: (3, 1))
  }

  func testDescribingATupleThatHoldsItselfThroughAnArrayIsCutNotDoubled() {
    assertPrints(
      #"""
      NSMutableArray *a = [NSMutableArray array];
      RACTuple *t = [RACTuple tupleWithObjectsFromArray:@[a]];
      [a addObject:t];
      NSString *text = [t description];
      NSLog(@"%d %d", [text hasPrefix:@"<RACTuple: "], [text hasSuffix:@"…\n    )\n)"]);
      [a removeAllObjects];
      """#,
      ["1 1"])
  }

  func testTracingATupleThatHoldsItselfThroughAnArrayIsCut() {
    assertPrints(
      #"""
      NSMutableArray *a = [NSMutableArray array];
      RACTuple *t = RACTuplePack(a);
      [a addObject:t];
      RACSubject *s = [RACSubject subject];
      [s subscribeNext:^(id x) { NSLog(@"%@", [x class]); }];
      [s sendNext:t];
      [a removeAllObjects];
      """#,
      ["RACTuple"])
  }

  func testDescribingAnEventThatHoldsItselfStopsAtTheLine() {
    assertFails(
      #"""
      NSMutableArray *a = [NSMutableArray array];
      RACEvent *e = [RACEvent eventWithValue:a];
      [a addObject:e];
      NSString *text = [e description];
      """#,
      containing: "-description of RACEvent " + tooDeep, at: (4, 1))
  }

  func testArchivingAnArrayThatHoldsItselfIsRefusedAtTheCall() {
    assertFails(
      #"""
      NSMutableArray *a = [NSMutableArray array];
      [a addObject:@[a]];
      NSData *d = [NSKeyedArchiver archivedDataWithRootObject:a];
      """#,
      containing:
        "+[NSKeyedArchiver archivedDataWithRootObject:]: the __NSArrayM holds itself (through what it holds)",
      at: (3, 13))
  }

  func testAKeysIsEqualThatChangesItsDictionaryIsNoCrash() {
    assertPrints(
      #"""
      @interface K : NSObject <NSCopying>
      @property (nonatomic, strong) NSMutableDictionary *d;
      @end
      @implementation K
      - (id)copyWithZone:(NSZone *)zone { return self; }
      - (BOOL)isEqual:(id)other { [self.d removeObjectForKey:@"x"]; self.d[@"y"] = @1; return NO; }
      - (NSUInteger)hash { return 1; }
      @end
      NSMutableDictionary *d = [NSMutableDictionary dictionary];
      K *k = [K new];
      k.d = d;
      d[k] = @1;
      K *j = [K new];
      j.d = d;
      d[j] = @2;
      NSLog(@"%d", d[j] != nil);
      [d removeObjectForKey:j];
      k.d = nil;
      j.d = nil;
      [d removeAllObjects];
      """#,
      ["1"])
  }
}
