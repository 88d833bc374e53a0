/// `-ignoreValues` (RACSignal+Operations.m): `filter:` that rejects every value, so only the
/// receiver's error or completion comes through (reference §6.13).
extension RACSignal {
  public func ignoreValues() -> RACSignal {
    RACTrace.call("-ignoreValues", of: self) {
      filter { value in
        RACTrace.call("block", of: self, arguments: [("value", value)]) { false }
      }
      .setNameWithFormat("[%@] -ignoreValues", RACStreamName.NameOf(self))
    }
  }
}
