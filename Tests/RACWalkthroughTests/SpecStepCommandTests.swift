import Foundation
import RACWalkthroughCLI
import RACWalkthroughs
import XCTest

/// `step FooSpec.m --example PATTERN` and `trace … --example`: one example of a spec written here
/// (`SpecFixtures/step/`, Quick/Nimble and Specta/Expecta), stepped line by line through its
/// `beforeEach` blocks (outermost first), its body and its `afterEach` blocks (innermost first),
/// each `expect` a stop with the value and whether the match held; a pattern that names no
/// example, several or a pending one is a one-line error listing candidates.
final class SpecStepCommandTests: LeakCheckedTestCase {
  private struct Result {
    var status: Int32
    var output: [String]
    var errors: [String]
  }

  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("SpecFixtures/step")

  /// Runs `command FILE` on a fixture of `SpecFixtures/step/` with `options`; the fixtures' folder
  /// is cut from what it writes.
  private func run(_ command: String, _ file: String, _ options: [String]) -> Result {
    var output: [String] = []
    var errors: [String] = []
    let environment = CommandEnvironment(
      write: { output.append(contentsOf: $0.components(separatedBy: "\n")) }, writeError: { errors.append($0) },
      readLine: { nil }, isInteractive: false, walkthroughsDirectory: walkthroughsDirectory)
    let path = Self.fixtures.appendingPathComponent(file).path
    let status = WalkthroughCommandLine.run([command, path] + options, environment: environment)
    let prefix = Self.fixtures.path + "/"
    return Result(
      status: status, output: output.map { $0.replacingOccurrences(of: prefix, with: "") },
      errors: errors.map { $0.replacingOccurrences(of: prefix, with: "") })
  }

  /// The lines a reader's stop shows the code and the expectations with, in order.
  private func codeAndExpectations(_ output: [String]) -> [String] {
    output.filter { $0.hasPrefix("  → ") || $0.hasPrefix("  expect: ") }
  }

  func testAQuickExampleStepsThroughItsHooksAndBodyWithEachExpectation() {
    let result = run("step", "DoublingSpec.m", ["--example", "doubles each value"])
    XCTAssertEqual(result.status, 0, result.errors.joined(separator: "\n"))
    XCTAssertEqual(
      result.output.first,
      "DoublingSpec.m: 22 stops, line by line (--all: 154 events); DoublingSpec › -map: › doubles each value")
    XCTAssertEqual(
      codeAndExpectations(result.output),
      [
        // The spec's beforeEach, then -map:'s (outermost first).
        "  → 11 │ qck_beforeEach(^{",
        "  → 12 │ numbers = [RACSubject subject];",
        "  → 13 │ seen = [NSMutableArray array];",
        "  → 21 │ qck_beforeEach(^{",
        "  → 22 │ [[numbers map:^(NSNumber *n) {",
        // The body, with the map and subscribeNext: blocks each value runs.
        "  → 33 │ qck_it(@\"doubles each value\", ^{",
        "  → 34 │ [numbers sendNext:@1];",
        "  → 22 │ [[numbers map:^(NSNumber *n) {",
        "  → 23 │ return @(n.integerValue * 2);",
        "  → 24 │ }] subscribeNext:^(NSNumber *doubled) {",
        "  → 25 │ [seen addObject:doubled];",
        "  → 35 │ [numbers sendNext:@2];",
        "  → 22 │ [[numbers map:^(NSNumber *n) {",
        "  → 23 │ return @(n.integerValue * 2);",
        "  → 24 │ }] subscribeNext:^(NSNumber *doubled) {",
        "  → 25 │ [seen addObject:doubled];",
        "  → 36 │ expect(seen).to(equal(@[ @2, @4 ]));",
        "  expect: <(2, 4)> to equal <(2, 4)> — held ✓",
        "  → 37 │ expect(@(seen.count)).to(equal(@3));",
        "  expect: <2> to equal <3> — did not hold ✗ (expected to equal <3>, got <2>)",
        // -map:'s afterEach, then the spec's (innermost first).
        "  → 29 │ qck_afterEach(^{",
        "  → 30 │ NSLog(@\"seen %@\", [seen componentsJoinedByString:@\",\"]);",
        "  → 16 │ qck_afterEach(^{",
        "  → 17 │ [numbers sendCompleted];",
      ])
    // No line of the describe blocks that declared the examples is a stop.
    XCTAssertFalse(result.output.contains { $0.contains("qck_describe") || $0.contains("qck_it(@\"sends nothing") })
    XCTAssertEqual(result.output.last, "    seen 2,4")
  }

