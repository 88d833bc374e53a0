import Foundation
import Synchronization
import TraceKernel

/// `step`'s `who` and the viewer's holders: a second run of the program, recorded as the first
/// was (or, the viewer's, recording nothing and numbering its objects as the first run's trace
/// did: `Tracing.replay(numberingAs:_:)`), that looks at the live objects at chosen moments of it: as one of its statements begins
/// (by number, 0-based, counting the trace's `line` events), and at the program's end. A replay
/// is deterministic, so that moment of the second run is the moment of the first run's trace that
/// the reader is stopped at; the probe hands the place the statement is at so the caller can check.
///
/// It rides on `VariableCapture` (which knows the frames running) with no value described, and
/// asks the run for its `ObjectLedger` (what `leaks` reads). Off (the default) it costs nothing: the
/// interpreter asks for it only while a capture is on.
package final class StopProbe: @unchecked Sendable {
  /// What the probe sees at its moment.
  package struct Moment {
    /// The run, its ledger recording every object it made.
    package let run: Run
    /// The statement beginning, or nil at the program's end.
    package let location: SourceLocation?
    /// Its number (0-based, counting the trace's `line` events), or nil at the program's end.
    package let statement: Int?
    /// The variables of the running frames that hold an object (none at the program's end: the
    /// top-level locals have gone), the innermost frame's first.
    package let variables: [VariableCapture.LiveVariable]
  }

  private static let isOn = Atomic<Bool>(false)
  private static let active = LockedState<StopProbe?>(nil)

  private let statements: Set<Int>
  private let atEnd: Bool
  private let look: (Moment) -> Void
  private let lock = NSLock()
  private var seen = 0
  private var ended = false

  private init(statements: Set<Int>, atEnd: Bool, look: @escaping (Moment) -> Void) {
    self.statements = statements
    self.atEnd = atEnd
    self.look = look
  }

  /// Whether a probe is waiting: a run asks, to keep a ledger of its objects.
  package static var isArmed: Bool { isOn.load(ordering: .relaxed) }

  /// Runs `body` (which replays the program, recording a trace) with a probe that calls `look` as
  /// each statement numbered in `statements` begins, and at the program's end if `atEnd`, in the
  /// order the run reaches them. Probes do not nest. With `namingCoreCaptures`, the Swift core's
  /// closures record what they capture meanwhile (`CoreClosures`), so a core object's holders are
  /// named edge by edge as `leaks` names them; without, they are opaque, which the viewer's page
  /// chooses for speed (`WhoHolds.viewerHolders`).
  package static func probing<Result>(
    atStatements statements: Set<Int>, atEnd: Bool, namingCoreCaptures: Bool = true,
    _ look: @escaping (Moment) -> Void, _ body: () -> Result
  ) -> Result {
    let probe = StopProbe(statements: statements, atEnd: atEnd, look: look)
    let started = active.withLock { current -> Bool in
      guard current == nil else { return false }
      current = probe
      isOn.store(true, ordering: .sequentiallyConsistent)
      return true
    }
    guard started else { return body() }
    defer {
      active.withLock { current in
        current = nil
        isOn.store(false, ordering: .sequentiallyConsistent)
      }
    }
    var limits = VariableCapture.Limits()
    limits.describesValues = false
    guard namingCoreCaptures else { return VariableCapture.capturing(limits: limits, body).result }
    // The core's closures name their captures while the probe may ask who holds an object.
    return CoreClosures.recording { VariableCapture.capturing(limits: limits, body).result }
  }

  private static var current: StopProbe? { active.withLock { $0 } }

  /// A statement begins at `location` in `frame` (after its `line` event): the moment, if it is
  /// the probe's.
  static func statement(at location: SourceLocation, in frame: Frame, interpreter: Interpreter) {
    guard let probe = current else { return }
    let number = probe.lock.withLock { () -> Int? in
      defer { probe.seen += 1 }
      return probe.statements.contains(probe.seen) ? probe.seen : nil
    }
    guard let number else { return }
    let variables = VariableCapture.liveVariables(innermost: frame)
    probe.look(Moment(run: interpreter.run, location: location, statement: number, variables: variables))
  }

  /// The program has ended (`Run.atProgramEnd`): a moment, if the probe asked for it.
  package static func programEnded(_ run: Run) {
    guard let probe = current else { return }
    let isTheMoment = probe.lock.withLock { () -> Bool in
      guard probe.atEnd, !probe.ended else { return false }
      probe.ended = true
      return true
    }
    guard isTheMoment else { return }
    probe.look(Moment(run: run, location: nil, statement: nil, variables: []))
  }
}

extension Run {
  /// What the run itself holds while the program runs, each named as `who` names a root: the
  /// entry's receiver (a scene's view controller, a test case), the objects the main run loop's
  /// pool keeps until it sleeps, and the autorelease pool's.
  package var heldWhileRunning: [(name: String, object: AnyObject)] {
    func objects(_ values: [Any], named name: String) -> [(name: String, object: AnyObject)] {
      values.compactMap { value in type(of: value) is AnyClass ? (name, value as AnyObject) : nil }
    }
    return objects(entryReceivers, named: "the run's entry object")
      + objects(mainRunLoopPool, named: "the main run loop's autorelease pool")
      + objects(autoreleasePool, named: "the autorelease pool")
  }
}
