extension RACStreamOperations {
  /// `-take:` (RACStream.m): the first `count` values, then completion — even when the source never
  /// completes (behaviour §7.5).
  ///
  /// `take(0)` is `[class empty]` itself: the receiver is never subscribed, nothing is renamed
  /// (behaviour §7.4). Otherwise each subscription counts its own values (`bind:` asks the factory once
  /// per subscriber, §1 "restartable"). The value that reaches `count` sets `stop`: `bind:` still
  /// subscribes to that value's `return:` signal, then unsubscribes from the source and completes. A
  /// value delivered re-entrantly after that gets nil, which ends nothing more.
  public func take(_ count: Int) -> Stream {
    Tracing.call("-take:", of: self, rac: .method("RACStream.m", 170, "-take:"), arguments: [("count", count)]) {
      CoreAssertion.check(count >= 0, "-take: takes an NSUInteger count")
      if count == 0 { return type(of: self).empty() }

      let A_Block_That_Return_A_RACStreamBindBlock: () -> RACStreamBindBlock = CoreClosures.bindFactory(
        .block("RACStream.m", 175, in: "-take:", "bind:"), captures: [.object("self", self)]
      ) {
        TracedBindBlock.call(
          "A_Block_That_Return_A_RACStreamBindBlock", of: self, rac: .block("RACStream.m", 175, in: "-take:", "bind:")
        ) {
          var taken = 0
          let bindBlock: RACStreamBindBlock = CoreClosures.bindBlock(
            .block("RACStream.m", 178, in: "-take:", "^"), captures: [.object("self", self)]
          ) { value, stop in
            Tracing.call(
              "bindBlock", of: self, rac: .block("RACStream.m", 178, in: "-take:", "^"), arguments: [("value", value)],
              bookkeeping: [("taken", String(taken))]
            ) { () -> RACStream? in
              guard taken < count else { return nil }
              taken += 1
              if taken == count { stop = true }
              return type(of: self).return(value)
            }
          }
          return bindBlock
        }
      }
      let stream: Stream = bind(A_Block_That_Return_A_RACStreamBindBlock)
      return stream.setNameWithFormat("[%@] -take: %lu", StreamName.NameOf(self), count)
    }
  }
}
