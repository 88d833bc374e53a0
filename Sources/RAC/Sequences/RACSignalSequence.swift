import Foundation

/// `RACSignalSequence` (RACSignalSequence.m): a signal's values as a sequence — what `-[RACSignal
/// sequence]` makes. The signal is subscribed at once into a `RACReplaySubject`; `head` blocks
/// (`firstOrDefault:`) until the first value or the end, and `tail` is the same over the subject
/// `skip:1`. nil values read as `NSNull`.
public final class RACSignalSequence: RACSequence {
  private let subject: RACReplaySubject

  /// RAC's ivar `_subject`, then the sequence's own, for a leak analysis.
  public override func appendCoreReferences(to references: inout CoreReferences) {
    references.add("ivar _subject", subject)
    super.appendCoreReferences(to: &references)
  }

  private init(subject: RACReplaySubject) {
    self.subject = subject
    super.init()
  }

  /// `+sequenceWithSignal:`.
  public static func sequence(with signal: RACSignal) -> RACSequence {
    let subject = RACReplaySubject.subject()
    _ = signal.subscribeNext(
      { value in subject.sendNext(value) }, error: { error in subject.sendError(error) },
      completed: { subject.sendCompleted() })
    return RACSignalSequence(subject: subject)
  }

  public override var head: Any? {
    let value = subject.firstOrDefault(self)
    if let sequence = value as? RACSignalSequence, sequence === self { return nil }
    return TraceValueDescription.unwrapped(value) ?? NSNull.shared
  }

  public override var tail: RACSequence? {
    let sequence = RACSignalSequence.sequence(with: subject.skip(1))
    sequence.inheritName(from: self)
    return sequence
  }

  public override var array: [Any] { subject.toArray() ?? [] }

  /// `<RACSignalSequence: 0x…>{ name = …, values = … … }`: what the subject has replayed so far.
  package override func description(describingValuesWith describe: (Any?) -> String) -> String {
    let values = LockedState<[Any]>([])
    let disposable = subject.subscribeNext { value in values.withLock { $0.append(value ?? NSNull.shared) } }
    disposable?.dispose()
    return "<\(className): \(ObjectAddress.of(self))>{ name = \(name), values = \(describe(values.withLock { $0 })) … }"
  }
}
