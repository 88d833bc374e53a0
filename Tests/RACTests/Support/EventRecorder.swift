import Foundation

@testable import RAC

/// Records everything one subscription to a signal delivers as strings — `next:A`, `next:nil`,
/// `next:(A, X, nil)` for a tuple, `error:Domain#1` or `error:nil`, `completed` — so a test can
/// assert on a whole event history at once.
///
/// The recorder keeps the subscription's disposable: `dispose()` ends the subscription, and the
/// subscription ends anyway when the signal terminates.
final class EventRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []
  private var disposable: RACDisposable?

  /// Subscribes to `signal` at once.
  init(_ signal: RACSignal) {
    let disposable = signal.subscribeNext(
      { [weak self] value in self?.append("next:" + EventRecorder.text(value)) },
      error: { [weak self] error in self?.append("error:" + EventRecorder.text(error)) },
      completed: { [weak self] in self?.append("completed") })
    lock.withLock { self.disposable = disposable }
  }

  /// The events so far, in the order they arrived.
  var events: [String] { lock.withLock { recorded } }

  /// Disposes the subscription.
  func dispose() {
    let disposable = lock.withLock { () -> RACDisposable? in
      defer { self.disposable = nil }
      return self.disposable
    }
    disposable?.dispose()
  }

  /// Subscribes to `signal`, disposes the subscription, and returns what arrived in between —
  /// everything, for a signal that runs synchronously.
  static func events(of signal: RACSignal) -> [String] {
    let recorder = EventRecorder(signal)
    recorder.dispose()
    return recorder.events
  }

  private func append(_ event: String) {
    lock.withLock { recorded.append(event) }
  }

  /// Values as the tests write them: strings bare, nil as `nil`, tuples as `(a, b)`, errors as
  /// `Domain#code`, streams by their trace name.
  static func text(_ value: Any?) -> String {
    guard let value = TraceValueDescription.unwrapped(value) else { return "nil" }
    switch value {
    case let tuple as RACTuple:
      return "(" + tuple.map { text($0) }.joined(separator: ", ") + ")"
    case let error as NSError:
      return "\(error.domain)#\(error.code)"
    case let stream as RACStream:
      return "<\(stream.traceName)>"
    case let array as [Any?]:
      return "[" + array.map { text($0) }.joined(separator: ", ") + "]"
    default:
      return String(describing: value)
    }
  }
}
