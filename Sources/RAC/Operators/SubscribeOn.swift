extension RACSignal {
  /// `-subscribeOn:` (RACSignal+Operations.m): the subscription to the receiver — and so whatever
  /// the receiver does while subscribing — happens inside `[scheduler schedule:]`; events are not
  /// moved anywhere (behaviour §6.12).
  ///
  /// Disposing the result before the scheduled block ran cancels it; after, it disposes the
  /// receiver's subscription.
  public func subscribeOn(_ scheduler: RACScheduler) -> RACSignal {
    Tracing.call(
      "-subscribeOn:", of: self, rac: .method("RACSignal+Operations.m", 1024, "-subscribeOn:"),
      arguments: [("scheduler", scheduler)]
    ) {
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 1025, in: "-subscribeOn:", "createSignal:"),
        captures: [.object("self", self), .object("scheduler", scheduler)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        let disposable = RACCompoundDisposable()
        let schedulingDisposable = scheduler.schedule {
          Tracing.call(
            "subscribeOn block", of: owner,
            rac: .block("RACSignal+Operations.m", 1028, in: "-subscribeOn:", "schedule:"),
            arguments: [("subscriber", subscriber)]
          ) {
            let subscriptionDisposable = self.subscribe(subscriber)
            disposable.add(subscriptionDisposable)
          }
        }
        disposable.add(schedulingDisposable)
        return disposable
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -subscribeOn: %@", StreamName.NameOf(self), scheduler)
    }
  }
}
