extension RACSignal {
  /// `-concat` (RACSignal+Operations.m), on a signal of signals: `flatten:1` — each inner signal is
  /// subscribed only when the one before it has completed, so their values come one signal after
  /// another (behaviour §6.9, §7.10). Not to be confused with `concat:` (two signals) or `+concat:`.
  public func concat() -> RACSignal {
    Tracing.call("-concat", of: self, rac: .method("RACSignal+Operations.m", 595, "-concat")) {
      flatten(1).setNameWithFormat("[%@] -concat", StreamName.NameOf(self))
    }
  }
}
