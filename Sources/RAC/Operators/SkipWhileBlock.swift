extension RACStreamOperations {
  /// `-skipWhileBlock:` (RACStream.m): `skipUntilBlock:` with the predicate negated — values are
  /// dropped while `predicate` holds; from the first one it rejects on, everything passes.
  public func skipWhileBlock(_ predicate: @escaping (_ x: Any?) -> Bool) -> Stream {
    Tracing.call("-skipWhileBlock:", of: self, rac: .method("RACStream.m", 327, "-skipWhileBlock:")) {
      let stream: Stream = skipUntilBlock { x in
        Tracing.call(
          "innerBlock", of: self, rac: .block("RACStream.m", 330, in: "-skipWhileBlock:", "skipUntilBlock:"),
          arguments: [("x", x)]
        ) {
          let holds = Tracing.call(
            "predicate", of: self, rac: .block("RACStream.m", 331, in: "-skipWhileBlock:", "predicate(x)"),
            arguments: [("x", x)]
          ) { predicate(x) }
          return !holds
        }
      }
      return stream.setNameWithFormat("[%@] -skipWhileBlock:", StreamName.NameOf(self))
    }
  }
}
