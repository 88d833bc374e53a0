import Foundation
import Synchronization

/// An append-only list of event strings that any thread may append to: the history the scheduler,
/// subscriber and concurrency tests assert on when their blocks run on background queues.
final class LockedLog: @unchecked Sendable {
  private let entries = Mutex<[String]>([])

  func append(_ entry: String) {
    entries.withLock { $0.append(entry) }
  }

  var events: [String] { entries.withLock { $0 } }
}
