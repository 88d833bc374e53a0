extension RACSignal {
  /// `-merge:` and `+merge:` (RACSignal+Operations.m): the values of all the signals as they arrive
  /// (behaviour §6.9).
  ///
  /// `+merge:` copies the collection, then flattens a signal that sends each copied signal and
  /// completes — RACStream's `flatten`, i.e. `bind:`: every signal is subscribed at once, in order;
  /// the result completes when all have completed; the first error is forwarded and disposes the
  /// rest (later signals are not subscribed if an earlier one fails synchronously). `-merge:` is
  /// `+merge:` of the receiver and `signal`.
  public func merge(_ signal: RACSignal) -> RACSignal {
    Tracing.call(
      "-merge:", of: self, rac: .method("RACSignal+Operations.m", 461, "-merge:"), arguments: [("signal", signal)]
    ) {
      RACSignal.merge([self, signal])
        .setNameWithFormat("[%@] -merge: %@", StreamName.NameOf(self), signal)
    }
  }

  /// `+merge:`: one signal of every value of `signals`, as each sends it; completes when all have
  /// (behaviour §6.9).
  public static func merge<Signals: Sequence>(_ signals: Signals) -> RACSignal where Signals.Element: RACSignal {
    let copiedSignals = signals.map { $0 as RACSignal }
    return Tracing.call(
      "+merge:", of: nil, rac: .method("RACSignal+Operations.m", 467, "+merge:"),
      arguments: [("signals", copiedSignals)]
    ) {
      weak var weakSignalOfSignals: RACSignal?
      let signalOfSignals = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 474, in: "+merge:", "createSignal:"),
        captures: copiedSignals.enumerated().map { .object("signals, element \($0.offset)", $0.element) }
      ) { subscriber in
        let signalOfSignals = weakSignalOfSignals
        Tracing.call(
          "merge didSubscribe", of: signalOfSignals,
          rac: .block("RACSignal+Operations.m", 474, in: "+merge:", "createSignal:")
        ) {
          for signal in copiedSignals {
            subscriber.sendNext(signal)
          }
          subscriber.sendCompleted()
        }
        return nil
      }
      weakSignalOfSignals = signalOfSignals
      return signalOfSignals.flatten()
        .setNameWithFormat("+merge: %@", copiedSignals.map { $0 as RACStream })
    }
  }
}
