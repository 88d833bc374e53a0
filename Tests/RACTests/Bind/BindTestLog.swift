import Foundation

@testable import RAC

/// An ordered, thread-safe history of what happened in a test: events a subscriber received
/// (`next:A`, `error:nil`, `completed`) interleaved with anything else the test notes
/// (`subscribe:inner`, `dispose:source`, `bindingBlock:1`), so one assertion covers the whole order.
final class BindTestLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []

  var entries: [String] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  func append(_ entry: String) {
    lock.lock()
    storage.append(entry)
    lock.unlock()
  }

  func removeAll() {
    lock.lock()
    storage.removeAll()
    lock.unlock()
  }

  /// A subscriber that writes its events here, each prefixed with `prefix`.
  func subscriber(_ prefix: String = "") -> RACSubscriber {
    RACSubscriber(
      next: { [self] value in append("\(prefix)next:\(Self.text(value))") },
      error: { [self] error in append("\(prefix)error:\(error.map { "\($0.domain)#\($0.code)" } ?? "nil")") },
      completed: { [self] in append("\(prefix)completed") })
  }

  /// A signal that forwards `subject` and notes here when it is subscribed to and disposed of, so
  /// a test can see exactly when `bind:` subscribes to and tears down a source or an inner signal.
  func observed(_ subject: RACSubject, _ name: String) -> RACSignal {
    RACSignal.createSignal { [self] subscriber in
      append("subscribe:\(name)")
      let subscription = subject.subscribe(subscriber)
      return RACDisposable { [self] in
        append("dispose:\(name)")
        subscription?.dispose()
      }
    }
  }

  /// An error with a recognisable domain and code (`error:test#<code>` in a log).
  static func error(_ code: Int) -> NSError {
    NSError(domain: "test", code: code)
  }

  /// `A` for strings, `3` for numbers, `nil` for nil.
  static func text(_ value: Any?) -> String {
    guard let value = TraceValueDescription.unwrapped(value) else { return "nil" }
    return "\(value)"
  }
}
