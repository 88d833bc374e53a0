extension RACStreamOperations {
  /// `-flatten` (RACStream.m): a stream of streams merged into one, by `flattenMap:` with the identity.
  ///
  /// For signals every inner signal is subscribed as soon as it arrives (unlimited concurrency: a
  /// merge, behaviour §7.10). A nil value stands for `[class empty]` (flattenMap's rule, §7.22); any
  /// other value that is not a stream breaks RAC's assertion.
  public func flatten() -> Stream {
    Tracing.call("-flatten", of: self, rac: .method("RACStream.m", 82, "-flatten")) {
      let stream: Stream = flattenMap { value in
        Tracing.call(
          "innerBlock", of: self, rac: .block("RACStream.m", 84, in: "-flatten", "flattenMap:"),
          arguments: [("value", value)]
        ) { () -> RACStream? in
          guard let value = TraceValueDescription.unwrapped(value) else { return nil }
          guard let stream = value as? RACStream else {
            CoreAssertion.fail("Value returned from -flattenMap: is not a stream: \(LogSink.describe(value))")
            return nil
          }
          return stream
        }
      }
      return stream.setNameWithFormat("[%@] -flatten", StreamName.NameOf(self))
    }
  }
}
