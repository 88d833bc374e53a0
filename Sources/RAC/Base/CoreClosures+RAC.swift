import Foundation

/// The closure types of RAC's own blocks (`didSubscribe`, a bind block and the factory of one, a
/// block returning a stream), keyed and recorded as `CoreClosures` does the plain ones.
extension ClosureKey {
  /// A `didSubscribe` block (`+createSignal:`).
  public init(didSubscribe: @escaping (any RACSubscriberProtocol) -> RACDisposable?) {
    self.init(fieldOf: DidSubscribeSlot(closure: didSubscribe))
  }

  /// A `RACStreamBindBlock`.
  public init(bindBlock: @escaping RACStreamBindBlock) {
    self.init(fieldOf: BindBlockSlot(closure: bindBlock))
  }

  /// The block `-bind:` is given, which makes a `RACStreamBindBlock` per subscription.
  public init(bindFactory: @escaping () -> RACStreamBindBlock) {
    self.init(fieldOf: BindFactorySlot(closure: bindFactory))
  }

  /// A predicate (`-filter:`'s block).
  public init(predicate: @escaping (Any?) -> Bool) {
    self.init(fieldOf: PredicateSlot(closure: predicate))
  }

  /// A block returning a stream (`-flattenMap:`'s).
  public init(streamBlock: @escaping (Any?) -> RACStream?) {
    self.init(fieldOf: StreamBlockSlot(closure: streamBlock))
  }

  /// A block returning a signal (`+defer:`'s).
  public init(signalFactory: @escaping () -> RACSignal) {
    self.init(fieldOf: SignalFactorySlot(closure: signalFactory))
  }

  /// A block returning a signal for an error (`-catch:`'s).
  public init(signalHandler: @escaping (NSError?) -> RACSignal) {
    self.init(fieldOf: SignalHandlerSlot(closure: signalHandler))
  }

  /// A block given a subscriber (`+startLazilyWithScheduler:block:`'s).
  public init(subscriberBlock: @escaping (any RACSubscriberProtocol) -> Void) {
    self.init(fieldOf: SubscriberBlockSlot(closure: subscriberBlock))
  }

  /// A `RACSchedulerRecursiveBlock` (`-scheduleRecursiveBlock:`'s).
  public init(recursiveBlock: @escaping RACSchedulerRecursiveBlock) {
    self.init(fieldOf: RecursiveBlockSlot(closure: recursiveBlock))
  }

  /// A sequence's tail block (`RACDynamicSequence`'s `_tailBlock`).
  public init(tailBlock: @escaping (Any?) -> RACSequence?) {
    self.init(fieldOf: TailBlockSlot(closure: tailBlock))
  }

  /// A block given a signal (`-flatten:`'s `subscribeToSignal`).
  public init(signalConsumer: @escaping (RACSignal) -> Void) {
    self.init(fieldOf: SignalConsumerSlot(closure: signalConsumer))
  }

  /// A block given a flag (`-throttle:valuesPassingTest:`'s `flushNext`).
  public init(flag: @escaping (Bool) -> Void) {
    self.init(fieldOf: FlagSlot(closure: flag))
  }

  /// A reduce block of three arguments, the last an index (`-scanWithStart:reduceWithIndex:`'s).
  public init(reduceWithIndex: @escaping (Any?, Any?, Int) -> Any?) {
    self.init(fieldOf: ReduceWithIndexSlot(closure: reduceWithIndex))
  }

  /// A reduce block of three arguments (`+combineLatest:reduce:`'s, `-reduceEach:`'s).
  public init(reduce3: @escaping (Any?, Any?, Any?) -> Any?) {
    self.init(fieldOf: Reduce3Slot(closure: reduce3))
  }

  /// A reduce block of four arguments.
  public init(reduce4: @escaping (Any?, Any?, Any?, Any?) -> Any?) {
    self.init(fieldOf: Reduce4Slot(closure: reduce4))
  }

  /// A reduce block of five arguments.
  public init(reduce5: @escaping (Any?, Any?, Any?, Any?, Any?) -> Any?) {
    self.init(fieldOf: Reduce5Slot(closure: reduce5))
  }

  /// A reduce block of six arguments.
  public init(reduce6: @escaping (Any?, Any?, Any?, Any?, Any?, Any?) -> Any?) {
    self.init(fieldOf: Reduce6Slot(closure: reduce6))
  }

