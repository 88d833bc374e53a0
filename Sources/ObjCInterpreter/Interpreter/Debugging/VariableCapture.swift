import Foundation
import Synchronization
import TraceKernel

/// Records every frame's variables as each statement of the program begins, while a trace records
/// it, so that a debugger over the recording (`rac-walkthrough dap`) can show the locals, `self`'s
/// instance variables and a block's captures at any stop, backwards as well as forwards, without
/// running the program again.
///
/// The trace's `line` events and the statements captured here come from one place
/// (`StatementRunner.statement(at:)`), one after the other on the thread running the statement, so
/// the k-th `line` event of a trace and the k-th captured statement are one statement (the debugger
/// checks their places agree before it trusts that).
///
/// Off (the default) it costs one relaxed atomic load per statement while a trace records, and
/// nothing otherwise. Describing a value runs no code of the program: a class's own `-description`
/// is not called while capturing (its instances print as `<Class: 0x…>`), nothing is traced, and
/// no object is given the made-up address it would get when the program first prints it
/// (`ObjectAddress.withoutNewAddresses`): one the program has not printed yet shows `0x…`.
package final class VariableCapture: @unchecked Sendable {
  private static let isOn = Atomic<Bool>(false)
  private static let active = LockedState<VariableCapture?>(nil)

  /// How deep and wide each variable is recorded: what an editor opens at a stop, without the run
  /// growing with every element of every collection at every statement.
  package struct Limits: Sendable {
    /// Levels of children below a variable.
    package var depth = 3
    /// Children recorded per value.
    package var width = 32
    /// Values recorded per statement, all variables together.
    package var valuesPerStatement = 600
    /// Whether each statement's variables are described at all: `step`'s `who` needs only the
    /// running frames (`liveVariables`), and describing every variable at every statement would
    /// cost it the whole run over again.
    package var describesValues = true

    package init() {}
  }

  /// The frames running now, by identity: the names of their slots, and which slots are a block's
  /// captures. A frame is entered when its call starts and left when it returns, so a frame the
  /// pool hands out again is never read with another call's names.
  private struct Layout {
    let names: [String]
    let captureSlots: Set<Int>
    /// The frame itself, for `liveVariables`; entered and left with its call, so it lives while
    /// its layout is kept.
    weak var frame: Frame?
    /// How many frames were entered before it: `liveVariables` lists the frames further out from
    /// the nearest, whatever order the layouts' dictionary keeps them in.
    let entered: Int
  }

  private let limits: Limits
  private let lock = NSLock()
  private var layouts: [ObjectIdentifier: Layout] = [:]
  private var framesEntered = 0
  private var statements: [CapturedStatement] = []

  private init(limits: Limits) {
    self.limits = limits
  }

  /// Whether a capture is running: the interpreter asks before each traced statement and call.
  @inline(__always)
  package static var isCapturing: Bool { isOn.load(ordering: .relaxed) }

  /// Runs `body` (which records a trace) with the capture on, and returns its result and the
  /// statements captured, in the order their `line` events were recorded. Captures do not nest:
  /// one started inside another leaves the outer one running and captures nothing of its own.
  package static func capturing<Result>(limits: Limits = Limits(), _ body: () throws -> Result) rethrows -> (
    result: Result, statements: [CapturedStatement]
  ) {
    let capture = VariableCapture(limits: limits)
    let started = active.withLock { current -> Bool in
      guard current == nil else { return false }
      current = capture
      isOn.store(true, ordering: .sequentiallyConsistent)
      return true
    }
    guard started else { return (try body(), []) }
    defer {
      active.withLock { current in
        current = nil
        isOn.store(false, ordering: .sequentiallyConsistent)
      }
    }
    let result = try body()
    let statements = capture.lock.withLock { () -> [CapturedStatement] in
      capture.layouts.removeAll()
      return capture.statements
    }
    return (result, statements)
  }

  private static var current: VariableCapture? { active.withLock { $0 } }

  /// A call's frame starts running: `names` are its slots' variables (`slotNames`), `captureSlots`
  /// a block's captured ones.
  static func enter(_ frame: Frame, names: [String], captureSlots: [Int] = []) {
    guard let capture = current else { return }
    capture.lock.withLock {
      capture.layouts[ObjectIdentifier(frame)] = Layout(
        names: names, captureSlots: Set(captureSlots), frame: frame, entered: capture.framesEntered)
      capture.framesEntered += 1
    }
  }

  /// The frame's call has returned.
  static func leave(_ frame: Frame) {
    guard let capture = current else { return }
    _ = capture.lock.withLock { capture.layouts.removeValue(forKey: ObjectIdentifier(frame)) }
  }

  /// A statement starts at `location` in `frame`: its frame's variables now. A frame no call
  /// entered (code the capture does not know the layout of) is captured with no variables, so
  /// the statements still line up with the trace's `line` events.
  static func statement(at location: SourceLocation, in frame: Frame, interpreter: Interpreter) {
    guard let capture = current else { return }
    let layout = capture.lock.withLock { capture.layouts[ObjectIdentifier(frame)] }
    var locals: [CapturedVariable] = []
    var captures: [CapturedVariable] = []
    if let layout, capture.limits.describesValues {
      // The program's own `-description` would run code in the middle of a statement.
      let describer = interpreter.run.describer
      let ownDescription = describer.describe
      describer.describe = nil
      defer { describer.describe = ownDescription }
      var values = CapturedValues(limits: capture.limits, interpreter: interpreter)
      let size = frame.size
      // Describing a block the program has not printed yet must not decide the address it prints.
      ObjectAddress.withoutNewAddresses {
        for (slot, name) in layout.names.enumerated() where slot < size && !name.isEmpty && name != "_cmd" {
          guard let box = frame.slots[slot] else { continue }
          let variable = values.variable(named: name, holding: box.value, isStrong: !box.isWeak)
          if layout.captureSlots.contains(slot) {
            captures.append(variable)
          } else {
            // A later declaration of a name (`@strongify(self)`'s `self`) shadows the earlier.
            locals.removeAll { $0.name == name }
            locals.append(variable)
          }
        }
      }
    }
    let statement = CapturedStatement(
      file: location.file, line: location.line, column: location.column, locals: locals, captures: captures,
      isRecorded: layout != nil)
    capture.lock.withLock { capture.statements.append(statement) }
  }

  /// One variable of a running frame holding an object, as it is now.
  package struct LiveVariable {
    package let name: String
    package let object: AnyObject
    /// Whether it is a variable of `frame` given to `liveVariables` (else of a frame further out,
    /// or of another thread's).
    package let isInnermost: Bool
    /// Whether it is a block's captured copy (what the block itself holds) rather than a local.
    package let isCapture: Bool
  }

  /// The variables that hold an object strongly now, in every frame running (every thread's),
  /// those of `innermost` first, the latest declared first (`@strongify(self)`'s `self` shadows
  /// the method's), then the other frames', the latest entered first: what holds objects from
  /// the stack at a stop (`StopProbe`), in the same order in every run of the program.
  static func liveVariables(innermost: Frame) -> [LiveVariable] {
    guard let capture = current else { return [] }
    let layouts = capture.lock.withLock { capture.layouts.values.sorted { $0.entered > $1.entered } }
    var inner: [LiveVariable] = []
    var outer: [LiveVariable] = []
    for layout in layouts {
      guard let frame = layout.frame else { continue }
      let isInnermost = frame === innermost
      let size = frame.size
      for (slot, name) in layout.names.enumerated() where slot < size && !name.isEmpty && name != "_cmd" {
        guard let box = frame.slots[slot], !box.isWeak, let value = box.value, type(of: value) is AnyClass else {
          continue
        }
        let variable = LiveVariable(
          name: name, object: value as AnyObject, isInnermost: isInnermost,
          isCapture: layout.captureSlots.contains(slot))
        if isInnermost { inner.append(variable) } else { outer.append(variable) }
      }
    }
    return inner.reversed() + outer
  }
}
