import Foundation

/// Disposes a set of disposables together; adding to one that is already disposed disposes the new
/// one at once.
///
/// Mirrors `RACCompoundDisposable` (RACCompoundDisposable.m) including its storage: two inline slots
/// and an overflow list, disposed slot 0, slot 1, then the overflow in order, so disposal order is
/// RAC's even after removals free an inline slot. RAC guards it with an OSSpinLock and never calls
/// out while holding it; so does this (an inline spin lock, released before any child is disposed). The
/// overflow is a `IdentityList`: the same order and the same removal of every occurrence as
/// RAC's scan, without the scan once thousands of children are waiting (a `flatten` of many inner
/// signals keeps one per inner here).
public final class RACCompoundDisposable: RACDisposable {
  private struct Storage {
    var disposed = false
    /// RAC's `_inlineDisposables[2]`, as two fields so that a compound allocates no array.
    var slot0: RACDisposable?
    var slot1: RACDisposable?
    var overflow = IdentityList<RACDisposable>()
    /// Counts the writes of the children (`referenceStamp`).
    var writes: UInt = 0

    var all: [RACDisposable] {
      var children: [RACDisposable] = []
      if let slot0 { children.append(slot0) }
      if let slot1 { children.append(slot1) }
      return children + overflow.elements
    }
  }

  /// RAC's `_spinLock`, inline: it guards `storage`, and nothing is called out while it is held.
  private let lock = SpinLock()
  /// Read and written only under `lock`, so Swift's run-time exclusivity check would only add cost.
  @exclusivity(unchecked) private var storage = Storage()

  /// When the compound is a `RACSubscriber`'s own: that subscriber's `@synchronized (self)`, which
  /// guards `subscriberBlocks`. The subscriber makes its compound in `-init` and keeps it for life,
  /// so the blocks and their lock live here, inline as the compound's own lock and storage are: a
  /// subscriber and its compound cost two allocations, where RAC's spin lock is a field and
  /// `@synchronized` draws on a recycled pool.
  private let subscriberLock = RecursiveSpinLock()
  /// The subscriber's blocks, read and written only under `subscriberLock` (empty otherwise).
  @exclusivity(unchecked) var subscriberBlocks: RACSubscriber.Blocks

  /// A subscriber's own compound, holding `blocks` under the subscriber's lock (a plain compound
  /// holds empty ones).
  init(subscriberBlocks blocks: RACSubscriber.Blocks) {
    subscriberBlocks = blocks
    super.init()
  }

