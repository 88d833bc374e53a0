import Foundation
import ObjCInterpreter
import RAC

/// A timer dispatch source (`dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, queue)`), as
/// `RACQueueScheduler`'s `-after:repeatingEvery:withLeeway:schedule:` makes one: it fires on the
/// run's virtual clock, as a turn of its queue, at its start and then every interval (leeway
/// means nothing on a virtual clock), from its first `dispatch_resume` until
/// `dispatch_source_cancel`.
///
/// A source starts suspended, as in libdispatch; `dispatch_suspend` and `dispatch_resume` count,
/// and it fires only while the count is 0. Fires it missed meanwhile come as one event when it is
/// resumed, and it goes on at its own cadence, as libdispatch coalesces them. Each fire is one
/// action of the queue's virtual queue, the next one queued before the handler runs.
final class DispatchSourceValue: CustomStringConvertible {
  /// What runs a block as a turn of the source's queue (the dispatch natives' `run(_:on:)`).
  typealias Runner = (_ block: Callable, _ queue: DispatchQueueValue) -> Void

  var queue: DispatchQueueValue
  private let runner: Runner
  /// When it fires next (nil when it never will: no timer set, or a one-shot timer that fired).
  private var nextFire: Date?
  private var interval: UInt64 = UInt64.max
  private var handler: Callable?
  private var cancelHandler: Callable?
  private var suspensions = 1
  /// The queued action of the next fire, while one is queued.
  private var pending: RACDisposable?
  private(set) var isCancelled = false
  /// Whether a fire is queued: the source is resumed, with a time and a handler.
  var isArmed: Bool { pending != nil }

  init(queue: DispatchQueueValue, runner: @escaping Runner) {
    self.queue = queue
    self.runner = runner
  }

  /// `dispatch_source_set_timer(source, start, interval, leeway)`: `interval` in nanoseconds,
  /// `DISPATCH_TIME_FOREVER` for a timer that fires once (and 0 too: here it could only fire
  /// without end on one instant of the virtual clock).
  func setTimer(start: DispatchTimeValue, interval: UInt64) {
    nextFire = start.date(now: queue.now)
    self.interval = interval
    rearm()
  }

  /// `dispatch_source_set_event_handler`: the next fire runs the new handler.
  func setEventHandler(_ block: Callable?) {
    handler = block
    if pending == nil { rearm() }
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

  /// Takes the queued fire back, then queues the next one if the source should fire: resumed, not
  /// cancelled, with a time and a handler (a time already past fires at once).
  private func rearm() {
    pending?.dispose()
    pending = nil
    guard suspensions == 0, !isCancelled, handler != nil, let nextFire else { return }
    enqueueFire(at: nextFire)
  }

  private func enqueueFire(at date: Date) {
    let repeats = interval != UInt64.max && interval != 0
    pending = queue.async(at: date, timerFiring: repeats) { [self] in fire(scheduledFor: date) }
  }

  private func fire(scheduledFor date: Date) {
    pending = nil
    guard let handler else { return }
    if interval == UInt64.max || interval == 0 {
      nextFire = nil
    } else {
      // The next date on the timer's cadence after now: fires missed while suspended are one.
      let seconds = Double(interval) / 1e9
      let missed = max(0, (queue.now.timeIntervalSince(date) / seconds).rounded(.down))
      let next = date.addingTimeInterval((missed + 1) * seconds)
      nextFire = next
      enqueueFire(at: next)
    }
    runner(handler, queue)
  }

  var description: String { "<OS_dispatch_source_timer: \(ValueDescription.address(of: self))>" }
}
