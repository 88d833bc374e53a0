extension RACSignal {
  /// `-deliverOn:` (RACSignal+Operations.m): every event is re-sent inside `[scheduler schedule:]`
  /// (behaviour §6.12).
  ///
  /// The scheduling disposables are dropped, as RAC drops them: an event scheduled before the
  /// subscription was disposed still runs its block, and the passthrough subscriber discards it. On a
  /// serial scheduler the order is kept; on `mainThreadScheduler` delivery is always asynchronous,
  /// even from the main thread (§7.15).
  public func deliverOn(_ scheduler: RACScheduler) -> RACSignal {
    Tracing.call(
      "-deliverOn:", of: self, rac: .method("RACSignal+Operations.m", 1006, "-deliverOn:"),
      arguments: [("scheduler", scheduler)]
    ) {
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 1007, in: "-deliverOn:", "createSignal:"),
        captures: [.object("self", self), .object("scheduler", scheduler)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        return self.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 1008, in: "-deliverOn:", "subscribeNext:"),
            captures: [.object("subscriber", subscriber), .object("scheduler", scheduler)]
          ) { x in
            Tracing.call(
              "deliverOn next", of: owner,
              rac: .block("RACSignal+Operations.m", 1008, in: "-deliverOn:", "subscribeNext:"), arguments: [("x", x)]
            ) {
              _ = scheduler.schedule {
                Tracing.call(
                  "deliverOn sendNext", of: owner,
                  rac: .block("RACSignal+Operations.m", 1009, in: "-deliverOn:", "schedule:"), arguments: [("x", x)]
                ) { subscriber.sendNext(x) }
              }
            }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 1012, in: "-deliverOn:", "error:"),
            captures: [.object("subscriber", subscriber), .object("scheduler", scheduler)]
          ) { error in
            Tracing.call(
              "deliverOn error", of: owner, rac: .block("RACSignal+Operations.m", 1012, in: "-deliverOn:", "error:"),
              arguments: [("error", error)]
            ) {
              _ = scheduler.schedule {
                Tracing.call(
                  "deliverOn sendError", of: owner,
                  rac: .block("RACSignal+Operations.m", 1013, in: "-deliverOn:", "schedule:"),
                  arguments: [("error", error)]
                ) {
                  subscriber.sendError(error)
                }
              }
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 1016, in: "-deliverOn:", "completed:"),
            captures: [.object("subscriber", subscriber), .object("scheduler", scheduler)]
          ) {
            Tracing.call(
              "deliverOn completed", of: owner,
              rac: .block("RACSignal+Operations.m", 1016, in: "-deliverOn:", "completed:")
            ) {
              _ = scheduler.schedule {
                Tracing.call(
                  "deliverOn sendCompleted", of: owner,
                  rac: .block("RACSignal+Operations.m", 1017, in: "-deliverOn:", "schedule:")
                ) { subscriber.sendCompleted() }
              }
            }
          },
          traceLabel: "-deliverOn: subscriber of self")
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -deliverOn: %@", StreamName.NameOf(self), scheduler)
    }
  }
}
