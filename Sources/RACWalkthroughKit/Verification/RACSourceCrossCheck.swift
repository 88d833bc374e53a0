import Foundation
import RAC

/// `verify --rac-source`: the same program's trace on the Swift core and on RAC's own source,
/// compared call for call where the two can be compared — at the places in RAC's source that the
/// core's hooks translate.
///
/// The core's hooks say which line of RAC 2.5 each of them is (`TraceEvent.racSource`): a method's
/// declaration, the line a block RAC writes starts on, or the line where RAC calls a block it was
/// given. Running RAC's own code, the interpreter records every method and block at its own line
/// (`TraceEvent.source`, in the checkout's file) and every statement it runs (`line` events). So an
/// interpreted call is at the place of its method or block when that is in RAC's source, or else at
/// the line of RAC's source that called it (the last statement its thread ran there).
///
/// Both traces are projected onto the places the core hooks, and the two sequences of places (with
/// the class of each call's owner where both have one) must be equal. Calls the interpreter makes
/// at places the core has no hook for (`-init`, a property's getter) are RAC's own detail and are
/// left out; a place the core hooks that RAC's source never reaches is a difference.
public enum RACSourceCrossCheck {
  /// How the two traces compare.
  public struct Result: Sendable {
    /// True when the two sequences of places are equal.
    public let matches: Bool
    /// How many calls each side had at the shared places.
    public let compared: Int
    /// Where they part, with some calls of context before: `= same`, `- core`, `+ RAC's source`.
    public let difference: [String]
  }

  /// One call at a place of RAC's source.
  struct Call: Equatable {
    let place: String
    let block: String

    var text: String { "\(place) \(block)" }
  }

  /// The core's calls at the places its hooks name.
  static func coreCalls(_ trace: Trace) -> [Call] {
    trace.events.compactMap { event in
      guard event.phase == .enter, let place = event.racSource else { return nil }
      return Call(place: "\(place.file):\(place.line)", block: event.block)
    }
  }

  /// The interpreted calls at the places of RAC's source they run at; `isLibraryFile` tells the
  /// checkout's files (full paths, as the trace names them).
  static func sourceCalls(_ trace: Trace, isLibraryFile: (String) -> Bool) -> [(calls: [Call], alternatives: [String])]
  {
    var lastLibraryLine: [String: String] = [:]
    var result: [(calls: [Call], alternatives: [String])] = []
    for event in trace.events {
      switch event.phase {
      case .line:
        if let source = event.source, isLibraryFile(source.file) {
          lastLibraryLine[event.thread] = place(source)
        } else {
          lastLibraryLine[event.thread] = nil
        }
      case .enter:
        // The line of RAC's source that calls it first (the core hooks a block RAC was given where
        // RAC calls it), then its own place (a method's declaration, a block's literal).
        // (A method is at its declaration only.)
        var places: [String] = []
        let isMethod = event.block.hasPrefix("-") || event.block.hasPrefix("+")
        if !isMethod, let caller = lastLibraryLine[event.thread] { places.append(caller) }
        if let source = event.source, isLibraryFile(source.file) { places.append(place(source)) }
        guard !places.isEmpty else { continue }
        result.append((places.map { Call(place: $0, block: event.block) }, places))
      default:
        break
      }
    }
    return result
  }

  private static func place(_ source: TraceSource) -> String {
    "\(URL(fileURLWithPath: source.file).lastPathComponent):\(source.line)"
  }

  /// Compares the core's trace with the trace of the same program on RAC's source.
  public static func compare(core: Trace, racSource: Trace, isLibraryFile: (String) -> Bool) -> Result {
    let left = coreCalls(core)
    let hooked = Set(left.map(\.place))
    // A call may stand at two hooked places: where RAC calls a block, and the block's own literal.
    let right: [Call] = sourceCalls(racSource, isLibraryFile: isLibraryFile).flatMap { candidate in
      candidate.calls.filter { hooked.contains($0.place) }
    }
    let reached = Set(right.map(\.place))
    let a = left.filter { reached.contains($0.place) }.map(\.place)
    let b = right.map(\.place)
    let unreached = Set(left.map(\.place)).subtracting(reached).sorted()
    guard a != b || !unreached.isEmpty else { return Result(matches: true, compared: a.count, difference: []) }
    var lines: [String] = []
    if a != b {
      let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
      let leftCalls = left.filter { reached.contains($0.place) }
      lines += leftCalls[max(0, first - 3)..<first].map { "  = " + $0.text }
      lines += leftCalls[first..<min(leftCalls.count, first + 3)].map { "  - " + $0.text }
      lines += right[first..<min(right.count, first + 3)].map { "  + " + $0.text }
      if a.count != b.count { lines.append("  (\(a.count) calls on the core, \(b.count) on RAC's source)") }
    }
    if !unreached.isEmpty {
      lines.append(
        "  places the core's hooks run that RAC's source never reached: "
          + unreached.prefix(6).joined(separator: ", ") + (unreached.count > 6 ? " (+\(unreached.count - 6) more)" : "")
      )
    }
    return Result(matches: false, compared: max(a.count, b.count), difference: lines)
  }
}
