import Foundation
import RAC

/// A timer dispatch source (`dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, queue)`), as
/// `RACQueueScheduler`'s `-after:repeatingEvery:withLeeway:schedule:` makes one: it fires on the
/// run's virtual clock, on its queue's virtual queue, at its start and then every interval (leeway
/// means nothing on a virtual clock), from its first `dispatch_resume` until
/// `dispatch_source_cancel`.
///
/// A source starts suspended, as in libdispatch; `dispatch_suspend` and `dispatch_resume` count, and
/// it fires only while the count is 0. Setting the timer again replaces the one armed.
final class DispatchSourceValue: CustomStringConvertible {
  /// What runs a block as a turn of the source's queue (the dispatch natives' `run(_:on:)`).
  typealias Runner = (_ block: Callable, _ queue: DispatchQueueValue) -> Void

  var queue: DispatchQueueValue
  private let runner: Runner
  private var start: Date?
  private var interval: UInt64 = UInt64.max
  private var handler: Callable?
  private var cancelHandler: Callable?
  private var suspensions = 1
  private var armed: RACDisposable?
  private(set) var isCancelled = false

  init(queue: DispatchQueueValue, runner: @escaping Runner) {
    self.queue = queue
    self.runner = runner
  }

  /// `dispatch_source_set_timer(source, start, interval, leeway)`: `interval` in nanoseconds,
  /// `DISPATCH_TIME_FOREVER` for a timer that fires once (and 0 too: here it could only fire
  /// without end on one instant of the virtual clock).
  func setTimer(start: DispatchTimeValue, interval: UInt64) {
    self.start = start.date(now: queue.scheduler.now)
    self.interval = interval
    rearm()
  }

  /// `dispatch_source_set_event_handler`.
  func setEventHandler(_ block: Callable?) {
    handler = block
    rearm()
  }

  /// `dispatch_source_set_cancel_handler`.
  func setCancelHandler(_ block: Callable?) {
    cancelHandler = block
  }

  /// `dispatch_resume`: false when the source was not suspended (libdispatch crashes then).
  func resume() -> Bool {
    guard suspensions > 0 else { return false }
    suspensions -= 1
    rearm()
    return true
  }

  /// `dispatch_suspend`.
  func suspend() {
    suspensions += 1
    rearm()
  }

  /// `dispatch_source_cancel`: no more events; the cancel handler, if any, runs on the queue.
  func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    rearm()
    if let cancelHandler { runner(cancelHandler, queue) }
    cancelHandler = nil
    handler = nil
  }

  /// Disarms the timer, then arms it again if it should fire: resumed, not cancelled, with a start
  /// and a handler.
  private func rearm() {
    armed?.dispose()
    armed = nil
    guard suspensions == 0, !isCancelled, let start, let handler else { return }
    let queue = queue
    let runner = runner
    let fire = { runner(handler, queue) }
    let scheduler = queue.scheduler
    if interval == UInt64.max || interval == 0 {
      armed = scheduler.after(start, schedule: fire)
    } else {
      armed = scheduler.after(start, repeatingEvery: Double(interval) / 1e9, withLeeway: 0, schedule: fire)
    }
  }

  var description: String { "<OS_dispatch_source_timer: \(ValueDescription.address(of: self))>" }
}
