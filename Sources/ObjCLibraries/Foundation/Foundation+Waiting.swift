import Foundation
import ObjCInterpreter
import RAC

/// A thread that waits, on the run's virtual queues: `+[NSThread sleepForTimeInterval:]`,
/// `-[NSRunLoop runUntilDate:]`, dispatch semaphores and groups, `dispatch_apply`. While the
/// waiting queue's code waits, its turn is parked on a thread of its own and the other queues take
/// their turns (`VirtualQueues.waitInActiveRun`), on the run's clock, as real threads would run
/// meanwhile; so a background block that signals the semaphore the main thread waits on runs, two
/// queues can take turns signalling each other's semaphores, and nothing sleeps for real. A wait
/// that nothing left could ever end is the deadlock it would be on a device, reported at its line.
enum FoundationWaiting {
  static func register(in table: NativeClasses) {
    table.extend("NSThread") { c in
      c.classMethod("sleepForTimeInterval:") { call in
        try sleep(until: now().addingTimeInterval(try call.double(0)), call.interpreter, at: call.location)
        return nil
      }
      c.classMethod("sleepUntilDate:") { call in
        try sleep(until: try call.requiredObject(0, Date.self, "an NSDate"), call.interpreter, at: call.location)
        return nil
      }
    }
    // C's sleeps (`sleep(1)` between sends on a background queue, as throttle demos write): the
    // same wait on the run's clock; they return 0, their time all slept. Their argument is C's
    // `unsigned int` (`useconds_t` for `usleep`), so `sleep(-1)` asks for 4,294,967,295 seconds and
    // `sleep(1.5)` for one, as on a device.
    table.function("sleep") { call, interpreter in
      let seconds = try unsignedInt(call, interpreter)
      try sleep(until: now().addingTimeInterval(seconds), interpreter, at: call.location)
      return CNumber(integer: 0, type: .unsignedInt)
    }
    table.function("usleep") { call, interpreter in
      let microseconds = try unsignedInt(call, interpreter)
      try sleep(until: now().addingTimeInterval(microseconds / 1_000_000), interpreter, at: call.location)
      return CNumber(integer: 0, type: .int)
    }
    // The clocks a snippet times itself with read the run's clock, so a `sleep(1)` reads as one
    // second passed, the same on every run.
    for name in ["CFAbsoluteTimeGetCurrent", "CACurrentMediaTime"] {
      table.function(name) { _, _ in CNumber.double(now().timeIntervalSinceReferenceDate) }
    }
    // A run loop run for good (`-[NSRunLoop run]`, `CFRunLoopRun()`, `dispatch_main()`, which
    // never return on a device while a timer or a source is left): every queue takes its turns
    // until nothing is left, where the program goes on here, as `runUntilDate:` of `distantFuture`
    // does. A timer that never ends stops at the virtual-time budget.
    table.extend("NSRunLoop") { c in
      c.instance("run") { call in
        turnQueues(until: nil)
        return nil
      }
    }
    for name in ["CFRunLoopRun", "dispatch_main"] {
      table.function(name) { _, _ in
        turnQueues(until: nil)
        return nil
      }
    }
    // The run loop runs until the date: every queue takes its turns (the main queue's too) up to it.
    table.extend("NSRunLoop") { c in
      c.instance("runUntilDate:") { call in
        let date = try call.requiredObject(0, Date.self, "an NSDate")
        turnQueues(until: date)
        // Nothing left to run before the date: the run loop still waits for it, so the clock reads
        // the date when it returns. A date past the virtual-time budget (`distantFuture`) is a
        // loop run until nothing is left, which is where the program goes on here.
        if !call.interpreter.isAborted, date > now(), !call.interpreter.budget.hasSpentVirtualTime(virtualNow: date) {
          try sleep(until: date, call.interpreter, at: call.location)
        }
        return nil
      }
    }
    // A barrier on a queue the program made: the queues run their blocks one at a time here, so a
    // barrier block is any block; `dispatch_barrier_sync` waits until it has run, after everything
    // sent to the queue before it (RACSubjectSpec waits so for 49,317 blocks).
    table.function("dispatch_barrier_async") { call, interpreter in
      let queue = try argument(call, 0, DispatchQueueValue.self, "a dispatch queue", interpreter)
      let block = try callable(call, 1, interpreter)
      enqueue(on: queue) { _ = interpreter.callFromCore(block, []) }
      return nil
    }
    table.function("dispatch_barrier_sync") { call, interpreter in
      let queue = try argument(call, 0, DispatchQueueValue.self, "a dispatch queue", interpreter)
      let block = try callable(call, 1, interpreter)
      if CLibraryState.of(interpreter).dispatch.currentQueue === queue {
        throw interpreter.fail(
          "dispatch_barrier_sync onto the queue this code runs on waits for itself (a deadlock on a device)",
          at: call.location)
      }
      var ran = false
      enqueue(on: queue) {
        _ = interpreter.callFromCore(block, [])
        ran = true
      }
      _ = VirtualQueues.waitInActiveRun { ran }
      if interpreter.isAborted { throw RuntimeError.aborted }
      guard ran else {
        throw interpreter.fail(
          "dispatch_barrier_sync waits forever: its block never got its turn (a deadlock on a device)",
          at: call.location)
      }
      return nil
    }
    registerSemaphores(in: table)
    registerGroups(in: table)
    // Each iteration in turn on the calling thread: dispatch_apply returns when all have run.
    table.function("dispatch_apply") { call, interpreter in
      guard let count = try call.argument(0) as? CNumber, let block = try call.argument(2) else {
        throw interpreter.fail("dispatch_apply takes a count, a queue and a block", at: call.location)
      }
      for index in 0..<max(0, count.int) {
        _ = try interpreter.call(block, arguments: [CNumber.unsignedLong(index)], at: call.location)
      }
      return nil
    }
  }

