import Foundation
import ObjCInterpreter
import RAC

/// Grand Central Dispatch on the run's virtual queues (`DispatchQueueValue`): the main queue is the
/// virtual main thread, a queue's blocks run as turns of its virtual queue, and time is the run's
/// virtual clock (`DispatchTimeValue`), so a program's timing is the same on every run.
///
/// Besides what snippets call (`dispatch_async`, `dispatch_after`, `dispatch_once`), this is what
/// RAC's own schedulers call: `RACTargetQueueScheduler` makes a serial queue with
/// `dispatch_queue_create` and points it at its target with `dispatch_set_target_queue`,
/// `RACQueueScheduler` turns dates into `dispatch_walltime`s and repeats with a timer source.
/// Dispatch objects are ARC-managed objects here, so `dispatch_retain` and `dispatch_release` do
/// nothing.
extension CLibraries {
  static func registerDispatch(in table: CLibraryTable) {
    registerQueues(in: table)
    registerSubmission(in: table)
    registerTime(in: table)
    registerSources(in: table)
    for name in ["dispatch_retain", "dispatch_release"] {
      table.function(name) { call, _ in
        guard try call.argument(0) != nil else { throw call.fail("\(name)(NULL) crashes", argument: 0) }
        return nil
      }
    }
  }

  /// The queues: the main and global ones, the program's own, their labels, targets and specific
  /// values.
  private static func registerQueues(in table: CLibraryTable) {
    table.function("dispatch_get_main_queue") { _, interpreter in CLibraryState.of(interpreter).dispatch.mainQueue }
    table.function("dispatch_get_global_queue") { call, _ in
      let labels: [Int64: String] = [
        2: "com.apple.root.user-initiated-qos", -2: "com.apple.root.utility-qos",
        -32768: "com.apple.root.background-qos",
      ]
      let label = labels[call.count > 0 ? try call.int64(0) : 0] ?? "com.apple.root.default-qos"
      return DispatchQueueValue(kind: .global, label: label, concurrent: true)
    }
    table.function("dispatch_get_current_queue") { _, interpreter in
      CLibraryState.of(interpreter).dispatch.currentQueue ?? CLibraryState.of(interpreter).dispatch.mainQueue
    }
    table.constant("DISPATCH_QUEUE_SERIAL", value: nil)
    table.constant("DISPATCH_QUEUE_CONCURRENT", value: DispatchQueueAttribute.concurrent)
    table.constant("DISPATCH_TARGET_QUEUE_DEFAULT", value: nil)
    table.constant("DISPATCH_CURRENT_QUEUE_LABEL", value: nil)
    table.function("dispatch_queue_create") { call, _ in
      let attribute = try call.argument(1)
      guard attribute == nil || attribute is DispatchQueueAttribute else {
        throw call.fail(
          "argument 2 of dispatch_queue_create must be DISPATCH_QUEUE_SERIAL or DISPATCH_QUEUE_CONCURRENT", argument: 1)
      }
      return DispatchQueueValue(
        kind: .created, label: try call.optionalText(0) ?? "", concurrent: attribute is DispatchQueueAttribute)
    }
    // `dispatch_queue_get_label(queue)`, or the current queue's with DISPATCH_CURRENT_QUEUE_LABEL.
    table.function("dispatch_queue_get_label") { call, interpreter in
      guard let argument = try call.argument(0) else {
        return CString(
          string: CLibraryState.of(interpreter).dispatch.currentQueue?.label ?? QueueLabel.current ?? "")
      }
      guard let queue = argument as? DispatchQueueValue else {
        throw call.fail("argument 1 of dispatch_queue_get_label must be a dispatch queue", argument: 0)
      }
      return CString(string: queue.label)
    }
    table.function("dispatch_set_target_queue") { call, _ in
      let target = try call.argument(1)
      guard target == nil || target is DispatchQueueValue else {
        throw call.fail("argument 2 of dispatch_set_target_queue must be a dispatch queue or NULL", argument: 1)
      }
      switch try call.argument(0) {
      case let source as DispatchSourceValue:
        source.queue =
          (target as? DispatchQueueValue)
          ?? DispatchQueueValue(
            kind: .global, label: "com.apple.root.default-qos", concurrent: true)
      case let queue as DispatchQueueValue:
        guard queue.kind == .created else {
          throw call.fail("dispatch_set_target_queue: the main queue and the global queues keep their targets")
        }
        guard queue.setTarget(target as? DispatchQueueValue) else {
          throw call.fail("dispatch_set_target_queue: the target's chain leads back to the queue (a deadlock)")
        }
      default:
        throw call.fail("argument 1 of dispatch_set_target_queue must be a queue or a source", argument: 0)
      }
      return nil
    }
    table.function("dispatch_queue_set_specific") { call, _ in
      try queueArgument(call, 0).setSpecific(try call.argument(2), for: try key(call, 1))
      return nil
    }
    table.function("dispatch_queue_get_specific") { call, _ in
      try queueArgument(call, 0).specific(for: try key(call, 1))
    }
    table.function("dispatch_get_specific") { call, interpreter in
      CLibraryState.of(interpreter).dispatch.currentQueue?.specificThroughTargets(for: try key(call, 0))
    }
  }

