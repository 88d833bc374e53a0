extension RACSignal {
  /// `-initially:` (RACSignal+Operations.m): `+defer:` whose block runs `block` and returns the
  /// receiver, so `block` runs on every subscription, just before the receiver is subscribed to
  /// (behaviour §6.1).
  public func initially(_ block: @escaping () -> Void) -> RACSignal {
    Tracing.call("-initially:", of: self, rac: .method("RACSignal+Operations.m", 293, "-initially:")) {
      let signal = RACSignal.defer {
        Tracing.call("block", of: self, rac: .block("RACSignal+Operations.m", 297, in: "-initially:", "block()")) {
          block()
        }
        return self
      }
      return signal.setNameWithFormat("[%@] -initially:", StreamName.NameOf(self))
    }
  }
}
