import Foundation

/// `-[RACSignal bind:]` — the method the post unfolds (ReactiveCocoa2-5修炼 (二), RACSignal.m).
///
/// Read it beside the post's listing: the same variables (`bindingBlock`, `signals`,
/// `compoundDisposable`, `selfDisposable`), the same two helper blocks (`completeSignal`,
/// `addSignal`), the same order of calls. Every block reports itself to the trace under the post's
/// name; the owner of the bookkeeping blocks is the signal `bind:` returns (`mappedSignalA` in the
/// post), since they belong to its subscription.
extension RACSignal {
  func bindSignal(_ block: @escaping () -> RACStreamBindBlock) -> RACSignal {
    Tracing.call("-bind:", of: self, rac: .method("RACSignal.m", 92, "-bind:")) {
      weak var weakBoundSignal: RACSignal?
      let signal = RACSignal.createSignal(
        CoreClosures.didSubscribe(
          .block("RACSignal.m", 107, in: "-bind:", "createSignal:"),
          captures: [.closure("block", ClosureKey(bindFactory: block)), .object("self", self)]
        ) { subscriber in
          // The trace names this subscription's blocks after the bound signal, which the caller is
          // subscribing to right now. Only weakly, as RAC's blocks do not capture it at all: a source
          // that keeps its subscribers (a subject) would otherwise keep the bound signal, and through
          // its block the source itself, alive.

          // (1) Ask the factory for this subscription's binding block: per-subscription state the
          // factory captures (take:'s counter, skip:'s count) starts afresh for every subscriber.
          let owner = TraceOwner(weakBoundSignal)
          let bindingBlock = TracedBindBlock.call(
            "block", of: owner, rac: .block("RACSignal.m", 108, in: "-bind:", "block()")
          ) {
            block()
          }

          // (2) The signals this subscription waits for: `self` first; each added signal until it
          // completes. @synchronized (signals) is the lock that holds them (`state.signals`).
          // (3) Disposing `compoundDisposable` tears down the source and every added signal.
          let state = BindSubscription(source: self, boundSignal: owner, subscriber: subscriber)
          let compoundDisposable = state.compoundDisposable

          // (4) completeSignal(signal, finishedDisposable): forget `signal`; when none is left, the
          // whole bound signal completes (`BindSubscription.completeSignal`).
          // (5) addSignal(signal): count it first (so it cannot complete before it is counted), then
          // subscribe to it, forwarding its values to our subscriber (`BindSubscription.addSignal`).

          // (6) Subscribe to the source. Each value goes through the binding block; the signal it
          // returns is added (and subscribed) at once; nil, or `stop`, ends the source.
          let selfDisposable = RACSerialDisposable()
          selfDisposable.labelNewObject("selfDisposable")
          compoundDisposable.add(selfDisposable)

          let bindingDisposable = self.subscribe(
            next: CoreClosures.next(
              .block("RACSignal.m", 157, in: "-bind:", "subscribeNext:"),
              captures: [
                .object("compoundDisposable", compoundDisposable), .object("addSignal", state),
                .closure("bindingBlock", ClosureKey(bindBlock: bindingBlock)),

                .object("selfDisposable", selfDisposable), .object("self", self),
              ]
            ) { x in
              Tracing.call(
                "bind next", of: owner, rac: .block("RACSignal.m", 157, in: "-bind:", "subscribeNext:"),
                arguments: [("x", x)]
              ) {
                // Manually check disposal to handle synchronous errors.
                if compoundDisposable.isDisposed { return }

                var stop = false
                let signal = Tracing.call(
                  "bindingBlock", of: owner, rac: .block("RACSignal.m", 162, in: "-bind:", "bindingBlock("),
                  arguments: [("value", x)]
                ) {
                  bindingBlock(x, &stop)
                }
                let innerSignal = RACSignal.asSignal(signal)
                if let innerSignal { state.addSignal(innerSignal) }
                if innerSignal == nil || stop {
                  selfDisposable.dispose()
                  state.completeSignal(self, selfDisposable)
                }
              }
            },
            error: CoreClosures.error(
              .block("RACSignal.m", 171, in: "-bind:", "error:"),
              captures: [.object("compoundDisposable", compoundDisposable), .object("subscriber", subscriber)]
            ) { error in
              Tracing.call(
                "bind error", of: owner, rac: .block("RACSignal.m", 171, in: "-bind:", "error:"),
                arguments: [("error", error)]
              ) {
                compoundDisposable.dispose()
                subscriber.sendError(error)
              }
            },
            completed: CoreClosures.action(
              .block("RACSignal.m", 174, in: "-bind:", "completed:"),
              captures: [
                .object("completeSignal", state), .object("self", self), .object("selfDisposable", selfDisposable),
              ]
            ) {
              Tracing.call("bind completed", of: owner, rac: .block("RACSignal.m", 174, in: "-bind:", "completed:")) {
                state.completeSignal(self, selfDisposable)
              }
            },
            traceLabel: "-bind: subscriber of self")
          selfDisposable.disposable = bindingDisposable

          // (7) The subscription's disposable.
          return compoundDisposable
        })
      weakBoundSignal = signal
      return signal.setNameWithFormat("[%@] -bind:", StreamName.NameOf(self))
    }
  }

