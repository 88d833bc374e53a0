extension RACSignal {
  /// `-flatten:` (RACSignal+Operations.m): a signal of signals merged into one, at most
  /// `maxConcurrent` inner signals subscribed at a time (0: no limit); the others wait in a queue
  /// (behaviour §6.9, §7.22).
  ///
  /// Per subscription, under `@synchronized (subscriber)` (here `lock`): `activeDisposables` (one
  /// serial disposable per running inner signal, also in `compoundDisposable`), `queuedSignals` and
  /// `selfCompleted`. A nil value is skipped (RACStream's `flatten` would treat it as `empty`).
  /// When an inner signal completes, its disposable leaves both lists and the head of the queue is
  /// subscribed (outside the lock); with nothing queued, `completeIfAllowed` completes the result if
  /// the outer signal has completed and nothing is running. Errors, outer or inner, go straight
  /// through. (`subscribeToSignal` itself is read under the lock too, where RAC reads its `__block`
  /// variable bare: the same value, without a data race.)
  ///
  /// As in 2.5, `subscribeToSignal` holds itself (through `completeIfAllowed`) until the result
  /// completes, and only completion lets go: a subscription that ends by an error or by being
  /// disposed keeps that cycle — its subscriber, disposables and queued signals — alive for good.
  /// ReactiveObjC 3 lets go when the compound disposable is disposed.
  public func flatten(_ maxConcurrent: Int) -> RACSignal {
    Tracing.call(
      "-flatten:", of: self, rac: .method("RACSignal+Operations.m", 486, "-flatten:"),
      arguments: [("maxConcurrent", maxConcurrent)]
    ) {
      CoreAssertion.check(maxConcurrent >= 0, "-flatten: takes an NSUInteger count")
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 487, in: "-flatten:", "createSignal:"), captures: [.object("self", self)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        let compoundDisposable = RACCompoundDisposable()
        compoundDisposable.labelNewObject("compoundDisposable")
        let lock = RecursiveLockedState()

        let activeDisposables = BlockVariable<[RACSerialDisposable]>([])
        var selfCompleted = false
        let queuedSignals = BlockVariable<[RACSignal]>([])
        let subscribeToSignal = SubscribeToSignalVariable()

        let bookkeeping = {
          lock.synchronized {
            [
              ("activeDisposables", Tracing.describe(activeDisposables.value)),
              ("queuedSignals", Tracing.describe(queuedSignals.value)),
              ("selfCompleted", String(selfCompleted)),
            ]
          }
        }

        // Called under the lock.
        let completeIfAllowed = CoreClosures.action(
          .block("RACSignal+Operations.m", 509, in: "-flatten:", "completeIfAllowed"),
          captures: [
            .contents("activeDisposables", activeDisposables), .object("subscriber", subscriber),
            subscribeToSignal.capture,
          ]
        ) {
          Tracing.call(
            "completeIfAllowed", of: owner,
            rac: .block("RACSignal+Operations.m", 509, in: "-flatten:", "completeIfAllowed"), bookkeeping: bookkeeping()
          ) {
            if selfCompleted && activeDisposables.value.isEmpty {
              subscriber.sendCompleted()
              subscribeToSignal.block = nil
            }
          }
        }

        subscribeToSignal.block = CoreClosures.signalConsumer(
          .block("RACSignal+Operations.m", 524, in: "-flatten:", "subscribeToSignal"),
          captures: [
            .object("subscriber", subscriber), .object("compoundDisposable", compoundDisposable),
            .contents("activeDisposables", activeDisposables), .contents("queuedSignals", queuedSignals),
            .closure("completeIfAllowed", ClosureKey(completeIfAllowed)), subscribeToSignal.capture,
          ]
        ) { signal in
          Tracing.call(
            "subscribeToSignal", of: owner,
            rac: .block("RACSignal+Operations.m", 524, in: "-flatten:", "subscribeToSignal"),
            arguments: [("signal", signal)], bookkeeping: bookkeeping()
          ) {
            let serialDisposable = RACSerialDisposable()
            serialDisposable.labelNewObject("serialDisposable")
            lock.synchronized {
              compoundDisposable.add(serialDisposable)
              activeDisposables.value.append(serialDisposable)
            }

            // RAC's three blocks do not capture the inner signal: the trace names it as their
            // owner through a weak reference, so that the subscription keeps it no more than RAC's.
            serialDisposable.disposable = signal.subscribe(
              next: CoreClosures.next(
                .block("RACSignal+Operations.m", 532, in: "-flatten:", "subscribeNext:"),
                captures: [.object("subscriber", subscriber)]
              ) { [weak signal] x in
                Tracing.call(
                  "flatten: inner next", of: signal,
                  rac: .block("RACSignal+Operations.m", 532, in: "-flatten:", "subscribeNext:"), arguments: [("x", x)]
                ) { subscriber.sendNext(x) }
              },
              error: CoreClosures.error(
                .block("RACSignal+Operations.m", 534, in: "-flatten:", "error:"),
                captures: [.object("subscriber", subscriber)]
              ) { [weak signal] error in
                Tracing.call(
                  "flatten: inner error", of: signal,
                  rac: .block("RACSignal+Operations.m", 534, in: "-flatten:", "error:"), arguments: [("error", error)]
                ) {
                  subscriber.sendError(error)
                }
              },
              completed: CoreClosures.action(
                .block("RACSignal+Operations.m", 536, in: "-flatten:", "completed:"),
                captures: [
                  subscribeToSignal.capture, .object("compoundDisposable", compoundDisposable),
                  .object("serialDisposable", serialDisposable), .contents("activeDisposables", activeDisposables),
                  .contents("queuedSignals", queuedSignals),
                  .closure("completeIfAllowed", ClosureKey(completeIfAllowed)),
                ]
              ) { [weak signal] in
                Tracing.call(
                  "flatten: inner completed", of: signal,
                  rac: .block("RACSignal+Operations.m", 536, in: "-flatten:", "completed:"), bookkeeping: bookkeeping()
                ) {
                  let next = lock.synchronized { () -> (signal: RACSignal, subscribe: ((RACSignal) -> Void)?)? in
                    compoundDisposable.remove(serialDisposable)
                    activeDisposables.value.removeAll { $0 === serialDisposable }
                    guard !queuedSignals.value.isEmpty else {
                      completeIfAllowed()
                      return nil
                    }
                    return (queuedSignals.value.removeFirst(), subscribeToSignal.block)
                  }
                  if let next { next.subscribe?(next.signal) }
                }
              },
              traceLabel: "-flatten: subscriber of an inner signal")
          }
        }

        let selfDisposable = self.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 557, in: "-flatten:", "subscribeNext:"),
            captures: [
              .contents("activeDisposables", activeDisposables), .contents("queuedSignals", queuedSignals),
              subscribeToSignal.capture,
            ]
          ) { value in
            Tracing.call(
              "flatten: next", of: owner, rac: .block("RACSignal+Operations.m", 557, in: "-flatten:", "subscribeNext:"),
              arguments: [("signal", value)], bookkeeping: bookkeeping()
            ) {
              guard let value = TraceValueDescription.unwrapped(value) else { return }
              guard let signal = value as? RACSignal else {
                CoreAssertion.fail("Expected a RACSignal, got \(LogSink.describe(value))")
                return
              }
              let subscribe = lock.synchronized { () -> ((RACSignal) -> Void)? in
                if maxConcurrent > 0 && activeDisposables.value.count >= maxConcurrent {
                  queuedSignals.value.append(signal)
                  return nil
                }
                return subscribeToSignal.block
              }
              subscribe?(signal)
            }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 573, in: "-flatten:", "error:"),
            captures: [.object("subscriber", subscriber)]
          ) { error in
            Tracing.call(
              "flatten: error", of: owner, rac: .block("RACSignal+Operations.m", 573, in: "-flatten:", "error:"),
              arguments: [("error", error)]
            ) { subscriber.sendError(error) }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 575, in: "-flatten:", "completed:"),
            captures: [.closure("completeIfAllowed", ClosureKey(completeIfAllowed))]
          ) {
            Tracing.call(
              "flatten: completed", of: owner,
              rac: .block("RACSignal+Operations.m", 575, in: "-flatten:", "completed:"), bookkeeping: bookkeeping()
            ) {
              lock.synchronized {
                selfCompleted = true
                completeIfAllowed()
              }
            }
          },
          traceLabel: "-flatten: subscriber of self")
        compoundDisposable.add(selfDisposable)

        return compoundDisposable
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -flatten: %lu", StreamName.NameOf(self), maxConcurrent)
    }
  }
}

/// `-flatten:`'s `__block void (^subscribeToSignal)(RACSignal *)`: a box whose field has the
/// block's own type, so that a leak analysis reads back the very closure its site recorded (a
/// generic box would hand back a reabstracted one, with other words).
final class SubscribeToSignalVariable {
  var block: ((RACSignal) -> Void)?

  /// The variable as the blocks that share it capture it: `__block subscribeToSignal`.
  var capture: CoreCapture {
    .variable("subscribeToSignal", self) { box -> Any? in
      guard let block = box.block else { return nil }
      return ClosureKey(signalConsumer: block)
    }
  }
}
