extension RACStreamOperations {
  /// `-takeWhileBlock:` (RACStream.m): `takeUntilBlock:` with the predicate negated — values pass
  /// while `predicate` holds; the first one it rejects ends the stream unsent.
  public func takeWhileBlock(_ predicate: @escaping (_ x: Any?) -> Bool) -> Stream {
    Tracing.call("-takeWhileBlock:", of: self, rac: .method("RACStream.m", 297, "-takeWhileBlock:")) {
      let stream: Stream = takeUntilBlock { x in
        Tracing.call(
          "innerBlock", of: self, rac: .block("RACStream.m", 300, in: "-takeWhileBlock:", "takeUntilBlock:"),
          arguments: [("x", x)]
        ) {
          let holds = Tracing.call(
            "predicate", of: self, rac: .block("RACStream.m", 301, in: "-takeWhileBlock:", "predicate(x)"),
            arguments: [("x", x)]
          ) { predicate(x) }
          return !holds
        }
      }
      return stream.setNameWithFormat("[%@] -takeWhileBlock:", StreamName.NameOf(self))
    }
  }
}
