extension RACStreamOperations {
  /// `-ignore:` (RACStream.m): `filter:` dropping every value identical or `isEqual:` to `value`.
  ///
  /// nil equals only nil, so `ignore(nil)` drops exactly the nils (behaviour §2 table).
  public func ignore(_ value: Any?) -> Stream {
    Tracing.call("-ignore:", of: self, rac: .method("RACStream.m", 133, "-ignore:"), arguments: [("value", value)]) {
      let stream: Stream = filter { innerValue in
        Tracing.call(
          "innerBlock", of: self, rac: .block("RACStream.m", 134, in: "-ignore:", "filter:"),
          arguments: [("innerValue", innerValue)]
        ) {
          !ValueEquality.isEqual(innerValue, value)
        }
      }
      return stream.setNameWithFormat("[%@] -ignore: %@", StreamName.NameOf(self), value)
    }
  }
}
