import Foundation

/// `-try:` and `-tryMap:` (RACSignal+Operations.m): a check or a transformation that can fail,
/// turning its failure into the signal's error (behaviour §6.2).
///
/// Both are `flattenMap:` into `+return:` (passed) or `+error:` (failed), so a failure ends the
/// signal with the error the block wrote to its `NSError **` (nil when it wrote none). RAC's
/// `NSError **` is an `inout NSError?` here.
extension RACSignal {
  /// `-try:`: each value that `tryBlock` passes; the first it fails ends the signal with its error.
  public func `try`(_ tryBlock: @escaping (_ value: Any?, _ errorPtr: inout NSError?) -> Bool) -> RACSignal {
    Tracing.call("-try:", of: self, rac: .method("RACSignal+Operations.m", 273, "-try:")) {
      flattenMap { value -> RACStream? in
        var error: NSError?
        let passed = Tracing.call(
          "tryBlock", of: self, rac: .block("RACSignal+Operations.m", 278, in: "-try:", "tryBlock(value"),
          arguments: [("value", value)]
        ) { tryBlock(value, &error) }
        return passed ? RACSignal.return(value) : RACSignal.error(error)
      }
      .setNameWithFormat("[%@] -try:", StreamName.NameOf(self))
    }
  }

  /// `-tryMap:`: each value mapped by `mapBlock`; a nil result ends the signal with the error the
  /// block wrote.
  public func tryMap(_ mapBlock: @escaping (_ value: Any?, _ errorPtr: inout NSError?) -> Any?) -> RACSignal {
    Tracing.call("-tryMap:", of: self, rac: .method("RACSignal+Operations.m", 283, "-tryMap:")) {
      flattenMap { value -> RACStream? in
        var error: NSError?
        let mappedValue = Tracing.call(
          "mapBlock", of: self, rac: .block("RACSignal+Operations.m", 288, in: "-tryMap:", "mapBlock(value"),
          arguments: [("value", value)]
        ) {
          mapBlock(value, &error)
        }
        return TraceValueDescription.unwrapped(mappedValue) == nil
          ? RACSignal.error(error) : RACSignal.return(mappedValue)
      }
      .setNameWithFormat("[%@] -tryMap:", StreamName.NameOf(self))
    }
  }
}
