import Foundation

/// `-[RACSignal zipWith:]` (RACSignal.m): pairs the n-th value of the receiver with the n-th value
/// of `signal`.
///
/// Per subscription: two FIFO queues and two completion flags, all under `@synchronized
/// (selfValues)`. A pair is sent whenever both queues have a head; the zipped signal completes as
/// soon as either side has completed with nothing left queued, so unpaired values of the other side
/// are dropped. Errors pass straight through. The receiver is subscribed first (behaviour §3.8).
extension RACSignal {
  func zipWithSignal(_ stream: RACStream) -> RACSignal {
    Tracing.call("-zipWith:", of: self, rac: .method("RACSignal.m", 205, "-zipWith:"), arguments: [("signal", stream)])
    {
      let other = RACSignal.asSignal(stream) ?? RACSignal.empty()
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal.m", 208, in: "-zipWith:", "createSignal:"),
        captures: [.object("self", self), .object("signal", other)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        var selfCompleted = false
        let selfValues = BlockVariable<[Any]>([])
        var otherCompleted = false
        let otherValues = BlockVariable<[Any]>([])
        let lock = RecursiveLockedState()
        let describeQueues = {
          lock.synchronized {
            [("selfValues", Tracing.describe(selfValues.value)), ("otherValues", Tracing.describe(otherValues.value))]
          }
        }

        let sendCompletedIfNecessary = CoreClosures.action(
          .block("RACSignal.m", 215, in: "-zipWith:", "sendCompletedIfNecessary"),
          captures: [
            .contents("selfValues", selfValues), .contents("otherValues", otherValues),
            .object("subscriber", subscriber),
          ]
        ) {
          Tracing.call(
            "sendCompletedIfNecessary", of: owner,
            rac: .block("RACSignal.m", 215, in: "-zipWith:", "sendCompletedIfNecessary"), bookkeeping: describeQueues()
          ) {
            lock.synchronized {
              let selfEmpty = selfCompleted && selfValues.value.isEmpty
              let otherEmpty = otherCompleted && otherValues.value.isEmpty
              if selfEmpty || otherEmpty { subscriber.sendCompleted() }
            }
          }
        }

        let sendNext = CoreClosures.action(
          .block("RACSignal.m", 223, in: "-zipWith:", "sendNext"),
          captures: [
            .contents("selfValues", selfValues), .contents("otherValues", otherValues),
            .object("subscriber", subscriber),
            .closure("sendCompletedIfNecessary", ClosureKey(sendCompletedIfNecessary)),
          ]
        ) {
          Tracing.call(
            "sendNext", of: owner, rac: .block("RACSignal.m", 223, in: "-zipWith:", "sendNext"),
            bookkeeping: describeQueues()
          ) {
            lock.synchronized {
              guard !selfValues.value.isEmpty, !otherValues.value.isEmpty else { return }
              let tuple = RACTuple(objectsFrom: [selfValues.value.removeFirst(), otherValues.value.removeFirst()])
              subscriber.sendNext(tuple)
              sendCompletedIfNecessary()
            }
          }
        }

        let selfDisposable = self.subscribe(
          next: CoreClosures.next(
            .block("RACSignal.m", 237, in: "-zipWith:", "subscribeNext:"),
            captures: [.contents("selfValues", selfValues), .closure("sendNext", ClosureKey(sendNext))]
          ) { x in
            Tracing.call(
              "zipWith self next", of: owner, rac: .block("RACSignal.m", 237, in: "-zipWith:", "subscribeNext:"),
              arguments: [("x", x)]
            ) {
              lock.synchronized {
                selfValues.value.append(TraceValueDescription.unwrapped(x) ?? RACTupleNil.tupleNil)
                sendNext()
              }
            }
          },
          error: CoreClosures.error(
            .block("RACSignal.m", 242, in: "-zipWith:", "error:"), captures: [.object("subscriber", subscriber)]
          ) { error in
            Tracing.call(
              "zipWith self error", of: owner, rac: .block("RACSignal.m", 242, in: "-zipWith:", "error:"),
              arguments: [("error", error)]
            ) {
              subscriber.sendError(error)
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal.m", 244, in: "-zipWith:", "completed:"),
            captures: [.closure("sendCompletedIfNecessary", ClosureKey(sendCompletedIfNecessary))]
          ) {
            Tracing.call(
              "zipWith self completed", of: owner, rac: .block("RACSignal.m", 244, in: "-zipWith:", "completed:")
            ) {
              lock.synchronized {
                selfCompleted = true
                sendCompletedIfNecessary()
              }
            }
          },
          traceLabel: "-zipWith: subscriber of self")

        // Named only now: a Swift closure releases what it captures in the order the body first
        // mentions it, and RAC's block holds `self` before `signal` (RACSignal.m:237, :251), so
        // when the zipped signal dies the receiver's side goes first, as in RAC.
        let otherOwner = TraceOwner(other)
        let otherDisposable = other.subscribe(
          next: CoreClosures.next(
            .block("RACSignal.m", 251, in: "-zipWith:", "subscribeNext:"),
            captures: [
              .contents("selfValues", selfValues), .contents("otherValues", otherValues),
              .closure("sendNext", ClosureKey(sendNext)),
            ]
          ) { x in
            Tracing.call(
              "zipWith other next", of: otherOwner, rac: .block("RACSignal.m", 251, in: "-zipWith:", "subscribeNext:"),
              arguments: [("x", x)]
            ) {
              lock.synchronized {
                otherValues.value.append(TraceValueDescription.unwrapped(x) ?? RACTupleNil.tupleNil)
                sendNext()
              }
            }
          },
          error: CoreClosures.error(
            .block("RACSignal.m", 256, in: "-zipWith:", "error:"), captures: [.object("subscriber", subscriber)]
          ) { error in
            Tracing.call(
              "zipWith other error", of: otherOwner, rac: .block("RACSignal.m", 256, in: "-zipWith:", "error:"),
              arguments: [("error", error)]
            ) {
              subscriber.sendError(error)
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal.m", 258, in: "-zipWith:", "completed:"),
            captures: [.closure("sendCompletedIfNecessary", ClosureKey(sendCompletedIfNecessary))]
          ) {
            Tracing.call(
              "zipWith other completed", of: otherOwner, rac: .block("RACSignal.m", 258, in: "-zipWith:", "completed:")
            ) {
              lock.synchronized {
                otherCompleted = true
                sendCompletedIfNecessary()
              }
            }
          },
          traceLabel: "-zipWith: subscriber of signal")

        return RACDisposable(
          .block("RACSignal.m", 265, in: "-zipWith:", "disposableWithBlock:"),
          captures: [.object("selfDisposable", selfDisposable), .object("otherDisposable", otherDisposable)]
        ) {
          selfDisposable?.dispose()

          otherDisposable?.dispose()
        }
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -zipWith: %@", StreamName.NameOf(self), stream)
    }
  }
}
