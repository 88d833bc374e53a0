import Foundation

/// `subscribeForever` (RACSignal+Operations.m, a static C function behind `retry:` and `repeat`):
/// subscribes to `signal`, and each time it terminates calls `error` / `completed` and subscribes
/// again — until the disposable those blocks are handed is disposed (behaviour §6.3, §7.12).
///
/// `recursiveBlock` makes one attempt: a compound of its own (`selfDisposable`, in
/// `compoundDisposable`) holds the subscription; when the attempt ends, the termination block runs,
/// the attempt's compound leaves `compoundDisposable`, and `recurse()` asks for the next attempt.
/// The first attempt runs at once, synchronously, with a `recurse` that hands `recursiveBlock` to
/// `scheduleRecursiveBlock:` on `RACScheduler.currentScheduler` (or a new background scheduler when
/// there is none) — current when the first attempt *ends*, not when it started; every later
/// attempt is a turn of that scheduler. Once `compoundDisposable` is
/// disposed no turn subscribes again.
extension RACSignal {
  static func subscribeForever(
    _ signal: RACSignal, next: @escaping (Any?) -> Void,
    error: @escaping (_ error: NSError?, _ disposable: RACDisposable) -> Void,
    completed: @escaping (_ disposable: RACDisposable) -> Void
  ) -> RACDisposable {
    let compoundDisposable = RACCompoundDisposable()
    compoundDisposable.labelNewObject("compoundDisposable")

    // The subscriber blocks name the signal in the trace without keeping it: RAC's blocks do not
    // capture it (only `recursiveBlock`, which subscribes to it, does).
    let owner = TraceOwner(signal)
    let recursiveBlock: RACSchedulerRecursiveBlock = { recurse in
      Tracing.call(
        "recursiveBlock", of: signal,
        rac: .block("RACSignal+Operations.m", 49, in: "subscribeForever()", "recursiveBlock"),
        bookkeeping: [("compoundDisposable", compoundDisposable.disposables)]
      ) {
        let selfDisposable = RACCompoundDisposable()
        selfDisposable.labelNewObject("selfDisposable")
        compoundDisposable.add(selfDisposable)
        weak var weakSelfDisposable: RACCompoundDisposable?
        weakSelfDisposable = selfDisposable

        // `next` itself is the subscriber's next block, as RAC passes it: no block of its own here.
        let subscriptionDisposable = signal.subscribe(
          next: next,
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 55, in: "subscribeForever()", "error:"),
            captures: [.object("compoundDisposable", compoundDisposable)]
          ) { e in
            Tracing.call(
              "subscribeForever error", of: owner,
              rac: .block("RACSignal+Operations.m", 55, in: "subscribeForever()", "error:^"), arguments: [("error", e)]
            ) {
              error(e, compoundDisposable)
              compoundDisposable.remove(weakSelfDisposable)
              recurse()
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 62, in: "subscribeForever()", "completed:"),
            captures: [.object("compoundDisposable", compoundDisposable)]
          ) {
            Tracing.call(
              "subscribeForever completed", of: owner,
              rac: .block("RACSignal+Operations.m", 62, in: "subscribeForever()", "completed:")
            ) {
              completed(compoundDisposable)
              compoundDisposable.remove(weakSelfDisposable)
              recurse()
            }
          },
          traceLabel: "subscribeForever subscriber of signal")
        selfDisposable.add(subscriptionDisposable)
      }
    }

    // The first subscription: RAC calls `recursiveBlock` itself (RACSignal+Operations.m:76), with
    // the block that schedules the later ones as its `recurse`.
    Tracing.call(
      "recursiveBlock", of: signal,
      rac: .block("RACSignal+Operations.m", 76, in: "subscribeForever()", "recursiveBlock(^")
    ) {
      recursiveBlock {
        Tracing.call(
          "recurse", of: signal, rac: .block("RACSignal+Operations.m", 76, in: "subscribeForever()", "recursiveBlock(")
        ) {
          let recursiveScheduler = RACScheduler.currentScheduler ?? RACScheduler.scheduler()
          let schedulingDisposable = recursiveScheduler.scheduleRecursiveBlock(recursiveBlock)
          compoundDisposable.add(schedulingDisposable)
        }
      }
    }

    return compoundDisposable
  }
}
