import Foundation

extension RACSignal {
  /// `-not`, `-and`, `-or` (RACSignal+Operations.m): boolean maps, each a `map:` producing an
  /// `NSNumber` (behaviour §6.13, §7.18).
  ///
  /// `not` negates each value, which must be an `NSNumber` (a Swift `Bool` or number bridges to one).
  /// `and` / `or` take **no argument**: each value must be a non-empty `RACTuple` of `NSNumber`s (what
  /// `+combineLatest:` sends), and becomes whether all / any of them is true. RAC asserts these
  /// shapes; without assertions a value that is not a number (or not a tuple) reads as false, and an
  /// empty tuple gives true for `and` and false for `or`, as RAC's `all:` / `any:` do.
  public func not() -> RACSignal {
    Tracing.call("-not", of: self, rac: .method("RACSignal+Operations.m", 1270, "-not")) {
      // RAC's block captures nothing; this one holds `self` for the trace, as `-map:`'s own does.
      map(
        CoreClosures.transform(.block("RACSignal+Operations.m", 1271, in: "-not", "map:"), captures: []) { value in
          Tracing.call(
            "block", of: self, rac: .block("RACSignal+Operations.m", 1271, in: "-not", "map:"),
            arguments: [("value", value)]
          ) { () -> Any? in
            NSNumber(value: !RACSignal.boolValue(value, of: "-not"))
          }
        }
      )
      .setNameWithFormat("[%@] -not", StreamName.NameOf(self))
    }
  }

  /// `-and`: each `RACTuple` of NSNumbers reduced to `@YES` when all of them are true (behaviour
  /// §6.13).
  public func and() -> RACSignal {
    Tracing.call("-and", of: self, rac: .method("RACSignal+Operations.m", 1278, "-and")) {
      // RAC's block captures nothing; this one holds `self` for the trace, as `-map:`'s own does.
      map(
        CoreClosures.transform(.block("RACSignal+Operations.m", 1279, in: "-and", "map:"), captures: []) { value in
          Tracing.call(
            "block", of: self, rac: .block("RACSignal+Operations.m", 1279, in: "-and", "map:"),
            arguments: [("tuple", value)]
          ) { () -> Any? in
            guard let numbers = RACSignal.tupleOfNumbers(value, of: "-and") else { return NSNumber(value: false) }
            return NSNumber(value: numbers.allSatisfy { RACSignal.boolValue($0, of: "-and", inTuple: value) })
          }
        }
      )
      .setNameWithFormat("[%@] -and", StreamName.NameOf(self))
    }
  }

  /// `-or`: each `RACTuple` of NSNumbers reduced to `@YES` when any of them is true (behaviour
  /// §6.13).
  public func or() -> RACSignal {
    Tracing.call("-or", of: self, rac: .method("RACSignal+Operations.m", 1291, "-or")) {
      // RAC's block captures nothing; this one holds `self` for the trace, as `-map:`'s own does.
      map(
        CoreClosures.transform(.block("RACSignal+Operations.m", 1292, in: "-or", "map:"), captures: []) { value in
          Tracing.call(
            "block", of: self, rac: .block("RACSignal+Operations.m", 1292, in: "-or", "map:"),
            arguments: [("tuple", value)]
          ) { () -> Any? in
            guard let numbers = RACSignal.tupleOfNumbers(value, of: "-or") else { return NSNumber(value: false) }
            return NSNumber(value: numbers.contains { RACSignal.boolValue($0, of: "-or", inTuple: value) })
          }
        }
      )
      .setNameWithFormat("[%@] -or", StreamName.NameOf(self))
    }
  }

  /// `[number boolValue]` after RAC's assertion that the value is an `NSNumber`, in RAC's words:
  /// `-not`'s names the value, `-and`'s and `-or`'s the tuple holding it (`inTuple`).
  static func boolValue(_ value: Any?, of operation: String, inTuple tuple: Any?? = nil) -> Bool {
    switch TraceValueDescription.unwrapped(value) {
    case let bool as Bool: return bool
    case let number as NSNumber: return number.boolValue
    default:
      if let tuple {
        CoreAssertion.fail(
          "\(operation) must only be used on a signal of RACTuples of NSNumbers. Instead, tuple contains a non-NSNumber value: \(LogSink.describe(tuple))"
        )
      } else {
        CoreAssertion.fail(
          "\(operation) must only be used on a signal of NSNumbers. Instead, got: \(LogSink.describe(value))")
      }
      return false
    }
  }

  /// The elements of a value that RAC asserts is a non-empty `RACTuple`; nil when it is no tuple.
  private static func tupleOfNumbers(_ value: Any?, of operation: String) -> [Any?]? {
    guard let tuple = TraceValueDescription.unwrapped(value) as? RACTuple else {
      CoreAssertion.fail(
        "\(operation) must only be used on a signal of RACTuples of NSNumbers. Instead, received: \(LogSink.describe(value))"
      )
      return nil
    }
    CoreAssertion.check(
      tuple.count > 0,
      "\(operation) must only be used on a signal of RACTuples of NSNumbers, with at least 1 value in the tuple")
    return Array(tuple)
  }
}
