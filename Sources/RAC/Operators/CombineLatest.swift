extension RACSignal {
  /// `+combineLatest:` (RACSignal+Operations.m): `join:block:` folding the signals together with
  /// `combineLatestWith:`, so each value is an n-tuple of the latest value of every signal, sent once
  /// all have sent one (behaviour §6.7, §7.2).
  ///
  /// One signal gives 1-tuples; none gives `empty`, which completes at once. A signal listed twice is
  /// subscribed twice. The result completes when every signal has completed.
  public static func combineLatest<Signals: Sequence>(_ signals: Signals) -> RACSignal
  where Signals.Element: RACSignal {
    let signals = signals.map { $0 as RACSignal }
    return Tracing.call(
      "+combineLatest:", of: nil, rac: .method("RACSignal+Operations.m", 442, "+combineLatest:"),
      arguments: [("signals", signals)]
    ) {
      let combined = join(signals) { left, right in
        Tracing.call(
          "block", of: nil, rac: .block("RACSignal+Operations.m", 443, in: "+combineLatest:", "block:"),
          arguments: [("left", left), ("right", right)]
        ) {
          left.combineLatestWith(right)
        }
      }
      return combined.setNameWithFormat("+combineLatest: %@", signals.map { $0 as RACStream })
    }
  }
}
