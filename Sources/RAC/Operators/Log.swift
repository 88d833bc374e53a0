/// `-logNext`, `-logError`, `-logCompleted`, `-logAll` (RACSignal+Operations.m): `doNext:` /
/// `doError:` / `doCompleted:` with a block that `NSLog`s the event (here through `RACLog`), the
/// result renamed to the receiver's own name (reference §6.1).
///
/// The line names the receiver of *that* log call by its `-description`
/// (`<RACDynamicSignal: 0x…> name: `, then ` next: A`); so in `logAll`, which chains the three,
/// the next, error and completed lines name three different signals.
extension RACSignal {
  public func logNext() -> RACSignal {
    RACTrace.call("-logNext", of: self) {
      doNext { x in RACLog.log("%@ next: %@", self, x) }.setNameWithFormat("%@", RACStreamName.NameOf(self))
    }
  }

  public func logError() -> RACSignal {
    RACTrace.call("-logError", of: self) {
      doError { error in RACLog.log("%@ error: %@", self, error) }.setNameWithFormat("%@", RACStreamName.NameOf(self))
    }
  }

  public func logCompleted() -> RACSignal {
    RACTrace.call("-logCompleted", of: self) {
      doCompleted { RACLog.log("%@ completed", self) }.setNameWithFormat("%@", RACStreamName.NameOf(self))
    }
  }

  /// `[[[self logNext] logError] logCompleted]`; each step keeps the name, so no renaming.
  public func logAll() -> RACSignal {
    RACTrace.call("-logAll", of: self) { logNext().logError().logCompleted() }
  }
}
