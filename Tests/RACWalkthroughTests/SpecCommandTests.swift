import Foundation
import RACWalkthroughCLI
import RACWalkthroughs
import XCTest

/// `rac-walkthrough spec`: spec files written here in Quick/Nimble and Specta/Expecta form
/// (`SpecFixtures/`), run through the command line in-process; each test asserts the whole report.
final class SpecCommandTests: LeakCheckedTestCase {
  private struct Result {
    var status: Int32
    var output: [String]
    var errors: [String]
  }

  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("SpecFixtures")

  /// Runs `spec` on fixture folders with `options`; paths in the report are written relative to
  /// `SpecFixtures/`.
  private func spec(_ folders: [String], _ options: [String] = []) -> Result {
    var output: [String] = []
    var errors: [String] = []
    let environment = CommandEnvironment(
      write: { output.append($0) }, writeError: { errors.append($0) }, readLine: { nil }, isInteractive: false,
      walkthroughsDirectory: walkthroughsDirectory)
    let paths = folders.map { Self.fixtures.appendingPathComponent($0).path }
    let status = WalkthroughCommandLine.run(["spec"] + paths + options, environment: environment)
    let prefix = Self.fixtures.path + "/"
    return Result(
      status: status, output: output.map { $0.replacingOccurrences(of: prefix, with: "") }, errors: errors)
  }

  /// A helper file's constant, declared `extern` in its header, is the test target's global: the
  /// spec names it, though the helper's class has a method nothing calls (which a snippet would run
  /// as a demo, making its file's variables its own; a spec program's entry is its runner).
  func testAHelpersExternConstantNamesItsSharedExamplesBesideAnUncalledMethod() {
    let result = spec(["sharedConstant"])
    XCTAssertEqual(result.output, ["✓ GreeterSpec › a greeter › greets by name", "1 examples, 0 failures, 0 pending"])
    XCTAssertEqual(result.status, 0)
  }