  /// `leaks`: a block sent to a queue is a root, as libdispatch keeps it, until it runs (the
  /// queue's pending block, named with the place it was sent from). Nil when no ledger is kept.
  private static func notePending(
    _ callable: Callable, on queue: DispatchQueueValue, sentBy function: String, _ interpreter: Interpreter
  ) -> PendingBlock? {
    guard let ledger = interpreter.run.ledger, case .block(let block) = callable else { return nil }
    let place = interpreter.currentLocation
    let pending = PendingBlock()
    let name = queue.isMain ? "the main queue" : "the queue \(queue.label.isEmpty ? "(no label)" : queue.label)"
    ledger.addRoot(
      named:
        "\(name)'s pending block (sent by \(function) at \(ObjectLedger.place(place)))",
      kind: .scheduledBlock, holding: block
    ) { [weak pending] in pending.map { !$0.hasRun } ?? false }
    return pending
  }

  /// `dispatch_async`, `dispatch_after`, `dispatch_sync`, `dispatch_once`.
  private static func registerSubmission(in table: CLibraryTable) {
    table.function("dispatch_async") { call, interpreter in
      let queue = try queueArgument(call, 0)
      let block = try call.block(1)
      let pending = notePending(block, on: queue, sentBy: "dispatch_async", interpreter)
      queue.async {
        pending?.ran()
        run(block, on: queue, interpreter)
      }
      return nil
    }
    table.function("dispatch_after") { call, interpreter in
      let when = DispatchTimeValue(try call.number(0))
      let queue = try queueArgument(call, 1)
      let block = try call.block(2)
      guard let date = when.date(now: queue.now) else { return nil }
      let pending = notePending(block, on: queue, sentBy: "dispatch_after", interpreter)
      queue.async(at: date) {
        pending?.ran()
        run(block, on: queue, interpreter)
      }
      return nil
    }
    // A serial queue's block waits for the blocks before it: sent from that queue's own code, or
    // from a block that queue's code waits for in a `dispatch_sync` of its own, it waits for itself.
    table.function("dispatch_sync") { call, interpreter in
      let queue = try queueArgument(call, 0)
      let block = try call.block(1)
      let dispatch = CLibraryState.of(interpreter).dispatch
      if !queue.isConcurrent, dispatch.currentQueue === queue {
        throw call.fail(
          "dispatch_sync onto the serial queue this code runs on waits for itself (a deadlock on a device)")
      }
      if !queue.isConcurrent, dispatch.holds(queue) {
        throw call.fail(
          "dispatch_sync onto a serial queue whose block waits in a dispatch_sync for this code: each waits for the other (a deadlock on a device)"
        )
      }
      return try CLibraryState.of(interpreter).dispatch.run(on: queue) {
        try interpreter.invoke(block, [], at: call.location)
      }
    }
    table.function("dispatch_once") { call, interpreter in
      let token = try call.pointer(0, to: "a dispatch_once_t (&onceToken)")
      let done = (token.read() as? CNumber)?.isTrue ?? false
      guard !done else { return nil }
      token.write(CNumber.long(-1))
      return try interpreter.invoke(try call.block(1), [], at: call.location)
    }
  }

  /// `dispatch_time`, `dispatch_walltime`.
  private static func registerTime(in table: CLibraryTable) {
    table.function("dispatch_time") { call, _ in
      DispatchTimeValue(try call.number(0)).adding(nanoseconds: try call.int64(1)).number
    }
    // `dispatch_walltime(&timespec, delta)`, or now on the virtual clock for NULL.
    table.function("dispatch_walltime") { call, _ in
      let date: Date
      switch try call.argument(0) {
      case nil:
        date = RACScheduler.currentNow ?? Date(timeIntervalSinceReferenceDate: 0)
      case let pointer as ObjCPointer:
        guard let time = pointer.read() as? CStruct, let seconds = time.field("tv_sec") as? CNumber,
          let nanoseconds = time.field("tv_nsec") as? CNumber
        else { throw call.fail("argument 1 of dispatch_walltime must be &walltime (a struct timespec) or NULL") }
        date = Date(timeIntervalSince1970: Double(seconds.int64) + Double(nanoseconds.int64) / 1e9)
      default:
        throw call.fail("argument 1 of dispatch_walltime must be &walltime (a struct timespec) or NULL", argument: 0)
      }
      return DispatchTimeValue.wall(date).adding(nanoseconds: try call.int64(1)).number
    }
  }

