extension RACSignal {
  /// `-finally:` (RACSignal+Operations.m): `[[self doError:…] doCompleted:…]`, both running `block`.
  ///
  /// So `block` runs once per subscription that terminates, just before the error or completion is
  /// forwarded — not on disposal, not on values (behaviour §6.1).
  public func finally(_ block: @escaping () -> Void) -> RACSignal {
    Tracing.call("-finally:", of: self, rac: .method("RACSignal+Operations.m", 302, "-finally:")) {
      let signal =
        doError(
          CoreClosures.error(
            .block("RACSignal+Operations.m", 306, in: "-finally:", "doError:"),
            captures: [.closure("block", ClosureKey(block)), .object("self", self)]
          ) { _ in
            Tracing.call("block", of: self, rac: .block("RACSignal+Operations.m", 307, in: "-finally:", "block()")) {
              block()
            }
          }
        )
        .doCompleted(
          CoreClosures.action(
            .block("RACSignal+Operations.m", 309, in: "-finally:", "doCompleted:"),
            captures: [.closure("block", ClosureKey(block)), .object("self", self)]
          ) {
            Tracing.call("block", of: self, rac: .block("RACSignal+Operations.m", 310, in: "-finally:", "block()")) {
              block()
            }
          }
        )
      return signal.setNameWithFormat("[%@] -finally:", StreamName.NameOf(self))
    }
  }
}
