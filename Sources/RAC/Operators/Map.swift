extension RACStreamOperations {
  /// `-map:` (RACStream.m), in the post's unfolded form: `innerBlock` wraps each mapped value in
  /// `[class return:]`, and `flattenMap:` does the rest.
  public func map(_ block: @escaping (_ value: Any?) -> Any?) -> Stream {
    if let replaced: Stream = MethodReplacements.result(
      of: "-map:", receiver: self, receiverClass: type(of: self), definedOn: RACStream.self, [block])
    {
      return replaced
    }
    return Tracing.call("-map:", of: self, rac: .method("RACStream.m", 89, "-map:")) {
      let innerBlock: (Any?) -> RACStream? = CoreClosures.streamBlock(
        .block("RACStream.m", 94, in: "-map:", "flattenMap:"),
        captures: [.closure("block", ClosureKey(block)), .object("self", self)]
      ) { value in
        Tracing.call(
          "innerBlock", of: self, rac: .block("RACStream.m", 94, in: "-map:", "flattenMap:"),
          arguments: [("value", value)]
        ) { () -> RACStream? in
          let mapped = Tracing.call(
            "block", of: self, rac: .block("RACStream.m", 95, in: "-map:", "block(value)"),
            arguments: [("value", value)]
          ) { block(value) }
          return type(of: self).return(mapped)
        }
      }
      let stream: Stream = flattenMap(innerBlock)
      return stream.setNameWithFormat("[%@] -map:", StreamName.NameOf(self))
    }
  }
}
