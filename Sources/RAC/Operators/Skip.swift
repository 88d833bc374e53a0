extension RACStreamOperations {
  /// `-skip:` (RACStream.m): drops the first `skipCount` values of each subscription.
  ///
  /// The counter lives in the factory `bind:` calls once per subscriber, so every subscription skips
  /// afresh (behaviour §1 "restartable"). A skipped value becomes `[class empty]`, which completes at
  /// once inside `bind:`'s `addSignal`; a kept one becomes `[class return:value]`.
  public func skip(_ skipCount: Int) -> Stream {
    Tracing.call("-skip:", of: self, rac: .method("RACStream.m", 155, "-skip:"), arguments: [("skipCount", skipCount)])
    {
      CoreAssertion.check(skipCount >= 0, "-skip: takes an NSUInteger count")

      let A_Block_That_Return_A_RACStreamBindBlock: () -> RACStreamBindBlock = CoreClosures.bindFactory(
        .block("RACStream.m", 158, in: "-skip:", "bind:"), captures: [.object("self", self)]
      ) {
        TracedBindBlock.call(
          "A_Block_That_Return_A_RACStreamBindBlock", of: self, rac: .block("RACStream.m", 158, in: "-skip:", "bind:")
        ) {
          var skipped = 0
          let bindBlock: RACStreamBindBlock = CoreClosures.bindBlock(
            .block("RACStream.m", 161, in: "-skip:", "^"), captures: [.object("self", self)]
          ) { value, _ in
            Tracing.call(
              "bindBlock", of: self, rac: .block("RACStream.m", 161, in: "-skip:", "^"), arguments: [("value", value)],
              bookkeeping: [("skipped", String(skipped))]
            ) { () -> RACStream? in
              if skipped >= skipCount { return type(of: self).return(value) }
              skipped += 1
              return type(of: self).empty()
            }
          }
          return bindBlock
        }
      }
      let stream: Stream = bind(A_Block_That_Return_A_RACStreamBindBlock)
      return stream.setNameWithFormat("[%@] -skip: %lu", StreamName.NameOf(self), skipCount)
    }
  }
}
