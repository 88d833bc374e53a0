import RAC
import RACWalkthroughKit
import XCTest

@testable import RACWalkthroughs

/// Reading the app walkthroughs' traces (post 002's QR and avatar pipelines): replays by name or of
/// an ad-hoc program, the user's subscriber's history, and which calls happen inside which.
enum AppWalkthroughTraceReading {
  static func replay(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> WalkthroughRun {
    let walkthrough = try XCTUnwrap(allWalkthroughs.first { $0.name == name }, file: file, line: line)
    return WalkthroughRun.replay(walkthrough)
  }

  /// Replays a program that is not registered: the walkthroughs' code with another script.
  static func replay(program: @escaping @Sendable (WalkthroughContext) -> Void) -> WalkthroughRun {
    WalkthroughRun.replay(Walkthrough(name: "app-walkthrough-test", title: "", post: "", program: program))
  }

  /// What the user's own subscriber (the one `subscribeNext:error:completed:` makes, which has no
  /// label) was sent: `next: x`, `error: e`, `completed`.
  static func subscriberHistory(_ trace: Trace) -> [String] {
    trace.events.compactMap { event -> String? in
      guard event.phase == .enter, let owner = event.owner, owner.className == "RACSubscriber", owner.name.isEmpty
      else { return nil }
      switch event.block {
      case "nextBlock": return "next: \(event.argument("x") ?? "?")"
      case "errorBlock": return "error: \(event.argument("error") ?? "?")"
      case "completedBlock": return "completed"
      default: return nil
      }
    }
  }

  /// The enter events of calls named `block`.
  static func calls(_ trace: Trace, _ block: String) -> [TraceEvent] {
    trace.events.filter { $0.phase == .enter && $0.block == block }
  }

  /// The `ScriptedService` requests of `service` (its trace notes), as `input #attempt`.
  static func requests(_ trace: Trace, _ service: String) -> [String] {
    trace.events.filter { $0.phase == .note && $0.block == "\(service) request" }.map {
      let input = ($0.argument("input") ?? "?").trimmingCharacters(in: ["\""])
      return "\(input) #\($0.argument("attempt") ?? "?")"
    }
  }

  /// The sequence numbers of the calls running (entered, not yet returned) at `event`, outermost
  /// first, the event itself included when it is a call.
  static func enclosingCalls(of event: TraceEvent, in trace: Trace) -> [TraceEvent] {
    var open: [TraceEvent] = []
    for candidate in trace.events {
      switch candidate.phase {
      case .enter: open.append(candidate)
      case .exit: open.removeAll { $0.sequence == candidate.enterSequence }
      default: break
      }
      if candidate.sequence == event.sequence { return open }
    }
    return []
  }

  /// Whether `inner` happens during the call `outer` (between its enter and its exit).
  static func happens(_ inner: TraceEvent, inside outer: TraceEvent, in trace: Trace) -> Bool {
    enclosingCalls(of: inner, in: trace).contains { $0.sequence == outer.sequence }
  }

  /// The disposable a `createSignal:` block returned for the signal named `signalName` (its
  /// `didSubscribe` result, e.g. `<RACDisposable#28>`), and the calls that dispose it: its own
  /// dispose block, or, for a disposable without one (a scheduler's, as RAC's queue schedulers
  /// hand out), the `-dispose` of the compound disposable that holds it.
  static func disposals(ofSubscriptionTo signalName: String, in trace: Trace) -> (String?, [TraceEvent]) {
    let returned = trace.events.first {
      $0.phase == .exit && $0.block == "didSubscribe" && $0.owner?.name == signalName
    }?.result
    guard let returned, let number = returned.split(separator: "#").last?.dropLast() else { return (returned, []) }
    let disposals = trace.events.filter {
      guard $0.phase == .enter else { return false }
      if $0.block == "disposeBlock" { return $0.owner?.number == Int(number) }
      return $0.block == "-dispose" && $0.owner?.className == "RACCompoundDisposable"
        && $0.arguments.contains { $0.label == "disposables" && $0.value.contains(returned) }
    }
    return (returned, disposals)
  }
}
