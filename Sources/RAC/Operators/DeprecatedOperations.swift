import Foundation

/// `RACSignal (OperationsDeprecated)` and `RACStream (Deprecated)` (RACSignal+Operations.m,
/// RACStream.m): the names RAC 2.5 still answers but tells callers to replace. Most are the new
/// method under an old name (or with a high-priority background scheduler filled in); posts written
/// for RAC 2.0–2.4 use them, so they run here as RAC 2.5 runs them. The pure renames of a block
/// label (`aggregateWithStart:combine:`, `scanWithStart:combine:`, `foldLeftWithStart:combine:` …)
/// have no Swift method of their own — Swift would not tell them from the new ones at a trailing
/// closure — and the selector table sends them to the new method.
extension RACSignal {
  /// `-ignoreElements`: `ignoreValues`.
  public func ignoreElements() -> RACSignal { ignoreValues() }

  /// `-sequenceNext:`: `then:`.
  public func sequenceNext(_ block: @escaping () -> RACSignal) -> RACSignal { then(block) }

  /// `+interval:`: `interval:onScheduler:` on a new high-priority background scheduler.
  public static func interval(_ interval: TimeInterval) -> RACSignal {
    RACSignal.interval(interval, onScheduler: RACScheduler.scheduler(withPriority: .high))
  }

  /// `+interval:withLeeway:`.
  public static func interval(_ interval: TimeInterval, withLeeway leeway: TimeInterval) -> RACSignal {
    RACSignal.interval(interval, onScheduler: RACScheduler.scheduler(withPriority: .high), withLeeway: leeway)
  }

  /// `-timeout:`: `timeout:onScheduler:` on a new high-priority background scheduler.
  public func timeout(_ interval: TimeInterval) -> RACSignal {
    timeout(interval, onScheduler: RACScheduler.scheduler(withPriority: .high))
  }

  /// `-bufferWithTime:`: `bufferWithTime:onScheduler:` on a new high-priority background scheduler.
  public func bufferWithTime(_ interval: TimeInterval) -> RACSignal {
    bufferWithTime(interval, onScheduler: RACScheduler.scheduler(withPriority: .high))
  }

  /// `-executeCommand:`: executes `command` with each value.
  @discardableResult
  public func executeCommand(_ command: RACCommand) -> RACDisposable? {
    subscribeNext { x in command.execute(x) }
  }

  /// `-let:`: `letBlock` given one published subscription to the receiver, connected after the
  /// subscription to what it returns is in place.
  public func `let`(_ letBlock: @escaping (_ sharedSignal: RACSignal) -> RACSignal) -> RACSignal {
    Tracing.call("-let:", of: self, rac: .method("RACSignal+Operations.m", 1414, "-let:")) {
      RACSignal.createSignal { subscriber in
        let connection = self.publish()
        let finalDisposable = letBlock(connection.signal).subscribe(subscriber)
        let connectionDisposable = connection.connect()
        return RACDisposable {
          connectionDisposable.dispose()
          finalDisposable?.dispose()
        }
      }
      .setNameWithFormat("[%@] -let:", StreamName.NameOf(self))
    }
  }

  /// `-windowWithStart:close:`: a new window (a `RACSubject` of the receiver's values) each time
  /// `openSignal` sends while no window is open; `closeBlock(window)` says when it closes.
  public func windowWithStart(_ openSignal: RACSignal, close closeBlock: @escaping (_ start: RACSignal) -> RACSignal)
    -> RACSignal
  {
    Tracing.call(
      "-windowWithStart:close:", of: self, rac: .method("RACSignal+Operations.m", 1327, "-windowWithStart:close:"),
      arguments: [("openSignal", openSignal)]
    ) {
      RACSignal.createSignal { subscriber in
        let state = RecursiveLockedState<(window: RACSubject?, closeDisposable: RACDisposable?)>((nil, nil))
        let closeCurrentWindow = {
          let (window, closeDisposable) = state.withLockedState { state -> (RACSubject?, RACDisposable?) in
            defer { state.pointee = (nil, nil) }
            return state.pointee
          }
          window?.sendCompleted()
          closeDisposable?.dispose()
        }
        let openObserverDisposable = openSignal.subscribe(
          next: { _ in
            guard state.withLockedState({ $0.pointee.window == nil }) else { return }
            let window = RACSubject.subject()
            state.withLockedState { $0.pointee.window = window }
            subscriber.sendNext(window)
            let closeDisposable = closeBlock(window).subscribe(
              next: { _ in closeCurrentWindow() }, error: { _ in closeCurrentWindow() },
              completed: { closeCurrentWindow() })
            state.withLockedState { $0.pointee.closeDisposable = closeDisposable }
          },
          error: { _ in }, completed: {}, traceLabel: "-windowWithStart:close: subscriber of openSignal")
        let selfObserverDisposable = self.subscribe(
          next: { x in state.withLockedState { $0.pointee.window }?.sendNext(x) },
          error: { error in subscriber.sendError(error) },
          completed: { subscriber.sendCompleted() }, traceLabel: "-windowWithStart:close: subscriber of self")
        return RACDisposable {
          state.withLockedState { $0.pointee.closeDisposable }?.dispose()
          openObserverDisposable?.dispose()
          selfObserverDisposable?.dispose()
        }
      }
      .setNameWithFormat("[%@] -windowWithStart: %@ close:", StreamName.NameOf(self), openSignal)
    }
  }

