import Foundation

/// `-catch:` and `-catchTo:` (RACSignal+Operations.m): when the receiver fails, carry on with the
/// signal `catchBlock` makes from the error (reference §6.2).
///
/// The replacement gets the *same* subscriber (`[signal subscribe:subscriber]`), so its events go
/// straight through; its subscription is kept in `catchDisposable`, a serial disposable. Values and
/// completion of the receiver pass through unchanged. Disposing the result disposes both the
/// replacement and the receiver's subscription. RAC asserts the block returns a signal; the
/// non-optional return type says so.
extension RACSignal {
  public func `catch`(_ catchBlock: @escaping (_ error: NSError?) -> RACSignal) -> RACSignal {
    RACTrace.call("-catch:", of: self) {
      let signal = RACSignal.createSignal { subscriber in
        let catchDisposable = RACSerialDisposable()
        catchDisposable.traceLabel = "catchDisposable"

        let subscriptionDisposable = self.subscribe(
          next: { x in
            RACTrace.call("catch next", of: self, arguments: [("x", x)]) { subscriber.sendNext(x) }
          },
          error: { error in
            RACTrace.call("catch error", of: self, arguments: [("error", error)]) {
              let signal = RACTrace.call("catchBlock", of: self, arguments: [("error", error)]) { catchBlock(error) }
              catchDisposable.disposable = signal.subscribe(subscriber)
            }
          },
          completed: {
            RACTrace.call("catch completed", of: self) { subscriber.sendCompleted() }
          },
          traceLabel: "-catch: subscriber of self")

        return RACDisposable {
          RACTrace.call("catch disposableBlock", of: self) {
            catchDisposable.dispose()
            subscriptionDisposable?.dispose()
          }
        }
      }
      return signal.setNameWithFormat("[%@] -catch:", RACStreamName.NameOf(self))
    }
  }

  /// `-catchTo:`: `catch:` with a block that always returns `signal`.
  public func catchTo(_ signal: RACSignal) -> RACSignal {
    RACTrace.call("-catchTo:", of: self, arguments: [("signal", signal)]) {
      self.catch { error in
        RACTrace.call("catchBlock", of: self, arguments: [("error", error)]) { signal }
      }
      .setNameWithFormat("[%@] -catchTo: %@", RACStreamName.NameOf(self), signal)
    }
  }
}
