import Foundation
import ObjCInterpreter

/// The C math and limits RAC's files use that snippets had not needed: `RACQueueScheduler` splits
/// a date into a `struct timespec` with `modf`, `fmin` and `fmax` between `LONG_MIN` and
/// `LONG_MAX`, and checks intervals against `INT64_MAX / NSEC_PER_SEC`; `RACSequence`'s fast
/// enumeration marks its end with `ULONG_MAX`.
extension CLibraries {
  static func registerMath(in table: CLibraryTable) {
    // `modf(x, &integralPart)`: the fraction, with the integral part written through the pointer.
    table.function("modf") { call, _ in
      let value = try call.number(0).double
      let integral = value.rounded(.towardZero)
      try call.store(CNumber.double(integral), through: try call.pointer(1, to: "a double"))
      return CNumber.double(value.isInfinite ? 0 * value.sign.multiplier : value - integral)
    }
    let binary: [(String, (Double, Double) -> Double)] = [
      ("fmin", { Foundation.fmin($0, $1) }), ("fmax", { Foundation.fmax($0, $1) }),
      ("fmod", { Foundation.fmod($0, $1) }),
    ]
    for (name, function) in binary {
      table.function(name) { call, _ in CNumber.double(function(try call.number(0).double, try call.number(1).double)) }
    }
    let limits: [(String, CNumber)] = [
      ("INT32_MAX", CNumber.int(Int(Int32.max))), ("INT32_MIN", CNumber.int(Int(Int32.min))),
      ("UINT32_MAX", CNumber(unsigned: UInt64(UInt32.max), type: .unsignedInt)),
      ("INT64_MAX", CNumber(integer: Int64.max, type: .longLong)),
      ("INT64_MIN", CNumber(integer: Int64.min, type: .longLong)),
      ("UINT64_MAX", CNumber(unsigned: UInt64.max, type: .unsignedLongLong)),
      ("ULONG_MAX", CNumber(unsigned: UInt64.max, type: .unsignedLong)),
      ("LLONG_MAX", CNumber(integer: Int64.max, type: .longLong)),
      ("LLONG_MIN", CNumber(integer: Int64.min, type: .longLong)),
      ("ULLONG_MAX", CNumber(unsigned: UInt64.max, type: .unsignedLongLong)),
      ("SIZE_MAX", CNumber(unsigned: UInt64.max, type: .unsignedLong)),
    ]
    for (name, value) in limits { table.constant(name, value: value) }
  }
}

extension FloatingPointSign {
  /// 1 or -1: `modf` of an infinity is a zero of the infinity's sign.
  fileprivate var multiplier: Double { self == .minus ? -1 : 1 }
}
