import Foundation

extension RACSignal {
  /// `-timeout:onScheduler:` (RACSignal+Operations.m): the receiver's events, unless it has not
  /// terminated `interval` seconds after the subscription; then it is unsubscribed and the result
  /// fails with `RACSignalErrorDomain` / `RACSignalErrorTimedOut`, no user info (behaviour §6.5,
  /// §7.13).
  ///
  /// The timer is `afterDelay:` on `scheduler`, which reads the scheduler's clock, so a
  /// `RACTestScheduler` runs it on virtual time. Its disposable sits in `disposable` with the
  /// receiver's subscription: the receiver's error or completion disposes both (cancelling the timer)
  /// before being forwarded; the timer disposes both before failing. RAC asserts the scheduler is
  /// not the immediate scheduler, whose `after:` would block the subscribing thread.
  public func timeout(_ interval: TimeInterval, onScheduler scheduler: RACScheduler) -> RACSignal {
    Tracing.call(
      "-timeout:onScheduler:", of: self, rac: .method("RACSignal+Operations.m", 977, "-timeout:onScheduler:"),
      arguments: [("interval", interval), ("scheduler", scheduler)]
    ) {
      CoreAssertion.check(
        scheduler !== RACScheduler.immediateScheduler, "-timeout:onScheduler: needs a non-immediate scheduler")
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 981, in: "-timeout:onScheduler:", "createSignal:"),
        captures: [.object("self", self), .object("scheduler", scheduler)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        let disposable = RACCompoundDisposable()
        disposable.labelNewObject("disposable")

        let timeoutDisposable = scheduler.afterDelay(interval) {
          Tracing.call(
            "timeout block", of: owner,
            rac: .block("RACSignal+Operations.m", 984, in: "-timeout:onScheduler:", "afterDelay:")
          ) {
            disposable.dispose()
            subscriber.sendError(NSError(domain: RACSignalErrorDomain, code: RACSignalErrorTimedOut, userInfo: nil))
          }
        }
        disposable.add(timeoutDisposable)

        let subscriptionDisposable = self.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 991, in: "-timeout:onScheduler:", "subscribeNext:"),
            captures: [.object("subscriber", subscriber)]
          ) { x in
            Tracing.call(
              "timeout next", of: owner,
              rac: .block("RACSignal+Operations.m", 991, in: "-timeout:onScheduler:", "subscribeNext:"),
              arguments: [("x", x)]
            ) { subscriber.sendNext(x) }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 993, in: "-timeout:onScheduler:", "error:"),
            captures: [.object("subscriber", subscriber), .object("disposable", disposable)]
          ) { error in
            Tracing.call(
              "timeout error", of: owner,
              rac: .block("RACSignal+Operations.m", 993, in: "-timeout:onScheduler:", "error:"),
              arguments: [("error", error)]
            ) {
              disposable.dispose()
              subscriber.sendError(error)
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 996, in: "-timeout:onScheduler:", "completed:"),
            captures: [.object("subscriber", subscriber), .object("disposable", disposable)]
          ) {
            Tracing.call(
              "timeout completed", of: owner,
              rac: .block("RACSignal+Operations.m", 996, in: "-timeout:onScheduler:", "completed:")
            ) {
              disposable.dispose()
              subscriber.sendCompleted()
            }
          },
          traceLabel: "-timeout:onScheduler: subscriber of self")
        disposable.add(subscriptionDisposable)

        return disposable
      }
      weakResult = signal
      return signal.setNameWithFormat(
        "[%@] -timeout: %f onScheduler: %@", StreamName.NameOf(self), interval, scheduler)
    }
  }
}
