import Foundation

@testable import RAC

/// What the bind: tests add to `LockedLog`: a subscriber and an observed signal that write their
/// events into it, so one assertion covers the whole order of what happened.
typealias BindTestLog = LockedLog

extension LockedLog {
  /// A subscriber that writes its events here, each prefixed with `prefix`.
  func subscriber(_ prefix: String = "") -> RACSubscriber {
    RACSubscriber(
      next: { [self] value in append("\(prefix)next:\(LockedLog.text(value))") },
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