  func testASpectaExampleStepsThroughItsHooksAndShowsEachExpectationAtItsOwnLine() {
    let result = run("step", "CountingSpec.m", ["--example", "adds the values up"])
    XCTAssertEqual(result.status, 0, result.errors.joined(separator: "\n"))
    XCTAssertEqual(
      codeAndExpectations(result.output),
      [
        "  → 10 │ beforeEach(^{",
        "  → 11 │ total = 0;",
        "  → 15 │ beforeEach(^{",
        "  → 16 │ total = 10;",
        "  → 23 │ it(@\"adds the values up\", ^{",
        "  → 24 │ RACSignal *sum = [[RACSignal return:@5] aggregateWithStart:@(total) reduce:^(NSNumber *running, NSNumber *next) {",
        "  → 27 │ expect([sum first]).to.equal(@15);",
        "  → 24 │ RACSignal *sum = [[RACSignal return:@5] aggregateWithStart:@(total) reduce:^(NSNumber *running, NSNumber *next) {",
        "  → 25 │ return @(running.integerValue + next.integerValue);",
        // The value came from the reduce block's line; the expectation is shown at its own.
        "  → 27 │ expect([sum first]).to.equal(@15);",
        "  expect: <15> to equal <15> — held ✓",
        "  → 28 │ expect([sum first]).to.equal(@16);",
        "  → 24 │ RACSignal *sum = [[RACSignal return:@5] aggregateWithStart:@(total) reduce:^(NSNumber *running, NSNumber *next) {",
        "  → 25 │ return @(running.integerValue + next.integerValue);",
        "  → 28 │ expect([sum first]).to.equal(@16);",
        "  expect: <15> to equal <16> — did not hold ✗ (expected: 16, got: 15)",
        "  → 19 │ afterEach(^{",
        "  → 20 │ total = -1;",
      ])
  }

  func testTheTraceOfAnExampleHasItsLinesAndANoteForEachExpectation() {
    let result = run("trace", "DoublingSpec.m", ["--example", "sends nothing before a value", "--format", "lines"])
    XCTAssertEqual(result.status, 0, result.errors.joined(separator: "\n"))
    let lines = result.output.filter { $0.contains(" line ") || $0.contains(" note expect(") }
      .map { $0.replacingOccurrences(of: #"^#\d+ "#, with: "", options: .regularExpression) }
    XCTAssertEqual(
      lines,
      [
        "line DoublingSpec.m:12", "line DoublingSpec.m:13", "line DoublingSpec.m:22",
        "line DoublingSpec.m:41", "note expect(value: <()>, match: to be empty, held: yes)",
        "line DoublingSpec.m:30", "line DoublingSpec.m:17",
      ])
  }

  func testToEventuallyIsANoteOfTheMatchItWaitedFor() {
    let result = run("trace", "DoublingSpec.m", ["--example", "doubles nothing here", "--format", "lines"])
    XCTAssertEqual(result.status, 0, result.errors.joined(separator: "\n"))
    XCTAssertEqual(
      result.output.filter { $0.contains(" note expect(") }
        .map { $0.replacingOccurrences(of: #"^#\d+ "#, with: "", options: .regularExpression) },
      ["note expect(value: <0>, match: to eventually equal <0>, held: yes)"])
  }

  func testAPatternOfSeveralExamplesIsAnErrorListingThem() {
    let result = run("step", "DoublingSpec.m", ["--example", "doubles"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.output, [])
    XCTAssertEqual(
      result.errors,
      [
        #"rac-walkthrough: step: 3 examples of DoublingSpec.m match "doubles" (give more of the path): "DoublingSpec › -map: › doubles each value", "DoublingSpec › -take: › doubles nothing here", "DoublingSpec › doubles later""#
      ])
  }

  func testAPatternOfNoExampleIsAnErrorListingTheClosest() {
    let result = run("trace", "DoublingSpec.m", ["--example", "take a value", "--format", "html"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.output, [])
    XCTAssertEqual(
      result.errors,
      [
        #"rac-walkthrough: trace: no example of DoublingSpec.m matches "take a value"; 4 examples, among them: "DoublingSpec › -map: › doubles each value", "DoublingSpec › -map: › sends nothing before a value", "DoublingSpec › -take: › doubles nothing here", "DoublingSpec › doubles later""#
      ])
  }

  func testAPendingExampleOrAFolderCannotBeStepped() {
    let pending = run("step", "DoublingSpec.m", ["--example", "doubles later"])
    XCTAssertEqual(pending.status, 2)
    XCTAssertEqual(
      pending.errors,
      [
        #"rac-walkthrough: step: the example "DoublingSpec › doubles later" of DoublingSpec.m is pending: it has no body to step through"#
      ])
    let folder = run("step", "", ["--example", "doubles each value"])
    XCTAssertEqual(folder.status, 2)
    XCTAssertEqual(folder.errors.count, 1)
    XCTAssertTrue(
      folder.errors[0].hasPrefix("rac-walkthrough: step: --example takes one spec file (FooSpec.m), not the folder '"),
      folder.errors[0])
  }

  func testAnExactDescriptionChoosesAmongExamplesThatContainIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specstep-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("SendsSpec.m")
    try """
    #import <Quick/Quick.h>
    #import <Nimble/Nimble.h>
    QuickSpecBegin(SendsSpec)
    qck_it(@"sends", ^{ expect(@1).to(equal(@1)); });
    qck_it(@"sends values", ^{ expect(@2).to(equal(@2)); });
    QuickSpecEnd
    """.write(to: file, atomically: true, encoding: .utf8)
    var output: [String] = []
    let environment = CommandEnvironment(
      write: { output.append(contentsOf: $0.components(separatedBy: "\n")) }, writeError: { output.append($0) },
      readLine: { nil }, isInteractive: false, walkthroughsDirectory: walkthroughsDirectory)
    let status = WalkthroughCommandLine.run(
      ["trace", file.path, "--example", "sends", "--format", "lines"], environment: environment)
    XCTAssertEqual(status, 0, output.joined(separator: "\n"))
    XCTAssertEqual(
      output.filter { $0.contains("note expect(") }
        .map { $0.replacingOccurrences(of: #"^#\d+ "#, with: "", options: .regularExpression) },
      ["note expect(value: <1>, match: to equal <1>, held: yes)"])
  }
}
