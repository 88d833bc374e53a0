extension RACStreamOperations {
  /// `-scanWithStart:reduce:` (RACStream.m): `scanWithStart:reduceWithIndex:` with a block that does
  /// not look at the index.
  public func scanWithStart(
    _ startingValue: Any?, reduce reduceBlock: @escaping (_ running: Any?, _ next: Any?) -> Any?
  ) -> Stream {
    Tracing.call("-scanWithStart:reduce:", of: self, arguments: [("startingValue", startingValue)]) {
      let stream: Stream = scanWithStart(startingValue) { running, next, index in
        Tracing.call(
          "innerBlock", of: self, arguments: [("running", running), ("next", next), ("index", index)]
        ) {
          Tracing.call("reduceBlock", of: self, arguments: [("running", running), ("next", next)]) {
            reduceBlock(running, next)
          }
        }
      }
      return stream.setNameWithFormat("[%@] -scanWithStart: %@ reduce:", StreamName.NameOf(self), startingValue)
    }
  }
}
