import Foundation

/// `-throttle:` and `-throttle:valuesPassingTest:` (RACSignal+Operations.m): a value that passes
/// the test is held back for `interval` seconds and sent only if no other value comes in that
/// time; a newer value replaces it and starts the wait again. Values that fail the test are sent
/// at once (dropping any held value); completion first sends the held value; an error drops it.
///
/// As in RAC: the held value lives in the subscription (`nextValue`, `hasNextValue`), guarded by
/// `@synchronized (compoundDisposable)` — a lock here — and its timer in a serial disposable
/// (`nextDisposable`). The timer is `afterDelay:` on the scheduler current when the value arrives,
/// or a background scheduler made at subscription.
extension RACSignal {
  /// `-throttle:`: `throttle:valuesPassingTest:` with a test every value passes.
  public func throttle(_ interval: TimeInterval) -> RACSignal {
    Tracing.call(
      "-throttle:", of: self, rac: .method("RACSignal+Operations.m", 133, "-throttle:"),
      arguments: [("interval", interval)]
    ) {
      throttle(interval, valuesPassingTest: { _ in true })
        .setNameWithFormat("[%@] -throttle: %f", StreamName.NameOf(self), interval)
    }
  }

  /// `-throttle:valuesPassingTest:`: values passing `predicate` wait `interval` seconds of quiet
  /// before they are sent; the others go through at once.
  public func throttle(_ interval: TimeInterval, valuesPassingTest predicate: @escaping (_ next: Any?) -> Bool)
    -> RACSignal
  {
    Tracing.call(
      "-throttle:valuesPassingTest:", of: self,
      rac: .method("RACSignal+Operations.m", 139, "-throttle:valuesPassingTest:"), arguments: [("interval", interval)]
    ) {
      CoreAssertion.check(interval >= 0, "-throttle:valuesPassingTest: needs an interval of 0 or more")
      weak var weakResult: RACSignal?
      weak var weakReceiver: RACSignal?
      weakReceiver = self
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 143, in: "-throttle:valuesPassingTest:", "createSignal:"),
        captures: [.object("self", self), .closure("predicate", ClosureKey(predicate: predicate))]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        let receiver = TraceOwner(weakReceiver)
        let compoundDisposable = RACCompoundDisposable()
        compoundDisposable.labelNewObject("compoundDisposable")
        let scheduler = RACScheduler.scheduler()
        let held = ThrottledValue()
        let nextDisposable = RACSerialDisposable()
        nextDisposable.labelNewObject("nextDisposable")

        // Decided under the lock: whether a value is held and which; sent after it.
        let flushNext: (Bool) -> Void = CoreClosures.flag(
          .block("RACSignal+Operations.m", 155, in: "-throttle:valuesPassingTest:", "flushNext"),
          captures: [
            .object("compoundDisposable", compoundDisposable), .object("nextDisposable", nextDisposable),
            .object("subscriber", subscriber), .variable("nextValue", held) { $0.peek },
          ]
        ) { send in
          Tracing.call(
            "flushNext", of: owner,
            rac: .block("RACSignal+Operations.m", 155, in: "-throttle:valuesPassingTest:", "flushNext"),
            arguments: [("send", send)]
          ) {
            let (hadValue, value) = held.take()
            nextDisposable.disposable?.dispose()
            if send, hadValue { subscriber.sendNext(value) }
          }
        }

        let subscriptionDisposable = self.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 167, in: "-throttle:valuesPassingTest:", "subscribeNext:"),
            captures: [
              .object("scheduler", scheduler), .closure("predicate", ClosureKey(predicate: predicate)),
              .object("compoundDisposable", compoundDisposable), .closure("flushNext", ClosureKey(flag: flushNext)),
              .object("subscriber", subscriber), .variable("nextValue", held) { $0.peek },
              .object("nextDisposable", nextDisposable),
            ]
          ) { x in
            Tracing.call(
              "throttle next", of: owner,
              rac: .block("RACSignal+Operations.m", 167, in: "-throttle:valuesPassingTest:", "subscribeNext:"),
              arguments: [("x", x)]
            ) {
              let delayScheduler = RACScheduler.currentScheduler ?? scheduler
              let shouldThrottle = Tracing.call(
                "predicate", of: receiver,
                rac: .block("RACSignal+Operations.m", 169, in: "-throttle:valuesPassingTest:", "predicate(x)"),
                arguments: [("next", x)]
              ) { predicate(x) }
              flushNext(false)
              if !shouldThrottle {
                subscriber.sendNext(x)
                return
              }
              held.hold(x)
              nextDisposable.disposable = delayScheduler.afterDelay(interval) { flushNext(true) }
            }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 184, in: "-throttle:valuesPassingTest:", "error:"),
            captures: [.object("subscriber", subscriber), .object("compoundDisposable", compoundDisposable)]
          ) { error in
            Tracing.call(
              "throttle error", of: owner,
              rac: .block("RACSignal+Operations.m", 184, in: "-throttle:valuesPassingTest:", "error:"),
              arguments: [("error", error)]
            ) {
              compoundDisposable.dispose()
              subscriber.sendError(error)
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 187, in: "-throttle:valuesPassingTest:", "completed:"),
            captures: [.closure("flushNext", ClosureKey(flag: flushNext)), .object("subscriber", subscriber)]
          ) {
            Tracing.call(
              "throttle completed", of: owner,
              rac: .block("RACSignal+Operations.m", 187, in: "-throttle:valuesPassingTest:", "completed:")
            ) {
              flushNext(true)
              subscriber.sendCompleted()
            }
          },
          traceLabel: "-throttle:valuesPassingTest: subscriber of self")
        compoundDisposable.add(subscriptionDisposable)
        return compoundDisposable
      }
      weakResult = signal
      return signal.setNameWithFormat(
        "[%@] -throttle: %f valuesPassingTest:", StreamName.NameOf(self), interval)
    }
  }
}

/// The value `throttle` holds back (RAC's `__block id nextValue; __block BOOL hasNextValue`, read
/// and written under `@synchronized (compoundDisposable)`).
final class ThrottledValue: @unchecked Sendable {
  private let state = LockedState<(hasValue: Bool, value: Any?)>((false, nil))

  func hold(_ value: Any?) {
    state.withLock { $0 = (true, value) }
  }

  /// The held value, still held: what a leak analysis follows (`__block nextValue`).
  var peek: Any? { state.withLock { $0.value } }

  /// The held value, if any, now no longer held.
  func take() -> (hasValue: Bool, value: Any?) {
    state.withLock { state in
      defer { state = (false, nil) }
      return state
    }
  }
}
