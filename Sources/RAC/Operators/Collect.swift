import Foundation

/// `-collect` (RACSignal+Operations.m): every value of the receiver, in one array, sent when the
/// receiver completes (reference §6.6, §7.3).
///
/// It is `aggregateWithStartFactory:reduce:` with a fresh array per subscription, each value
/// appended (nil as `NSNull`). So a receiver that completes without values yields `[]`; one that
/// fails yields only its error.
///
/// RAC sends the `NSMutableArray` it appended to; here the array is a Swift `[Any]` value (NSNull
/// for nil), which every reducer step copies and extends instead of mutating one shared object.
/// Nothing outside can tell: the array is only seen once, at the end.
extension RACSignal {
  public func collect() -> RACSignal {
    RACTrace.call("-collect", of: self) {
      aggregateWithStartFactory(
        { RACTrace.call("startFactory block", of: self) { [Any]() } },
        reduce: { collectedValues, x in
          RACTrace.call(
            "reduce block", of: self, arguments: [("collectedValues", collectedValues), ("x", x)]
          ) { () -> Any? in
            var values = collectedValues as? [Any] ?? []
            values.append(TraceValueDescription.unwrapped(x) ?? NSNull())
            return values
          }
        }
      )
      .setNameWithFormat("[%@] -collect", RACStreamName.NameOf(self))
    }
  }
}
