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
/// the line of RAC's source that called it: the statement its caller (the call open just outside
/// it on its thread) was running, when that caller is RAC's code. Objects the Swift core still
/// makes in a run on RAC's source (a stand-in's signal) trace through the core's hooks, at their
/// places, on both sides.
///
/// Both traces are projected onto the places the core hooks. The two sequences must be equal call
/// for call: the place, and for a method the class of its receiver and the objects it is given and
/// returns, as far as both sides record them (an argument both name the same; objects compared by
/// class and by which object they are, through a one-to-one map of the two traces' numbers built as
/// the calls are read). Calls the interpreter makes at places the core has no hook for (`-init`, a
/// property's getter) are RAC's own detail and are left out; a place the core hooks that RAC's
/// source never reaches is a difference. The first difference is reported with both call stacks.
///
/// A block RAC calls with a tuple's values goes through `RACBlockTrampoline`
/// (`+invokeBlock:withArguments:`, RACBlockTrampoline.m), which builds an `NSInvocation` of one of
/// its `-performWith:…` methods, and that method calls the block. The core hooks such a block at the
/// line that calls the trampoline (`RACStream.m:145` in `-reduceEach:`): the trampoline is how RAC
/// calls it, not a caller of its own. So a block called from the trampoline's file is at the line of
/// RAC's source that called into the trampoline (`trampolineFileNames`).
///
/// Only a checkout of RAC 2.5 is compared so: the core is RAC 2.5, and calls are compared only
/// against the same library. A run on ReactiveObjC is checked otherwise (`ReactiveObjCCheck`).
public enum RACSourceCrossCheck {

  /// How the two traces compare.
  public struct Result: Sendable {
    /// True when the two sequences of calls are equal.
    public let matches: Bool
    /// How many calls each side had at the shared places.
    public let compared: Int
    /// Where they part, with some calls of context before (`= same`, `- core`, `+ RAC's source`),
    /// then each side's call stack at the first difference, innermost last.
    public let difference: [String]
  }

  /// One call at a place of RAC's source, with what it is compared on.
  struct Call {
    /// `RACSignal.m:92`.
    let place: String
    /// The block or method as its trace names it.
    let block: String
    /// Whether it is a method (`-bind:`), whose receiver both sides record the same way.
    let isMethod: Bool
    /// The receiver or the block's owner.
    let owner: TraceObject?
    /// The arguments as the trace recorded them.
    let arguments: [TraceField]
    /// The enter event's sequence number, to find its result.
    let sequence: Int
    /// The calls open on its thread when it started, outermost first, as a reader sees them.
    let stack: [String]

    var text: String {
      // A place named by its method already says the method.
      (place.hasSuffix(" " + block) ? place : "\(place) \(block)") + (owner.map { " on \($0)" } ?? "")
    }
  }

  /// The files of RAC's source that call a block on behalf of the line calling into them: a block
  /// they call is at that line (see above).
  static let trampolineFileNames: Set<String> = ["RACBlockTrampoline.m"]

  /// An open call on one thread, while a trace is read.
  private struct Frame {
    let text: String
    /// Whether the frame's own code is RAC's source (its `line` events name the checkout's files).
    let runsLibraryCode: Bool
    /// Whether the frame's own code is a trampoline's (`trampolineFileNames`).
    var isTrampoline = false
    /// The line of RAC's source the frame is running now, if it is RAC's code.
    var currentLine: String?
    let sequence: Int
  }

  private static func frameText(_ event: TraceEvent, place: String?) -> String {
    TraceOutline.callText(event) + (place.map { "  // " + $0 } ?? "")
  }