  /// What a binding block returned, as the signal `bind:` subscribes to. RAC asserts that a bound
  /// signal's blocks return signals; any other stream is a programming error, treated as nil.
  static func asSignal(_ stream: RACStream?) -> RACSignal? {
    guard let stream else { return nil }
    guard let signal = stream as? RACSignal else {
      CoreAssertion.fail("a signal's binding block must return a RACSignal, not \(stream.className)")
      return nil
    }
    return signal
  }
}

/// One subscription to a signal `bind:` returned: the variables RAC's `completeSignal` and
/// `addSignal` blocks capture (`signals`, `compoundDisposable`, the subscriber), and the two blocks.
///
/// RAC's blocks capture those variables one by one, and each block is copied once. A Swift closure
/// that captures more than one object needs a context allocated for it, and `addSignal` makes three
/// closures per inner signal (one per added `+return:` in `map:`); closures that capture only this
/// object need none, so the blocks live here and the per-inner closures capture it (and, for
/// completion, the inner signal and its `selfDisposable`). The order of calls is RAC's. Internal,
/// not private, so that `ReferenceStampTests` can drive its writes.
final class BindSubscription: CoreReferencingObject {
  /// The bound signal, for the trace's names only (see `bindSignal`).
  let boundSignal: TraceOwner
  let subscriber: any RACSubscriberProtocol
  /// `@synchronized (signals)` and `signals`: `self` first, then each added signal until it
  /// completes. RAC's `removeObject:` removes every entry equal to the signal; so does this list.
  /// The only strong reference the subscription's bookkeeping keeps to the source, as RAC's: once
  /// the source completes, what else keeps it alive decides when it (and what it holds) dies.
  let signals: RecursiveLockedState<IdentityList<RACSignal>>
  /// How many times `signals` was written (`referenceStamp`): bumped under its lock, by the
  /// writes that take it anyway (one plain increment per added or completed signal).
  private var signalsWrites: UInt = 0
  let compoundDisposable: RACCompoundDisposable

  init(source: RACSignal, boundSignal: TraceOwner, subscriber: any RACSubscriberProtocol) {
    self.boundSignal = boundSignal
    self.subscriber = subscriber
    signals = RecursiveLockedState(IdentityList([source]))
    compoundDisposable = RACCompoundDisposable()
    compoundDisposable.labelNewObject("compoundDisposable")
  }

