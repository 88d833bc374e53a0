import XCTest

/// Input no post contains but a paste can: cut-off listings, runaway nesting, endless work. Each
/// must stop with one clear `FILE:LINE:COL: error:`, never a crash or a hang.
final class CorpusHostileInputTests: LeakCheckedTestCase {
  func testAnUnterminatedBlockCommentIsAnError() {
    assertFails("/* the listing was cut here\nNSLog(@\"never\");\n", containing: "comment", at: (1, 1))
  }

  func testAListingCutInsideABlockNamesTheOpenBrace() {
    assertFails(
      "[[RACSignal return:@1] subscribeNext:^(id x) {\n  NSLog(@\"%@\", x);\n", containing: "'}'")
  }

  func testDeeplyNestedParenthesesStopWithAnError() {
    let depth = 5_000
    let text = "int x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + ";\n"
    assertFails(text, containing: "nest")
  }

  func testDeeplyNestedBlocksStopWithAnError() {
    let depth = 2_000
    let text =
      "void (^b)(void) = " + String(repeating: "^{ ", count: depth) + "NSLog(@\"deep\");"
      + String(repeating: " }();", count: depth - 1) + " };\nb();\n"
    assertFails(text, containing: "nest")
  }

  func testDeeplyNestedMessagesStopWithAnError() {
    let depth = 3_000
    let text =
      "NSString *s = " + String(repeating: "[", count: depth) + "@\"a\"" + String(repeating: " copy]", count: depth)
      + ";\n"
    assertFails(text, containing: "nest")
  }

  func testEndlessRecursionIsReported() {
    assertFails("int down(int n) { return down(n + 1); }\nNSLog(@\"%d\", down(0));\n", containing: "recursion")
  }

  func testAnEndlessIntervalStopsOnVirtualTime() {
    assertFails(
      "[[RACSignal interval:1 onScheduler:[RACScheduler mainThreadScheduler]] subscribeNext:^(id x) {}];\n",
      containing: "virtual time")
  }

  func testMessagesToNilReturnZeroAndNil() {
    assertPrints(
      "id nothing = nil;\nNSLog(@\"%@ %lu %d\", [nothing description], (unsigned long)[nothing count], [nothing boolValue]);\n",
      ["(null) 0 0"])
  }

  func testAnUnknownSelectorNamesTheReceiversClass() {
    assertFails(
      "[[RACSignal return:@1] frobnicate];\n", containing: "-[RACReturnSignal frobnicate]: unrecognized selector",
      at: (1, 1))
  }

  func testAnUnknownClassMethodDoesNotClaimTheClassIsAtAddressZero() {
    assertFails("[RACSignal frobnicate];\n", containing: "+[RACSignal frobnicate]: unrecognized selector sent to class")
    let run = SnippetRun.run("[RACSignal frobnicate];\n")
    XCTAssertFalse(run.error?.message.contains("0x0") ?? true, run.error?.message ?? "no error")
  }
}