  /// The core's calls at the places its hooks name, and the results of every call.
  static func coreCalls(_ trace: Trace) -> (calls: [Call], results: [Int: String]) {
    var stacks: [String: [Frame]] = [:]
    var calls: [Call] = []
    var results: [Int: String] = [:]
    for event in trace.events {
      switch event.phase {
      case .enter:
        let place = event.racSource.map(corePlace)
        let stack = stacks[event.thread, default: []]
        if let place {
          calls.append(
            Call(
              place: place, block: event.block, isMethod: isMethod(event.block), owner: event.owner,
              arguments: event.arguments, sequence: event.sequence, stack: stack.map(\.text)))
        }
        stacks[event.thread, default: []].append(
          Frame(
            text: frameText(event, place: event.racSource?.description), runsLibraryCode: false, currentLine: nil,
            sequence: event.sequence))
      case .exit:
        if let enter = event.enterSequence {
          results[enter] = event.result
          pop(enter, from: &stacks[event.thread, default: []])
        }
      default:
        break
      }
    }
    return (calls, results)
  }

  /// The calls of a run on RAC's source at the places of RAC's source they run at (each call with
  /// every such place: where its caller calls it, then its own), and the results of every call;
  /// `isLibraryFile` tells the checkout's files (full paths, as the trace names them).
  static func sourceCalls(_ trace: Trace, isLibraryFile: (String) -> Bool) -> (
    calls: [(places: [String], call: Call)], results: [Int: String]
  ) {
    var stacks: [String: [Frame]] = [:]
    var calls: [(places: [String], call: Call)] = []
    var results: [Int: String] = [:]
    for event in trace.events {
      switch event.phase {
      case .line:
        guard var frames = stacks[event.thread], !frames.isEmpty else { continue }
        if let source = event.source, isLibraryFile(source.file), frames[frames.count - 1].runsLibraryCode {
          frames[frames.count - 1].currentLine = place(source)
        } else {
          frames[frames.count - 1].currentLine = nil
        }
        stacks[event.thread] = frames
      case .enter:
        let stack = stacks[event.thread, default: []]
        var places: [String] = []
        let ownPlace = event.source.flatMap { isLibraryFile($0.file) ? place($0) : nil }
        if let racSource = event.racSource {
          // The Swift core's own code, running for an object it made.
          places.append(corePlace(racSource))
        } else {
          // The line of RAC's source that calls it first (the core hooks a block RAC was given where
          // RAC calls it), then its own place (a method's declaration, a block's literal). A method
          // is at its declaration only.
          if !isMethod(event.block), let caller = callerLine(of: stack) { places.append(caller) }
          if let ownPlace { places.append(ownPlace) }
        }
        if !places.isEmpty {
          calls.append(
            (
              places,
              Call(
                place: places[0], block: event.block, isMethod: isMethod(event.block), owner: event.owner,
                arguments: event.arguments, sequence: event.sequence, stack: stack.map(\.text))
            ))
        }
        stacks[event.thread, default: []].append(
          Frame(
            text: frameText(event, place: ownPlace ?? event.racSource?.description),
            runsLibraryCode: ownPlace != nil,
            isTrampoline: ownPlace != nil
              && event.source.map { trampolineFileNames.contains(URL(fileURLWithPath: $0.file).lastPathComponent) }
                == true,
            currentLine: nil, sequence: event.sequence))
      case .exit:
        if let enter = event.enterSequence {
          results[enter] = event.result
          pop(enter, from: &stacks[event.thread, default: []])
        }
      default:
        break
      }
    }
    return (calls, results)
  }

  /// The line of RAC's source a block is called from: its caller's, or, when the caller is a
  /// trampoline, the line that called into the trampoline.
  private static func callerLine(of stack: [Frame]) -> String? {
    guard let caller = stack.last else { return nil }
    guard caller.isTrampoline else { return caller.currentLine }
    return stack.last(where: { !$0.isTrampoline })?.currentLine
  }

  private static func pop(_ sequence: Int, from frames: inout [Frame]) {
    guard let index = frames.lastIndex(where: { $0.sequence == sequence }) else { return }
    frames.removeSubrange(index...)
  }

  /// The place a hook of the core names: its line of RAC 2.5.
  private static func corePlace(_ racSource: TraceRACSource) -> String {
    "\(racSource.file):\(racSource.line)"
  }

