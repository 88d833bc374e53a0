import Foundation

/// `RACReplaySubjectUnlimitedCapacity` (`NSUIntegerMax` in RAC): a replay subject with this capacity
/// keeps every value.
public let RACReplaySubjectUnlimitedCapacity = Int.max

/// A subject that remembers: every new subscriber first gets the values sent so far (the last
/// `capacity` of them) and the terminal event, if there was one, and only then the live ones.
///
/// Mirrors `RACReplaySubject` (RACReplaySubject.m, RAC 2.5, behaviour §6.10, §7.21). Everything it
/// keeps is guarded by RAC's `@synchronized (self)`, and RAC calls out while holding it, as here:
/// - `sendNext:` stores the value (nil as `RACTupleNil`), forwards it to the live subscribers, and
///   only then trims the buffer to `capacity`. A subscription made re-entrantly from a subscriber's
///   `next` therefore replays the untrimmed buffer (ReactiveObjC 3 trims first);
/// - `subscribe:` replays and then becomes a live subscriber (`[super subscribe:]`) inside one lock,
///   so no value sent from another thread can fall between the two or come out of order. Disposing
///   the subscription stops the replay before the next value;
/// - the terminal event is remembered: a late subscriber gets the values, then the completion or
///   the error, and is never added to the live subscribers.
open class RACReplaySubject: RACSubject {
  /// How many values a new subscriber is replayed.
  let capacity: Int

  /// RAC's `@synchronized (self)`: guards everything below, which is declared in the reverse of
  /// RAC's order (Swift releases stored properties in declaration order, clang in reverse).
  private let lock = RecursiveLockedState()
  private var error: NSError?
  private var hasError = false
  private var hasCompleted = false
  /// The values to replay, oldest first, nil stored as `RACTupleNil.tupleNil`.
  private var valuesReceived: [Any] = []

  /// The values to replay go before the subject's subscribers, as `.cxx_destruct` releases a
  /// subclass's instance variables first.
  open override func releaseInstanceVariables() {
    var released = lock.synchronized { () -> [Any] in
      defer { valuesReceived = [] }
      return valuesReceived
    }
    released.removeAll()
    super.releaseInstanceVariables()
  }

  /// RAC's ivar `_valuesReceived` (its elements), then the subject's own, for a leak analysis.
  open override func appendCoreReferences(to references: inout CoreReferences) {
    references.add("ivar _valuesReceived", value: lock.synchronized { valuesReceived })
    super.appendCoreReferences(to: &references)
  }

  /// `-initWithCapacity:`. RAC's capacity is an `NSUInteger`, in which a negative number is a huge
  /// one: a negative capacity keeps every value.
  public required init(capacity: Int) {
    self.capacity = capacity < 0 ? RACReplaySubjectUnlimitedCapacity : capacity
    super.init()
  }

  /// `-init`: unlimited capacity, as `+subject` gives.
  public required convenience init() {
    self.init(capacity: RACReplaySubjectUnlimitedCapacity)
  }

  /// `+replaySubjectWithCapacity:`.
  public class func replaySubject(withCapacity capacity: Int) -> Self {
    self.init(capacity: capacity)
  }

  // MARK: - RACSignal

  /// Replays, then goes live, through the subscription scheduler (synchronously where there is a
  /// current scheduler). The compound returned holds the scheduling and the live subscription.
  @discardableResult
  open override func subscribe(_ subscriber: any RACSubscriberProtocol) -> RACDisposable? {
    Tracing.call(
      "-subscribe:", of: self, rac: .method("RACReplaySubject.m", 55, "-subscribe:"),
      arguments: [("subscriber", subscriber)], bookkeeping: bookkeeping()
    ) { () -> RACDisposable? in
      let compoundDisposable = RACCompoundDisposable()
      compoundDisposable.labelNewObject("compoundDisposable")

      let schedulingDisposable = RACScheduler.subscriptionScheduler.schedule {
        Tracing.call(
          "replayBlock", of: self, rac: .block("RACReplaySubject.m", 58, in: "-subscribe:", "schedule:"),
          arguments: [("subscriber", subscriber)], bookkeeping: self.bookkeeping()
        ) {
          self.lock.synchronized {
            // RAC enumerates the array itself (sending into the subject from here would raise a
            // mutation exception there); this loop walks the buffer as it was when replay began.
            for value in self.valuesReceived {
              if compoundDisposable.isDisposed { return }
              subscriber.sendNext(value is RACTupleNil ? nil : value)
            }

            if compoundDisposable.isDisposed { return }

            if self.hasCompleted {
              subscriber.sendCompleted()
            } else if self.hasError {
              subscriber.sendError(self.error)
            } else {
              let subscriptionDisposable = self.subscribeLive(subscriber)
              compoundDisposable.add(subscriptionDisposable)
            }
          }
        }
      }

      compoundDisposable.add(schedulingDisposable)
      return compoundDisposable
    }
  }

  /// `[super subscribe:]`: joins the subject's live subscribers.
  private func subscribeLive(_ subscriber: any RACSubscriberProtocol) -> RACDisposable? {
    super.subscribe(subscriber)
  }

  // MARK: - RACSubscriber

  open override func sendNext(_ value: Any?) {
    Tracing.call(
      "-sendNext:", of: self, rac: .method("RACReplaySubject.m", 86, "-sendNext:"), arguments: [("value", value)],
      bookkeeping: bookkeeping()
    ) {
      lock.synchronized {
        valuesReceived.append(value ?? RACTupleNil.tupleNil)
        super.sendNext(value)

        if capacity != RACReplaySubjectUnlimitedCapacity && valuesReceived.count > capacity {
          valuesReceived.removeFirst(valuesReceived.count - capacity)
        }
      }
    }
  }

  open override func sendCompleted() {
    Tracing.call(
      "-sendCompleted", of: self, rac: .method("RACReplaySubject.m", 97, "-sendCompleted"), bookkeeping: bookkeeping()
    ) {
      lock.synchronized {
        hasCompleted = true
        super.sendCompleted()
      }
    }
  }

  open override func sendError(_ error: NSError?) {
    Tracing.call(
      "-sendError:", of: self, rac: .method("RACReplaySubject.m", 104, "-sendError:"), arguments: [("error", error)],
      bookkeeping: bookkeeping()
    ) {
      lock.synchronized {
        hasError = true
        self.error = error
        super.sendError(error)
      }
    }
  }

  /// The replay state as RAC 2.5's properties hold it (RACReplaySubject.m's `capacity`,
  /// `valuesReceived` oldest first with nil as `RACTupleNil`, `hasCompleted`, `hasError`, `error`),
  /// read under the subject's lock and untraced, for a debugger that shows what the subject keeps.
  public var replayState: (capacity: Int, valuesReceived: [Any], hasCompleted: Bool, hasError: Bool, error: NSError?) {
    lock.synchronized { (capacity, valuesReceived, hasCompleted, hasError, error) }
  }

  /// What the trace shows of the replay state.
  private func bookkeeping() -> [(String, String)] {
    lock.synchronized {
      [
        ("valuesReceived", Tracing.describe(valuesReceived)),
        ("hasCompleted", String(hasCompleted)),
        ("hasError", String(hasError)),
      ]
    }
  }
}