  /// The storage, under the lock. Nothing is called out while it is held.
  @inline(__always)
  private func withStorage<Result>(_ body: (inout Storage) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&storage) }
  }

  /// Runs `body` holding the subscriber's lock (`subscriberBlocks`), which the same thread takes
  /// again when an event re-enters the subscriber. Only for a compound made with
  /// `init(subscriberBlocks:)`.
  @inline(__always)
  func withSubscriberLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    try subscriberLock.withLock(body)
  }

  /// `+compoundDisposable`.
  public override convenience init() {
    self.init(subscriberBlocks: RACSubscriber.Blocks())
  }

  /// `+compoundDisposableWithDisposables:`.
  public convenience init(disposables: [RACDisposable]) {
    self.init()
    for disposable in disposables { add(disposable) }
  }

  /// `+disposableWithBlock:` on the compound class: a compound holding one block disposable.
  public override convenience init(block: @escaping () -> Void) {
    self.init()
    add(RACDisposable(block: block))
  }

  /// Read without the lock: `dispose` raises the flag inside it (see `markDisposed`).
  public override var isDisposed: Bool { isMarkedDisposed }

  /// The children not yet disposed or removed, in disposal order (for the trace's bookkeeping).
  public var disposables: [RACDisposable] { withStorage { $0.all } }

  /// RAC's ivars, for a leak analysis, named as RAC's code names them: the two inline slots as
  /// `ivar _inlineDisposables, [N]` (the slot's own index, which stays while the other is free), the
  /// overflow as `ivar _disposables, element N`. (A subscriber's blocks kept in this compound's
  /// storage are the subscriber's ivars, named there.)
  public override func appendCoreReferences(to references: inout CoreReferences) {
    let children = withStorage { storage in (storage.slot0, storage.slot1, storage.overflow.elements) }
    references.add("ivar _inlineDisposables, [0]", children.0)
    references.add("ivar _inlineDisposables, [1]", children.1)
    references.add("ivar _disposables", elements: children.2)
    super.appendCoreReferences(to: &references)
  }

  /// How many times `add`, `remove` and `dispose` wrote its children (`RACDisposable`'s block is
  /// never set for it): the count is bumped under the lock each write already holds, one plain
  /// increment, and read under it.
  public override var referenceStamp: UInt? { withStorage { $0.writes } }

  /// `-addDisposable:`. nil and already-disposed disposables are ignored; if the compound is
  /// already disposed, `disposable` is disposed immediately instead of being kept.
  public func add(_ disposable: RACDisposable?) {
    CoreAssertion.check(disposable !== self, "a compound disposable cannot contain itself")
    guard let disposable, disposable !== self, !disposable.isDisposed else { return }
    let keptIt = withStorage { storage -> Bool in
      guard !storage.disposed else { return false }
      if storage.slot0 == nil {
        storage.slot0 = disposable
      } else if storage.slot1 == nil {
        storage.slot1 = disposable
      } else {
        storage.overflow.append(disposable)
      }
      storage.writes &+= 1
      return true
    }
    if !keptIt { disposable.dispose() }
  }

  /// Adds `other` (ignored if already disposed) and adds to `other` a block that removes it from
  /// this compound once `other` is disposed on its own: what RAC's subscribers and subjects do in
  /// `-didSubscribeWithDisposable:`, so a long-lived one does not collect dead subscriptions. The
  /// block is RAC's at `place` (RACSubscriber.m:106, RACSubject.m:118); it holds both compounds
  /// weakly, so it names no capture.
  func addUntilDisposed(_ other: RACCompoundDisposable, place: @autoclosure () -> RACSourceLocation) {
    guard !other.isDisposed else { return }
    add(other)
    other.add(
      RACDisposable(place(), captures: []) { [weak self, weak other] in
        guard let self, let other else { return }
        self.remove(other)
      })
  }

  /// `-removeDisposable:`: forgets every occurrence of `disposable` without disposing it.
  public func remove(_ disposable: RACDisposable?) {
    guard let disposable else { return }
    withStorage { storage in
      guard !storage.disposed else { return }
      storage.writes &+= 1
      if storage.slot0 === disposable { storage.slot0 = nil }
      if storage.slot1 === disposable { storage.slot1 = nil }
      storage.overflow.removeAll(identicalTo: disposable)
    }
  }

  /// Disposes every child, once: the children are taken under the lock and disposed outside it,
  /// slot 0, slot 1, then the overflow in order.
  ///
  /// Called again, it finds nothing left and disposes nothing, but it is still a call of `-dispose`
  /// and the trace shows it (with no `disposables`), as RAC's method runs each time it is sent:
  /// `-[RACSubscriber dealloc]` and `-[RACSerialDisposable dispose]` send it to compounds that a
  /// terminal event has disposed already (behaviour §4.4).
  public override func dispose() {
    // Sent again (a subscriber's `-dealloc` always sends it, after its terminal event did), it has
    // nothing to take: the flag, raised under the lock, says so without taking the lock.
    let taken =
      isMarkedDisposed
      ? nil
      : withStorage { storage -> Storage? in
        guard !storage.disposed else { return nil }
        let children = storage
        storage = Storage(disposed: true, writes: storage.writes &+ 1)
        markDisposed()
        return children
      }
    Tracing.call(
      "-dispose", of: self, rac: .method("RACCompoundDisposable.m", 201, "-dispose"),
      arguments: [("disposables", taken?.all ?? [])]
    ) {
      guard let taken else { return }
      taken.slot0?.dispose()
      taken.slot1?.dispose()
      taken.overflow.forEachEntry { $0.dispose() }
    }
  }
}
