import Foundation

extension RACSignal {
  /// `-doNext:`, `-doError:`, `-doCompleted:` (RACSignal+Operations.m): a side effect run on one kind
  /// of event just before that event is forwarded; the other events pass through untouched
  /// (behaviour §6.1).
  ///
  /// Each subscription to the result subscribes to the receiver once. The blocks of that subscription
  /// are traced as belonging to the result signal (as `bind:`'s are), the user's block as `block`.
  public func doNext(_ block: @escaping (_ x: Any?) -> Void) -> RACSignal {
    Tracing.call("-doNext:", of: self, rac: .method("RACSignal+Operations.m", 88, "-doNext:")) {
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 91, in: "-doNext:", "createSignal:"),
        captures: [.closure("block", ClosureKey(block)), .object("self", self)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        return self.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 92, in: "-doNext:", "subscribeNext:"),
            captures: [.object("subscriber", subscriber), .closure("block", ClosureKey(block))]
          ) { x in
            Tracing.call(
              "doNext next", of: owner, rac: .block("RACSignal+Operations.m", 92, in: "-doNext:", "subscribeNext:"),
              arguments: [("x", x)]
            ) {
              Tracing.call(
                "block", of: owner, rac: .block("RACSignal+Operations.m", 93, in: "-doNext:", "block(x)"),
                arguments: [("x", x)]
              ) { block(x) }
              subscriber.sendNext(x)
            }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 95, in: "-doNext:", "error:"),
            captures: [.object("subscriber", subscriber)]
          ) { error in
            Tracing.call(
              "doNext error", of: owner, rac: .block("RACSignal+Operations.m", 95, in: "-doNext:", "error:"),
              arguments: [("error", error)]
            ) { subscriber.sendError(error) }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 97, in: "-doNext:", "completed:"),
            captures: [.object("subscriber", subscriber)]
          ) {
            Tracing.call(
              "doNext completed", of: owner, rac: .block("RACSignal+Operations.m", 97, in: "-doNext:", "completed:")
            ) { subscriber.sendCompleted() }
          },
          traceLabel: "-doNext: subscriber of self")
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -doNext:", StreamName.NameOf(self))
    }
  }

  /// `-doError:`: calls `block` with the error before passing it on.
  public func doError(_ block: @escaping (_ error: NSError?) -> Void) -> RACSignal {
    Tracing.call("-doError:", of: self, rac: .method("RACSignal+Operations.m", 103, "-doError:")) {
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 106, in: "-doError:", "createSignal:"),
        captures: [.closure("block", ClosureKey(block)), .object("self", self)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        return self.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 107, in: "-doError:", "subscribeNext:"),
            captures: [.object("subscriber", subscriber)]
          ) { x in
            Tracing.call(
              "doError next", of: owner, rac: .block("RACSignal+Operations.m", 107, in: "-doError:", "subscribeNext:"),
              arguments: [("x", x)]
            ) { subscriber.sendNext(x) }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 109, in: "-doError:", "error:"),
            captures: [.object("subscriber", subscriber), .closure("block", ClosureKey(block))]
          ) { error in
            Tracing.call(
              "doError error", of: owner, rac: .block("RACSignal+Operations.m", 109, in: "-doError:", "error:"),
              arguments: [("error", error)]
            ) {
              Tracing.call(
                "block", of: owner, rac: .block("RACSignal+Operations.m", 110, in: "-doError:", "block(error)"),
                arguments: [("error", error)]
              ) { block(error) }
              subscriber.sendError(error)
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 112, in: "-doError:", "completed:"),
            captures: [.object("subscriber", subscriber)]
          ) {
            Tracing.call(
              "doError completed", of: owner, rac: .block("RACSignal+Operations.m", 112, in: "-doError:", "completed:")
            ) { subscriber.sendCompleted() }
          },
          traceLabel: "-doError: subscriber of self")
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -doError:", StreamName.NameOf(self))
    }
  }

  /// `-doCompleted:`: calls `block` before passing the completion on.
  public func doCompleted(_ block: @escaping () -> Void) -> RACSignal {
    Tracing.call("-doCompleted:", of: self, rac: .method("RACSignal+Operations.m", 118, "-doCompleted:")) {
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 121, in: "-doCompleted:", "createSignal:"),
        captures: [.closure("block", ClosureKey(block)), .object("self", self)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        return self.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 122, in: "-doCompleted:", "subscribeNext:"),
            captures: [.object("subscriber", subscriber)]
          ) { x in
            Tracing.call(
              "doCompleted next", of: owner,
              rac: .block("RACSignal+Operations.m", 122, in: "-doCompleted:", "subscribeNext:"), arguments: [("x", x)]
            ) { subscriber.sendNext(x) }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 124, in: "-doCompleted:", "error:"),
            captures: [.object("subscriber", subscriber)]
          ) { error in
            Tracing.call(
              "doCompleted error", of: owner, rac: .block("RACSignal+Operations.m", 124, in: "-doCompleted:", "error:"),
              arguments: [("error", error)]
            ) {
              subscriber.sendError(error)
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 126, in: "-doCompleted:", "completed:"),
            captures: [.object("subscriber", subscriber), .closure("block", ClosureKey(block))]
          ) {
            Tracing.call(
              "doCompleted completed", of: owner,
              rac: .block("RACSignal+Operations.m", 126, in: "-doCompleted:", "completed:")
            ) {
              Tracing.call(
                "block", of: owner, rac: .block("RACSignal+Operations.m", 127, in: "-doCompleted:", "block()")
              ) { block() }
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
