extension RACSignal {
  /// `-finally:` (RACSignal+Operations.m): `[[self doError:…] doCompleted:…]`, both running `block`.
  ///
  /// So `block` runs once per subscription that terminates, just before the error or completion is
  /// forwarded — not on disposal, not on values (behaviour §6.1).
  public func finally(_ block: @escaping () -> Void) -> RACSignal {
    Tracing.call("-finally:", of: self) {
      let signal =
        doError { _ in Tracing.call("block", of: self) { block() } }
        .doCompleted { Tracing.call("block", of: self) { block() } }
      return signal.setNameWithFormat("[%@] -finally:", StreamName.NameOf(self))
    }
  }
}
