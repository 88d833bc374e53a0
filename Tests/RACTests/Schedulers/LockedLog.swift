import Foundation

@testable import RAC

/// An append-only list of event strings that any thread may append to: the history the scheduler,
/// subscriber and concurrency tests assert on when their blocks run on background queues. Guarded
/// by `RACLock`, which ThreadSanitizer understands (see there).
final class LockedLog: @unchecked Sendable {
  private let entries = RACLock<[String]>([])

  func append(_ entry: String) {
    entries.withLock { $0.append(entry) }
  }

  var events: [String] { entries.withLock { $0 } }
}
