import Foundation

extension RACSignal {
  /// `-doNext:`, `-doError:`, `-doCompleted:` (RACSignal+Operations.m): a side effect run on one kind
  /// of event just before that event is forwarded; the other events pass through untouched
  /// (behaviour §6.1).
  ///
  /// Each subscription to the result subscribes to the receiver once. The blocks of that subscription
  /// are traced as belonging to the result signal (as `bind:`'s are), the user's block as `block`.
  public func doNext(_ block: @escaping (_ x: Any?) -> Void) -> RACSignal {
    Tracing.call("-doNext:", of: self) {
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal { subscriber in
        let owner = TraceOwner(weakResult)
        return self.subscribe(
          next: { x in
            Tracing.call("doNext next", of: owner, arguments: [("x", x)]) {
              Tracing.call("block", of: owner, arguments: [("x", x)]) { block(x) }
              subscriber.sendNext(x)
            }
          },
          error: { error in
            Tracing.call("doNext error", of: owner, arguments: [("error", error)]) { subscriber.sendError(error) }
          },
          completed: {
            Tracing.call("doNext completed", of: owner) { subscriber.sendCompleted() }
          },
          traceLabel: "-doNext: subscriber of self")
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -doNext:", StreamName.NameOf(self))
    }
  }

  /// `-doError:`: calls `block` with the error before passing it on.
  public func doError(_ block: @escaping (_ error: NSError?) -> Void) -> RACSignal {
    Tracing.call("-doError:", of: self) {
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal { subscriber in
        let owner = TraceOwner(weakResult)
        return self.subscribe(
          next: { x in
            Tracing.call("doError next", of: owner, arguments: [("x", x)]) { subscriber.sendNext(x) }
          },
          error: { error in
            Tracing.call("doError error", of: owner, arguments: [("error", error)]) {
              Tracing.call("block", of: owner, arguments: [("error", error)]) { block(error) }
              subscriber.sendError(error)
            }
          },
          completed: {
            Tracing.call("doError completed", of: owner) { subscriber.sendCompleted() }
          },
          traceLabel: "-doError: subscriber of self")
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -doError:", StreamName.NameOf(self))
    }
  }

  /// `-doCompleted:`: calls `block` before passing the completion on.
  public func doCompleted(_ block: @escaping () -> Void) -> RACSignal {
    Tracing.call("-doCompleted:", of: self) {
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal { subscriber in
        let owner = TraceOwner(weakResult)
        return self.subscribe(
          next: { x in
            Tracing.call("doCompleted next", of: owner, arguments: [("x", x)]) { subscriber.sendNext(x) }
          },
          error: { error in
            Tracing.call("doCompleted error", of: owner, arguments: [("error", error)]) {
              subscriber.sendError(error)
            }
          },
          completed: {
            Tracing.call("doCompleted completed", of: owner) {
              Tracing.call("block", of: owner) { block() }
              subscriber.sendCompleted()
            }
          },
          traceLabel: "-doCompleted: subscriber of self")
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -doCompleted:", StreamName.NameOf(self))
    }
  }
}
