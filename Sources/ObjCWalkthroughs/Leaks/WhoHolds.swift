import Foundation
import ObjCInterpreter
import RAC
import RACWalkthroughKit

/// `who NAME` / `who #N` at a stop of `step`: what holds one object at that moment, as `leaks` says
/// it at the program's end — the paths from the roots that reach it (a variable of a running frame
/// among them, with the globals, timers and scheduled blocks) and the cycle it is in, each edge and
/// object named by `LeakGraph` and `LeakReport`, so the two never name a reference two ways.
///
/// The moment is the stop's, as a debugger's is: the program is run again, recorded as `step`'s
/// run was, and looked at as the stop's statement begins (`StopProbe`), before it runs, in the
/// frame whose variables the stop's line names (a stop with no statement of its own: as the next
/// one begins, or at the program's end when none follows). Objects are numbered as the trace
/// numbers them, the numbers `step` shows.
public enum WhoHolds {
  /// What `who` asks about.
  public enum Query: Equatable, Sendable {
    /// A variable of the program (`who screen`).
    case variable(String)
    /// An object by its number in the trace (`who #3`).
    case number(Int)

    /// `screen`, `#3`; nil for text that is neither.
    public init?(_ text: String) {
      let text = text.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("#") {
        guard let number = Int(text.dropFirst()), number > 0 else { return nil }
        self = .number(number)
      } else {
        let isName =
          !text.isEmpty && text.first.map { $0 == "_" || $0.isLetter } == true
          && text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        guard isName else { return nil }
        self = .variable(text)
      }
    }
  }

  /// The answer to `query` at the event numbered `sequence` of `walk`'s trace (`trace`): as the
  /// first statement from that event on begins. `rerun` runs the program again, as `trace` was
  /// recorded.
  public static func answer(
    _ query: Query, atEvent sequence: Int, walk: StepWalk, trace: Trace, rerun: () -> Void
  ) -> [String] {
    let events = trace.events
    let lineEvents = events.filter { $0.phase == .line }
    guard !lineEvents.isEmpty else {
      return ["who: this walkthrough steps through its Swift translation; who needs a program in Objective-C"]
    }
    let statementIndex = lineEvents.filter { $0.sequence < sequence }.count
    let expected = statementIndex < lineEvents.count ? lineEvents[statementIndex] : nil
    let moment = expected.map { describe(lineEvent: $0, walk: walk) } ?? "at the program's end"

    let found = Found()
    StopProbe.probing(
      atStatements: expected == nil ? [] : [statementIndex], atEnd: expected == nil,
      { seen in
        found.lines = look(at: seen, for: query, expected: expected?.source, moment: moment)
      }, rerun)
    guard let lines = found.lines else {
      return ["who: the program's second run did not reach this stop, so who cannot answer here"]
    }
    if lines.isEmpty, case .number(let number) = query {
      return [gone(number, before: expected?.sequence ?? Int.max, trace: trace, walk: walk, moment: moment)]
    }
    return lines
  }

  /// What the probe's look found: the answer's lines, or empty for an object `#N` not in the
  /// graph then (said from the trace afterwards).
  private final class Found: @unchecked Sendable {
    var lines: [String]?
  }

  /// `as scene.m:21 begins (stop 6)`.
  private static func describe(lineEvent: TraceEvent, walk: StepWalk) -> String {
    let place = lineEvent.source.map { "\(LeakReport.fileName($0.file)):\($0.line)" } ?? "the next line"
    guard let snapshot = walk.snapshots.firstIndex(where: { $0.event.sequence == lineEvent.sequence }),
      let stop = walk.stop(containing: snapshot)
    else { return "as \(place) begins" }
    return "as \(place) begins (stop \(stop + 1))"
  }