  func testQuickSpecsReportEveryExampleAndEachFailureAtItsLineInNimblesWords() {
    let result = spec(["quick"], ["--max-steps", "200000"])
    XCTAssertEqual(
      result.output,
      [
        "✗ BadInputSpec › throws",
        "    quick/BadInputSpec.m:8:3: error: uncaught exception: SpecBoom: thrown on purpose",
        "✗ BadInputSpec › loops",
        "    quick/BadInputSpec.m:13:3: error: stopped after 200000 steps: the program may loop forever (raise the limit with --max-steps)",
        "✓ BadInputSpec › declares an example inside an example",
        "    note: quick/BadInputSpec.m:18: 'qck_it' is called while an example runs, so it declares nothing that runs (Quick 0.3, RAC 2.5's, skips it; newer Quick raises): declare it in a describe or context block",
        "✓ BadInputSpec › still runs after the others",
        "✓ HooksSpec › outer › inner › runs the before hooks outer first and the after hooks inner first",
        "✓ HooksSpec › a tally made fresh for each example › a tally › starts where the context says",
        "✓ HooksSpec › a tally made fresh for each example › a tally › goes up by the step",
        "✓ HooksSpec › a tally made fresh for each example › is not changed by the other examples",
        "- HooksSpec › a pending example",
        "- HooksSpec › an excluded example",
        "- HooksSpec › an excluded group › is pending too",
        "- HooksSpec › an excluded context › is pending as well",
        "✓ MatchersSpec › holds for every matcher",
        "✗ MatchersSpec › reports each expectation that does not hold at its line",
        "    quick/MatchersSpec.m:41: expected to equal <3>, got <2>",
        "    quick/MatchersSpec.m:42: expected to be nil, got <text>",
        "    quick/MatchersSpec.m:43: expected to be truthy, got <0>",
        "    quick/MatchersSpec.m:44: expected to contain <2>, got <(1)>",
        "    quick/MatchersSpec.m:45: expected to have NSArray with count 2, got 1",
        "    quick/MatchersSpec.m:46: expected to be greater than <2>, got <1>",
        "    quick/MatchersSpec.m:47: expected to be close to <1.0000> (within 0.0001), got <1.5000>",
        "    quick/MatchersSpec.m:48: expected to be a kind of NSArray, got <__NSCFConstantString instance>",
        "    quick/MatchersSpec.m:49: expected to equal <1>, got <nil> (use beNil() to match nils)",
        "    quick/MatchersSpec.m:50: expected to not equal <1>, got <1>",
        "    quick/MatchersSpec.m:51: expected to raise any exception, got no exception",
        "    quick/MatchersSpec.m:52: expected to match <^b>, got <abc>",
        "✓ TimeSpec › waits for a block dispatched half a second later",
        "✗ TimeSpec › gives up after its timeout of one second",
        "    quick/TimeSpec.m:25: expected to eventually be truthy, got <0>",
        "✓ TimeSpec › waits longer with a timeout of its own",
        "✓ TimeSpec › waits for a value a signal delivers on a background scheduler",
        "✓ TimeSpec › goes on beside a block that spins until the example releases it",
        "19 examples, 4 failures, 4 pending",
      ])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.errors, [])
  }

  func testSpectaSpecsRunWithSharedExamplesBeforeAllAndExpectasMessages() {
    let result = spec(["specta"])
    XCTAssertEqual(
      result.output,
      [
        "✓ QueueSpec › an array used as a queue › runs beforeAll before beforeEach",
        "✓ QueueSpec › an array used as a queue › a first-in first-out queue › hands out what came first",
        "✓ QueueSpec › an array used as a queue › a first-in first-out queue › holds as many values as it was given",
        "✓ QueueSpec › an array used as a queue › with a fixed dictionary › a first-in first-out queue › hands out what came first",
        "✓ QueueSpec › an array used as a queue › with a fixed dictionary › a first-in first-out queue › holds as many values as it was given",
        "✓ QueueSpec › an array used as a queue › holds for every matcher",
        "✓ QueueSpec › an array used as a queue › waits with will on virtual time",
        "✗ QueueSpec › an array used as a queue › reports each expectation that does not hold at its line",
        "    specta/QueueSpec.m:76: expected: 3, got: 2",
        "    specta/QueueSpec.m:77: expected: nil/null, got: (a, b)",
        "    specta/QueueSpec.m:78: expected (a, b) to not contain a",
        "    specta/QueueSpec.m:79: expected: a truthy value, got: 0, which is falsy",
        "    specta/QueueSpec.m:80: expected (a, b) to have a count of 5 but got 2",
        "- QueueSpec › an array used as a queue › is pending without a block",
        "- QueueSpec › an array used as a queue › is pending when excluded",
        "- QueueSpec › an array used as a queue › is pending when declared so",
        "11 examples, 1 failures, 3 pending",
      ])
    XCTAssertEqual(result.status, 1)
  }

  /// Boxed integers are tagged numbers (values with no object behind them, as on Darwin): the
  /// matchers compare them by value and by identity, and a failure writes their value.
  func testMatchersCompareBoxedIntegersByValueAndIdentityAndWriteTheirValue() {
    let result = spec(["numbers"])
    XCTAssertEqual(
      result.output,
      [
        "✓ BoxedIntegerSpec › matches boxed integers by value and by identity",
        "✗ BoxedIntegerSpec › writes a boxed integer in a failure as its value",
        "    numbers/BoxedIntegerSpec.m:21: expected to equal <6>, got <5>",
        "    numbers/BoxedIntegerSpec.m:22: expected to be identical to <6>, got <5>",
        "2 examples, 1 failures, 0 pending",
      ])
    XCTAssertEqual(result.status, 1)
  }

  func testOnlyFocusedExamplesRunWhenAnyIsFocused() {
    let result = spec(["focus"])
    XCTAssertEqual(
      result.output,
      [
        "✓ FocusSpec › runs when focused itself",
        "✓ FocusSpec › a focused group › runs",
        "- FocusSpec › a focused group › stays pending",
        "✓ FocusSpec › a plain group › with a focused context › runs",
        "4 examples, 0 failures, 1 pending",
      ])
    XCTAssertEqual(result.status, 0)
  }

  /// RAC 2.5's own specs lean on their Quick and Nimble: RACSequenceSpec names shared examples in an
  /// afterEach (that Quick ignored them: skipped here, with a note under the example) and expects
  /// lazy sequences not to be pulled when Nimble writes them into its message.
  func testSharedExamplesNamedInARunningExampleAreIgnoredAndMessagesLeaveSequencesLazy() {
    let result = spec(["era"])
    XCTAssertEqual(
      result.output,
      [
        "✓ EraSpec › leaves a lazy sequence unpulled when an expectation writes it",
        "    note: era/EraSpec.m:38: 'qck_itBehavesLike' is called while an example runs, so it declares nothing that runs (Quick 0.3, RAC 2.5's, skips it; newer Quick raises): declare it in a describe or context block",
        "1 examples, 0 failures, 0 pending",
      ])
    XCTAssertEqual(result.status, 0)
  }

  func testAnExpectationWhereExamplesAreDeclaredFailsTheSpecAtItsLine() {
    let result = spec(["collecting"])
    XCTAssertEqual(
      result.output,
      [
        "✗ collecting/OutsideSpec.m (while collecting its examples)",
        "    collecting/OutsideSpec.m:8:9: error: 'expect' is called outside an example: it runs only inside it, beforeEach or afterEach, not while the spec's describe and context blocks declare its examples",
        "1 examples, 1 failures, 0 pending",
      ])
    XCTAssertEqual(result.status, 1)
  }

  func testExampleRunsOnlyTheExamplesWhosePathContainsTheText() {
    let result = spec(["quick"], ["--example", "a tally made fresh"])
    XCTAssertEqual(
      result.output,
      [
        "✓ HooksSpec › a tally made fresh for each example › a tally › starts where the context says",
        "✓ HooksSpec › a tally made fresh for each example › a tally › goes up by the step",
        "✓ HooksSpec › a tally made fresh for each example › is not changed by the other examples",
        "3 examples, 0 failures, 0 pending",
      ])
    XCTAssertEqual(result.status, 0)
  }

  func testTheRepositorysSpecsOfTheWalkthroughsClaimsAllPass() {
    var output: [String] = []
    let environment = CommandEnvironment(
      write: { output.append($0) }, writeError: { _ in }, readLine: { nil }, isInteractive: false,
      walkthroughsDirectory: walkthroughsDirectory)
    let specs = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Specs").path
    let status = WalkthroughCommandLine.run(["spec", specs], environment: environment)
    XCTAssertEqual(output.last, "16 examples, 0 failures, 0 pending", output.joined(separator: "\n"))
    XCTAssertEqual(output.filter { $0.hasPrefix("✓ ") }.count, 16)
    XCTAssertEqual(status, 0)
  }

  func testAMissingPathOrNoPathIsAUsageError() {
    XCTAssertEqual(spec([]).status, 2)
    let missing = spec(["no-such-folder"])
    XCTAssertEqual(missing.status, 2)
    XCTAssertEqual(missing.errors.count, 1)
    XCTAssertTrue(missing.errors[0].hasPrefix("rac-walkthrough: spec: no such file or folder"), missing.errors[0])
  }

  func testAnExpectationOnAnArrayThatContainsItselfFailsAtItsLineNotTheStack() {
    let result = spec(["selfContaining"])
    XCTAssertEqual(
      result.output,
      [
        "✗ SelfContainingSpec › compares an array that contains itself",
        "    selfContaining/SelfContainingSpec.m:11:3: error: Nimble's description of an array went more than 1000 collections deep: a collection that contains itself? (Foundation would recurse until the stack overflows)",
        "✓ SelfContainingSpec › still runs after it",
        "2 examples, 1 failures, 0 pending",
      ])
    XCTAssertEqual(result.status, 1)
  }

  func testAFileOutsideTheDSLSaysWhereASpecsCodeGoes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "#import <Quick/Quick.h>\n".write(
      to: folder.appendingPathComponent("EmptySpec.m"), atomically: true, encoding: .utf8)
    try "NSLog(@\"top level\");\n".write(
      to: folder.appendingPathComponent("ScriptSpec.m"), atomically: true, encoding: .utf8)
    var output: [String] = []
    let environment = CommandEnvironment(
      write: { output.append($0) }, writeError: { _ in }, readLine: { nil }, isInteractive: false,
      walkthroughsDirectory: walkthroughsDirectory)
    let status = WalkthroughCommandLine.run(["spec", folder.path], environment: environment)
    let prefix = folder.path + "/"
    XCTAssertEqual(
      output.map { $0.replacingOccurrences(of: prefix, with: "") },
      [
        "note: EmptySpec.m declares no examples (QuickSpecBegin(Name) … QuickSpecEnd or SpecBegin(Name) … SpecEnd holds them)",
        "✗ ScriptSpec.m (does not load)",
        "    ScriptSpec.m:1:1: error: a spec file has a statement outside any function or method (a spec's code goes between QuickSpecBegin(Name) and QuickSpecEnd, or SpecBegin(Name) and SpecEnd)",
        "1 examples, 1 failures, 0 pending",
      ])
    XCTAssertEqual(status, 1)
  }
}