  /// Every queue's turns, the main queue's too, up to `date`, or until nothing is left to run
  /// when nil (a stopped run takes no more turns either way).
  private static func turnQueues(until date: Date?) {
    _ = VirtualQueues.runLoopInActiveRun {
      guard let next = VirtualQueues.activeRunNextActionDate else { return true }
      return date.map { next > $0 } ?? false
    }
  }

  private static func now() -> Date { RACScheduler.currentNow ?? Date(timeIntervalSinceReferenceDate: 0) }

  /// Lets the other queues run what is due up to `date`, and the run's clock reach it: the sleeping
  /// thread's wake-up is a timer of a queue of its own, which the other queues wait for as for any.
  /// A C sleep's argument as the `unsigned int` it is converted to.
  private static func unsignedInt(_ call: FunctionCall, _ interpreter: Interpreter) throws -> Double {
    guard let number = try call.argument(0) as? CNumber else {
      throw interpreter.fail("argument 1 must be a number", at: call.location(ofArgument: 0))
    }
    return number.converted(to: .unsignedInt).double
  }

  private static func sleep(until date: Date, _ interpreter: Interpreter, at location: SourceLocation) throws {
    guard date > now() else { return }
    // A sleep that ends past the run's virtual time would only stop the run there, named as work
    // that keeps being scheduled: say at the call that the sleep is the cause.
    if interpreter.budget.hasSpentVirtualTime(virtualNow: date) {
      let limit = FormatString.shortestDouble(interpreter.budget.limits.maxVirtualSeconds)
      throw interpreter.fail(
        "the thread would sleep past the run's \(limit) s of virtual time (a sleep that ends so late never wakes here)",
        at: location)
    }
    var woke = false
    let alarm = DispatchQueueValue(kind: .created, label: "com.apple.NSThread.sleep", concurrent: false)
    // The kernel wakes a sleeping thread: no worker thread runs the wake-up.
    alarm.virtualQueue?.workerThreadPool = .none
    let timer = alarm.async(at: date) { woke = true }
    defer { timer?.dispose() }
    _ = VirtualQueues.waitInActiveRun { woke }
  }

  /// Waits until `done` holds; false when nothing left could make it hold. A `DISPATCH_TIME_FOREVER`
  /// wait that can never end is an error at the call.
  private static func wait(
    _ call: FunctionCall, _ interpreter: Interpreter, timeout index: Int, what: String,
    until done: @escaping () -> Bool
  ) throws -> Bool {
    if done() { return true }
    let outcome = VirtualQueues.waitInActiveRun(until: done)
    if interpreter.isAborted { throw RuntimeError.aborted }
    if outcome == .done || done() { return true }
    let timeout = try call.argument(index) as? CNumber
    if timeout?.uint64 == UInt64.max, let pool = VirtualQueues.activeRunStarvedPool {
      throw interpreter.fail(
        "\(what) waits forever: the blocks that could end the wait wait for a thread, and all \(pool.threadLimit) worker threads are held by blocks that wait (a deadlock on a device)",
        at: call.location)
    }
    if timeout?.uint64 == UInt64.max {
      throw interpreter.fail(
        "\(what) waits forever: nothing left to run could end the wait (a deadlock on a device)", at: call.location)
    }
    return false
  }

