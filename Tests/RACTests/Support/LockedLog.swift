import Foundation

@testable import RAC

/// An append-only list of event strings that any thread may append to: the whole history a test
/// asserts on when its blocks run on background queues or interleave (`next:A`, `error:nil`,
/// `completed`, `subscribe:inner`, `dispose:source`…). Guarded by `LockedState`, which ThreadSanitizer
/// understands (see there).
final class LockedLog: @unchecked Sendable {
  private let storage = LockedState<[String]>([])

  func append(_ entry: String) {
    storage.withLock { $0.append(entry) }
  }

  func removeAll() {
    storage.withLock { $0.removeAll() }
  }

  var events: [String] { storage.withLock { $0 } }

  /// The same history under the name the bind: tests use.
  var entries: [String] { events }
}
