import Foundation

/// `-delay:` (RACSignal+Operations.m): every `next` and the completion, each `interval` seconds
/// later than the receiver sent it; an error at once.
///
/// RAC schedules each delayed event with `afterDelay:schedule:` on the scheduler current when the
/// event arrives, or, where there is none, on one background scheduler made when the subscription
/// starts (made even if never used, so that the delayed blocks run one after another). Every timer
/// joins the subscription's compound disposable, so disposing cancels what is still waiting. On a
/// `RACTestScheduler` the delays are virtual time.
extension RACSignal {
  /// `-delay:`: the receiver's values and completion, `interval` seconds later; errors are not
  /// delayed.
  public func delay(_ interval: TimeInterval) -> RACSignal {
    Tracing.call(
      "-delay:", of: self, rac: .method("RACSignal+Operations.m", 197, "-delay:"), arguments: [("interval", interval)]
    ) {
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 198, in: "-delay:", "createSignal:"), captures: [.object("self", self)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        let disposable = RACCompoundDisposable()
        disposable.labelNewObject("disposable")
        let scheduler = RACScheduler.scheduler()

        // RAC's `schedule` block, traced where it is called (`schedule(^{` of the next and the
        // completed block), which is also where the block it schedules is written.
        let schedule = { (event: String, racSource: RACSourceLocation, block: @escaping () -> Void) in
          Tracing.call("schedule", of: owner, rac: racSource) {
            let delayScheduler = RACScheduler.currentScheduler ?? scheduler
            let schedulerDisposable = delayScheduler.afterDelay(interval) {
              Tracing.call(event, of: owner, rac: racSource) { block() }
            }
            disposable.add(schedulerDisposable)
          }
        }

        let subscriptionDisposable = self.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 211, in: "-delay:", "subscribeNext:"),
            captures: [.object("subscriber", subscriber)]
          ) { x in
            Tracing.call(
              "delay next", of: owner, rac: .block("RACSignal+Operations.m", 211, in: "-delay:", "subscribeNext:"),
              arguments: [("x", x)]
            ) {
              schedule("delayed next", .block("RACSignal+Operations.m", 212, in: "-delay:", "schedule(^")) {
                subscriber.sendNext(x)
              }
            }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 215, in: "-delay:", "error:"),
            captures: [.object("subscriber", subscriber)]
          ) { error in
            Tracing.call(
              "delay error", of: owner, rac: .block("RACSignal+Operations.m", 215, in: "-delay:", "error:"),
              arguments: [("error", error)]
            ) { subscriber.sendError(error) }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 217, in: "-delay:", "completed:"),
            captures: [.object("subscriber", subscriber)]
          ) {
            Tracing.call(
              "delay completed", of: owner, rac: .block("RACSignal+Operations.m", 217, in: "-delay:", "completed:")
            ) {
              schedule("delayed completed", .block("RACSignal+Operations.m", 218, in: "-delay:", "schedule(^")) {
                subscriber.sendCompleted()
              }
            }
          },
          traceLabel: "-delay: subscriber of self")
        disposable.add(subscriptionDisposable)
        return disposable
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -delay: %f", StreamName.NameOf(self), interval)
    }
  }
}
