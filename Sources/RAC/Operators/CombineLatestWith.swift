extension RACSignal {
  /// `-combineLatestWith:` (RACSignal+Operations.m): once both signals have sent a value, a
  /// `RACTuple` of the latest value of each, every time either sends (behaviour §6.7, §7.2).
  ///
  /// Per subscription: `lastSelfValue` / `lastOtherValue` (nil until the side has sent; a nil value is
  /// stored as `RACTupleNil`, so it counts as sent) and two completion flags, guarded by
  /// `@synchronized (disposable)` — here `lock`. The tuple is sent while holding the lock, as RAC
  /// does. The result completes only when both sides have completed (possibly without ever sending a
  /// value); an error from either side goes through at once. The receiver is subscribed first.
  public func combineLatestWith(_ signal: RACSignal) -> RACSignal {
    Tracing.call(
      "-combineLatestWith:", of: self, rac: .method("RACSignal+Operations.m", 387, "-combineLatestWith:"),
      arguments: [("signal", signal)]
    ) {
      weak var weakResult: RACSignal?
      let combined = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 390, in: "-combineLatestWith:", "createSignal:"),
        captures: [.object("self", self), .object("signal", signal)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        let disposable = RACCompoundDisposable()
        let lock = RecursiveLockedState()

        let lastSelfValue = BlockVariable<Any?>(nil)
        var selfCompleted = false
        let lastOtherValue = BlockVariable<Any?>(nil)
        var otherCompleted = false

        let bookkeeping = {
          lock.synchronized {
            [
              ("lastSelfValue", Tracing.describe(lastSelfValue.value)), ("selfCompleted", String(selfCompleted)),
              ("lastOtherValue", Tracing.describe(lastOtherValue.value)), ("otherCompleted", String(otherCompleted)),
            ]
          }
        }

        let sendNext = CoreClosures.action(
          .block("RACSignal+Operations.m", 399, in: "-combineLatestWith:", "sendNext"),
          captures: [
            .object("disposable", disposable), .variable("lastSelfValue", lastSelfValue),
            .variable("lastOtherValue", lastOtherValue), .object("subscriber", subscriber),
          ]
        ) {
          Tracing.call(
            "sendNext", of: owner, rac: .block("RACSignal+Operations.m", 399, in: "-combineLatestWith:", "sendNext"),
            bookkeeping: bookkeeping()
          ) {
            lock.synchronized {
              guard let selfValue = lastSelfValue.value, let otherValue = lastOtherValue.value else { return }
              subscriber.sendNext(RACTuple(objectsFrom: [selfValue, otherValue]))
            }
          }
        }

        let selfDisposable = self.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 406, in: "-combineLatestWith:", "subscribeNext:"),
            captures: [
              .object("disposable", disposable), .variable("lastSelfValue", lastSelfValue),
              .closure("sendNext", ClosureKey(sendNext)),
            ]
          ) { x in
            Tracing.call(
              "combineLatestWith self next", of: owner,
              rac: .block("RACSignal+Operations.m", 406, in: "-combineLatestWith:", "subscribeNext:"),
              arguments: [("x", x)]
            ) {
              lock.synchronized {
                lastSelfValue.value = TraceValueDescription.unwrapped(x) ?? RACTupleNil.tupleNil
                sendNext()
              }
            }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 411, in: "-combineLatestWith:", "error:"),
            captures: [.object("subscriber", subscriber)]
          ) { error in
            Tracing.call(
              "combineLatestWith self error", of: owner,
              rac: .block("RACSignal+Operations.m", 411, in: "-combineLatestWith:", "error:"),
              arguments: [("error", error)]
            ) {
              subscriber.sendError(error)
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 413, in: "-combineLatestWith:", "completed:"),
            captures: [.object("disposable", disposable), .object("subscriber", subscriber)]
          ) {
            Tracing.call(
              "combineLatestWith self completed", of: owner,
              rac: .block("RACSignal+Operations.m", 413, in: "-combineLatestWith:", "completed:"),
              bookkeeping: bookkeeping()
            ) {
              lock.synchronized {
                selfCompleted = true
                if otherCompleted { subscriber.sendCompleted() }
              }
            }
          },
          traceLabel: "-combineLatestWith: subscriber of self")
        disposable.add(selfDisposable)

        let otherDisposable = signal.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 422, in: "-combineLatestWith:", "subscribeNext:"),
            captures: [
              .object("disposable", disposable), .variable("lastOtherValue", lastOtherValue),
              .closure("sendNext", ClosureKey(sendNext)),
            ]
          ) { x in
            Tracing.call(
              "combineLatestWith other next", of: signal,
              rac: .block("RACSignal+Operations.m", 422, in: "-combineLatestWith:", "subscribeNext:"),
              arguments: [("x", x)]
            ) {
              lock.synchronized {
                lastOtherValue.value = TraceValueDescription.unwrapped(x) ?? RACTupleNil.tupleNil
                sendNext()
              }
            }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 427, in: "-combineLatestWith:", "error:"),
            captures: [.object("subscriber", subscriber)]
          ) { error in
            Tracing.call(
              "combineLatestWith other error", of: signal,
              rac: .block("RACSignal+Operations.m", 427, in: "-combineLatestWith:", "error:"),
              arguments: [("error", error)]
            ) {
              subscriber.sendError(error)
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 429, in: "-combineLatestWith:", "completed:"),
            captures: [.object("disposable", disposable), .object("subscriber", subscriber)]
          ) {
            Tracing.call(
              "combineLatestWith other completed", of: signal,
              rac: .block("RACSignal+Operations.m", 429, in: "-combineLatestWith:", "completed:"),
              bookkeeping: bookkeeping()
            ) {
              lock.synchronized {
                otherCompleted = true
                if selfCompleted { subscriber.sendCompleted() }
              }
            }
          },
          traceLabel: "-combineLatestWith: subscriber of signal")
        disposable.add(otherDisposable)

        return disposable
      }
      weakResult = combined
      return combined.setNameWithFormat("[%@] -combineLatestWith: %@", StreamName.NameOf(self), signal)
    }
  }
}
