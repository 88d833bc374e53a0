import Foundation

/// `-[RACSignal concat:]` (RACSignal.m), as 2.5 has it.
///
/// Subscribes to the receiver; when it completes, subscribes the *same* subscriber to `signal`.
/// Both subscriptions share one serial disposable: the concatenated one is swapped in on
/// completion, then the source's disposable is swapped in when `subscribe:` returns. If the receiver
/// completes synchronously, that second swap overwrites the first, so the serial disposable loses
/// what `signal`'s `-subscribe:` returned: 2.5's bug, fixed after 2.5 (behaviour §3.7), kept here.
///
/// What that loses depends on `signal`. A `+createSignal:` signal (`RACDynamicSignal`)
/// returns the compound disposable of the `RACPassthroughSubscriber` it wraps the subscriber in,
/// and that passthrough has already handed the same compound to the subscriber
/// (`-didSubscribeWithDisposable:`), so disposing the result still reaches the subscription,
/// through the subscriber. A `RACSubject` returns a separate disposable, the block that removes
/// the subscriber from its list: that one is lost, and the subject keeps the (disposed) passthrough
/// for its life. The flattenMap walkthrough shows it with `rac_textSignal`'s subject.
extension RACSignal {
  func concatSignal(_ stream: RACStream) -> RACSignal {
    Tracing.call("-concat:", of: self, rac: .method("RACSignal.m", 187, "-concat:"), arguments: [("signal", stream)]) {
      let next = RACSignal.asSignal(stream)
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        CoreClosures.didSubscribe(
          .block("RACSignal.m", 188, in: "-concat:", "createSignal:"),
          captures: [.object("self", self), .object("signal", next)]
        ) { subscriber in
          let owner = TraceOwner(weakResult)
          let serialDisposable = RACSerialDisposable()
          let sourceDisposable = self.subscribe(
            next: CoreClosures.next(
              .block("RACSignal.m", 191, in: "-concat:", "subscribeNext:"),
              captures: [.object("subscriber", subscriber)]
            ) { x in
              Tracing.call(
                "concat next", of: owner, rac: .block("RACSignal.m", 191, in: "-concat:", "subscribeNext:"),
                arguments: [("x", x)]
              ) { subscriber.sendNext(x) }
            },
            error: CoreClosures.error(
              .block("RACSignal.m", 193, in: "-concat:", "error:"), captures: [.object("subscriber", subscriber)]
            ) { error in
              Tracing.call(
                "concat error", of: owner, rac: .block("RACSignal.m", 193, in: "-concat:", "error:"),
                arguments: [("error", error)]
              ) { subscriber.sendError(error) }
            },
            completed: CoreClosures.action(
              .block("RACSignal.m", 195, in: "-concat:", "completed:"),
              captures: [
                .object("signal", next), .object("subscriber", subscriber),
                .object("serialDisposable", serialDisposable),
              ]
            ) {
              Tracing.call("concat completed", of: owner, rac: .block("RACSignal.m", 195, in: "-concat:", "completed:"))
              {
                serialDisposable.disposable = next?.subscribe(subscriber)
                if next == nil { subscriber.sendCompleted() }
              }
            },
            traceLabel: "-concat: subscriber of self")
          serialDisposable.disposable = sourceDisposable
          return serialDisposable
        })
      weakResult = signal
      return signal.setNameWithFormat("[%@] -concat: %@", StreamName.NameOf(self), stream)
    }
  }
}
