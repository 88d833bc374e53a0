extension RACSignal {
  /// `-ignoreValues` (RACSignal+Operations.m): `filter:` that rejects every value, so only the
  /// receiver's error or completion comes through (behaviour §6.13).
  public func ignoreValues() -> RACSignal {
    Tracing.call("-ignoreValues", of: self) {
      filter { value in
        Tracing.call("block", of: self, arguments: [("value", value)]) { false }
      }
      .setNameWithFormat("[%@] -ignoreValues", StreamName.NameOf(self))
    }
  }
}
