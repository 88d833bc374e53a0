/// `-ignore:` (RACStream.m): `filter:` dropping every value identical or `isEqual:` to `value`.
///
/// nil equals only nil, so `ignore(nil)` drops exactly the nils (reference §2 table).
extension RACStreamOperations {
  public func ignore(_ value: Any?) -> Stream {
    RACTrace.call("-ignore:", of: self, arguments: [("value", value)]) {
      let stream: Stream = filter { innerValue in
        RACTrace.call("innerBlock", of: self, arguments: [("innerValue", innerValue)]) {
          !RACValueEquality.isEqual(innerValue, value)
        }
      }
      return stream.setNameWithFormat("[%@] -ignore: %@", RACStreamName.NameOf(self), value)
    }
  }
}
