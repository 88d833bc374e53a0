/// `-signal` and `-signalWithScheduler:` (RACSequence.m): a sequence's values sent one per
/// scheduler turn (behaviour §6.15, §7.23).
extension RACSequence {
  /// `[self signalWithScheduler:[RACScheduler scheduler]]`: each call makes a **new** background
  /// scheduler (its own serial queue labelled `com.ReactiveCocoa.RACScheduler.backgroundScheduler`),
  /// so the values arrive asynchronously, and two such signals run on two queues that interleave as
  /// they please.
  public func signal() -> RACSignal {
    Tracing.call("-signal", of: self, rac: .method("RACSequence.m", 182, "-signal")) {
      signalWithScheduler(RACScheduler.scheduler())
        .setNameWithFormat("[%@] -signal", StreamName.NameOf(self))
    }
  }

  /// A signal that, for each subscriber, walks the sequence with `scheduleRecursiveBlock:` on
  /// `scheduler`: each turn sends `head` and moves to `tail`, then reschedules; the turn that finds
  /// no head sends completed. So every value, and the completion, is a turn of its own, and other
  /// blocks on the scheduler can run in between. Disposing the subscription stops the walk.
  public func signalWithScheduler(_ scheduler: RACScheduler) -> RACSignal {
    Tracing.call(
      "-signalWithScheduler:", of: self, rac: .method("RACSequence.m", 186, "-signalWithScheduler:"),
      arguments: [("scheduler", scheduler)]
    ) {
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSequence.m", 187, in: "-signalWithScheduler:", "createSignal:"),
        captures: [.object("self", self), .object("scheduler", scheduler)]
      ) { subscriber in

        let owner = TraceOwner(weakResult)
        let sequence = BlockVariable<RACSequence?>(self)
        let recursiveBlock: RACSchedulerRecursiveBlock = CoreClosures.recursiveBlock(
          .block("RACSequence.m", 190, in: "-signalWithScheduler:", "scheduleRecursiveBlock:"),
          captures: [.variable("sequence", sequence), .object("subscriber", subscriber)]
        ) { reschedule in
          Tracing.call(
            "recursiveBlock", of: owner,
            rac: .block("RACSequence.m", 190, in: "-signalWithScheduler:", "scheduleRecursiveBlock:"),
            bookkeeping: [("sequence", sequence.value.map(\.traceContents) ?? Tracing.describe(nil))]
          ) {
            guard let head = sequence.value?.head else {
              subscriber.sendCompleted()
              return
            }
            subscriber.sendNext(head)
            sequence.value = sequence.value?.tail
            reschedule()
          }
        }
        return scheduler.scheduleRecursiveBlock(recursiveBlock)
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -signalWithScheduler: %@", StreamName.NameOf(self), scheduler)
    }
  }
}
