extension RACStreamOperations {
  /// `-ignore:` (RACStream.m): `filter:` dropping every value identical or `isEqual:` to `value`.
  ///
  /// nil equals only nil, so `ignore(nil)` drops exactly the nils (behaviour §2 table).
  public func ignore(_ value: Any?) -> Stream {
    Tracing.call("-ignore:", of: self, arguments: [("value", value)]) {
      let stream: Stream = filter { innerValue in
        Tracing.call("innerBlock", of: self, arguments: [("innerValue", innerValue)]) {
          !ValueEquality.isEqual(innerValue, value)
        }
      }
      return stream.setNameWithFormat("[%@] -ignore: %@", StreamName.NameOf(self), value)
    }
  }
}
