/// `-finally:` (RACSignal+Operations.m): `[[self doError:…] doCompleted:…]`, both running `block`.
///
/// So `block` runs once per subscription that terminates, just before the error or completion is
/// forwarded — not on disposal, not on values (reference §6.1).
extension RACSignal {
  public func finally(_ block: @escaping () -> Void) -> RACSignal {
    RACTrace.call("-finally:", of: self) {
      let signal =
        doError { _ in RACTrace.call("block", of: self) { block() } }
        .doCompleted { RACTrace.call("block", of: self) { block() } }
      return signal.setNameWithFormat("[%@] -finally:", RACStreamName.NameOf(self))
    }
  }
}
