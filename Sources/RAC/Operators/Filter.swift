extension RACStreamOperations {
  /// `-filter:` (RACStream.m): a value the predicate accepts becomes `[class return:value]`, one it
  /// rejects becomes `class.empty`, whose immediate completion goes through `bind:`'s
  /// `completeSignal` (the post's last section).
  public func filter(_ block: @escaping (_ value: Any?) -> Bool) -> Stream {
    if let replaced: Stream = MethodReplacements.result(
      of: "-filter:", receiver: self, receiverClass: type(of: self), definedOn: RACStream.self, [block])
    {
      return replaced
    }
    return Tracing.call("-filter:", of: self, rac: .method("RACStream.m", 119, "-filter:")) {
      let filterBlock = CoreClosures.streamBlock(
        .block("RACStream.m", 124, in: "-filter:", "flattenMap:"),
        captures: [.closure("block", ClosureKey(predicate: block)), .object("self", self)]
      ) { value -> RACStream? in
        let accepted = Tracing.call(
          "block", of: self, rac: .block("RACStream.m", 125, in: "-filter:", "block(value)"),
          arguments: [("value", value)]
        ) { block(value) }
        return accepted ? type(of: self).return(value) : type(of: self).empty()
      }
      let stream: Stream = flattenMap(filterBlock)
      return stream.setNameWithFormat("[%@] -filter:", StreamName.NameOf(self))
    }
  }
}
