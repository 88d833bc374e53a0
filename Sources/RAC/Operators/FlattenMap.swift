extension RACStreamOperations {
  /// `-flattenMap:` (RACStream.m), in the post's unfolded form.
  ///
  /// The post names the two blocks this method builds: `bindBlock`, the `RACStreamBindBlock` that maps
  /// a value to a stream (or `[class empty]` when the user's block returns nil), and
  /// `A_Block_That_Return_A_RACStreamBindBlock`, the factory `bind:` calls once per subscription.
  public func flattenMap(_ block: @escaping (_ value: Any?) -> RACStream?) -> Stream {
    if let replaced: Stream = MethodReplacements.result(
      of: "-flattenMap:", receiver: self, receiverClass: type(of: self), definedOn: RACStream.self, [block])
    {
      return replaced
    }
    return Tracing.call("-flattenMap:", of: self, rac: .method("RACStream.m", 69, "-flattenMap:")) {
      let bindBlock: RACStreamBindBlock = CoreClosures.bindBlock(
        .block("RACStream.m", 73, in: "-flattenMap:", "^"),
        captures: [.closure("block", ClosureKey(streamBlock: block)), .object("self", self)]
      ) { value, _ in
        Tracing.call(
          "bindBlock", of: self, rac: .block("RACStream.m", 73, in: "-flattenMap:", "^"), arguments: [("value", value)]
        ) { () -> RACStream? in
          let stream = Tracing.call(
            "block", of: self, rac: .block("RACStream.m", 74, in: "-flattenMap:", "block(value)"),
            arguments: [("value", value)]
          ) { block(value) }
          return stream ?? type(of: self).empty()
        }
      }
      let A_Block_That_Return_A_RACStreamBindBlock: () -> RACStreamBindBlock = CoreClosures.bindFactory(
        .block("RACStream.m", 72, in: "-flattenMap:", "bind:"),
        captures: [.closure("block", ClosureKey(bindBlock: bindBlock)), .object("self", self)]
      ) {
        TracedBindBlock.call(
          "A_Block_That_Return_A_RACStreamBindBlock", of: self,
          rac: .block("RACStream.m", 72, in: "-flattenMap:", "bind:")
        ) { bindBlock }
      }
      let stream: Stream = bind(A_Block_That_Return_A_RACStreamBindBlock)
      return stream.setNameWithFormat("[%@] -flattenMap:", StreamName.NameOf(self))
    }
  }
}
