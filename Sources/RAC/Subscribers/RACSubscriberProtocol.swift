import Foundation

/// `id<RACSubscriber>`: what a signal sends its events to.
///
/// In Objective-C the protocol and the block-based class share the name `RACSubscriber`; Swift's
/// importer renames such a protocol with a `Protocol` suffix, and so do we.
public protocol RACSubscriberProtocol: AnyObject, Traceable {
  /// Sends the next value (`id`, nil allowed).
  func sendNext(_ value: Any?)
  /// Sends an error (an `NSError *`, nil allowed) and ends the subscription.
  func sendError(_ error: NSError?)
  /// Sends completion and ends the subscription.
  func sendCompleted()
  /// Tells the subscriber which compound disposable represents one of its subscriptions, so that
  /// its own termination or deallocation can tear that subscription down.
  func didSubscribeWithDisposable(_ disposable: RACCompoundDisposable)
}
