import Foundation

/// The block-based subscriber that `subscribeNext:error:completed:` and friends create.
///
/// Mirrors `RACSubscriber` (RACSubscriber.m):
/// - each event runs its block under `@synchronized (self)`, so events to one subscriber never
///   overlap;
/// - `sendError:` / `sendCompleted` first dispose the subscriber's own compound disposable, which
///   forgets all three blocks and tears down every subscription it was told about, then call the
///   block: after a terminal event nothing more gets through;
/// - `dealloc` disposes the compound too, so a subscription lives exactly as long as its subscriber.
public final class RACSubscriber: RACObject, RACSubscriberProtocol {
  private var next: ((Any?) -> Void)?
  private var error: ((NSError?) -> Void)?
  private var completed: (() -> Void)?
  private let lock = RACRecursiveLock()

  /// The subscriber's own compound: its blocks' lifetime plus every subscription it made.
  public let disposable: RACCompoundDisposable

  /// `+subscriberWithNext:error:completed:`.
  public init(
    next: ((Any?) -> Void)?, error: ((NSError?) -> Void)?, completed: (() -> Void)?
  ) {
    self.next = next
    self.error = error
    self.completed = completed
    disposable = RACCompoundDisposable()
    super.init()
    disposable.add(
      RACDisposable { [weak self] in
        guard let self else { return }
        self.lock.synchronized {
          self.next = nil
          self.error = nil
          self.completed = nil
        }
      })
  }

  deinit {
    disposable.dispose()
  }

  public func sendNext(_ value: Any?) {
    lock.synchronized {
      guard let nextBlock = next else { return }
      RACTrace.call("-sendNext:", of: self, arguments: [("value", value)]) {
        RACTrace.call("nextBlock", of: self, arguments: [("x", value)]) { nextBlock(value) }
      }
    }
  }

  public func sendError(_ error: NSError?) {
    lock.synchronized {
      let errorBlock = self.error
      RACTrace.call("-sendError:", of: self, arguments: [("error", error)]) {
        disposable.dispose()
        guard let errorBlock else { return }
        RACTrace.call("errorBlock", of: self, arguments: [("error", error)]) { errorBlock(error) }
      }
    }
  }

  public func sendCompleted() {
    lock.synchronized {
      let completedBlock = completed
      RACTrace.call("-sendCompleted", of: self) {
        disposable.dispose()
        guard let completedBlock else { return }
        RACTrace.call("completedBlock", of: self) { completedBlock() }
      }
    }
  }

  /// Keeps `otherDisposable` (the compound of a subscription this subscriber was handed to) so that
  /// termination tears it down, and arranges for it to be forgotten once it is disposed on its own,
  /// so a long-lived subscriber does not collect dead subscriptions.
  public func didSubscribeWithDisposable(_ otherDisposable: RACCompoundDisposable) {
    disposable.addUntilDisposed(otherDisposable)
  }
}
