import Foundation
import RACWalkthroughCLI
import XCTest

@testable import RACWalkthroughKit

/// `verify --rac-source` on a ReactiveObjC checkout: no call is compared with the Swift core (RAC
/// 2.5's); the run is held to its output, its steps about the output and its leaks, as the
/// walkthrough states them for ReactiveObjC (steps.json's `objectiveC.reactiveObjC`,
/// `reactiveobjc-output.txt`) or else as for RAC 2.5. Held on `ReactiveObjCFixtures` (walkthroughs
/// written here) run on `Fixtures/MiniReactiveObjC`, whose `+createSignal:` names its signal where
/// RAC 2.5 does not.
final class VerifyOnReactiveObjCTests: LeakCheckedTestCase {
  private struct Result {
    var status: Int32
    var output: [String]
    var errors: [String]
  }

  private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("ReactiveObjCFixtures")
  private let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

  /// `COMMAND NAME --rac-source CHECKOUT` (a fixture checkout) on the fixture walkthroughs.
  private func run(_ name: String, checkout: String = "MiniReactiveObjC", command: String = "verify") -> Result {
    var output: [String] = []
    var errors: [String] = []
    let environment = CommandEnvironment(
      write: { output.append($0) }, writeError: { errors.append($0) }, readLine: { nil }, isInteractive: false,
      walkthroughsDirectory: fixtures)
    let path = tests.appendingPathComponent("ObjCInterpreterTests/Fixtures/\(checkout)").path
    let status = WalkthroughCommandLine.run([command, name, "--rac-source", path], environment: environment)
    return Result(status: status, output: output, errors: errors)
  }

  func testAnOutputReactiveObjCPrintsOtherwiseFailsAndNamesTheLinesWhenNothingStatesIt() {
    let result = run("name-unstated")
    XCTAssertEqual(result.status, 1, result.output.joined(separator: "\n"))
    XCTAssertEqual(result.output.first?.hasPrefix("FAIL  name-unstated"), true)
    guard let start = result.output.firstIndex(where: { $0.hasPrefix("  on ReactiveObjC: prints something else") })
    else { return XCTFail(result.output.joined(separator: "\n")) }
    XCTAssertEqual(
      Array(result.output[start...].prefix(5)),
      [
        "  on ReactiveObjC: prints something else than RAC 2.5, and the walkthrough states no output of ReactiveObjC's (reactiveobjc-output.txt) (- RAC 2.5, + ReactiveObjC):",
        "        10",
        "        done",
        "      - named ''",
        "      + named '+createSignal:'",
      ])
    XCTAssertEqual(result.output.last, "verify: 1 of 1 failed: name-unstated")
  }

  func testReactiveObjCsCallsAreNeverComparedWithTheSwiftCores() {
    let result = run("name-stated")
    XCTAssertTrue(
      result.output.contains(
        "  on ReactiveObjC: calls not compared (the Swift core is RAC 2.5's: calls are compared on a RAC 2.5 checkout)"),
      result.output.joined(separator: "\n"))
    XCTAssertFalse(result.output.contains { $0.contains("calls at") || $0.contains("the calls differ") })
  }

  func testAStatedOutputOfReactiveObjCsPassesAndIsShownBeside25s() {
    let result = run("name-stated")
    XCTAssertEqual(result.status, 0, result.output.joined(separator: "\n"))
    guard let start = result.output.firstIndex(where: { $0.hasPrefix("  on ReactiveObjC: prints what") }) else {
      return XCTFail(result.output.joined(separator: "\n"))
    }
    XCTAssertEqual(
      Array(result.output[start...].prefix(6)),
      [
        "  on ReactiveObjC: prints what reactiveobjc-output.txt states (3 line(s)), not RAC 2.5's (the fixture's +createSignal: names its signal):",
        "        10",
        "        done",
        "      - named ''",
        "      + named '+createSignal:'",
        "  on ReactiveObjC: the 1 step(s) about the output hold",
      ])
  }

