extension RACStreamOperations where Stream: RACStreamOperations, Stream.Stream == Stream {
  /// `-startWith:` (RACStream.m): `[[class return:value] concat:self]` — `value` first, then the
  /// receiver, which is subscribed only once `value` has been sent.
  public func startWith(_ value: Any?) -> Stream {
    Tracing.call(
      "-startWith:", of: self, rac: .method("RACStream.m", 149, "-startWith:"), arguments: [("value", value)]
    ) {
      let stream: Stream = type(of: self).return(value).concat(self)
      return stream.setNameWithFormat("[%@] -startWith: %@", StreamName.NameOf(self), value)
    }
  }
}
