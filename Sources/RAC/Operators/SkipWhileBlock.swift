/// `-skipWhileBlock:` (RACStream.m): `skipUntilBlock:` with the predicate negated — values are
/// dropped while `predicate` holds; from the first one it rejects on, everything passes.
extension RACStreamOperations {
  public func skipWhileBlock(_ predicate: @escaping (_ x: Any?) -> Bool) -> Stream {
    RACTrace.call("-skipWhileBlock:", of: self) {
      let stream: Stream = skipUntilBlock { x in
        RACTrace.call("innerBlock", of: self, arguments: [("x", x)]) {
          let holds = RACTrace.call("predicate", of: self, arguments: [("x", x)]) { predicate(x) }
          return !holds
        }
      }
      return stream.setNameWithFormat("[%@] -skipWhileBlock:", RACStreamName.NameOf(self))
    }
  }
}