  /// What RAC's `addSignal` and `completeSignal` blocks capture, for a leak analysis: a core
  /// closure that captures this object captures those blocks.
  override func appendCoreReferences(to references: inout CoreReferences) {
    references.add("block at RACSignal.m:131 captures subscriber", subscriber)
    references.add("block at RACSignal.m:131 captures compoundDisposable", compoundDisposable)
    references.add(
      "block at RACSignal.m:131 captures signals",
      elements: signals.withLockedState { $0.pointee.elements })
  }

  /// The count of `signals`' writes, read under its lock: the subscriber and the compound
  /// disposable are set once, in `init`.
  override var referenceStamp: UInt? { signals.withLockedState { _ in signalsWrites } }

  /// What the trace shows around addSignal and completeSignal: the two pieces of state the post
  /// explains.
  /// (The arrays themselves: the trace writes them out when it is read.)
  private var bookkeeping: [(String, Any?)] {
    [
      ("signals", signals.withLockedState { $0.pointee.elements }),
      ("compoundDisposable", compoundDisposable.disposables),
    ]
  }

  /// (4) completeSignal(signal, finishedDisposable).
  func completeSignal(_ signal: RACSignal, _ finishedDisposable: RACDisposable) {
    Tracing.call(
      "completeSignal", of: boundSignal, rac: .block("RACSignal.m", 114, in: "-bind:", "completeSignal"),
      arguments: [("signal", signal), ("finishedDisposable", finishedDisposable)],
      bookkeeping: bookkeeping
    ) {
      var removeDisposable = false
      signals.withLockedState { signals in
        signals.pointee.removeAll(identicalTo: signal)
        signalsWrites &+= 1
        if signals.pointee.count == 0 {
          subscriber.sendCompleted()
          compoundDisposable.dispose()
        } else {
          removeDisposable = true
        }
      }
      if removeDisposable { compoundDisposable.remove(finishedDisposable) }
    }
  }

  /// (5) addSignal(signal).
  func addSignal(_ signal: RACSignal) {
    Tracing.call(
      "addSignal", of: boundSignal, rac: .block("RACSignal.m", 131, in: "-bind:", "addSignal"),
      arguments: [("signal", signal)],
      bookkeeping: bookkeeping
    ) {
      signals.withLockedState { signals in
        signals.pointee.append(signal)
        signalsWrites &+= 1
      }

      let selfDisposable = RACSerialDisposable()
      selfDisposable.labelNewObject("selfDisposable (addSignal)")
      compoundDisposable.add(selfDisposable)

      let disposable = signal.subscribe(
        next: CoreClosures.next(
          .block("RACSignal.m", 139, in: "-bind:", "subscribeNext:"), captures: [.object("subscriber", subscriber)]
        ) { [self] x in
          Tracing.call(
            "addSignal next", of: boundSignal, rac: .block("RACSignal.m", 139, in: "-bind:", "subscribeNext:"),
            arguments: [("x", x)]
          ) {
            subscriber.sendNext(x)
          }
        },
        error: CoreClosures.error(
          .block("RACSignal.m", 141, in: "-bind:", "error:"),
          captures: [.object("compoundDisposable", compoundDisposable), .object("subscriber", subscriber)]
        ) { [self] error in
          Tracing.call(
            "addSignal error", of: boundSignal, rac: .block("RACSignal.m", 141, in: "-bind:", "error:"),
            arguments: [("error", error)]
          ) {
            compoundDisposable.dispose()
            subscriber.sendError(error)
          }
        },
        completed: CoreClosures.action(
          .block("RACSignal.m", 144, in: "-bind:", "completed:"),
          captures: [
            .object("completeSignal", self), .object("signal", signal), .object("selfDisposable", selfDisposable),
          ]
        ) { [self] in
          Tracing.call(
            "addSignal completed", of: boundSignal, rac: .block("RACSignal.m", 144, in: "-bind:", "completed:")
          ) {
            completeSignal(signal, selfDisposable)
          }
        },
        traceLabel: "addSignal: subscriber of signal")
      selfDisposable.disposable = disposable
    }
  }
}
