extension RACSignal {
  /// `-then:` (RACSignal+Operations.m): `[[self ignoreValues] concat:[RACSignal defer:block]]` — the
  /// receiver's values are dropped, and only once it completes is `block` asked for the signal that
  /// follows (behaviour §6.13). If the receiver fails, `block` never runs and the error goes through.
  public func then(_ block: @escaping () -> RACSignal) -> RACSignal {
    Tracing.call("-then:", of: self, rac: .method("RACSignal+Operations.m", 586, "-then:")) {
      ignoreValues()
        .concat(RACSignal.defer(block))
        .setNameWithFormat("[%@] -then:", StreamName.NameOf(self))
    }
  }
}
