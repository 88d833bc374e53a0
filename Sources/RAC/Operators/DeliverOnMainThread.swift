import Foundation
import Synchronization

extension RACSignal {
  /// `-deliverOnMainThread` (RACSignal+Operations.m): every event is sent on the main thread, in
  /// order, synchronously when possible (behaviour §6.12, §7.15).
  ///
  /// Each subscription counts the events it has handed over but not yet delivered (`queueLength`,
  /// an atomic counter as in RAC). An event that finds itself on the main thread with nothing else
  /// pending (the count became 1) is delivered at once; any other is `dispatch_async`ed to the main
  /// queue — the main queue itself, not `mainThreadScheduler`'s queue, and without making any
  /// scheduler current. (In a `VirtualQueues` run the main thread and its queue are virtual.)
  public func deliverOnMainThread() -> RACSignal {
    Tracing.call("-deliverOnMainThread", of: self, rac: .method("RACSignal+Operations.m", 1039, "-deliverOnMainThread"))
    {
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 1040, in: "-deliverOnMainThread", "createSignal:"),
        captures: [.object("self", self)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        let queueLength = QueueLength()

        let performOnMainThread = { (block: @escaping () -> Void) in
          Tracing.call(
            "performOnMainThread", of: owner,
            rac: .block("RACSignal+Operations.m", 1043, in: "-deliverOnMainThread", "performOnMainThread"),
            bookkeeping: [("queueLength", String(queueLength.value))]
          ) {
            let queued = queueLength.increment()
            if VirtualQueues.isMainThread && queued == 1 {
              Tracing.call(
                "block", of: owner, rac: .block("RACSignal+Operations.m", 1046, in: "-deliverOnMainThread", "block()"),
                block)
              queueLength.decrement()
            } else {
              VirtualQueues.asyncOnMainThread {
                Tracing.call(
                  "block", of: owner,
                  rac: .block("RACSignal+Operations.m", 1050, in: "-deliverOnMainThread", "block()"), block)
                queueLength.decrement()
              }
            }
          }
        }

        return self.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 1056, in: "-deliverOnMainThread", "subscribeNext:"),
            captures: [.object("subscriber", subscriber)]
          ) { x in
            Tracing.call(
              "deliverOnMainThread next", of: owner,
              rac: .block("RACSignal+Operations.m", 1056, in: "-deliverOnMainThread", "subscribeNext:"),
              arguments: [("x", x)]
            ) {
              performOnMainThread { subscriber.sendNext(x) }
            }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 1060, in: "-deliverOnMainThread", "error:"),
            captures: [.object("subscriber", subscriber)]
          ) { error in
            Tracing.call(
              "deliverOnMainThread error", of: owner,
              rac: .block("RACSignal+Operations.m", 1060, in: "-deliverOnMainThread", "error:"),
              arguments: [("error", error)]
            ) {
              performOnMainThread { subscriber.sendError(error) }
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 1064, in: "-deliverOnMainThread", "completed:"),
            captures: [.object("subscriber", subscriber)]
          ) {

            Tracing.call(
              "deliverOnMainThread completed", of: owner,
              rac: .block("RACSignal+Operations.m", 1064, in: "-deliverOnMainThread", "completed:")
            ) {
              performOnMainThread { subscriber.sendCompleted() }
            }
          },
          traceLabel: "-deliverOnMainThread subscriber of self")
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -deliverOnMainThread", StreamName.NameOf(self))
    }
  }
}

/// The `__block volatile int32_t queueLength` one `deliverOnMainThread` subscription shares between
/// the threads its events arrive on and the main queue.
private final class QueueLength: Sendable {
  private let count = Atomic<Int32>(0)

  var value: Int32 { count.load(ordering: .sequentiallyConsistent) }

  /// `OSAtomicIncrement32`: the new count.
  func increment() -> Int32 {
    count.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
  }

  /// `OSAtomicDecrement32`.
  func decrement() {
    count.wrappingSubtract(1, ordering: .sequentiallyConsistent)
  }
}