  private static func registerSemaphores(in table: NativeClasses) {
    table.function("dispatch_semaphore_create") { call, interpreter in
      guard let value = try call.argument(0) as? CNumber else {
        throw interpreter.fail("dispatch_semaphore_create takes a count", at: call.location)
      }
      // libdispatch returns NULL for a count below zero.
      guard value.int64 >= 0 else { return nil }
      return DispatchSemaphoreValue(value: Int(value.int64))
    }
    table.function("dispatch_semaphore_signal") { call, interpreter in
      let semaphore = try argument(call, 0, DispatchSemaphoreValue.self, "a dispatch semaphore", interpreter)
      // libdispatch's count is a `long` that wraps to LONG_MIN here, which it stops the process for.
      guard semaphore.value < Int.max else {
        throw interpreter.fail(
          "dispatch_semaphore_signal past LONG_MAX crashes (\"Unbalanced call to dispatch_semaphore_signal()\")",
          at: call.location)
      }
      semaphore.value += 1
      return CNumber.long(0)
    }
    table.function("dispatch_semaphore_wait") { call, interpreter in
      let semaphore = try argument(call, 0, DispatchSemaphoreValue.self, "a dispatch semaphore", interpreter)
      guard
        try wait(call, interpreter, timeout: 1, what: "dispatch_semaphore_wait", until: { semaphore.value > 0 })
      else { return CNumber.long(1) }
      semaphore.value -= 1
      return CNumber.long(0)
    }
  }

  private static func registerGroups(in table: NativeClasses) {
    table.function("dispatch_group_create") { _, _ in DispatchGroupValue() }
    table.function("dispatch_group_enter") { call, interpreter in
      try argument(call, 0, DispatchGroupValue.self, "a dispatch group", interpreter).pending += 1
      return nil
    }
    table.function("dispatch_group_leave") { call, interpreter in
      try argument(call, 0, DispatchGroupValue.self, "a dispatch group", interpreter).leave()
      return nil
    }
    table.function("dispatch_group_async") { call, interpreter in
      let group = try argument(call, 0, DispatchGroupValue.self, "a dispatch group", interpreter)
      let queue = try argument(call, 1, DispatchQueueValue.self, "a dispatch queue", interpreter)
      let block = try callable(call, 2, interpreter)
      group.pending += 1
      enqueue(on: queue) {
        _ = interpreter.callFromCore(block, [])
        group.leave()
      }
      return nil
    }
    table.function("dispatch_group_notify") { call, interpreter in
      let group = try argument(call, 0, DispatchGroupValue.self, "a dispatch group", interpreter)
      let queue = try argument(call, 1, DispatchQueueValue.self, "a dispatch queue", interpreter)
      let block = try callable(call, 2, interpreter)
      group.whenEmpty { enqueue(on: queue) { _ = interpreter.callFromCore(block, []) } }
      return nil
    }
    table.function("dispatch_group_wait") { call, interpreter in
      let group = try argument(call, 0, DispatchGroupValue.self, "a dispatch group", interpreter)
      let done = try wait(call, interpreter, timeout: 1, what: "dispatch_group_wait", until: { group.pending == 0 })
      return CNumber.long(done ? 0 : 1)
    }
  }

  private static func enqueue(on queue: DispatchQueueValue, _ work: @escaping () -> Void) {
    queue.async(work)
  }

  private static func argument<T>(
    _ call: FunctionCall, _ index: Int, _ type: T.Type, _ expected: String, _ interpreter: Interpreter
  ) throws -> T {
    guard let value = try call.argument(index) as? T else {
      throw interpreter.fail(
        "argument \(index + 1) of \((call.node.callee as? Identifier)?.name ?? "the call") must be \(expected)",
        at: call.location(ofArgument: index))
    }
    return value
  }

  private static func callable(_ call: FunctionCall, _ index: Int, _ interpreter: Interpreter) throws -> Callable {
    switch try call.argument(index) {
    case let block as ObjCBlock: return .block(block)
    case let block as NativeBlock: return .native(block)
    default:
      throw interpreter.fail(
        "argument \(index + 1) of \((call.node.callee as? Identifier)?.name ?? "the call") must be a block",
        at: call.location(ofArgument: index))
    }
  }
}

/// `dispatch_semaphore_t`: a count that `dispatch_semaphore_wait` takes one from, waiting while it
/// is zero.
final class DispatchSemaphoreValue: NativeObjectValue {
  var value: Int

  init(value: Int) {
    self.value = value
  }

  var classChain: [String] { ["OS_dispatch_semaphore", "NSObject"] }
  var concreteClassName: String { "OS_dispatch_semaphore" }
}

/// `dispatch_group_t`: the blocks still running in the group, and what to do when none is.
final class DispatchGroupValue: NativeObjectValue {
  var pending = 0
  private var notifications: [() -> Void] = []

  var classChain: [String] { ["OS_dispatch_group", "NSObject"] }
  var concreteClassName: String { "OS_dispatch_group" }

  func leave() {
    pending = max(0, pending - 1)
    guard pending == 0 else { return }
    let due = notifications
    notifications = []
    for action in due { action() }
  }

  func whenEmpty(_ action: @escaping () -> Void) {
    if pending == 0 { action() } else { notifications.append(action) }
  }
}
