/// Disposes a set of disposables together; adding to one that is already disposed disposes the new
/// one at once.
///
/// Mirrors `RACCompoundDisposable` (RACCompoundDisposable.m) including its storage: two inline slots
/// and an overflow list, disposed slot 0, slot 1, then the overflow in order, so disposal order is
/// RAC's even after removals free an inline slot. RAC guards it with an OSSpinLock and never calls
/// out while holding it; so does this (a mutex, released before any child is disposed).
public final class RACCompoundDisposable: RACDisposable {
  private struct Storage {
    var disposed = false
    var inline: [RACDisposable?] = [nil, nil]
    var overflow: [RACDisposable] = []

    var all: [RACDisposable] { inline.compactMap { $0 } + overflow }
  }

  private let storage = RACLock(Storage())

  /// `+compoundDisposable`.
  public override init() {
    super.init()
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

  public override var isDisposed: Bool { storage.withLock { $0.disposed } }

  /// The children not yet disposed or removed, in disposal order (for the trace's bookkeeping).
  public var disposables: [RACDisposable] { storage.withLock { $0.all } }

  /// `-addDisposable:`. nil and already-disposed disposables are ignored; if the compound is
  /// already disposed, `disposable` is disposed immediately instead of being kept.
  public func add(_ disposable: RACDisposable?) {
    CoreAssertion.check(disposable !== self, "a compound disposable cannot contain itself")
    guard let disposable, disposable !== self, !disposable.isDisposed else { return }
    let keptIt = storage.withLock { storage -> Bool in
      guard !storage.disposed else { return false }
      if let free = storage.inline.firstIndex(where: { $0 == nil }) {
        storage.inline[free] = disposable
      } else {
        storage.overflow.append(disposable)
      }
      return true
    }
    if !keptIt { disposable.dispose() }
  }

  /// Adds `other` (ignored if already disposed) and adds to `other` a block that removes it from
  /// this compound once `other` is disposed on its own: what RAC's subscribers and subjects do in
  /// `-didSubscribeWithDisposable:`, so a long-lived one does not collect dead subscriptions.
  func addUntilDisposed(_ other: RACCompoundDisposable) {
    guard !other.isDisposed else { return }
    add(other)
    other.add(
      RACDisposable { [weak self, weak other] in
        guard let self, let other else { return }
        self.remove(other)
      })
  }

  /// `-removeDisposable:`: forgets every occurrence of `disposable` without disposing it.
  public func remove(_ disposable: RACDisposable?) {
    guard let disposable else { return }
    storage.withLock { storage in
      guard !storage.disposed else { return }
      for index in storage.inline.indices where storage.inline[index] === disposable {
        storage.inline[index] = nil
      }
      storage.overflow.removeAll { $0 === disposable }
    }
  }

  /// Disposes every child, once: the list is taken under the lock, the children are disposed
  /// outside it.
  public override func dispose() {
    let children = storage.withLock { storage -> [RACDisposable]? in
      guard !storage.disposed else { return nil }
      storage.disposed = true
      let children = storage.all
      storage.inline = [nil, nil]
      storage.overflow = []
      return children
    }
    guard let children else { return }
    RACTrace.call("-dispose", of: self, arguments: [("disposables", children)]) {
      for child in children { child.dispose() }
    }
  }
}
