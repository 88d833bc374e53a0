import Foundation

extension RACSignal {
  /// `-collect` (RACSignal+Operations.m): every value of the receiver, in one array, sent when the
  /// receiver completes (behaviour §6.6, §7.3).
  ///
  /// It is `aggregateWithStartFactory:reduce:` with a fresh array per subscription, each value
  /// appended (nil as `NSNull`). So a receiver that completes without values yields `[]`; one that
  /// fails yields only its error.
  ///
  /// As in RAC, the start value is one `NSMutableArray` per subscription that every reducer step
  /// appends to and returns, so collecting n values costs n appends (a Swift array value would be
  /// copied by every step: quadratic). The array sent is that `NSMutableArray`, which reads as `[Any]`
  /// where Swift code casts it.
  public func collect() -> RACSignal {
    Tracing.call("-collect", of: self, rac: .method("RACSignal+Operations.m", 357, "-collect")) {
      aggregateWithStartFactory(
        {
          Tracing.call(
            "startFactory block", of: self,
            rac: .block("RACSignal+Operations.m", 358, in: "-collect", "aggregateWithStartFactory:")
          ) { NSMutableArray() }
        },
        reduce: Self.recorded(
          .block("RACSignal+Operations.m", 360, in: "-collect", "reduce:"),
          { collectedValues, x in
            Tracing.call(
              "reduce block", of: self, rac: .block("RACSignal+Operations.m", 360, in: "-collect", "reduce:"),
              arguments: [("collectedValues", collectedValues), ("x", x)]
            ) { () -> Any? in
              (collectedValues as? NSMutableArray)?.add(TraceValueDescription.unwrapped(x) ?? NSNull.shared)
              return collectedValues
            }
          })
      )
      .setNameWithFormat("[%@] -collect", StreamName.NameOf(self))
    }
  }

  /// `-collect`'s reduce block, recorded as RAC's at `place`, which captures nothing (this one holds
  /// the receiver for the trace, as the operators under it do already).
  private static func recorded(
    _ place: @autoclosure () -> RACSourceLocation, _ reduce: @escaping (Any?, Any?) -> Any?
  ) -> (Any?, Any?) -> Any? {
    if CoreClosures.isRecording { CoreClosures.record(ClosureKey(reduce: reduce), at: place(), captures: []) }
    return reduce
  }
}
