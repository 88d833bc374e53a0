extension RACSignal {
  /// `-takeLast:` (RACSignal+Operations.m): keeps the last `count` values of each subscription and
  /// sends them, oldest first, only once the receiver completes (behaviour §6.4).
  ///
  /// `valuesTaken` is per subscription; nil is kept as `RACTupleNil` and sent as nil again. An error
  /// is forwarded at once and the kept values are dropped. RAC guards nothing here: a signal's events
  /// arrive one at a time, so next and completed never run together.
  public func takeLast(_ count: Int) -> RACSignal {
    Tracing.call(
      "-takeLast:", of: self, rac: .method("RACSignal+Operations.m", 366, "-takeLast:"), arguments: [("count", count)]
    ) {
      CoreAssertion.check(count >= 0, "-takeLast: takes an NSUInteger count")
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 367, in: "-takeLast:", "createSignal:"), captures: [.object("self", self)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        var valuesTaken: [Any] = []
        let bookkeeping = { [("valuesTaken", Tracing.describe(valuesTaken))] }

        return self.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 369, in: "-takeLast:", "subscribeNext:"), captures: []
          ) { x in
            Tracing.call(
              "takeLast next", of: owner,
              rac: .block("RACSignal+Operations.m", 369, in: "-takeLast:", "subscribeNext:"), arguments: [("x", x)],
              bookkeeping: bookkeeping()
            ) {
              valuesTaken.append(TraceValueDescription.unwrapped(x) ?? RACTupleNil.tupleNil)
              while valuesTaken.count > count {
                valuesTaken.removeFirst()
              }
            }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 375, in: "-takeLast:", "error:"),
            captures: [.object("subscriber", subscriber)]
          ) { error in
            Tracing.call(
              "takeLast error", of: owner, rac: .block("RACSignal+Operations.m", 375, in: "-takeLast:", "error:"),
              arguments: [("error", error)]
            ) {
              subscriber.sendError(error)
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 377, in: "-takeLast:", "completed:"),
            captures: [.object("subscriber", subscriber)]
          ) {
            Tracing.call(
              "takeLast completed", of: owner,
              rac: .block("RACSignal+Operations.m", 377, in: "-takeLast:", "completed:"), bookkeeping: bookkeeping()
            ) {
              for value in valuesTaken {
                subscriber.sendNext(value is RACTupleNil ? nil : value)
              }
              subscriber.sendCompleted()
            }
          },
          traceLabel: "-takeLast: subscriber of self")
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -takeLast: %lu", StreamName.NameOf(self), count)
    }
  }
}
