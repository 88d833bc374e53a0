import Foundation
import Synchronization

/// The one clock of a `VirtualQueues` run, which every queue of the run reads its `now` from (a
/// queue's own clock is never behind it). Moving it is one store, however many queues the run has:
/// a run of 10,000 queues takes tens of thousands of turns, and moving each queue's clock at every
/// turn made it quadratic.
final class VirtualClock: Sendable {
  /// The date as the bits of its `timeIntervalSinceReferenceDate`.
  private let bits: Atomic<UInt64>

  init(_ start: Date) {
    bits = Atomic(start.timeIntervalSinceReferenceDate.bitPattern)
  }

  var date: Date {
    Date(timeIntervalSinceReferenceDate: Double(bitPattern: bits.load(ordering: .acquiring)))
  }

  /// Moves the clock forward to `date` (never back). Only the run's thread moves it.
  func advance(to date: Date) {
    if date > self.date {
      bits.store(date.timeIntervalSinceReferenceDate.bitPattern, ordering: .releasing)
    }
  }
}
