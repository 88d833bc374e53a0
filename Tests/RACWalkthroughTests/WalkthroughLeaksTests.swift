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
    let run = CommandRun.run(arguments)
    return (run.status, run.outputLines, run.errors)
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

  /// Every report of the Swift core names each edge and each object: no object is counted by
  /// class, none is left to "outside the program's objects", no edge is unknown or only "the block
  /// given to" a core object.
  func testEveryWalkthroughsReportOnTheSwiftCoreNamesEveryEdgeAndObject() {
    expectsLeakedObjects = true
    var checked = 0
    for name in names() where !Self.translationsAlone.contains(name) {
      let report = run(["leaks", name]).output
      XCTAssertFalse(report.isEmpty, name)
      let unnamed = report.filter { line in Self.unnamed.contains { line.contains($0) } }
      XCTAssertEqual(unnamed, [], name)
      checked += 1
    }
    XCTAssertEqual(checked, 29)
  }

  /// The lines of `leaks NAME`'s report that describe a cycle: its start and each of its edges.
  private func cycleLines(_ name: String) -> [String] {
    let report = run(["leaks", name]).output
    guard let start = report.firstIndex(of: "kept by a cycle:") else { return report }
    return Array(report[start...].prefix { !$0.hasPrefix("  and what the cycle keeps:") })
  }

  /// flattenMap on the Swift core: RAC 2.5's `concat:` loses the subject subscription's
  /// disposable, and the report names that cycle edge by edge as it does on RAC's own code: the
  /// subject's subscriber list, the passthroughs, `-bind:`'s block at RACSignal.m:157 reaching its
  /// `signals` through `addSignal`, and `concat:`'s `createSignal:` block capturing the subject.
  func testFlattenMapsCycleOnTheSwiftCoreIsNamedEdgeByEdgeAsOnRACsSource() {
    expectsLeakedObjects = true
    XCTAssertEqual(
      cycleLines("flattenMap"),
      [
        "kept by a cycle:",
        "  RACSubject#3 (made at post.m:2 by -rac_textSignal)",
        "    ─ivar _subscribers, element 0→ RACPassthroughSubscriber#54 (made at post.m:2 by -subscribeNext:error:)",
        "    ─ivar _innerSubscriber→ RACPassthroughSubscriber#30 (made at post.m:2 by -subscribeNext:error:)",
        "    ─ivar _innerSubscriber→ RACSubscriber#27 (made at post.m:2 by -subscribeNext:error:)",
        "    ─ivar _next, block at RACSignal.m:157 captures addSignal, block at RACSignal.m:131 captures signals, element 0→ RACDynamicSignal#5 (made at post.m:2 by -rac_textSignal)",
        "    ─ivar _didSubscribe, block at RACSignal.m:188 captures signal→ RACSubject#3 (back to the start)",
      ])
    XCTAssertEqual(
      run(["leaks", "flattenMap"]).output.first { $0.hasSuffix("1 cycle") }, "26 objects kept alive: 1 cycle")
  }

  /// contact-form on the Swift core: the post's `RACObserve(self.contact, …)` inside a
  /// `flattenMap:` block keeps the view, and the view keeps the contact, whose KVO registration
  /// keeps the subscription: one cycle, the same edges as on RAC's own code (the KVO observer and
  /// the block it keeps, RACObserve's at KeyValueSignals.m:48, `-takeUntil:`'s block at RACSignal+Operations.m:740, `-bind:`'s blocks through `addSignal`
  /// and `bindingBlock`, `-flattenMap:`'s block, the program's block capturing `self`).

  func testContactFormsCycleOnTheSwiftCoreIsNamedEdgeByEdge() {
    expectsLeakedObjects = true
    let lines = cycleLines("contact-form")
    XCTAssertEqual(lines.first, "kept by a cycle:")
    XCTAssertEqual(lines.dropFirst().first, "  FMContact#2 (made at scene.m:49)")
    XCTAssertEqual(
      lines.dropFirst(2).map { line in line.components(separatedBy: "→ ").first ?? line },
      [
        "    ─KVO observer of its key contactItems, block at KeyValueSignals.m:48 captures subscriber",
        "    ─ivar _innerSubscriber",
        "    ─ivar _next, block at RACSignal+Operations.m:740 captures subscriber",
        "    ─ivar _innerSubscriber",
        "    ─ivar _next, block at RACSignal.m:157 captures addSignal, block at RACSignal.m:131 captures subscriber",
        "    ─ivar _innerSubscriber",
        "    ─ivar _next, block at RACSignal.m:157 captures bindingBlock, block at RACStream.m:73 captures block, block at post-pipeline.m:5 captures self",
        "    ─ivar _contact",
      ])
    XCTAssertEqual(lines.last, "    ─ivar _contact→ FMContact#2 (back to the start)")
  }

  func testEveryWalkthroughOnRACsSourceLeavesNothingOrWhatItsLeaksLineStates() throws {
    guard let directory = ProcessInfo.processInfo.environment["RAC_SOURCE_DIR"], !directory.isEmpty else {
      throw XCTSkip("set RAC_SOURCE_DIR to a checkout of ReactiveCocoa 2.5 to run the walkthroughs on RAC's own code")
    }
    expectsLeakedObjects = true
    assertEveryWalkthroughLeavesNothingOrWhatItStates(["--rac-source", directory])
  }
}
