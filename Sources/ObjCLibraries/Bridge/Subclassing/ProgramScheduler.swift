import Foundation
import ObjCInterpreter
import RAC
import TraceKernel

/// The core scheduler of a program's subclass of `RACScheduler` or `RACQueueScheduler`
/// (`@interface RACTestExampleScheduler : RACQueueScheduler`, RACSchedulerSpec.m's): made by
/// `-initWithName:` or `-initWithName:queue:` reached through `super`, it is the object the program
/// holds and the one the core passes around (`RACScheduler.currentScheduler` while its blocks run),
/// traced under the program's class name.
///
/// The core's calls of `-schedule:`, `-after:schedule:` and
/// `-after:repeatingEvery:withLeeway:schedule:` (`-deliverOn:`, `-subscribeOn:`, `+interval:…`) run
/// the program's override when its class has one; otherwise, and for `[super …]`, the core class's
/// own: RACScheduler's is abstract (an error), RACQueueScheduler's runs the block on the queue given
/// to `-initWithName:queue:` with the scheduler current (RACQueueScheduler.m).
final class ProgramScheduler: RACScheduler, CoreBackedInstance, @unchecked Sendable {
  let overrides: ProgramOverrides
  /// RACQueueScheduler's `queue`; nil for a direct subclass of RACScheduler.
  let queue: DispatchQueueValue?

  /// `-initWithName:` (RACScheduler+Private.h), or RACQueueScheduler+Subclass.h's
  /// `-initWithName:queue:` with a queue. A nil name is RACScheduler.m's anonymous one, which
  /// names the program's class.
  init(name: String?, queue: DispatchQueueValue?, overrides: ProgramOverrides) {
    self.overrides = overrides
    self.queue = queue
    super.init(name: name ?? "com.ReactiveCocoa.\(overrides.instance.objcClass.name).anonymousScheduler")
    // The trace takes it for the instance the program allocated: one object, one number. That
    // instance may have been named already without the name it has now (at `-initWithQueue:`'s
    // start): a name kept for it is stale.
    standIn(for: overrides.instance)
    TraceNames.nameDidChange(of: self)
  }

  var interpretedInstance: ObjCInstance { overrides.instance }

  override var className: String { overrides.instance.objcClass.name }

  override var now: Date { queue?.now ?? super.now }

  override func appendCoreReferences(to references: inout CoreReferences) {
    super.appendCoreReferences(to: &references)
    references.add("the program's instance variables", overrides.instance)
  }

  @discardableResult
  override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
    guard let result = overrides.callOverride("schedule:", on: self, [overrides.block(block, named: "block")]) else {
      return scheduleAsCore(block)
    }
    return overrides.disposable(result, from: "schedule:")
  }

  @discardableResult
  override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
    guard
      let result = overrides.callOverride("after:schedule:", on: self, [date, overrides.block(block, named: "block")])
    else { return afterAsCore(date, schedule: block) }
    return overrides.disposable(result, from: "after:schedule:")
  }

  @discardableResult
  override func after(
    _ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval,
    schedule block: @escaping () -> Void
  ) -> RACDisposable? {
    let selector = "after:repeatingEvery:withLeeway:schedule:"
    let arguments: [Any?] = [
      date, CNumber.double(interval), CNumber.double(leeway), overrides.block(block, named: "block"),
    ]
    guard let result = overrides.callOverride(selector, on: self, arguments) else {
      return afterAsCore(date, repeatingEvery: interval, withLeeway: leeway, schedule: block)
    }
    return overrides.disposable(result, from: selector)
  }

  /// RACQueueScheduler.m's `-schedule:`: the block on the queue, unless disposed first, with the
  /// scheduler current; RACScheduler's (abstract) without a queue.
  func scheduleAsCore(_ block: @escaping () -> Void) -> RACDisposable? {
    guard let queue else { return super.schedule(block) }
    let disposable = RACDisposable()
    queue.async { [self] in
      guard !disposable.isDisposed else { return }
      performAsCurrentScheduler(block)
    }
    return disposable
  }

  /// RACQueueScheduler.m's `-after:schedule:`: the same, at `date` on the run's clock.
  func afterAsCore(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
    guard let queue else { return super.after(date, schedule: block) }
    let disposable = RACDisposable()
    queue.async(at: date) { [self] in
      guard !disposable.isDisposed else { return }
      performAsCurrentScheduler(block)
    }
    return disposable
  }

  /// RACQueueScheduler.m's `-after:repeatingEvery:withLeeway:schedule:`: a timer on the queue that
  /// fires at `date` and every `interval` after, calling the block itself (libdispatch's timer
  /// handler, with no scheduler made current), until the disposable cancels it.
  func afterAsCore(
    _ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval,
    schedule block: @escaping () -> Void
  ) -> RACDisposable? {
    guard let queue else { return super.after(date, repeatingEvery: interval, withLeeway: leeway, schedule: block) }
    CoreAssertion.check(interval > 0, "the interval of a repeating block must be positive")
    let timer = RepeatingFiring(queue: queue, interval: interval, block: block)
    timer.fire(at: date)
    return RACDisposable { timer.cancel() }
  }
}

/// A repeating block on a program's queue: each firing schedules the next, `interval` later on the
/// run's clock, until cancelled.
private final class RepeatingFiring: @unchecked Sendable {
  private let queue: DispatchQueueValue
  private let interval: TimeInterval
  private let block: () -> Void
  private let lock = NSLock()
  private var next: RACDisposable?
  private var isCancelled = false

  init(queue: DispatchQueueValue, interval: TimeInterval, block: @escaping () -> Void) {
    self.queue = queue
    self.interval = interval
    self.block = block
  }

  func fire(at date: Date) {
    let firing = queue.async(at: date, timerFiring: true) { [self] in
      guard !lock.withLock({ isCancelled }) else { return }
      block()
      fire(at: date.addingTimeInterval(interval))
    }
    let stale = lock.withLock { () -> RACDisposable? in
      guard !isCancelled else { return firing }
      next = firing
      return nil
    }
    stale?.dispose()
  }

  func cancel() {
    let pending = lock.withLock { () -> RACDisposable? in
      isCancelled = true
      defer { next = nil }
      return next
    }
    pending?.dispose()
  }
}
