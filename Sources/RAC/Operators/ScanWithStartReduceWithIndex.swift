extension RACStreamOperations {
  /// `-scanWithStart:reduceWithIndex:` (RACStream.m): sends each running result of `reduceBlock`,
  /// which also gets the index of the value it combines (0 for the first).
  ///
  /// `running` (initially `startingValue`) and `index` live in the factory `bind:` calls once per
  /// subscriber, so every subscription starts the scan over (behaviour §1 "restartable").
  public func scanWithStart(
    _ startingValue: Any?,
    reduceWithIndex reduceBlock: @escaping (_ running: Any?, _ next: Any?, _ index: Int) -> Any?
  ) -> Stream {
    Tracing.call(
      "-scanWithStart:reduceWithIndex:", of: self, rac: .method("RACStream.m", 267, "-scanWithStart:reduceWithIndex:"),
      arguments: [("startingValue", startingValue)]
    ) {
      let A_Block_That_Return_A_RACStreamBindBlock: () -> RACStreamBindBlock = CoreClosures.bindFactory(
        .block("RACStream.m", 272, in: "-scanWithStart:reduceWithIndex:", "bind:"),
        captures: [
          .value("startingValue", startingValue), .closure("reduceBlock", ClosureKey(reduceWithIndex: reduceBlock)),
          .object("self", self),
        ]
      ) {
        TracedBindBlock.call(
          "A_Block_That_Return_A_RACStreamBindBlock", of: self,
          rac: .block("RACStream.m", 272, in: "-scanWithStart:reduceWithIndex:", "bind:")
        ) {
          let running = BlockVariable<Any?>(startingValue)
          var index = 0
          let bindBlock: RACStreamBindBlock = CoreClosures.bindBlock(
            .block("RACStream.m", 276, in: "-scanWithStart:reduceWithIndex:", "^"),
            captures: [
              .variable("running", running), .closure("reduceBlock", ClosureKey(reduceWithIndex: reduceBlock)),
              .object("self", self),
            ]
          ) { value, _ in
            Tracing.call(
              "bindBlock", of: self, rac: .block("RACStream.m", 276, in: "-scanWithStart:reduceWithIndex:", "^"),
              arguments: [("value", value)],
              bookkeeping: [("running", Tracing.describe(running.value)), ("index", String(index))]
            ) { () -> RACStream? in
              let currentIndex = index
              index += 1
              running.value = Tracing.call(
                "reduceBlock", of: self,
                rac: .block("RACStream.m", 277, in: "-scanWithStart:reduceWithIndex:", "reduceBlock(running"),
                arguments: [("running", running.value), ("next", value), ("index", currentIndex)]
              ) { reduceBlock(running.value, value, currentIndex) }
              return type(of: self).return(running.value)
            }
          }
          return bindBlock
        }
      }
      let stream: Stream = bind(A_Block_That_Return_A_RACStreamBindBlock)
      return stream.setNameWithFormat(
        "[%@] -scanWithStart: %@ reduceWithIndex:", StreamName.NameOf(self), startingValue)
    }
  }
}