  /// The answer at the probe's moment: the lines, or empty when `#N` is not among the objects.
  private static func look(
    at seen: StopProbe.Moment, for query: Query, expected: TraceSource?, moment: String
  ) -> [String] {
    if let expected, let location = seen.location,
      LeakReport.fileName(location.file) != LeakReport.fileName(expected.file) || location.line != expected.line
    {
      return [
        "who: the program's second run went another way (it is at \(LeakReport.fileName(location.file)):\(location.line), the trace at \(LeakReport.fileName(expected.file)):\(expected.line)), so who cannot answer here"
      ]
    }
    guard let graph = graph(at: seen) else { return ["who: the run kept no record of its objects"] }
    let target: AnyObject
    let asked: String
    switch query {
    case .variable(let name):
      if let variable = seen.variables.first(where: { $0.name == name }) {
        target = variable.object
      } else if let storage = seen.run.statics.first(where: { $0.name == name }), let value = storage.value,
        type(of: value) is AnyClass
      {
        target = value as AnyObject
      } else {
        let names = Array(Set(seen.variables.map(\.name))).sorted()
        let known =
          names.isEmpty ? "none holds an object here" : "those holding an object: \(names.joined(separator: ", "))"
        return ["who: no variable '\(name)' holds an object \(moment) (\(known))"]
      }
      asked = name
    case .number(let number):
      guard let found = graph.nodes.first(where: { $0.hasNumber && $0.number == number }) else { return [] }
      target = found.object
      asked = "#\(number)"
    }
    guard let index = graph.index(of: target) else {
      let className = (target as? CoreObject)?.className ?? String(describing: type(of: target))
      return ["who \(asked) \(moment): a \(className), which no object of the program references"]
    }
    var search = HolderSearch(graph: graph)
    return ["who \(asked) \(moment): \(LeakReport.name(of: graph.nodes[index]))"] + search.report(on: index).lines
  }

  /// What is alive at the probe's moment: the leak report's graph, with the running frames'
  /// variables and what the run holds as roots, and the objects numbered as the trace numbers them;
  /// with `memo`, made from the walks of the run's earlier graphs where nothing changed since.
  static func graph(at seen: StopProbe.Moment, memo: LeakGraphMemo? = nil) -> LeakGraph? {
    guard let ledger = seen.run.ledger else { return nil }
    var variables: [(name: String, object: AnyObject)] = seen.variables.map { variable in
      let name =
        variable.isCapture
        ? "\(variable.name), captured by the block running"
        : variable.isInnermost ? "local \(variable.name)" : "local \(variable.name) of a frame further out"
      return (name, variable.object)
    }
    variables += seen.run.heldWhileRunning
    return LeakGraph(
      run: seen.run, ledger: ledger, variables: variables,
      numbering: { object in (object as? CoreObject).flatMap { Tracing.numberInTrace(of: $0) } }, memo: memo)
  }

  /// `#N` was not among the objects at the moment: freed before it (and when), not made yet, or
  /// never in the trace.
  private static func gone(_ number: Int, before sequence: Int, trace: Trace, walk: StepWalk, moment: String) -> String
  {
    let events = trace.events
    var met: (event: TraceEvent, className: String)?
    for event in events {
      if let owner = event.owner, owner.number == number {
        met = (event, owner.className)
      } else if let className = mentioned(number, in: event) {
        met = (event, className)
      }
      if met != nil { break }
    }
    guard let (first, className) = met else { return "who: no object #\(number) in this trace" }
    if let freed = events.first(where: { $0.phase == .enter && $0.block == "-dealloc" && $0.owner?.number == number }),
      freed.sequence < sequence
    {
      return "who #\(number) \(moment): \(className)#\(number) has gone: it was freed \(place(of: freed, walk: walk))"
    }
    if first.sequence >= sequence {
      return
        "who #\(number) \(moment): \(className)#\(number) is not made yet; the trace first meets it \(place(of: first, walk: walk))"
    }
    return
      "who #\(number) \(moment): no object or variable of the program references \(className)#\(number): it has gone with no -dealloc of its own to trace, or only the Swift core's own objects hold it"
  }

  /// The class of object `number` where `event` names it in an argument or its result
  /// (`RACSubscriber#12`).
  private static func mentioned(_ number: Int, in event: TraceEvent) -> String? {
    guard let pattern = try? NSRegularExpression(pattern: "([A-Za-z_][A-Za-z0-9_]*)#\(number)(?![0-9])") else {
      return nil
    }
    for text in event.arguments.map(\.value) + (event.result.map { [$0] } ?? []) {
      let range = NSRange(text.startIndex..., in: text)
      if let match = pattern.firstMatch(in: text, range: range), let name = Range(match.range(at: 1), in: text) {
        return String(text[name])
      }
    }
    return nil
  }

  /// `at stop 7 (cycle.m:20)`.
  private static func place(of event: TraceEvent, walk: StepWalk) -> String {
    guard let snapshot = walk.snapshots.firstIndex(where: { $0.event.sequence >= event.sequence }),
      let stop = walk.stop(containing: snapshot)
    else { return "after the last stop" }
    let stopPlace = walk.place(of: walk.stops[stop]).map { " (\($0))" } ?? ""
    return "at stop \(stop + 1)\(stopPlace)"
  }
}