  /// Timer sources: `dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, queue)`, their timer
  /// and handlers, `dispatch_resume` / `dispatch_suspend` (of a source or a queue),
  /// `dispatch_source_cancel`.
  private static func registerSources(in table: CLibraryTable) {
    table.constant("DISPATCH_SOURCE_TYPE_TIMER", value: DispatchSourceType.timer)
    table.function("dispatch_source_create") { call, interpreter in
      guard try call.argument(0) is DispatchSourceType else {
        throw call.fail("dispatch_source_create: only DISPATCH_SOURCE_TYPE_TIMER sources are supported", argument: 0)
      }
      let queue =
        try call.argument(3) == nil
        ? DispatchQueueValue(kind: .global, label: "com.apple.root.default-qos", concurrent: true)
        : try queueArgument(call, 3)
      return DispatchSourceValue(queue: queue) { block, queue in run(block, on: queue, interpreter) }
    }
    table.function("dispatch_source_set_timer") { call, _ in
      let nanoseconds = try call.number(2).uint64
      try source(call, 0).setTimer(start: DispatchTimeValue(try call.number(1)), interval: nanoseconds)
      return nil
    }
    table.function("dispatch_source_set_event_handler") { call, interpreter in
      let timer = try source(call, 0)
      let handler = try call.argument(1) == nil ? nil : try call.block(1)
      timer.setEventHandler(handler)
      if let ledger = interpreter.run.ledger, handler != nil, let block = try call.argument(1) as? ObjCBlock {
        // `leaks`: a resumed timer source is a root, as libdispatch keeps it, while it may fire.
        let place = interpreter.currentLocation
        ledger.addRoot(
          named:
            "the timer source's event handler (set at \(ObjectLedger.place(place)))",
          kind: .timer, holding: block
        ) { [weak timer] in timer.map { !$0.isCancelled && $0.isArmed } ?? false }
      }
      return nil
    }
    table.function("dispatch_source_set_cancel_handler") { call, _ in
      try source(call, 0).setCancelHandler(try call.argument(1) == nil ? nil : try call.block(1))
      return nil
    }
    table.function("dispatch_source_cancel") { call, _ in
      try source(call, 0).cancel()
      return nil
    }
    table.function("dispatch_source_testcancel") { call, _ in CNumber.long(try source(call, 0).isCancelled ? 1 : 0) }
    table.function("dispatch_resume") { call, _ in
      if let queue = try call.argument(0) as? DispatchQueueValue {
        guard queue.resume() else {
          throw call.fail("dispatch_resume on a queue that is not suspended crashes (an unbalanced resume)")
        }
        return nil
      }
      guard try source(call, 0).resume() else {
        throw call.fail("dispatch_resume on a source that is not suspended crashes (an unbalanced resume)")
      }
      return nil
    }
    table.function("dispatch_suspend") { call, _ in
      if let queue = try call.argument(0) as? DispatchQueueValue {
        queue.suspend()
        return nil
      }
      try source(call, 0).suspend()
      return nil
    }
  }

  /// Runs `block` as a turn of `queue`: an error in it stops the run, as any block the core calls.
  private static func run(_ block: Callable, on queue: DispatchQueueValue, _ interpreter: Interpreter) {
    CLibraryState.of(interpreter).dispatch.run(on: queue) { _ = interpreter.callFromCore(block, []) }
  }

  private static func queueArgument(_ call: FunctionCall, _ index: Int) throws -> DispatchQueueValue {
    guard let queue = try call.argument(index) as? DispatchQueueValue else {
      throw call.fail(
        "argument \(index + 1) of \(call.functionName) must be a dispatch queue (dispatch_get_main_queue())",
        argument: index)
    }
    return queue
  }

  private static func source(_ call: FunctionCall, _ index: Int) throws -> DispatchSourceValue {
    guard let source = try call.argument(index) as? DispatchSourceValue else {
      throw call.fail(
        "argument \(index + 1) of \(call.functionName) must be a timer source (dispatch_source_create)",
        argument: index)
    }
    return source
  }

  private static func key(_ call: FunctionCall, _ index: Int) throws -> PointerKey {
    guard let key = PointerKey(try call.argument(index)) else {
      throw call.fail("argument \(index + 1) of \(call.functionName) must be a pointer (&key)", argument: index)
    }
    return key
  }
}

/// `DISPATCH_QUEUE_CONCURRENT` (`DISPATCH_QUEUE_SERIAL` is NULL).
final class DispatchQueueAttribute: @unchecked Sendable {
  static let concurrent = DispatchQueueAttribute()
}

/// `DISPATCH_SOURCE_TYPE_TIMER`, the one source type supported.
final class DispatchSourceType: @unchecked Sendable {
  static let timer = DispatchSourceType()
}

/// Whether a block sent to a queue has begun to run (`leaks` counts it a root until then).
private final class PendingBlock: @unchecked Sendable {
  private let lock = NSLock()
  private var started = false

  func ran() { lock.withLock { started = true } }
  var hasRun: Bool { lock.withLock { started } }
}
