/// `-takeWhileBlock:` (RACStream.m): `takeUntilBlock:` with the predicate negated — values pass
/// while `predicate` holds; the first one it rejects ends the stream unsent.
extension RACStreamOperations {
  public func takeWhileBlock(_ predicate: @escaping (_ x: Any?) -> Bool) -> Stream {
    RACTrace.call("-takeWhileBlock:", of: self) {
      let stream: Stream = takeUntilBlock { x in
        RACTrace.call("innerBlock", of: self, arguments: [("x", x)]) {
          let holds = RACTrace.call("predicate", of: self, arguments: [("x", x)]) { predicate(x) }
          return !holds
        }
      }
      return stream.setNameWithFormat("[%@] -takeWhileBlock:", RACStreamName.NameOf(self))
    }
  }
}