  /// A command's signal block (`RACCommand`'s `_signalBlock`).
  public init(commandSignalBlock: @escaping (Any?) -> RACSignal?) {
    self.init(fieldOf: CommandSignalBlockSlot(closure: commandSignalBlock))
  }

  /// A reduce block of two arguments (`-aggregateWithStart:reduce:`'s, `-scanWithStart:reduce:`'s).
  public init(reduce: @escaping (Any?, Any?) -> Any?) {
    self.init(fieldOf: ReduceSlot(closure: reduce))
  }
}

extension CoreClosures {
  /// `didSubscribe`, after recording what it captures (`+createSignal:`'s block).
  @inline(__always)
  public static func didSubscribe(
    _ place: @autoclosure () -> RACSourceLocation, captures: @autoclosure () -> [CoreCapture],
    _ closure: @escaping (any RACSubscriberProtocol) -> RACDisposable?
  ) -> (any RACSubscriberProtocol) -> RACDisposable? {
    if isRecording { record(ClosureKey(didSubscribe: closure), at: place(), captures: captures()) }
    return closure
  }

  /// `predicate` (a `-filter:` block), after recording what it captures.
  @inline(__always)
  public static func predicate(
    _ place: @autoclosure () -> RACSourceLocation, captures: @autoclosure () -> [CoreCapture],
    _ closure: @escaping (Any?) -> Bool
  ) -> (Any?) -> Bool {
    if isRecording { record(ClosureKey(predicate: closure), at: place(), captures: captures()) }
    return closure
  }

  /// `bindBlock`, after recording what it captures.
  @inline(__always)
  public static func bindBlock(
    _ place: @autoclosure () -> RACSourceLocation, captures: @autoclosure () -> [CoreCapture],
    _ closure: @escaping RACStreamBindBlock
  ) -> RACStreamBindBlock {
    if isRecording { record(ClosureKey(bindBlock: closure), at: place(), captures: captures()) }
    return closure
  }

  /// `bindFactory`, after recording what it captures.
  @inline(__always)
  public static func bindFactory(
    _ place: @autoclosure () -> RACSourceLocation, captures: @autoclosure () -> [CoreCapture],
    _ closure: @escaping () -> RACStreamBindBlock
  ) -> () -> RACStreamBindBlock {
    if isRecording { record(ClosureKey(bindFactory: closure), at: place(), captures: captures()) }
    return closure
  }

  /// `signalFactory` (`+defer:`'s block), after recording what it captures.
  @inline(__always)
  public static func signalFactory(
    _ place: @autoclosure () -> RACSourceLocation, captures: @autoclosure () -> [CoreCapture],
    _ closure: @escaping () -> RACSignal
  ) -> () -> RACSignal {
    if isRecording { record(ClosureKey(signalFactory: closure), at: place(), captures: captures()) }
    return closure
  }

  /// `recursiveBlock`, after recording what it captures.
  @inline(__always)
  public static func recursiveBlock(
    _ place: @autoclosure () -> RACSourceLocation, captures: @autoclosure () -> [CoreCapture],
    _ closure: @escaping RACSchedulerRecursiveBlock
  ) -> RACSchedulerRecursiveBlock {
    if isRecording { record(ClosureKey(recursiveBlock: closure), at: place(), captures: captures()) }
    return closure
  }

  /// `tailBlock`, after recording what it captures.
  @inline(__always)
  public static func tailBlock(
    _ place: @autoclosure () -> RACSourceLocation, captures: @autoclosure () -> [CoreCapture],
    _ closure: @escaping (Any?) -> RACSequence?
  ) -> (Any?) -> RACSequence? {
    if isRecording { record(ClosureKey(tailBlock: closure), at: place(), captures: captures()) }
    return closure
  }

  /// `signalConsumer`, after recording what it captures.
  @inline(__always)
  public static func signalConsumer(
    _ place: @autoclosure () -> RACSourceLocation, captures: @autoclosure () -> [CoreCapture],
    _ closure: @escaping (RACSignal) -> Void
  ) -> (RACSignal) -> Void {
    if isRecording { record(ClosureKey(signalConsumer: closure), at: place(), captures: captures()) }
    return closure
  }

