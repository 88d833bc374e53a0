extension RACStreamOperations {
  /// `-scanWithStart:reduce:` (RACStream.m): `scanWithStart:reduceWithIndex:` with a block that does
  /// not look at the index.
  public func scanWithStart(
    _ startingValue: Any?, reduce reduceBlock: @escaping (_ running: Any?, _ next: Any?) -> Any?
  ) -> Stream {
    Tracing.call(
      "-scanWithStart:reduce:", of: self, rac: .method("RACStream.m", 256, "-scanWithStart:reduce:"),
      arguments: [("startingValue", startingValue)]
    ) {
      let innerBlock = CoreClosures.reduceWithIndex(
        .block("RACStream.m", 261, in: "-scanWithStart:reduce:", "reduceWithIndex:"),
        captures: [.closure("reduceBlock", ClosureKey(reduce: reduceBlock))]
      ) { running, next, index in
        Tracing.call(
          "innerBlock", of: self, rac: .block("RACStream.m", 261, in: "-scanWithStart:reduce:", "reduceWithIndex:"),
          arguments: [("running", running), ("next", next), ("index", index)]
        ) {
          Tracing.call(
            "reduceBlock", of: self,
            rac: .block("RACStream.m", 262, in: "-scanWithStart:reduce:", "reduceBlock(running"),
            arguments: [("running", running), ("next", next)]
          ) {
            reduceBlock(running, next)
          }
        }
      }
      let stream: Stream = scanWithStart(startingValue, reduceWithIndex: innerBlock)
      return stream.setNameWithFormat("[%@] -scanWithStart: %@ reduce:", StreamName.NameOf(self), startingValue)
    }
  }
}
