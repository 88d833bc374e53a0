import Foundation
import ObjCInterpreter

/// A `dispatch_time_t` as this runtime encodes it, on the run's virtual clock, the way libdispatch
/// encodes its two clocks in one 64-bit number: `DISPATCH_TIME_NOW` (0) plus nanoseconds for a time
/// relative to now (`dispatch_time`), the negated nanoseconds since 1970 for a wall-clock time
/// (`dispatch_walltime`, which `RACQueueScheduler` makes from an `NSDate`), and all bits set for
/// `DISPATCH_TIME_FOREVER`.
///
/// A relative time is measured from the moment it is used (`dispatch_after`,
/// `dispatch_source_set_timer`), not the moment it was made: a snippet makes one and uses it in the
/// same statement, on the same virtual instant.
enum DispatchTimeValue: Equatable {
  case afterNow(nanoseconds: UInt64)
  case wall(Date)
  case forever

  init(_ number: CNumber) {
    let bits = number.uint64
    if bits == UInt64.max {
      self = .forever
    } else if Int64(bitPattern: bits) < 0 {
      self = .wall(Date(timeIntervalSince1970: Double(Int64(bitPattern: bits).magnitude) / 1e9))
    } else {
      self = .afterNow(nanoseconds: bits)
    }
  }

  /// The `dispatch_time_t` (a 64-bit unsigned integer).
  var number: CNumber {
    let bits: UInt64
    switch self {
    case .afterNow(let nanoseconds): bits = min(nanoseconds, UInt64(Int64.max))
    case .wall(let date):
      // As libdispatch saturates its wall clock: past the last time it can encode is
      // `DISPATCH_TIME_FOREVER`, before 1970 its earliest time (-2, since -1 is FOREVER).
      let nanoseconds = date.timeIntervalSince1970 * 1e9
      guard nanoseconds < 0x1p63 else {
        bits = UInt64.max
        break
      }
      bits = UInt64(bitPattern: -Int64(max(2, nanoseconds)))
    case .forever: bits = UInt64.max
    }
    return CNumber(unsigned: bits, type: .unsignedLong)
  }

  /// `dispatch_time(self, delta)`: later (or earlier) by `delta` nanoseconds; never before now.
  func adding(nanoseconds delta: Int64) -> DispatchTimeValue {
    switch self {
    case .forever: return .forever
    case .wall(let date): return .wall(date.addingTimeInterval(Double(delta) / 1e9))
    case .afterNow(let nanoseconds):
      let sum = Int64(clamping: nanoseconds).addingReportingOverflow(delta)
      if sum.overflow { return delta > 0 ? .forever : .afterNow(nanoseconds: 0) }
      return .afterNow(nanoseconds: UInt64(max(0, sum.partialValue)))
    }
  }

  /// The date it stands for on a clock that reads `now`; nil for never.
  func date(now: Date) -> Date? {
    switch self {
    case .afterNow(let nanoseconds): return now.addingTimeInterval(Double(nanoseconds) / 1e9)
    case .wall(let date): return date
    case .forever: return nil
    }
  }
}
