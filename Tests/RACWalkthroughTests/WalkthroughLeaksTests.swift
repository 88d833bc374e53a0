import Foundation
import RACWalkthroughCLI
import RACWalkthroughs
import XCTest

/// `leaks NAME` on every walkthrough that runs Objective-C: nothing is left at its end, or exactly
/// what its `// Leaks:` line states, with the reason; on the Swift core, and with `RAC_SOURCE_DIR`
/// set to a checkout of ReactiveCocoa 2.5 on RAC's own code too. The walkthroughs that are Swift
/// translations alone have no Objective-C to run and are refused by name.
final class WalkthroughLeaksTests: LeakCheckedTestCase {
  private func run(_ arguments: [String]) -> (status: Int32, output: [String], errors: [String]) {
    var output: [String] = []
    var errors: [String] = []
    let environment = CommandEnvironment(
      write: { output.append($0) }, writeError: { errors.append($0) }, readLine: { nil }, isInteractive: false,
      walkthroughsDirectory: walkthroughsDirectory)
    let status = WalkthroughCommandLine.run(arguments, environment: environment)
    return (status, output.flatMap { $0.components(separatedBy: "\n") }, errors)
  }

  /// The walkthroughs `list` names, in its order.
  private func names() -> [String] {
    run(["list"]).output.compactMap { $0.split(separator: " ").first.map(String.init) }
  }

  /// What each walkthrough leaves: `nothing`, `as stated: REASON`, or what is wrong.
  private func verdicts(_ extra: [String]) -> [String: String] {
    var verdicts: [String: String] = [:]
    for name in names() {
      let result = run(["leaks", name] + extra)
      if result.status == 2 {
        verdicts[name] =
          result.errors.first?.contains("is a Swift translation") == true ? "translation" : "\(result.errors)"
        continue
      }
      let last = result.output.last ?? ""
      if result.status == 0, last == "nothing kept alive: every object the program made has gone" {
        verdicts[name] = "nothing"
      } else if let stated = result.output.first(where: { $0.hasPrefix("  leaks: as stated") }),
        let open = stated.range(of: ") ("), let close = stated.range(of: "): ", options: .backwards)
      {
        verdicts[name] = "as stated: " + stated[open.upperBound..<close.lowerBound]
      } else {
        verdicts[name] = "status \(result.status): \(result.output.suffix(3).joined(separator: " | ")) \(result.errors)"
      }
    }
    return verdicts
  }

  private static let translationsAlone: Set = ["migration-v2-no-multicast", "logger-builder", "credit-subject-vs-rac"]

  /// The reasons, by walkthrough, as the scenes' `// Leaks:` lines give them.
  private static let leftByDesign: [String: String] = [
    "flattenMap":
      "RAC 2.5's concat: loses the disposable of rac_textSignal's subject subscription (behaviour §3.7), so the subject keeps the chain and the chain keeps the subject",
    "migration-v1":
      "the scene's statics (the app, its window and view controller, the account manager) are roots until the process ends, as an app's are",
    "migration-v2":
      "the scene's statics (the app, its window and view controller, the account manager) are roots until the process ends, as an app's are",
    "credit-subject":
      "the post's blocks keep self (the page), the page keeps the student, whose subject keeps the blocks: a cycle, as on a device (steps.json: postCodeLeaks)",
    "why-weakify":
      "the first screen, whose block uses self: the cycle this walkthrough shows (the second, weakified, is freed)",
    "subscription-outlives-view":
      "the store (a static) never completes, so it keeps the first view's subscription, made without takeUntil:, and the label its block captured",
    "contact-form":
      "the post's blocks keep self (the view) through RACObserve's hidden self, and the view keeps them: a cycle (steps.json: postCodeLeaks)",
  ]

  private func assertEveryWalkthroughLeavesNothingOrWhatItStates(_ extra: [String]) {
    let verdicts = verdicts(extra)
    XCTAssertEqual(verdicts.count, 32)
    for (name, verdict) in verdicts.sorted(by: { $0.key < $1.key }) {
      if Self.translationsAlone.contains(name) {
        XCTAssertEqual(verdict, "translation", name)
      } else if let reason = Self.leftByDesign[name] {
        XCTAssertEqual(verdict, "as stated: " + reason, name)
      } else {
        XCTAssertEqual(verdict, "nothing", name)
      }
    }
  }

  func testEveryWalkthroughOnTheSwiftCoreLeavesNothingOrWhatItsLeaksLineStates() {
    expectsLeakedObjects = true
    assertEveryWalkthroughLeavesNothingOrWhatItStates([])
  }

  /// What a report on the Swift core must not say of an edge or an object: that it is not named.
  private static let unnamed = [
    "unknown", "(a Swift core object)", "kept from outside the program's objects", "kept inside the Swift core",
    "the block given to",
  ]

  /// The walkthroughs whose reports still go through a closure of the core whose site records no
  /// captures (the `concat:` of `rac_textSignal`, `RACObserve`'s and the operators' `createSignal:`
  /// blocks, the disposables' blocks): each still says so. Remove one when its report names all.
  private static let notYetNamedOnTheSwiftCore: Set = ["flattenMap", "contact-form"]

  func testEveryWalkthroughsReportOnTheSwiftCoreNamesEveryEdgeAndObject() {
    expectsLeakedObjects = true
    for name in names() where !Self.translationsAlone.contains(name) {
      let report = run(["leaks", name]).output
      let unnamed = report.filter { line in Self.unnamed.contains { line.contains($0) } }
      if Self.notYetNamedOnTheSwiftCore.contains(name) {
        XCTAssertFalse(unnamed.isEmpty, "\(name) names every edge now: take it off notYetNamedOnTheSwiftCore")
      } else {
        XCTAssertEqual(unnamed, [], name)
      }
    }
  }

  func testEveryWalkthroughOnRACsSourceLeavesNothingOrWhatItsLeaksLineStates() throws {
    guard let directory = ProcessInfo.processInfo.environment["RAC_SOURCE_DIR"], !directory.isEmpty else {
      throw XCTSkip("set RAC_SOURCE_DIR to a checkout of ReactiveCocoa 2.5 to run the walkthroughs on RAC's own code")
    }
    expectsLeakedObjects = true
    assertEveryWalkthroughLeavesNothingOrWhatItStates(["--rac-source", directory])
  }
}
