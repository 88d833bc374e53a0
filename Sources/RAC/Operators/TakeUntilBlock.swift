extension RACStreamOperations {
  /// `-takeUntilBlock:` (RACStream.m): passes values until `predicate` accepts one, then completes.
  ///
  /// The accepted value is not sent: the binding block returns nil for it, which makes `bind:`
  /// unsubscribe from the source and count it as completed (behaviour §1 "nil returned"); values
  /// already passed on finish first. Holds no state, so every subscription behaves the same.
  public func takeUntilBlock(_ predicate: @escaping (_ x: Any?) -> Bool) -> Stream {
    Tracing.call("-takeUntilBlock:", of: self, rac: .method("RACStream.m", 283, "-takeUntilBlock:")) {
      let A_Block_That_Return_A_RACStreamBindBlock: () -> RACStreamBindBlock = CoreClosures.bindFactory(
        .block("RACStream.m", 288, in: "-takeUntilBlock:", "bind:"),
        captures: [.closure("predicate", ClosureKey(predicate: predicate)), .object("self", self)]
      ) {
        TracedBindBlock.call(
          "A_Block_That_Return_A_RACStreamBindBlock", of: self,
          rac: .block("RACStream.m", 288, in: "-takeUntilBlock:", "bind:")
        ) {
          let bindBlock: RACStreamBindBlock = CoreClosures.bindBlock(
            .block("RACStream.m", 289, in: "-takeUntilBlock:", "^"),
            captures: [.closure("predicate", ClosureKey(predicate: predicate)), .object("self", self)]
          ) { value, _ in
            Tracing.call(
              "bindBlock", of: self, rac: .block("RACStream.m", 289, in: "-takeUntilBlock:", "^"),
              arguments: [("value", value)]
            ) { () -> RACStream? in
              let matched = Tracing.call(
                "predicate", of: self, rac: .block("RACStream.m", 290, in: "-takeUntilBlock:", "predicate(value)"),
                arguments: [("x", value)]
              ) { predicate(value) }
              if matched { return nil }
              return type(of: self).return(value)
            }
          }
          return bindBlock
        }
      }
      let stream: Stream = bind(A_Block_That_Return_A_RACStreamBindBlock)
      return stream.setNameWithFormat("[%@] -takeUntilBlock:", StreamName.NameOf(self))
    }
  }
}
