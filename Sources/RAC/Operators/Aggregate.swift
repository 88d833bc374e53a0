extension RACSignal {
  /// The aggregate family (RACSignal+Operations.m): one value, the fold of all the receiver's values,
  /// sent when the receiver completes (behaviour §6.6).
  ///
  /// - `aggregateWithStart:reduceWithIndex:` is `[[[self scanWithStart:reduceWithIndex:]
  ///   startWith:start] takeLast:1]`: the running fold, preceded by `start` so that a receiver with no
  ///   values still yields `start`, of which only the last survives. An error ends it with no value.
  /// - `aggregateWithStart:reduce:` drops the index.
  /// - `aggregateWithStartFactory:reduce:` is `+defer:` around `aggregateWithStart:reduce:`, so each
  ///   subscription folds into a start value of its own (what `collect` needs for its mutable array).
  ///
  /// The `%@` for `start` is RAC's `[start rac_description]`: strings and numbers as themselves,
  /// anything else "(description skipped)" unless debug names are on, nil as "(null)".
  public func aggregateWithStart(
    _ start: Any?,
    reduceWithIndex reduceBlock: @escaping (_ running: Any?, _ next: Any?, _ index: Int) -> Any?
  ) -> RACSignal {
    Tracing.call(
      "-aggregateWithStart:reduceWithIndex:", of: self,
      rac: .method("RACSignal+Operations.m", 617, "-aggregateWithStart:reduceWithIndex:"), arguments: [("start", start)]
    ) {
      self.scanWithStart(start, reduceWithIndex: reduceBlock)
        .startWith(start)
        .takeLast(1)
        .setNameWithFormat("[%@] -aggregateWithStart: %@ reduceWithIndex:", StreamName.NameOf(self), start)
    }
  }

  /// `-aggregateWithStart:reduceWithIndex:`: `scanWithStart:reduceWithIndex:`, with `start` first,
  /// and only the last value, sent once the receiver completes (behaviour §6.6).
  public func aggregateWithStart(
    _ start: Any?, reduce reduceBlock: @escaping (_ running: Any?, _ next: Any?) -> Any?
  ) -> RACSignal {
    Tracing.call(
      "-aggregateWithStart:reduce:", of: self,
      rac: .method("RACSignal+Operations.m", 608, "-aggregateWithStart:reduce:"), arguments: [("start", start)]
    ) {
      self.aggregateWithStart(
        start,
        reduceWithIndex: CoreClosures.reduceWithIndex(
          .block("RACSignal+Operations.m", 611, in: "-aggregateWithStart:reduce:", "reduceWithIndex:"),
          captures: [.closure("reduceBlock", ClosureKey(reduce: reduceBlock))]
        ) { running, next, index in
          Tracing.call(
            "innerBlock", of: self,
            rac: .block("RACSignal+Operations.m", 611, in: "-aggregateWithStart:reduce:", "reduceWithIndex:"),
            arguments: [("running", running), ("next", next), ("index", index)]
          ) {
            Tracing.call(
              "reduceBlock", of: self,
              rac: .block("RACSignal+Operations.m", 612, in: "-aggregateWithStart:reduce:", "reduceBlock(running"),
              arguments: [("running", running), ("next", next)]
            ) {
              reduceBlock(running, next)
            }
          }
        }
      )
      .setNameWithFormat("[%@] -aggregateWithStart: %@ reduce:", StreamName.NameOf(self), start)
    }
  }

  /// `-aggregateWithStartFactory:reduce:`: `aggregateWithStart:reduce:` with a start made fresh by
  /// `startFactory` for each subscription (`+defer:`), as `collect` needs its own array each time.
  public func aggregateWithStartFactory(
    _ startFactory: @escaping () -> Any?, reduce reduceBlock: @escaping (_ running: Any?, _ next: Any?) -> Any?
  ) -> RACSignal {
    Tracing.call(
      "-aggregateWithStartFactory:reduce:", of: self,
      rac: .method("RACSignal+Operations.m", 599, "-aggregateWithStartFactory:reduce:")
    ) {
      RACSignal.defer(
        CoreClosures.signalFactory(
          .block("RACSignal+Operations.m", 603, in: "-aggregateWithStartFactory:reduce:", "defer:"),
          captures: [
            .closure("startFactory", ClosureKey(startFactory)), .object("self", self),
            .closure("reduceBlock", ClosureKey(reduce: reduceBlock)),
          ]
        ) {
          Tracing.call(
            "deferBlock", of: self,
            rac: .block("RACSignal+Operations.m", 603, in: "-aggregateWithStartFactory:reduce:", "defer:")
          ) { () -> RACSignal in
            let start = Tracing.call(
              "startFactory", of: self,
              rac: .block("RACSignal+Operations.m", 604, in: "-aggregateWithStartFactory:reduce:", "startFactory()")
            ) { startFactory() }
            return self.aggregateWithStart(start, reduce: reduceBlock)
          }
        }
      )
      .setNameWithFormat("[%@] -aggregateWithStartFactory:reduce:", StreamName.NameOf(self))
    }
  }
}
