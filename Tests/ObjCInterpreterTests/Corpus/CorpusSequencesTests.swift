import XCTest

/// RACSequence as RAC 2.5's documentation describes it: lazy, memoized, and the stream operators.
final class CorpusSequencesTests: LeakCheckedTestCase {
  func testScanAndCombinePreviousOnASequence() {
    assertPrints(
      """
      RACSequence *xs = @[ @2, @4, @6 ].rac_sequence;
      RACSequence *running = [xs scanWithStart:@10 reduce:^(NSNumber *acc, NSNumber *x) { return @(acc.intValue + x.intValue); }];
      RACSequence *pairs = [xs combinePreviousWithStart:@1 reduce:^(NSNumber *prev, NSNumber *x) { return @(prev.intValue * x.intValue); }];
      NSLog(@"%@", [running.array componentsJoinedByString:@","]);
      NSLog(@"%@", [pairs.array componentsJoinedByString:@","]);
      """,
      ["12,16,22", "2,8,24"])
  }

  func testFlattenMapCanDropAndDuplicateSequenceElements() {
    assertPrints(
      """
      RACSequence *words = [@"ox cat emu" componentsSeparatedByString:@" "].rac_sequence;
      RACSequence *kept = [words flattenMap:^(NSString *w) {
        if (w.length == 3) return [RACSequence return:w.uppercaseString];
        return [RACSequence empty];
      }];
      RACSequence *twice = [kept flattenMap:^(NSString *w) { return @[ w, w ].rac_sequence; }];
      NSLog(@"%@", [twice.array componentsJoinedByString:@" "]);
      """,
      ["CAT CAT EMU EMU"])
  }

  /// RAC 2.5: `-map:` on a sequence does no work until a value is asked for, and each value is
  /// computed once (DesignGuidelines: "Sequences are evaluated lazily by default").
  func testMappingASequenceIsLazyAndMemoized() {
    assertPrints(
      """
      RACSequence *names = [@[ @"p", @"q", @"r" ].rac_sequence map:^(NSString *s) {
        NSLog(@"computing %@", s);
        return [s stringByAppendingString:@"!"];
      }];
      NSLog(@"mapped");
      NSLog(@"first %@", names.head);
      NSLog(@"first again %@", names.head);
      NSLog(@"second %@", names.tail.head);
      """,
      ["mapped", "computing p", "first p!", "first again p!", "computing q", "second q!"])
  }

  func testTakingOneValueOfAFilteredSequenceTestsOnlyWhatItNeeds() {
    assertPrints(
      """
      RACSequence *odd = [@[ @1, @2, @3, @4 ].rac_sequence filter:^BOOL(NSNumber *n) {
        NSLog(@"test %@", n);
        return n.intValue % 2 == 1;
      }];
      NSLog(@"built");
      for (NSNumber *n in [odd take:1]) NSLog(@"got %@", n);
      """,
      ["built", "test 1", "got 1"])
  }

  func testSequenceFoldsAndQueries() {
    assertPrints(
      """
      RACSequence *xs = @[ @3, @5, @8 ].rac_sequence;
      NSLog(@"%@", [xs foldLeftWithStart:@0 reduce:^(NSNumber *acc, NSNumber *x) { return @(acc.intValue + x.intValue); }]);
      NSLog(@"%d", [xs any:^BOOL(NSNumber *x) { return x.intValue > 7; }]);
      NSLog(@"%d", [xs all:^BOOL(NSNumber *x) { return x.intValue > 3; }]);
      NSLog(@"%@", [xs objectPassingTest:^BOOL(NSNumber *x) { return x.intValue % 2 == 0; }]);
      NSLog(@"%@", [xs.eagerSequence.array componentsJoinedByString:@"+"]);
      """,
      ["16", "1", "0", "8", "3+5+8"])
  }

  func testANSArrayOfSequencesFlattensInOrder() {
    assertPrints(
      """
      RACSequence *a = @[ @"x", @"y" ].rac_sequence;
      RACSequence *b = @[ @"1" ].rac_sequence;
      NSLog(@"%@", [[@[ a, b ].rac_sequence flatten].array componentsJoinedByString:@""]);
      NSLog(@"%@", [[a concat:b].array componentsJoinedByString:@""]);
      """,
      ["xy1", "xy1"])
  }
}