  func testAnOutputStatedForReactiveObjCThatIsRAC25sFails() {
    let result = run("name-stated-wrongly")
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(
      result.output.contains(
        "  on ReactiveObjC: reactiveobjc-output.txt states an output of ReactiveObjC's own, but it is what RAC 2.5 prints"
      ),
      result.output.joined(separator: "\n"))
  }

  func testAStepNamedRAC25sOnlyIsNotLookedForOnReactiveObjC() {
    let result = run("output-step-rac25-only")
    XCTAssertEqual(result.status, 0, result.output.joined(separator: "\n"))
    XCTAssertTrue(result.output.contains("  on ReactiveObjC: the 2 step(s) about the output hold"))
    XCTAssertTrue(
      result.output.contains(
        "  on ReactiveObjC: step 3 is RAC 2.5's only, not looked for (the fixture's +createSignal: names its signal)"),
      result.output.joined(separator: "\n"))
  }

  func testReactiveObjCsRunIsHeldToTheLeaksStatedForIt() {
    let result = run("leaks-stated-wrongly")
    XCTAssertEqual(result.status, 1)
    // RAC 2.5's statement holds on the core; ReactiveObjC's is its own, and wrong here.
    XCTAssertTrue(result.output.contains { $0.hasPrefix("  leaks: as stated (`// Leaks: none` at walkthrough.m:11)") })
    XCTAssertTrue(
      result.output.contains(
        "  on ReactiveObjC: leaks: not as stated (`// Leaks: RACSignal` at steps.json's objectiveC.reactiveObjC.leftAlive); at the program's end: nothing kept alive: every object the program made has gone"
      ), result.output.joined(separator: "\n"))
    XCTAssertTrue(
      result.output.contains("    states RACSignal left alive, but no RACSignal is alive at the program's end"))
  }

  func testLeaksOnReactiveObjCHoldsTheRunToTheStatementForIt() {
    let result = run("leaks-stated-wrongly", command: "leaks")
    XCTAssertTrue(
      result.output.contains {
        $0.hasPrefix("  leaks: not as stated (`// Leaks: RACSignal` at steps.json's objectiveC.reactiveObjC.leftAlive)")
      }, result.output.joined(separator: "\n"))
    let onRAC25 = run("leaks-stated-wrongly", checkout: "MiniRAC", command: "leaks")
    XCTAssertTrue(
      onRAC25.output.contains { $0.hasPrefix("  leaks: as stated (`// Leaks: none` at walkthrough.m:11)") },
      onRAC25.output.joined(separator: "\n"))
  }

  func testOnARAC25CheckoutCallsAreStillComparedWithTheSwiftCores() {
    let result = run("name-stated", checkout: "MiniRAC")
    XCTAssertTrue(
      result.output.contains {
        $0.hasPrefix("  on RAC's source:") && $0.contains("the places the core's hooks translate")
      },
      result.output.joined(separator: "\n"))
    XCTAssertFalse(result.output.contains { $0.hasPrefix("  on ReactiveObjC:") })
  }

  // The checks themselves, on printed lines.

  private func step(_ pattern: String, expect: WalkthroughStep.Expectation? = nil, until: String? = nil)
    -> WalkthroughStep
  {
    WalkthroughStep(number: nil, en: pattern, pattern: pattern, expect: expect, until: until)
  }

  func testStepsAboutTheOutputAreFoundInOrderInWhatWasPrinted() {
    let steps = [
      step("output a"), step("call *-subscribe:*"), step("output b", expect: .absent, until: "output c"),
      step("output c"),
    ]
    let result = ReactiveObjCCheck.checkSteps(steps, printed: ["c", "a", "c", "b"], rac25Only: [], why: nil)
    // Step 2 is about a call (proved on the core), step 3 has no `b` before the `c` after `a`.
    XCTAssertTrue(result.passed, result.lines.joined(separator: "\n"))
    XCTAssertEqual(result.lines, ["  on ReactiveObjC: the 3 step(s) about the output hold"])
    let outOfOrder = ReactiveObjCCheck.checkSteps(steps, printed: ["c", "a", "b", "c"], rac25Only: [], why: nil)
    XCTAssertFalse(outOfOrder.passed)
    XCTAssertEqual(
      outOfOrder.lines,
      [
        "  on ReactiveObjC: 1 of the 3 step(s) about the output do not hold:",
        "    ✗ step 3: output b (output b: printed, where it must not be)",
      ])
  }

