extension RACSignal {
  /// `-logNext`, `-logError`, `-logCompleted`, `-logAll` (RACSignal+Operations.m): `doNext:` /
  /// `doError:` / `doCompleted:` with a block that `NSLog`s the event (here through `LogSink`), the
  /// result renamed to the receiver's own name (behaviour §6.1).
  ///
  /// The line names the receiver of *that* log call by its `-description`
  /// (`<RACDynamicSignal: 0x…> name: `, then ` next: A`); so in `logAll`, which chains the three,
  /// the next, error and completed lines name three different signals.
  public func logNext() -> RACSignal {
    Tracing.call("-logNext", of: self, rac: .method("RACSignal.m", 343, "-logNext")) {
      doNext { x in LogSink.log("%@ next: %@", self, x) }.setNameWithFormat("%@", StreamName.NameOf(self))
    }
  }

  /// `-logError`: `NSLog`s the receiver's description and its error (`%@ error: %@`), then passes
  /// the error on.
  public func logError() -> RACSignal {
    Tracing.call("-logError", of: self, rac: .method("RACSignal.m", 349, "-logError")) {
      doError { error in LogSink.log("%@ error: %@", self, error) }.setNameWithFormat("%@", StreamName.NameOf(self))
    }
  }

  /// `-logCompleted`: `NSLog`s the receiver's description and `completed`, then passes the
  /// completion on.
  public func logCompleted() -> RACSignal {
    Tracing.call("-logCompleted", of: self, rac: .method("RACSignal.m", 355, "-logCompleted")) {
      doCompleted { LogSink.log("%@ completed", self) }.setNameWithFormat("%@", StreamName.NameOf(self))
    }
  }

  /// `[[[self logNext] logError] logCompleted]`; each step keeps the name, so no renaming.
  public func logAll() -> RACSignal {
    Tracing.call("-logAll", of: self, rac: .method("RACSignal.m", 339, "-logAll")) {
      logNext().logError().logCompleted()
    }
  }
}