  /// `flag`, after recording what it captures.
  @inline(__always)
  public static func flag(
    _ place: @autoclosure () -> RACSourceLocation, captures: @autoclosure () -> [CoreCapture],
    _ closure: @escaping (Bool) -> Void
  ) -> (Bool) -> Void {
    if isRecording { record(ClosureKey(flag: closure), at: place(), captures: captures()) }
    return closure
  }

  /// `reduceWithIndex`, after recording what it captures.
  @inline(__always)
  public static func reduceWithIndex(
    _ place: @autoclosure () -> RACSourceLocation, captures: @autoclosure () -> [CoreCapture],
    _ closure: @escaping (Any?, Any?, Int) -> Any?
  ) -> (Any?, Any?, Int) -> Any? {
    if isRecording { record(ClosureKey(reduceWithIndex: closure), at: place(), captures: captures()) }
    return closure
  }

  /// `streamBlock`, after recording what it captures.
  @inline(__always)
  public static func streamBlock(
    _ place: @autoclosure () -> RACSourceLocation, captures: @autoclosure () -> [CoreCapture],
    _ closure: @escaping (Any?) -> RACStream?
  ) -> (Any?) -> RACStream? {
    if isRecording { record(ClosureKey(streamBlock: closure), at: place(), captures: captures()) }
    return closure
  }
}

/// Each closure type as the one field of a struct, read by `ClosureKey(fieldOf:)`.
private struct DidSubscribeSlot {
  let closure: (any RACSubscriberProtocol) -> RACDisposable?
}

private struct BindBlockSlot {
  let closure: RACStreamBindBlock
}

private struct BindFactorySlot {
  let closure: () -> RACStreamBindBlock
}

private struct PredicateSlot {
  let closure: (Any?) -> Bool
}

private struct StreamBlockSlot {
  let closure: (Any?) -> RACStream?
}

private struct SignalFactorySlot {
  let closure: () -> RACSignal
}

private struct SignalHandlerSlot {
  let closure: (NSError?) -> RACSignal
}

private struct SubscriberBlockSlot {
  let closure: (any RACSubscriberProtocol) -> Void
}

private struct RecursiveBlockSlot {
  let closure: RACSchedulerRecursiveBlock
}

private struct TailBlockSlot {
  let closure: (Any?) -> RACSequence?
}

private struct SignalConsumerSlot {
  let closure: (RACSignal) -> Void
}

private struct FlagSlot {
  let closure: (Bool) -> Void
}

private struct ReduceWithIndexSlot {
  let closure: (Any?, Any?, Int) -> Any?
}

private struct Reduce3Slot {
  let closure: (Any?, Any?, Any?) -> Any?
}

private struct Reduce4Slot {
  let closure: (Any?, Any?, Any?, Any?) -> Any?
}

private struct Reduce5Slot {
  let closure: (Any?, Any?, Any?, Any?, Any?) -> Any?
}

private struct Reduce6Slot {
  let closure: (Any?, Any?, Any?, Any?, Any?, Any?) -> Any?
}

private struct CommandSignalBlockSlot {
  let closure: (Any?) -> RACSignal?
}

private struct ReduceSlot {

  let closure: (Any?, Any?) -> Any?
}

extension RACSignal {
  /// `+createSignal:` of a block that records what it captures (`CoreClosures.didSubscribe`): the
  /// form an operator's site writes, `RACSignal.createSignal(.block(…), captures: […]) { … }`.
  @inline(__always)
  static func createSignal(
    _ place: @autoclosure () -> RACSourceLocation, captures: @autoclosure () -> [CoreCapture],
    _ didSubscribe: @escaping (any RACSubscriberProtocol) -> RACDisposable?
  ) -> RACSignal {
    createSignal(CoreClosures.didSubscribe(place(), captures: captures(), didSubscribe))
  }
}

extension RACDisposable {
  /// `+disposableWithBlock:` of a block that records what it captures (`CoreClosures.action`),
  /// followed from the disposable's `_disposeBlock`.
  @inline(__always)
  convenience init(
    _ place: @autoclosure () -> RACSourceLocation, captures: @autoclosure () -> [CoreCapture],
    block: @escaping () -> Void
  ) {
    self.init(block: CoreClosures.action(place(), captures: captures(), block))
  }
}