  func testAStepNamedRAC25sOnlyThatHoldsOnReactiveObjCFails() {
    let steps = [step("output a"), step("output b")]
    let result = ReactiveObjCCheck.checkSteps(steps, printed: ["a", "b"], rac25Only: [2], why: "b is 2.5's")
    XCTAssertFalse(result.passed)
    XCTAssertEqual(
      result.lines,
      [
        "  on ReactiveObjC: the 1 step(s) about the output hold",
        "  on ReactiveObjC: step 2 is RAC 2.5's only, not looked for (b is 2.5's)",
        "    ✗ step(s) 2 hold on ReactiveObjC as on RAC 2.5: objectiveC.reactiveObjC.rac25OnlySteps names too much",
      ])
  }

  // The settings, read from a walkthrough's folder.

  private func folder(steps: String, reactiveObjCOutput: String?) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("robjc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "NSLog(@\"a\");\n".write(to: folder.appendingPathComponent("walkthrough.m"), atomically: true, encoding: .utf8)
    try steps.write(to: folder.appendingPathComponent("steps.json"), atomically: true, encoding: .utf8)
    if let reactiveObjCOutput {
      try reactiveObjCOutput.write(
        to: folder.appendingPathComponent("reactiveobjc-output.txt"), atomically: true, encoding: .utf8)
    }
    return folder
  }

  func testTheSettingsAreReadBesideThePostsOutput() throws {
    let data = try WalkthroughData.load(
      from: folder(
        steps: """
          {"title": "t", "objectiveC": {"files": ["walkthrough.m"], "reactiveObjC": {"why": "w", "leftAlive": [], "rac25OnlySteps": [1]}},
           "steps": [{"en": "a", "pattern": "output a"}]}
          """, reactiveObjCOutput: "b\n\n"))
    XCTAssertEqual(data.reactiveObjCOutput, ["b"])
    XCTAssertEqual(data.objectiveC?.reactiveObjC, ReactiveObjCExpectation(why: "w", leftAlive: [], rac25OnlySteps: [1]))
  }

  func testReactiveObjCsOutputWithoutWhyIsAMalformedFile() throws {
    let folder = try folder(
      steps: #"{"title": "t", "objectiveC": {"files": ["walkthrough.m"]}, "steps": []}"#, reactiveObjCOutput: "b\n")
    XCTAssertThrowsError(try WalkthroughData.load(from: folder)) { error in
      XCTAssertEqual(
        (error as? WalkthroughError)?.description,
        "\(folder.appendingPathComponent("steps.json").path) is not a valid walkthrough file: the folder has reactiveobjc-output.txt, but objectiveC.reactiveObjC does not say why ReactiveObjC prints it"
      )
    }
  }

  func testARAC25OnlyStepThatIsNoStepIsAMalformedFile() throws {
    let folder = try folder(
      steps: """
        {"title": "t", "objectiveC": {"files": ["walkthrough.m"], "reactiveObjC": {"why": "w", "rac25OnlySteps": [2]}},
         "steps": [{"en": "a", "pattern": "output a"}]}
        """, reactiveObjCOutput: nil)
    XCTAssertThrowsError(try WalkthroughData.load(from: folder)) { error in
      XCTAssertEqual(
        (error as? WalkthroughError)?.description.hasSuffix(
          "objectiveC.reactiveObjC.rac25OnlySteps names step 2, but the steps are numbered 1 to 1"), true, "\(error)")
    }
  }
}
