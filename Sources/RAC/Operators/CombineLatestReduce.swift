extension RACSignal {
  /// `+combineLatest:reduce:` (RACSignal+Operations.m): `+combineLatest:` followed by `reduceEach:`,
  /// so `reduceBlock` gets the latest value of every signal as its arguments (behaviour §6.7).
  ///
  /// One overload per arity, as for `+zip:reduce:`; see `RACBlockTrampoline` for why 1 to 6.
  public static func combineLatest<Signals: Sequence>(
    _ signals: Signals, reduce reduceBlock: @escaping (Any?) -> Any?
  ) -> RACSignal where Signals.Element: RACSignal {
    combineLatest(signals, trampoline: RACBlockTrampoline(reduceBlock))
  }

  /// `+combineLatest:reduce:` with a reduce block of 2 arguments.
  public static func combineLatest<Signals: Sequence>(
    _ signals: Signals, reduce reduceBlock: @escaping (Any?, Any?) -> Any?
  ) -> RACSignal where Signals.Element: RACSignal {
    combineLatest(signals, trampoline: RACBlockTrampoline(reduceBlock))
  }

  /// `+combineLatest:reduce:` with a reduce block of 3 arguments.
  public static func combineLatest<Signals: Sequence>(
    _ signals: Signals, reduce reduceBlock: @escaping (Any?, Any?, Any?) -> Any?
  ) -> RACSignal where Signals.Element: RACSignal {
    combineLatest(signals, trampoline: RACBlockTrampoline(reduceBlock))
  }

  /// `+combineLatest:reduce:` with a reduce block of 4 arguments.
  public static func combineLatest<Signals: Sequence>(
    _ signals: Signals, reduce reduceBlock: @escaping (Any?, Any?, Any?, Any?) -> Any?
  ) -> RACSignal where Signals.Element: RACSignal {
    combineLatest(signals, trampoline: RACBlockTrampoline(reduceBlock))
  }

  /// `+combineLatest:reduce:` with a reduce block of 5 arguments.
  public static func combineLatest<Signals: Sequence>(
    _ signals: Signals, reduce reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?) -> Any?
  ) -> RACSignal where Signals.Element: RACSignal {
    combineLatest(signals, trampoline: RACBlockTrampoline(reduceBlock))
  }

  /// `+combineLatest:reduce:` with a reduce block of 6 arguments.
  public static func combineLatest<Signals: Sequence>(
    _ signals: Signals, reduce reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?, Any?) -> Any?
  ) -> RACSignal where Signals.Element: RACSignal {
    combineLatest(signals, trampoline: RACBlockTrampoline(reduceBlock))
  }

  /// The body every overload shares.
  static func combineLatest<Signals: Sequence>(
    _ signals: Signals, trampoline: RACBlockTrampoline
  ) -> RACSignal where Signals.Element: RACSignal {
    let signals = signals.map { $0 as RACSignal }
    return Tracing.call(
      "+combineLatest:reduce:", of: nil, rac: .method("RACSignal+Operations.m", 448, "+combineLatest:reduce:"),
      arguments: [("signals", signals)]
    ) {
      let combined = combineLatest(signals)
      let reduced = combined.reduceEach(trampoline: trampoline)
      return reduced.setNameWithFormat("+combineLatest: %@ reduce:", signals.map { $0 as RACStream })
    }
  }
}
