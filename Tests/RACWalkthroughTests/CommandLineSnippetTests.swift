import Foundation
import RACWalkthroughCLI
import RACWalkthroughs
import XCTest

/// The command line on Objective-C files: `run FILE.m --output-only`, `verify FILE.m` against the
/// output the file states or `--expect`, several files as one program, and errors with the file's
/// line and a caret.
final class CommandLineSnippetTests: LeakCheckedTestCase {

  private func run(_ arguments: [String]) -> CommandRun { CommandRun.run(arguments) }

  private func temporaryFile(_ name: String, _ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snippets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  func testRunOutputOnlyPrintsWhatTheProgramPrints() {
    let result = run(["run", walkthroughsDirectory.appendingPathComponent("map/post.m").path, "--output-only"])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.output, ["class-__NSCFNumber,value-3", "class-__NSCFConstantString,value-ABC"])
    XCTAssertEqual(result.errors, [])
  }

  func testRunPrintsTheOutputThenTheTraceWithTheSnippetsBlocksAtTheirLines() throws {
    let path = try temporaryFile("one.m", "[[RACSignal return:@1] subscribeNext:^(id x) {\n  NSLog(@\"%@\", x);\n}];")
    let result = run(["run", path])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.output[1], "== output")
    XCTAssertEqual(result.output[2], "1")
    XCTAssertTrue(
      result.output.contains { $0.contains("subscribeNext: block(x: 1)") }, result.output.joined(separator: "\n"))
  }

  func testVerifyOfAFileSpeaksOfItsStatedOutputAndShowsNoClassTableWhenNoClassNameWasCompared() throws {
    let bad = try temporaryFile(
      "stated.m", "// Outputs: 1 3\n[@[@1, @2].rac_sequence.signal subscribeNext:^(id x) { NSLog(@\"%@\", x); }];")
    let failed = run(["verify", bad])
    XCTAssertEqual(failed.status, 1)
    XCTAssertEqual(
      failed.output.joined(separator: "\n").components(separatedBy: "\n"),
      [
        "FAIL  \(bad) — Objective-C: \(bad)",
        "  output: DIFFERS from the file's stated output (- stated, + ours, after normalising):",
        "      1", "    - 3", "    + 2", "", "verify: 1 of 1 failed: \(bad)",
      ])
    let good = try temporaryFile(
      "good.m", "// Outputs: 1 2\n[@[@1, @2].rac_sequence.signal subscribeNext:^(id x) { NSLog(@\"%@\", x); }];")
    XCTAssertEqual(
      run(["verify", good]).output.joined(separator: "\n").components(separatedBy: "\n"),
      [
        "PASS  \(good) — Objective-C: \(good)",
        "  output: matches the file's stated output (2 line(s), after normalising)", "",
        "verify: all 1 program(s) print what they state",
      ])
  }

  func testVerifyShowsTheClassTableWhenTheOutputNamesAClass() throws {
    let path = try temporaryFile("class.m", "// Outputs: __NSCFNumber\nNSLog(@\"%@\", [@1 class]);")
    let result = run(["verify", path])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(
      result.output.joined(separator: "\n").components(separatedBy: "\n"),
      [
        "PASS  \(path) — Objective-C: \(path)",
        "  output: matches the file's stated output (1 line(s), after normalising)",
        "    stated: __NSCFNumber", "    as:     NSNumber", "",
        "Class names are compared through this table (iOS name ↔ Swift name → shown as):",
        "  NSNumber: iOS __NSCFNumber, __NSCFBoolean, NSNumber | Swift NSNumber, Int, Double, Bool",
        "  NSString: iOS __NSCFConstantString, __NSCFString, NSTaggedPointerString, NSString | Swift String, NSString",
        "  NSArray: iOS __NSArrayI, __NSArrayM, __NSArray0, NSArray, NSMutableArray | Swift Array, NSArray, NSMutableArray",
        "  NSError: iOS NSError | Swift NSError",
        "  NSNull: iOS NSNull | Swift NSNull",
        "verify: all 1 program(s) print what they state",
      ])
  }

  func testARunOfAUIKitSnippetPrintsWhatItsScriptedUserDoes() throws {
    let path = try temporaryFile(
      "form.m",
      """
      UITextField *name = [[UITextField alloc] init];
      UIButton *send = [UIButton buttonWithType:UIButtonTypeSystem];
      RAC(send, enabled) = [name.rac_textSignal map:^id(NSString *text) { return @(text.length > 1); }];
      [[send rac_signalForControlEvents:UIControlEventTouchUpInside] subscribeNext:^(UIButton *button) {
        NSLog(@"send '%@'", name.text);
      }];
      NSLog(@"enabled %d", send.enabled);
      [name simulateTyping:@"Jo"];
      NSLog(@"enabled %d", send.enabled);
      [send sendActionsForControlEvents:UIControlEventTouchUpInside];
      [name sendActionsForControlEvents:UIControlEventTouchUpInside];
      [send frobnicate];
      """)
    // A run stopped by an error leaves what it made alive (its subscriptions are never disposed),
    // with UIKit or without: the count of live objects is not this test's subject.
    expectsLeakedObjects = true
    let result = run(["run", path, "--output-only"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.output, ["enabled 0", "enabled 1", "send 'Jo'"])
    XCTAssertEqual(
      result.errors.map { $0.replacingOccurrences(of: #"0x[0-9a-f]+"#, with: "0x…", options: .regularExpression) },
      [
        """
        \(path):12:1: error: -[UIButton frobnicate]: unrecognized selector sent to instance 0x… (UIButton's stand-in has no 'frobnicate'; its nearest: currentTitle, highlighted, isSelected, selected, subviews, alpha)
        [send frobnicate];
        ^
        """
      ])
  }

  func testVerifyComparesWithTheOutputTheFileStates() throws {
    let good = try temporaryFile(
      "good.m", "// Outputs: 1 2\n[@[@1, @2].rac_sequence.signal subscribeNext:^(id x) { NSLog(@\"%@\", x); }];")
    XCTAssertEqual(run(["verify", good]).status, 0)
    let bad = try temporaryFile(
      "bad.m", "// Outputs:\n// 1\n// 3\n[@[@1, @2].rac_sequence.signal subscribeNext:^(id x) { NSLog(@\"%@\", x); }];")
    let failed = run(["verify", bad])
    XCTAssertEqual(failed.status, 1)
    XCTAssertTrue(failed.output.contains { $0.contains("- 3") }, failed.output.joined(separator: "\n"))
  }

  func testVerifyWithExpectReadsTheExpectedLinesFromAFile() throws {
    let program = try temporaryFile("p.m", "NSLog(@\"hello\");")
    let expected = try temporaryFile("expected.txt", "2016-03-01 14:06:29.725 App[1:2] hello\n")
    XCTAssertEqual(run(["verify", program, "--expect", expected]).status, 0)
  }

  func testSeveralFilesRunAsOneProgram() throws {
    let methods = try temporaryFile(
      "methods.m",
      "@implementation RACSignal (Shout)\n- (RACSignal *)shout { return [self map:^id(NSString *s) { return s.uppercaseString; }]; }\n@end"
    )
    let program = try temporaryFile(
      "main.m", "[[[RACSignal return:@\"hi\"] shout] subscribeNext:^(id x) { NSLog(@\"%@\", x); }];")
    let result = run(["run", methods, program, "--output-only"])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.output, ["HI"])
  }

  /// A header is read as the compiler reads it: named on the command line beside the file
  /// (`run Greeter.h main.m`), or imported by the file from beside it (`#import "Greeter.h"`),
  /// once either way; `#import "ReactiveCocoa.h"`, which is not there, is left alone.
  func testAHeaderNamedOnTheCommandLineOrImportedFromBesideTheFileIsRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snippets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let header = folder.appendingPathComponent("Greeter.h")
    try "@interface Greeter : NSObject\n@property (nonatomic, copy) NSString *name;\n- (void)greet;\n@end\n".write(
      to: header, atomically: true, encoding: .utf8)
    let program = folder.appendingPathComponent("main.m")
    try """
    #import "ReactiveCocoa.h"
    #import "Greeter.h"
    @implementation Greeter
    - (void)greet { NSLog(@"hello %@", self.name); }
    @end
    Greeter *greeter = [[Greeter alloc] init];
    greeter.name = @"header";
    [greeter greet];
    """.write(to: program, atomically: true, encoding: .utf8)
    for arguments in [[program.path], [header.path, program.path]] {
      let result = run(["run"] + arguments + ["--output-only"])
      XCTAssertEqual(result.status, 0, result.errors.joined(separator: "\n"))
      XCTAssertEqual(result.output, ["hello header"])
    }
  }

  func testAFileOfRACMethodsAloneSaysThereIsNothingToRun() {
    let result = run(["run", walkthroughsDirectory.appendingPathComponent("map/post-return.m").path])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.output.first?.contains("nothing to run") == true, "\(result.output)")
    XCTAssertTrue(result.output.first?.contains("+[RACSignal return:]") == true, "\(result.output)")
  }

  func testAParseErrorIsTheLineAndACaretAndExitStatusOne() throws {
    let path = try temporaryFile("broken.m", "RACSignal *s = [RACSignal return:@1];\n[s subscribeNext:^(id x) {\n")
    let result = run(["run", path, "--output-only"])
    XCTAssertEqual(result.status, 1)
    let lines = result.errors.joined(separator: "\n").components(separatedBy: "\n")
    XCTAssertTrue(lines[0].hasPrefix("\(path):3:1: error: expected '}'"), lines[0])
    XCTAssertEqual(lines.count, 3)
    XCTAssertEqual(lines[2].trimmingCharacters(in: .whitespaces), "^")
  }

  func testARuntimeErrorComesAfterTheOutputSoFar() throws {
    let path = try temporaryFile("late.m", "NSLog(@\"before\");\n[[RACSignal empty] frobnicate];\nNSLog(@\"after\");")
    let result = run(["run", path, "--output-only"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.output, ["before"])
    XCTAssertTrue(
      result.errors[0].hasPrefix("\(path):2:1: error: -[RACEmptySignal frobnicate]: unrecognized selector"),
      result.errors[0])
  }

  func testAMissingFileIsAUsageError() {
    let result = run(["run", "/nonexistent/snippet.m"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.errors, ["rac-walkthrough: no such file '/nonexistent/snippet.m'"])
  }

  func testTheStepBudgetCanBeSetOnTheCommandLine() throws {
    let path = try temporaryFile("loop.m", "while (YES) {}")
    let result = run(["run", path, "--output-only", "--max-steps", "1000"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.errors[0].contains("stopped after 1000 steps"), result.errors[0])
  }
}
