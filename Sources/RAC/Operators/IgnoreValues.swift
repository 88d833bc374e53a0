extension RACSignal {
  /// `-ignoreValues` (RACSignal+Operations.m): `filter:` that rejects every value, so only the
  /// receiver's error or completion comes through (behaviour §6.13).
  public func ignoreValues() -> RACSignal {
    Tracing.call("-ignoreValues", of: self, rac: .method("RACSignal+Operations.m", 1231, "-ignoreValues")) {
      // RAC's block captures nothing; this one holds `self` for the trace, as `-filter:`'s own does.
      filter(
        CoreClosures.predicate(.block("RACSignal+Operations.m", 1232, in: "-ignoreValues", "filter:"), captures: []) {
          value in
          Tracing.call(
            "block", of: self, rac: .block("RACSignal+Operations.m", 1232, in: "-ignoreValues", "filter:"),
            arguments: [("value", value)]
          ) { false }
        }
      )
      .setNameWithFormat("[%@] -ignoreValues", StreamName.NameOf(self))
    }
  }
}
