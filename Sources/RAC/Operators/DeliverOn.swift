/// `-deliverOn:` (RACSignal+Operations.m): every event is re-sent inside `[scheduler schedule:]`
/// (reference §6.12).
///
/// The scheduling disposables are dropped, as RAC drops them: an event scheduled before the
/// subscription was disposed still runs its block, and the passthrough subscriber discards it. On a
/// serial scheduler the order is kept; on `mainThreadScheduler` delivery is always asynchronous,
/// even from the main thread (§7.15).
extension RACSignal {
  public func deliverOn(_ scheduler: RACScheduler) -> RACSignal {
    RACTrace.call("-deliverOn:", of: self, arguments: [("scheduler", scheduler)]) {
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal { subscriber in
        let owner = TraceOwner(weakResult)
        return self.subscribe(
          next: { x in
            RACTrace.call("deliverOn next", of: owner, arguments: [("x", x)]) {
              _ = scheduler.schedule {
                RACTrace.call("deliverOn sendNext", of: owner, arguments: [("x", x)]) { subscriber.sendNext(x) }
              }
            }
          },
          error: { error in
            RACTrace.call("deliverOn error", of: owner, arguments: [("error", error)]) {
              _ = scheduler.schedule {
                RACTrace.call("deliverOn sendError", of: owner, arguments: [("error", error)]) {
                  subscriber.sendError(error)
                }
              }
            }
          },
          completed: {
            RACTrace.call("deliverOn completed", of: owner) {
              _ = scheduler.schedule {
                RACTrace.call("deliverOn sendCompleted", of: owner) { subscriber.sendCompleted() }
              }
            }
          },
          traceLabel: "-deliverOn: subscriber of self")
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -deliverOn: %@", RACStreamName.NameOf(self), scheduler)
    }
  }
}
