extension RACStreamOperations {
  /// `-skipUntilBlock:` (RACStream.m): drops values until `predicate` accepts one; that value and all
  /// later ones pass, and `predicate` is not asked again.
  ///
  /// The `skipping` flag lives in the factory `bind:` calls once per subscriber, so every subscription
  /// starts out skipping (behaviour §1 "restartable").
  public func skipUntilBlock(_ predicate: @escaping (_ x: Any?) -> Bool) -> Stream {
    Tracing.call("-skipUntilBlock:", of: self, rac: .method("RACStream.m", 305, "-skipUntilBlock:")) {
      let A_Block_That_Return_A_RACStreamBindBlock: () -> RACStreamBindBlock = CoreClosures.bindFactory(
        .block("RACStream.m", 310, in: "-skipUntilBlock:", "bind:"),
        captures: [.closure("predicate", ClosureKey(predicate: predicate)), .object("self", self)]
      ) {
        TracedBindBlock.call(
          "A_Block_That_Return_A_RACStreamBindBlock", of: self,
          rac: .block("RACStream.m", 310, in: "-skipUntilBlock:", "bind:")
        ) {
          var skipping = true
          let bindBlock: RACStreamBindBlock = CoreClosures.bindBlock(
            .block("RACStream.m", 313, in: "-skipUntilBlock:", "^"),
            captures: [.closure("predicate", ClosureKey(predicate: predicate)), .object("self", self)]
          ) { value, _ in
            Tracing.call(
              "bindBlock", of: self, rac: .block("RACStream.m", 313, in: "-skipUntilBlock:", "^"),
              arguments: [("value", value)], bookkeeping: [("skipping", String(skipping))]
            ) { () -> RACStream? in
              if skipping {
                let matched = Tracing.call(
                  "predicate", of: self, rac: .block("RACStream.m", 315, in: "-skipUntilBlock:", "predicate(value)"),
                  arguments: [("x", value)]
                ) { predicate(value) }
                if !matched { return type(of: self).empty() }
                skipping = false
              }
              return type(of: self).return(value)
            }
          }
          return bindBlock
        }
      }
      let stream: Stream = bind(A_Block_That_Return_A_RACStreamBindBlock)
      return stream.setNameWithFormat("[%@] -skipUntilBlock:", StreamName.NameOf(self))
    }
  }
}
