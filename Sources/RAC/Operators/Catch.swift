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
    Tracing.call("-catch:", of: self) {
      weak var weakResult: RACSignal?
      weak var weakReceiver: RACSignal?
      weakReceiver = self
      let signal = RACSignal.createSignal { subscriber in
        let owner = TraceOwner(weakResult)
        let receiver = TraceOwner(weakReceiver)
        let catchDisposable = RACSerialDisposable()
        catchDisposable.labelNewObject("catchDisposable")

        let subscriptionDisposable = self.subscribe(
          next: { x in
            Tracing.call("catch next", of: owner, arguments: [("x", x)]) { subscriber.sendNext(x) }
          },
          error: { error in
            Tracing.call("catch error", of: owner, arguments: [("error", error)]) {
              let signal = Tracing.call("catchBlock", of: receiver, arguments: [("error", error)]) {
                catchBlock(error)
              }
              catchDisposable.disposable = signal.subscribe(subscriber)
            }
          },
          completed: {
            Tracing.call("catch completed", of: owner) { subscriber.sendCompleted() }
          },
          traceLabel: "-catch: subscriber of self")

        return RACDisposable {
          Tracing.call("catch disposableBlock", of: owner) {
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
    Tracing.call("-catchTo:", of: self, arguments: [("signal", signal)]) {
      self.catch { error in
        Tracing.call("catchBlock", of: self, arguments: [("error", error)]) { signal }
      }
      .setNameWithFormat("[%@] -catchTo: %@", StreamName.NameOf(self), signal)
    }
  }
}