  /// `-buffer:`: the receiver's values in tuples of `bufferCount` (`RACTupleNil` for nil), through
  /// `windowWithStart:close:` as RAC builds it.
  public func buffer(_ bufferCount: Int) -> RACSignal {
    Tracing.call(
      "-buffer:", of: self, rac: .method("RACSignal+Operations.m", 1379, "-buffer:"),
      arguments: [("bufferCount", bufferCount)]
    ) {
      CoreAssertion.check(bufferCount > 0, "-buffer: needs a count above 0")
      return RACSignal.createSignal { subscriber in
        let values = LockedState<[Any?]>([])
        let windowCloseSubject = RACSubject.subject()
        let closeDisposable = windowCloseSubject.subscribeNext { _ in
          let tuple = values.withLock { values -> RACTuple in
            defer { values.removeAll() }
            return RACTuple(objectsFrom: values)
          }
          subscriber.sendNext(tuple)
        }
        let innerDisposable = RACSerialDisposable()
        let outerDisposable = self.windowWithStart(self, close: { _ in windowCloseSubject }).subscribeNext(
          { window in
            innerDisposable.disposable = (window as? RACSignal)?.subscribeNext { x in
              let full = values.withLock { values -> Bool in
                values.append(x ?? RACTupleNil.tupleNil)
                return values.count % max(bufferCount, 1) == 0
              }
              if full { windowCloseSubject.sendNext(NSNull.shared) }
            }
          }, error: { error in subscriber.sendError(error) }, completed: { subscriber.sendCompleted() })
        return RACDisposable {
          innerDisposable.dispose()
          outerDisposable?.dispose()
          closeDisposable?.dispose()
        }
      }
      .setNameWithFormat("[%@] -buffer: %lu", StreamName.NameOf(self), bufferCount)
    }
  }

  /// `+startWithScheduler:subjectBlock:`: a replay subject that `block` fills on `scheduler`.
  public static func startWithScheduler(
    _ scheduler: RACScheduler, subjectBlock block: @escaping (_ subject: RACSubject) -> Void
  ) -> RACSignal {
    let subject = RACReplaySubject.subject().setNameWithFormat("+startWithScheduler:subjectBlock:")
    scheduler.schedule { block(subject) }
    return subject
  }

  /// `+startWithScheduler:block:`: the value `block` returns, or its error when it says it failed,
  /// computed on `scheduler`.
  public static func startWithScheduler(
    _ scheduler: RACScheduler, block: @escaping (_ success: inout Bool, _ error: inout NSError?) -> Any?
  ) -> RACSignal {
    startWithScheduler(scheduler) { (subject: RACSubject) in
      var success = true
      var error: NSError?
      let returned = block(&success, &error)
      if success {
        subject.sendNext(returned)
        subject.sendCompleted()
      } else {
        subject.sendError(error)
      }
    }
    .setNameWithFormat("+startWithScheduler:block:")
  }

  /// `+start:`: `startWithScheduler:block:` on a new background scheduler.
  public static func start(_ block: @escaping (_ success: inout Bool, _ error: inout NSError?) -> Any?) -> RACSignal {
    startWithScheduler(RACScheduler.scheduler(), block: block).setNameWithFormat("+start:")
  }
}

extension RACStreamOperations where Stream: RACStreamOperations, Stream.Stream == Stream {
  /// `-sequenceMany:`: `flattenMap:` of a block that ignores the value.
  public func sequenceMany(_ block: @escaping () -> RACStream?) -> Stream {
    flattenMap { _ in block() }
  }

  /// `-mapPreviousWithStart:reduce:`: `combinePreviousWithStart:reduce:`.
  public func mapPreviousWithStart(_ start: Any?, reduce: @escaping (_ previous: Any?, _ current: Any?) -> Any?)
    -> Stream
  {
    combinePreviousWithStart(start, reduce: reduce)
  }
}
