extension RACSignal {
  /// `-switchToLatest` (RACSignal+Operations.m): on a signal of signals, the values of the latest
  /// inner signal only — each new inner signal cuts off the one before it (behaviour §6.9).
  ///
  /// Per subscription: the receiver is published (`connection`), and the subscriber gets
  /// `[connection.signal flattenMap:]` of each inner signal `x` taken until the next value of
  /// `connection.signal`. The trigger is `[connection.signal concat:[RACSignal never]]`, so the
  /// receiver's *completion* does not cut the running inner signal: the result completes when the
  /// receiver and the last inner signal have completed. A nil value stands for no signal (flattenMap
  /// makes it `empty`); any other non-signal breaks RAC's assertion. Only after that subscription is
  /// in place does the connection connect. Disposing the result disposes the subscription and the
  /// connection; the receiver is published afresh for each subscription (it stays cold).
  public func switchToLatest() -> RACSignal {
    Tracing.call("-switchToLatest", of: self, rac: .method("RACSignal+Operations.m", 784, "-switchToLatest")) {
      weak var weakResult: RACSignal?
      weak var weakReceiver: RACSignal?
      weakReceiver = self
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 785, in: "-switchToLatest", "createSignal:"), captures: [.object("self", self)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        let receiver = TraceOwner(weakReceiver)
        let connection = self.publish()

        let subscriptionDisposable = connection.signal.flattenMap(
          CoreClosures.streamBlock(
            .block("RACSignal+Operations.m", 789, in: "-switchToLatest", "flattenMap:"),
            captures: [.object("self", self), .object("connection", connection)]
          ) { x in
            Tracing.call(
              "switchToLatest block", of: receiver,
              rac: .block("RACSignal+Operations.m", 789, in: "-switchToLatest", "flattenMap:"), arguments: [("x", x)]
            ) { () -> RACStream? in
              let value = TraceValueDescription.unwrapped(x)
              CoreAssertion.check(
                value == nil || value is RACSignal,
                "-switchToLatest requires that the source signal (\(self)) send signals. Instead we got: \(LogSink.describe(value))"
              )
              // RAC messages nil here: `[nil takeUntil:]` is nil, which flattenMap: turns into `empty`.
              guard let inner = value as? RACSignal else { return nil }
              return inner.takeUntil(connection.signal.concat(RACSignal.never()))
            }
          }
        )
        .subscribe(subscriber)

        let connectionDisposable = connection.connect()
        return RACDisposable(
          .block("RACSignal+Operations.m", 799, in: "-switchToLatest", "disposableWithBlock:"),
          captures: [
            .object("subscriptionDisposable", subscriptionDisposable),
            .object("connectionDisposable", connectionDisposable),
          ]
        ) {
          Tracing.call(
            "switchToLatest disposableBlock", of: owner,
            rac: .block("RACSignal+Operations.m", 799, in: "-switchToLatest", "disposableWithBlock:")
          ) {
            subscriptionDisposable?.dispose()
            connectionDisposable.dispose()
          }
        }
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -switchToLatest", StreamName.NameOf(self))
    }
  }
}
