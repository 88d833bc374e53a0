import XCTest

/// Foundation as RAC snippets print it: NSError's user-info keys and descriptions, format strings.
final class CorpusFoundationTests: LeakCheckedTestCase {
  func testNSLocalizedDescriptionKeyGivesTheErrorItsDescription() {
    assertPrints(
      """
      NSError *e = [NSError errorWithDomain:@"Login" code:401 userInfo:@{ NSLocalizedDescriptionKey: @"Wrong password" }];
      NSLog(@"%@", NSLocalizedDescriptionKey);
      NSLog(@"%@", e.localizedDescription);
      NSLog(@"%@", e);
      """,
      [
        "NSLocalizedDescription", "Wrong password",
        "Error Domain=Login Code=401 \"Wrong password\" UserInfo={NSLocalizedDescription=Wrong password}",
      ])
  }

  func testTheOtherUserInfoKeysHaveFoundationsValues() {
    assertPrints(
      """
      NSLog(@"%@ %@", NSLocalizedFailureReasonErrorKey, NSUnderlyingErrorKey);
      NSError *e = [NSError errorWithDomain:@"D" code:1 userInfo:@{ NSLocalizedFailureReasonErrorKey: @"because" }];
      NSLog(@"%@", e.localizedFailureReason);
      """,
      ["NSLocalizedFailureReason NSUnderlyingError", "because"])
  }

  func testAnErrorSentThroughASignalPrintsAsIOSPrintsIt() {
    assertPrints(
      """
      [[RACSignal error:[NSError errorWithDomain:@"Upload" code:-1 userInfo:nil]] subscribeError:^(NSError *error) {
        NSLog(@"%@", error);
        NSLog(@"%@", error.localizedDescription);
      }];
      """,
      ["Error Domain=Upload Code=-1 \"(null)\"", "The operation couldn’t be completed. (Upload error -1.)"])
  }

  func testAMissingFormatArgumentIsNamedWithASinglePercent() {
    assertFails("NSLog(@\"%@ and %@\", @\"one\");", containing: "('%@' has none)", at: (1, 6))
  }

  func testNSLogFormatsTheCommonConversions() {
    assertPrints(
      """
      NSLog(@"%ld|%lu|%d|%i|%.2f|%5s|%-3d|%x|%@|%%", (long)-4, (unsigned long)5, 6, 7, 1.005, "ab", 8, 255, @"obj");
      """,
      ["-4|5|6|7|1.00|   ab|8  |ff|obj|%"])
  }
}
