/// `-multicast:`, `-publish`, `-replay`, `-replayLast` and `-replayLazily` (RACSignal+Operations.m,
/// behaviour §6.10): the ways to share one subscription to a signal among many subscribers.
///
/// `multicast:` only wraps the signal and a subject in a `RACMulticastConnection`; nothing is
/// subscribed until the connection connects. `replay` and `replayLast` connect at once, so the
/// source's side effects run when the operator is called, even if no one ever subscribes;
/// `replayLazily` connects on the first subscription and never disconnects.
extension RACSignal {
  /// `-multicast:`: a connection that will subscribe `subject` to this signal. Renames the subject
  /// after this signal and the subject's own name.
  ///
  /// Both names are taken as they are now (`NameNow`), not kept as references: once connected, this
  /// signal's subscriber list keeps the subject, so a subject name that kept this signal would make
  /// the two keep each other alive, a cycle RAC (whose names are strings) never has.
  public func multicast(_ subject: RACSubject) -> RACMulticastConnection {
    Tracing.call(
      "-multicast:", of: self, rac: .method("RACSignal+Operations.m", 943, "-multicast:"),
      arguments: [("subject", subject)]
    ) {
      subject.setNameWithFormat(
        "[%@] -multicast: %@", StreamName.NameNow(self), StreamName.NameNow(subject))
      return RACMulticastConnection(sourceSignal: self, subject: subject)
    }
  }

  /// `-publish`: `multicast:` with a plain `RACSubject`, so subscribers only get what is sent after
  /// they subscribed.
  public func publish() -> RACMulticastConnection {
    Tracing.call("-publish", of: self, rac: .method("RACSignal+Operations.m", 937, "-publish")) {
      let subject = RACSubject.subject().setNameWithFormat("[%@] -publish", StreamName.NameOf(self))
      return multicast(subject)
    }
  }

  /// `-replay`: subscribes now, through an unlimited `RACReplaySubject`, and returns that subject.
  public func replay() -> RACSignal {
    Tracing.call("-replay", of: self, rac: .method("RACSignal+Operations.m", 949, "-replay")) {
      let subject = RACReplaySubject.subject().setNameWithFormat("[%@] -replay", StreamName.NameOf(self))
      let connection = multicast(subject)
      connection.connect()
      return connection.signal
    }
  }

  /// `-replayLast`: as `replay`, keeping only the latest value for new subscribers.
  public func replayLast() -> RACSignal {
    Tracing.call("-replayLast", of: self, rac: .method("RACSignal+Operations.m", 958, "-replayLast")) {
      let subject = RACReplaySubject.replaySubject(withCapacity: 1)
        .setNameWithFormat("[%@] -replayLast", StreamName.NameOf(self))
      let connection = multicast(subject)
      connection.connect()
      return connection.signal
    }
  }

  /// `-replayLazily`: an unlimited replay that connects when it is first subscribed to. The
  /// deferred block connects on every subscription; only the first `connect` subscribes.
  public func replayLazily() -> RACSignal {
    Tracing.call("-replayLazily", of: self, rac: .method("RACSignal+Operations.m", 967, "-replayLazily")) {
      let connection = multicast(RACReplaySubject.subject())
      let block = CoreClosures.signalFactory(
        .block("RACSignal+Operations.m", 970, in: "-replayLazily", "defer:"),
        captures: [.object("connection", connection)]
      ) {
        Tracing.call(
          "replayLazily block", of: connection,
          rac: .block("RACSignal+Operations.m", 970, in: "-replayLazily", "defer:")
        ) { () -> RACSignal in
          connection.connect()
          return connection.signal
        }
      }
      return RACSignal.defer(block).setNameWithFormat("[%@] -replayLazily", StreamName.NameOf(self))
    }
  }
}
