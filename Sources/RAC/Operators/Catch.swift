import Foundation

extension RACSignal {
  /// `-catch:` and `-catchTo:` (RACSignal+Operations.m): when the receiver fails, carry on with the
  /// signal `catchBlock` makes from the error (behaviour §6.2).
  ///
  /// The replacement gets the *same* subscriber (`[signal subscribe:subscriber]`), so its events go
  /// straight through; its subscription is kept in `catchDisposable`, a serial disposable. Values and
  /// completion of the receiver pass through unchanged. Disposing the result disposes both the
  /// replacement and the receiver's subscription. RAC asserts the block returns a signal; the
  /// non-optional return type says so.
  public func `catch`(_ catchBlock: @escaping (_ error: NSError?) -> RACSignal) -> RACSignal {
    Tracing.call("-catch:", of: self, rac: .method("RACSignal+Operations.m", 244, "-catch:")) {
      weak var weakResult: RACSignal?
      weak var weakReceiver: RACSignal?
      weakReceiver = self
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 247, in: "-catch:", "createSignal:"),
        captures: [.object("self", self), .closure("catchBlock", ClosureKey(signalHandler: catchBlock))]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        let receiver = TraceOwner(weakReceiver)
        let catchDisposable = RACSerialDisposable()
        catchDisposable.labelNewObject("catchDisposable")

        let subscriptionDisposable = self.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 250, in: "-catch:", "subscribeNext:"),
            captures: [.object("subscriber", subscriber)]
          ) { x in
            Tracing.call(
              "catch next", of: owner, rac: .block("RACSignal+Operations.m", 250, in: "-catch:", "subscribeNext:"),
              arguments: [("x", x)]
            ) { subscriber.sendNext(x) }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 252, in: "-catch:", "error:"),
            captures: [
              .closure("catchBlock", ClosureKey(signalHandler: catchBlock)),
              .object("catchDisposable", catchDisposable), .object("subscriber", subscriber),
            ]
          ) { error in
            Tracing.call(
              "catch error", of: owner, rac: .block("RACSignal+Operations.m", 252, in: "-catch:", "error:"),
              arguments: [("error", error)]
            ) {
              let signal = Tracing.call(
                "catchBlock", of: receiver,
                rac: .block("RACSignal+Operations.m", 253, in: "-catch:", "catchBlock(error)"),
                arguments: [("error", error)]
              ) {
                catchBlock(error)
              }
              catchDisposable.disposable = signal.subscribe(subscriber)
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 256, in: "-catch:", "completed:"),
            captures: [.object("subscriber", subscriber)]
          ) {
            Tracing.call(
              "catch completed", of: owner, rac: .block("RACSignal+Operations.m", 256, in: "-catch:", "completed:")
            ) { subscriber.sendCompleted() }
          },
          traceLabel: "-catch: subscriber of self")

        return RACDisposable(
          .block("RACSignal+Operations.m", 260, in: "-catch:", "disposableWithBlock:"),
          captures: [
            .object("catchDisposable", catchDisposable), .object("subscriptionDisposable", subscriptionDisposable),
          ]
        ) {
          Tracing.call(
            "catch disposableBlock", of: owner,
            rac: .block("RACSignal+Operations.m", 260, in: "-catch:", "disposableWithBlock:")
          ) {
            catchDisposable.dispose()
            subscriptionDisposable?.dispose()
          }
        }
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -catch:", StreamName.NameOf(self))
    }
  }

  /// `-catchTo:`: `catch:` with a block that always returns `signal`.
  public func catchTo(_ signal: RACSignal) -> RACSignal {
    Tracing.call(
      "-catchTo:", of: self, rac: .method("RACSignal+Operations.m", 267, "-catchTo:"), arguments: [("signal", signal)]
    ) {
      self.catch { error in
        Tracing.call(
          "catchBlock", of: self, rac: .block("RACSignal+Operations.m", 268, in: "-catchTo:", "catch:"),
          arguments: [("error", error)]
        ) { signal }
      }
      .setNameWithFormat("[%@] -catchTo: %@", StreamName.NameOf(self), signal)
    }
  }
}
