extension RACStreamOperations {
  /// `-distinctUntilChanged` (RACStream.m): drops a value equal to the one sent just before it.
  ///
  /// Per subscription `lastValue` starts nil and `initial` true, so the first value is always sent,
  /// even nil; after that a value is dropped when it is identical or `isEqual:` to `lastValue`
  /// (`ValueEquality`), which also collapses consecutive nils (behaviour §7.16).
  public func distinctUntilChanged() -> Stream {
    Tracing.call("-distinctUntilChanged", of: self, rac: .method("RACStream.m", 335, "-distinctUntilChanged")) {
      let A_Block_That_Return_A_RACStreamBindBlock: () -> RACStreamBindBlock = CoreClosures.bindFactory(
        .block("RACStream.m", 338, in: "-distinctUntilChanged", "bind:"), captures: [.object("self", self)]
      ) {
        TracedBindBlock.call(
          "A_Block_That_Return_A_RACStreamBindBlock", of: self,
          rac: .block("RACStream.m", 338, in: "-distinctUntilChanged", "bind:")
        ) {
          let lastValue = BlockVariable<Any?>(nil)
          var initial = true
          let bindBlock: RACStreamBindBlock = CoreClosures.bindBlock(
            .block("RACStream.m", 342, in: "-distinctUntilChanged", "^"),
            captures: [.variable("lastValue", lastValue), .object("self", self)]
          ) { x, _ in

            Tracing.call(
              "bindBlock", of: self, rac: .block("RACStream.m", 342, in: "-distinctUntilChanged", "^"),
              arguments: [("x", x)],
              bookkeeping: [("lastValue", Tracing.describe(lastValue.value)), ("initial", String(initial))]
            ) { () -> RACStream? in
              if !initial && ValueEquality.isEqual(x, lastValue.value) { return type(of: self).empty() }
              initial = false
              lastValue.value = x
              return type(of: self).return(x)
            }
          }
          return bindBlock
        }
      }
      let stream: Stream = bind(A_Block_That_Return_A_RACStreamBindBlock)
      return stream.setNameWithFormat("[%@] -distinctUntilChanged", StreamName.NameOf(self))
    }
  }
}
