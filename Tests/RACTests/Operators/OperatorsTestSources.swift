import Foundation

@testable import RAC

/// A cold signal that a test drives by hand: every subscriber is kept until its subscription is
/// disposed or the test ends it, and subscriptions and disposals are counted, so a test can see when
/// an operator subscribes to and lets go of its source.
final class OperatorsManualSource {
  private(set) var subscriptionCount = 0
  private(set) var disposalCount = 0
  private var subscribers: [(id: Int, subscriber: any RACSubscriberProtocol)] = []

  /// The signal; each subscription registers its subscriber here.
  private(set) lazy var signal: RACSignal = RACSignal.createSignal { [weak self] subscriber in
    guard let self else { return nil }
    self.subscriptionCount += 1
    let id = self.subscriptionCount
    self.subscribers.append((id, subscriber))
    return RACDisposable { [weak self] in
      guard let self else { return }
      self.disposalCount += 1
      self.subscribers.removeAll { $0.id == id }
    }
  }

  /// How many subscribers are listening now.
  var activeSubscriberCount: Int { subscribers.count }

  init(label: String? = nil) {
    signal.traceLabel = label
  }

  func sendNext(_ value: Any?) {
    for entry in subscribers { entry.subscriber.sendNext(value) }
  }

  func sendError(_ error: NSError?) {
    let current = subscribers
    subscribers.removeAll()
    for entry in current { entry.subscriber.sendError(error) }
  }

  func sendCompleted() {
    let current = subscribers
    subscribers.removeAll()
    for entry in current { entry.subscriber.sendCompleted() }
  }
}

/// Small synchronous signals for the operator tests.
enum OperatorsSignals {
  /// Sends `values` then completes, synchronously, on every subscription.
  static func values(_ values: [Any?], label: String? = nil) -> RACSignal {
    let signal = RACSignal.createSignal { subscriber in
      for value in values { subscriber.sendNext(value) }
      subscriber.sendCompleted()
      return nil
    }
    signal.traceLabel = label
    return signal
  }

  /// Sends `values` then `error`, synchronously.
  static func values(_ values: [Any?], thenError error: NSError?) -> RACSignal {
    RACSignal.createSignal { subscriber in
      for value in values { subscriber.sendNext(value) }
      subscriber.sendError(error)
      return nil
    }
  }

  /// Sends `values` then completes, and counts its subscriptions in `counter`.
  static func counting(_ values: [Any?], in counter: OperatorsCounter) -> RACSignal {
    RACSignal.createSignal { subscriber in
      counter.count += 1
      for value in values { subscriber.sendNext(value) }
      subscriber.sendCompleted()
      return nil
    }
  }

  static let testError = NSError(domain: "Operators", code: 1)
}

/// A counter a signal's blocks can bump.
final class OperatorsCounter {
  var count = 0
}
