extension RACStreamOperations {
  /// `-skipWhileBlock:` (RACStream.m): `skipUntilBlock:` with the predicate negated — values are
  /// dropped while `predicate` holds; from the first one it rejects on, everything passes.
  public func skipWhileBlock(_ predicate: @escaping (_ x: Any?) -> Bool) -> Stream {
    Tracing.call("-skipWhileBlock:", of: self) {
      let stream: Stream = skipUntilBlock { x in
        Tracing.call("innerBlock", of: self, arguments: [("x", x)]) {
          let holds = Tracing.call("predicate", of: self, arguments: [("x", x)]) { predicate(x) }
          return !holds
        }
      }
      return stream.setNameWithFormat("[%@] -skipWhileBlock:", StreamName.NameOf(self))
    }
  }
}
