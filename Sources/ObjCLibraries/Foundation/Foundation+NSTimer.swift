import Foundation
import ObjCInterpreter
import RAC

/// `NSTimer` on the main run loop, which here is the run's main queue on its virtual clock (as
/// `dispatch_after` onto the main queue is): `+scheduledTimerWithTimeInterval:target:selector:
/// userInfo:repeats:` and the block form, `+timerWithTimeInterval:…` with `-[NSRunLoop
/// addTimer:forMode:]`, `-invalidate`, `-fire`, `-isValid`, `-userInfo`, `-timeInterval`; and
/// `-performSelector:withObject:afterDelay:`, a one-shot timer of the run loop too.
///
/// As Foundation's, a timer keeps its target (and block, and user info) until it is invalidated,
/// and a repeating timer fires every interval until then (a timer nobody invalidates fires until
/// the run's virtual-time budget, as `leaks` reports of a repeating dispatch timer).
enum FoundationTimers {
  static func register(in table: NativeClasses) {
    table.define("NSTimer", superclass: "NSObject") { c in
      for scheduled in [true, false] {
        let prefix = scheduled ? "scheduledTimerWithTimeInterval:" : "timerWithTimeInterval:"
        c.classMethod(prefix + "target:selector:userInfo:repeats:") { call in
          let selector = try call.requiredObject(2, SelectorValue.self, "a selector (@selector(…))")
          let timer = TimerValue(
            interval: try call.double(0), repeats: try call.bool(4), userInfo: call.argument(3),
            action: .message(target: call.argument(1), selector: selector.name))
          if scheduled { try timer.schedule(call) }
          return timer
        }
        c.classMethod(prefix + "repeats:block:") { call in
          let timer = TimerValue(
            interval: try call.double(0), repeats: try call.bool(1), userInfo: nil,
            action: .block(try call.requiredObject(2, ObjCBlock.self, "a block (^(NSTimer *timer) { … })")))
          if scheduled { try timer.schedule(call) }
          return timer
        }
      }
      c.instance("invalidate") { call in
        try call.receiver(as: TimerValue.self).invalidate()
        return nil
      }
      c.instance("fire") { call in
        try call.receiver(as: TimerValue.self).fire(call.interpreter, at: call.location, invalidatesOneShot: true)
        return nil
      }
      c.instance("isValid", returns: .bool) { call in CNumber.bool(try call.receiver(as: TimerValue.self).isValid) }
      c.instance("userInfo") { call in try call.receiver(as: TimerValue.self).userInfo }
      c.instance("timeInterval", returns: .double) { call in
        let timer = try call.receiver(as: TimerValue.self)
        return CNumber.double(timer.repeats ? timer.interval : 0)
      }
    }
    table.extend("NSRunLoop") { c in
      c.instance("addTimer:forMode:") { call in
        try call.requiredObject(0, TimerValue.self, "an NSTimer").schedule(call)
        return nil
      }
    }
    table.extend("NSObject") { c in
      c.instance("performSelector:withObject:afterDelay:") { call in
        let selector = try call.requiredObject(0, SelectorValue.self, "a selector (@selector(…))")
        let timer = TimerValue(
          interval: try call.double(2), repeats: false, userInfo: nil,
          action: .message(target: call.receiver, selector: selector.name, argument: .some(call.argument(1))))
        try timer.schedule(call)
        return nil
      }
    }
  }
}

/// One `NSTimer`.
final class TimerValue: CustomStringConvertible, NativeObjectValue, @unchecked Sendable {
  /// What a firing does: send the target its selector (with the timer, or the object
  /// `performSelector:withObject:afterDelay:` was given), or call the block with the timer.
  enum Action {
    /// `argument` nil: the timer itself (a timer's target gets the timer).
    case message(target: Any?, selector: String, argument: Any?? = nil)
    case block(ObjCBlock)
  }

  let interval: TimeInterval
  let repeats: Bool
  private(set) var userInfo: Any?
  private var action: Action?
  /// The queued next firing, while the timer is scheduled.
  private var pending: RACDisposable?
  private var queue: DispatchQueueValue?
  private(set) var isValid = true

  var classChain: [String] { ["NSTimer", "NSObject"] }
  var concreteClassName: String { "__NSCFTimer" }
  var description: String { "<__NSCFTimer: \(ValueDescription.address(of: self))>" }

  /// A timer of `interval` seconds (Foundation takes one of 0.1 ms for anything less, NaN too). An
  /// infinite one is due at the end of time, as its fire date is: it never fires within a run (held
  /// at `Double.greatestFiniteMagnitude`, so the clock's arithmetic stays finite).
  init(interval: TimeInterval, repeats: Bool, userInfo: Any?, action: Action) {
    self.interval = interval.isNaN ? 0.0001 : min(max(interval, 0.0001), .greatestFiniteMagnitude)
    self.repeats = repeats
    self.userInfo = userInfo
    self.action = action
  }

  /// Adds it to the main run loop: its first firing one interval from now.
  func schedule(_ call: NativeCall) throws {
    guard isValid, pending == nil else { return }
    let queue = CLibraryState.of(call.interpreter).dispatch.mainQueue
    self.queue = queue
    enqueue(at: queue.now.addingTimeInterval(interval), call.interpreter)
  }

  private func enqueue(at date: Date, _ interpreter: Interpreter) {
    guard let queue else { return }
    pending = queue.async(at: date, timerFiring: repeats) { [self] in
      pending = nil
      guard isValid else { return }
      // The next firing is queued before this one runs, on the timer's cadence.
      if repeats { enqueue(at: date.addingTimeInterval(interval), interpreter) }
      CLibraryState.of(interpreter).dispatch.run(on: queue) {
        _ = interpreter.guardedEntry {
          try self.fire(interpreter, at: interpreter.currentLocation, invalidatesOneShot: true)
        }
      }
    }
  }

  /// One firing; a one-shot timer is invalidated by it (before the action runs, as Foundation's).
  func fire(_ interpreter: Interpreter, at location: SourceLocation, invalidatesOneShot: Bool) throws {
    guard isValid, let action else { return }
    if !repeats, invalidatesOneShot { invalidate() }
    switch action {
    case .message(let target, let selector, let argument):
      let arguments: [Any?] = selector.hasSuffix(":") ? [argument ?? self] : []
      _ = try interpreter.send(selector, to: target, arguments: arguments, at: location)
    case .block(let block):
      _ = try interpreter.callBlock(block, arguments: [self])
    }
  }

  /// `-invalidate`: no more firings; the target, block and user info are let go.
  func invalidate() {
    isValid = false
    pending?.dispose()
    pending = nil
    action = nil
    userInfo = nil
  }
}
