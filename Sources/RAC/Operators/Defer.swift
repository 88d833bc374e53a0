extension RACSignal {
  /// `+defer:` (RACSignal+Operations.m): a signal that asks `block` for the signal to subscribe to
  /// only when it is subscribed to, once per subscriber, and hands it the subscriber as it is — so
  /// the work of building the signal is done afresh, and as late as possible, for each subscription
  /// (behaviour §6.1). `then:`, `initially:` and the aggregate operators rely on that.
  ///
  /// RAC's block returns `RACSignal *` and a nil result subscribes nothing (a message to nil), so the
  /// subscriber would never hear anything; a non-optional result rules that out.
  public static func `defer`(_ block: @escaping () -> RACSignal) -> RACSignal {
    Tracing.call("+defer:", of: nil, rac: .method("RACSignal+Operations.m", 921, "+defer:")) {
      weak var weakDeferredSignal: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 924, in: "+defer:", "createSignal:"),
        captures: [.closure("block", ClosureKey(signalFactory: block))]
      ) { subscriber in

        let deferredSignal = weakDeferredSignal
        return Tracing.call(
          "block", of: deferredSignal, rac: .block("RACSignal+Operations.m", 925, in: "+defer:", "block()")
        ) { block() }.subscribe(subscriber)
      }
      weakDeferredSignal = signal
      return signal.setNameWithFormat("+defer:")
    }
  }
}