  private static func isMethod(_ block: String) -> Bool {
    block.hasPrefix("-") || block.hasPrefix("+")
  }

  private static func place(_ source: TraceSource) -> String {
    "\(URL(fileURLWithPath: source.file).lastPathComponent):\(source.line)"
  }

  /// Compares the core's trace with the trace of the same program on RAC 2.5's source.
  public static func compare(core: Trace, racSource: Trace, isLibraryFile: (String) -> Bool) -> Result {
    let (coreSide, coreResults) = coreCalls(core)
    let hooked = Set(coreSide.map(\.place))
    let (sourceSide, sourceResults) = sourceCalls(racSource, isLibraryFile: isLibraryFile)
    // A call may stand at two hooked places: where RAC calls a block, and the block's own literal.
    let right: [Call] = sourceSide.flatMap { candidate in
      candidate.places.filter { hooked.contains($0) }.map { place in
        Call(
          place: place, block: candidate.call.block, isMethod: candidate.call.isMethod, owner: candidate.call.owner,
          arguments: candidate.call.arguments, sequence: candidate.call.sequence, stack: candidate.call.stack)
      }
    }
    let reached = Set(right.map(\.place))
    let left = coreSide.filter { reached.contains($0.place) }
    let unreached = hooked.subtracting(reached).sorted()
    var objects = ObjectCorrespondence()
    var first: Int?
    var reason = ""
    for index in 0..<min(left.count, right.count) {
      if let why = difference(
        left[index], coreResults[left[index].sequence], right[index], sourceResults[right[index].sequence],
        objects: &objects)
      {
        first = index
        reason = why
        break
      }
    }
    if first == nil, left.count != right.count { first = min(left.count, right.count) }
    guard first != nil || !unreached.isEmpty else {
      return Result(matches: true, compared: left.count, difference: [])
    }
    var lines: [String] = []
    if let first {
      lines += left[max(0, first - 3)..<first].map { "  = " + $0.text }
      lines += left[first..<min(left.count, first + 3)].map { "  - " + $0.text }
      lines += right[first..<min(right.count, first + 3)].map { "  + " + $0.text }
      if !reason.isEmpty { lines.append("  (\(reason))") }
      if left.count != right.count {
        lines.append("  (\(left.count) calls on the core, \(right.count) on RAC's source)")
      }
      if first < left.count {
        lines.append("  the core's stack at its call:")
        lines += (left[first].stack + [left[first].text]).map { "    " + $0 }
      }
      if first < right.count {
        lines.append("  RAC's source's stack at its call:")
        lines += (right[first].stack + [right[first].text]).map { "    " + $0 }
      }
    }
    if !unreached.isEmpty {
      lines.append(
        "  places the core's hooks run that RAC's source never reached: "
          + unreached.prefix(6).joined(separator: ", ") + (unreached.count > 6 ? " (+\(unreached.count - 6) more)" : "")
      )
    }
    return Result(matches: false, compared: max(left.count, right.count), difference: lines)
  }

  /// Why two calls at the same index differ, or nil when they are the same call.
  private static func difference(
    _ core: Call, _ coreResult: String?, _ source: Call, _ sourceResult: String?, objects: inout ObjectCorrespondence
  ) -> String? {
    guard core.place == source.place else { return "not the same place" }
    guard core.isMethod, source.isMethod else { return nil }
    if let left = core.owner, let right = source.owner {
      guard objects.pair(left, right) else { return "not the same receiver: \(left) and \(right)" }
    }
    for argument in core.arguments {
      guard let other = source.arguments.first(where: { $0.label == argument.label }) else { continue }
      guard objects.pairAll(in: argument.value, other.value) else {
        return "not the same \(argument.label): \(argument.value) and \(other.value)"
      }
    }
    if let coreResult, let sourceResult, !objects.pairAll(in: coreResult, sourceResult) {
      return "not the same result: \(coreResult) and \(sourceResult)"
    }
    return nil
  }
}
