import Foundation

/// `-bufferWithTime:onScheduler:` (RACSignal+Operations.m): the receiver's values gathered into a
/// `RACTuple` per window: the first value after a flush starts an `interval`-second timer on
/// `scheduler`, and when it fires everything gathered since is sent as one tuple (nil values as
/// `RACTupleNil`). Completion flushes what is left first; an error is forwarded at once.
///
/// The gathered values and the timer are guarded by one lock (RAC's `@synchronized (values)`);
/// the tuple is sent under it, as RAC sends it inside the `@synchronized` block.
extension RACSignal {
  /// `-bufferWithTime:onScheduler:`: values in tuples, one per `interval` seconds after the first
  /// value of each.
  public func bufferWithTime(_ interval: TimeInterval, onScheduler scheduler: RACScheduler) -> RACSignal {
    Tracing.call(
      "-bufferWithTime:onScheduler:", of: self,
      rac: .method("RACSignal+Operations.m", 315, "-bufferWithTime:onScheduler:"),
      arguments: [("interval", interval), ("scheduler", scheduler)]
    ) {
      CoreAssertion.check(
        scheduler !== RACScheduler.immediateScheduler, "-bufferWithTime:onScheduler: needs a non-immediate scheduler")
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 319, in: "-bufferWithTime:onScheduler:", "createSignal:"),
        captures: [.object("self", self), .object("scheduler", scheduler)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        let timerDisposable = RACSerialDisposable()
        timerDisposable.labelNewObject("timerDisposable")
        let values = RecursiveLockedState<[Any?]>([])

        let flushValues = CoreClosures.action(
          .block("RACSignal+Operations.m", 323, in: "-bufferWithTime:onScheduler:", "flushValues"),
          captures: [
            .contents("values", values), .object("timerDisposable", timerDisposable), .object("subscriber", subscriber),
          ]
        ) {
          Tracing.call(
            "flushValues", of: owner,
            rac: .block("RACSignal+Operations.m", 323, in: "-bufferWithTime:onScheduler:", "flushValues")
          ) {
            values.withLockedState { gathered in
              timerDisposable.disposable?.dispose()
              guard !gathered.pointee.isEmpty else { return }
              let tuple = RACTuple(objectsFrom: gathered.pointee)
              gathered.pointee.removeAll()
              subscriber.sendNext(tuple)
            }
          }
        }

        let selfDisposable = self.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 335, in: "-bufferWithTime:onScheduler:", "subscribeNext:"),
            captures: [
              .contents("values", values), .object("timerDisposable", timerDisposable),
              .object("scheduler", scheduler), .closure("flushValues", ClosureKey(flushValues)),
            ]
          ) { x in
            Tracing.call(
              "bufferWithTime next", of: owner,
              rac: .block("RACSignal+Operations.m", 335, in: "-bufferWithTime:onScheduler:", "subscribeNext:"),
              arguments: [("x", x)]
            ) {
              values.withLockedState { gathered in
                if gathered.pointee.isEmpty {
                  timerDisposable.disposable = scheduler.afterDelay(interval, schedule: flushValues)
                }
                gathered.pointee.append(x ?? RACTupleNil.tupleNil)
              }
            }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 343, in: "-bufferWithTime:onScheduler:", "error:"),
            captures: [.object("subscriber", subscriber)]
          ) { error in
            Tracing.call(
              "bufferWithTime error", of: owner,
              rac: .block("RACSignal+Operations.m", 343, in: "-bufferWithTime:onScheduler:", "error:"),
              arguments: [("error", error)]
            ) {
              subscriber.sendError(error)
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 345, in: "-bufferWithTime:onScheduler:", "completed:"),
            captures: [.closure("flushValues", ClosureKey(flushValues)), .object("subscriber", subscriber)]
          ) {
            Tracing.call(
              "bufferWithTime completed", of: owner,
              rac: .block("RACSignal+Operations.m", 345, in: "-bufferWithTime:onScheduler:", "completed:")
            ) {
              flushValues()
              subscriber.sendCompleted()
            }
          },
          traceLabel: "-bufferWithTime:onScheduler: subscriber of self")

        return RACDisposable(
          .block("RACSignal+Operations.m", 350, in: "-bufferWithTime:onScheduler:", "disposableWithBlock:"),
          captures: [.object("selfDisposable", selfDisposable), .object("timerDisposable", timerDisposable)]
        ) {
          selfDisposable?.dispose()
          timerDisposable.dispose()
        }
      }
      weakResult = signal
      return signal.setNameWithFormat(
        "[%@] -bufferWithTime: %f onScheduler: %@", StreamName.NameOf(self), interval, scheduler)
    }
  }
}
