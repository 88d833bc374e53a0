import Foundation
import Synchronization

/// One subscription to a source signal, shared by everyone who subscribes to a subject.
///
/// Mirrors `RACMulticastConnection` (RACMulticastConnection.m, behaviour §6.10), which `multicast:`,
/// `publish` and the replay operators make:
/// - `connect` subscribes the subject to the source at most once, ever: whoever wins the atomic
///   swap of `hasConnected` from false to true subscribes, every other caller does nothing. All of
///   them get the same serial disposable back; once it is disposed, nothing connects again.
/// - `autoconnect` connects on the first subscription and disposes the connection when the last
///   subscriber leaves, after which it never connects again (the flag stays set).
///
/// The stored properties are declared in the reverse of RAC's instance variables (`_signal`,
/// `_hasConnected`, then `sourceSignal`'s and `serialDisposable`'s): Swift releases them in
/// declaration order, clang's `.cxx_destruct` in reverse, so a dying connection lets go of the
/// source's subscription, the source, then the subject, as on a device.
public final class RACMulticastConnection: CoreObject {
  /// Holds the subject's subscription to the source; what every `connect` returns.
  private let serialDisposable: RACSerialDisposable

  /// The signal the subject subscribes to on `connect`.
  let sourceSignal: RACSignal

  /// RAC's `_hasConnected`, swapped from false to true by the one `connect` that subscribes.
  private let hasConnected = Atomic<Bool>(false)

  /// The subject every subscriber of `signal` shares.
  private let subject: RACSubject

  /// `-initWithSourceSignal:subject:` (private in RAC: `multicast:` is the way in).
  init(sourceSignal: RACSignal, subject: RACSubject) {
    self.sourceSignal = sourceSignal
    self.subject = subject
    serialDisposable = RACSerialDisposable()
    super.init()
    serialDisposable.labelNewObject("serialDisposable")
  }

  /// RAC's ivars `_signal`, `_sourceSignal` and `_serialDisposable`, for a leak analysis.
  public override func appendCoreReferences(to references: inout CoreReferences) {
    references.add("ivar _signal", subject)
    references.add("ivar _sourceSignal", sourceSignal)
    references.add("ivar _serialDisposable", serialDisposable)
    super.appendCoreReferences(to: &references)
  }

  /// The multicasting subject: subscribe to this to share the connection. Nothing arrives before
  /// `connect` (or a subscription to `autoconnect()`).
  public var signal: RACSignal { subject }

  /// Named after its subject, which `multicast:` names after the source.
  public override var traceName: String {
    traceLabel ?? "connection to \(subject.traceName)"
  }

  /// `-connect`: subscribes the subject to the source if no one has yet, and returns the disposable
  /// of that one subscription, the same object on every call.
  @discardableResult
  public func connect() -> RACDisposable {
    Tracing.call(
      "-connect", of: self, rac: .method("RACMulticastConnection.m", 54, "-connect"), bookkeeping: bookkeeping()
    ) { () -> RACDisposable in
      let shouldConnect = hasConnected.compareExchange(
        expected: false, desired: true, ordering: .sequentiallyConsistent
      ).exchanged
      if shouldConnect {
        serialDisposable.disposable = sourceSignal.subscribe(subject)
      }
      return serialDisposable
    }
  }

  /// `-autoconnect`: a signal that subscribes each subscriber to `signal` and then connects. Each
  /// subscription's disposable leaves the subject and, if it was the last one, disposes the
  /// connection; since `hasConnected` stays set, later subscribers are never connected again.
  public func autoconnect() -> RACSignal {
    Tracing.call("-autoconnect", of: self, rac: .method("RACMulticastConnection.m", 64, "-autoconnect")) {
      // RAC's `__block volatile int32_t subscriberCount`, one per autoconnected signal.
      let subscriberCount = MulticastSubscriberCount()
      let countBookkeeping = { [("subscriberCount", String(subscriberCount.value))] }

      let signal = RACSignal.createSignal(
        .block("RACMulticastConnection.m", 68, in: "-autoconnect", "createSignal:"), captures: [.object("self", self)]
      ) { subscriber in
        Tracing.call(
          "autoconnect didSubscribe", of: self,
          rac: .block("RACMulticastConnection.m", 68, in: "-autoconnect", "createSignal:"),
          arguments: [("subscriber", subscriber)],
          bookkeeping: countBookkeeping()
        ) { () -> RACDisposable? in
          subscriberCount.increment()

          let subscriptionDisposable = self.signal.subscribe(subscriber)
          let connectionDisposable = self.connect()

          // RAC's block does not hold the connection; holding it here for the trace would tie the
          // subject to its own subscribers in a cycle.
          let disposeBlock = CoreClosures.action(
            .block("RACMulticastConnection.m", 74, in: "-autoconnect", "disposableWithBlock:"),
            captures: [
              .object("subscriptionDisposable", subscriptionDisposable),
              .object("connectionDisposable", connectionDisposable),
            ]
          ) { [weak self] in
            Tracing.call(
              "autoconnect disposeBlock", of: self,
              rac: .block("RACMulticastConnection.m", 74, in: "-autoconnect", "disposableWithBlock:"),
              bookkeeping: countBookkeeping()
            ) {
              subscriptionDisposable?.dispose()
              if subscriberCount.decrement() == 0 {
                connectionDisposable.dispose()
              }
            }
          }
          return RACDisposable(block: disposeBlock)
        }
      }
      return signal.setNameWithFormat("[%@] -autoconnect", StreamName.NameOf(self.signal))
    }
  }

  private func bookkeeping() -> [(String, String)] {
    [
      ("hasConnected", String(hasConnected.load(ordering: .sequentiallyConsistent))),
      ("serialDisposable", Tracing.describe(serialDisposable.disposable)),
    ]
  }
}

/// The subscriber count of one `autoconnect` signal: an atomic counter its blocks share.
private final class MulticastSubscriberCount: Sendable {
  private let count = Atomic<Int>(0)

  var value: Int { count.load(ordering: .sequentiallyConsistent) }

  func increment() {
    count.wrappingAdd(1, ordering: .sequentiallyConsistent)
  }

  /// Returns the count after decrementing.
  func decrement() -> Int {
    count.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue
  }
}
