extension RACSignal {
  /// `-takeUntil:` (RACSignal+Operations.m): the receiver's events until `signalTrigger` sends a value
  /// or completes; then the result completes (behaviour §6.4, §7.11).
  ///
  /// The trigger is subscribed *first*; if it fires during that subscription (e.g. `empty`), the
  /// receiver is never subscribed at all. `triggerCompletion` disposes everything, then completes.
  /// The trigger's errors are ignored (its subscription has no error block). The receiver's own
  /// completion also disposes everything before completing; its errors pass through.
  public func takeUntil(_ signalTrigger: RACSignal) -> RACSignal {
    Tracing.call(
      "-takeUntil:", of: self, rac: .method("RACSignal+Operations.m", 723, "-takeUntil:"),
      arguments: [("signalTrigger", signalTrigger)]
    ) {
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 724, in: "-takeUntil:", "createSignal:"),
        captures: [.object("signalTrigger", signalTrigger), .object("self", self)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        let trigger = TraceOwner(signalTrigger)
        let disposable = RACCompoundDisposable()
        disposable.labelNewObject("disposable")

        let triggerCompletion = CoreClosures.action(
          .block("RACSignal+Operations.m", 726, in: "-takeUntil:", "triggerCompletion"),
          captures: [.object("disposable", disposable), .object("subscriber", subscriber)]
        ) {
          Tracing.call(
            "triggerCompletion", of: owner,
            rac: .block("RACSignal+Operations.m", 726, in: "-takeUntil:", "triggerCompletion")
          ) {
            disposable.dispose()
            subscriber.sendCompleted()
          }
        }

        let triggerDisposable = signalTrigger.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 731, in: "-takeUntil:", "subscribeNext:"),
            captures: [.closure("triggerCompletion", ClosureKey(triggerCompletion))]
          ) { x in
            Tracing.call(
              "takeUntil trigger next", of: trigger,
              rac: .block("RACSignal+Operations.m", 731, in: "-takeUntil:", "subscribeNext:"), arguments: [("x", x)]
            ) {
              triggerCompletion()
            }
          },
          error: nil,
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 733, in: "-takeUntil:", "completed:"),
            captures: [.closure("triggerCompletion", ClosureKey(triggerCompletion))]
          ) {
            Tracing.call(
              "takeUntil trigger completed", of: trigger,
              rac: .block("RACSignal+Operations.m", 733, in: "-takeUntil:", "completed:")
            ) { triggerCompletion() }
          },
          method: "-subscribeNext:completed:", rac: .method("RACSignal.m", 288, "-subscribeNext:completed:"),
          traceLabel: "-takeUntil: subscriber of signalTrigger")
        disposable.add(triggerDisposable)

        if !disposable.isDisposed {
          let selfDisposable = self.subscribe(
            next: CoreClosures.next(
              .block("RACSignal+Operations.m", 740, in: "-takeUntil:", "subscribeNext:"),
              captures: [.object("subscriber", subscriber)]
            ) { x in
              Tracing.call(
                "takeUntil next", of: owner,
                rac: .block("RACSignal+Operations.m", 740, in: "-takeUntil:", "subscribeNext:"), arguments: [("x", x)]
              ) { subscriber.sendNext(x) }
            },
            error: CoreClosures.error(
              .block("RACSignal+Operations.m", 742, in: "-takeUntil:", "error:"),
              captures: [.object("subscriber", subscriber)]
            ) { error in
              Tracing.call(
                "takeUntil error", of: owner, rac: .block("RACSignal+Operations.m", 742, in: "-takeUntil:", "error:"),
                arguments: [("error", error)]
              ) {
                subscriber.sendError(error)
              }
            },
            completed: CoreClosures.action(
              .block("RACSignal+Operations.m", 744, in: "-takeUntil:", "completed:"),
              captures: [.object("disposable", disposable), .object("subscriber", subscriber)]
            ) {
              Tracing.call(
                "takeUntil completed", of: owner,
                rac: .block("RACSignal+Operations.m", 744, in: "-takeUntil:", "completed:")
              ) {
                disposable.dispose()
                subscriber.sendCompleted()
              }
            },
            traceLabel: "-takeUntil: subscriber of self")
          disposable.add(selfDisposable)
        }

        return disposable
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -takeUntil: %@", StreamName.NameOf(self), signalTrigger)
    }
  }
}
