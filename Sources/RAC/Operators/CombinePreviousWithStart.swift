extension RACStreamOperations where Stream: RACStreamOperations, Stream.Stream == Stream {
  /// `-combinePreviousWithStart:reduce:` (RACStream.m): sends `reduceBlock(previous, next)` for each
  /// value, `previous` being the value before it (`start` for the first).
  ///
  /// Built as RAC builds it: a scan whose running value is the tuple `(previous, result)`, starting
  /// from `RACTuplePack(start)`, then a `map:` to the result. The scan's state makes it restart for
  /// every subscription.
  public func combinePreviousWithStart(
    _ start: Any?, reduce reduceBlock: @escaping (_ previous: Any?, _ next: Any?) -> Any?
  ) -> Stream {
    Tracing.call(
      "-combinePreviousWithStart:reduce:", of: self,
      rac: .method("RACStream.m", 105, "-combinePreviousWithStart:reduce:"), arguments: [("start", start)]
    ) {
      let scanned: Stream = scanWithStart(RACTuplePack(start)) { previousTuple, next in
        Tracing.call(
          "innerBlock", of: self, rac: .block("RACStream.m", 109, in: "-combinePreviousWithStart:reduce:", "reduce:"),
          arguments: [("previousTuple", previousTuple), ("next", next)]
        ) {
          let previous = (previousTuple as? RACTuple)?[0]
          let value = Tracing.call(
            "reduceBlock", of: self,
            rac: .block("RACStream.m", 110, in: "-combinePreviousWithStart:reduce:", "reduceBlock("),
            arguments: [("previous", previous), ("next", next)]
          ) {
            reduceBlock(previous, next)
          }
          return RACTuplePack(next, value)
        }
      }
      let stream: Stream = scanned.map { tuple in
        Tracing.call(
          "mapBlock", of: self, rac: .block("RACStream.m", 113, in: "-combinePreviousWithStart:reduce:", "map:"),
          arguments: [("tuple", tuple)]
        ) { (tuple as? RACTuple)?[1] }
      }
      return stream.setNameWithFormat(
        "[%@] -combinePreviousWithStart: %@ reduce:", StreamName.NameOf(self), start)
    }
  }
}
