/// Holds at most one disposable, which can be swapped; disposing the serial disposes the one it
/// holds, and anything put in afterwards is disposed at once.
///
/// Mirrors `RACSerialDisposable` (RACSerialDisposable.m). Swapping in a new disposable does **not**
/// dispose the old one (behaviour §4.5). `bind:` gives every subscription one of these
/// (`selfDisposable`) so the subscription can be torn down before `subscribe:` has even returned.
///
/// RAC guards its two fields with an `OSSpinLock` ivar; so does this (`SpinLock`), inline: `bind:`
/// makes one per value, and a `LockedState` would cost it a second allocation and a mutex.
public final class RACSerialDisposable: RACDisposable {
  private struct Storage {
    var disposed = false
    var disposable: RACDisposable?
  }

  /// RAC's `_spinLock`, guarding `storage`.
  private let lock = SpinLock()
  /// Read and written only under `lock`, which is what keeps accesses apart: Swift's run-time
  /// exclusivity check would only add cost.
  @exclusivity(unchecked) private var storage = Storage()

  /// Runs `body` on the storage under the lock. Nothing is called out while it is held.
  @inline(__always)
  private func withStorage<Result>(_ body: (inout Storage) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&storage) }
  }

  /// RAC's ivar `_disposable`, for a leak analysis.
  public override func appendCoreReferences(to references: inout CoreReferences) {
    references.add("ivar _disposable", withStorage { $0.disposable })
    super.appendCoreReferences(to: &references)
  }

  /// The address of the disposable it holds (0 for none): its one reference (`RACDisposable`'s
  /// block is never set for it), read under the lock that guards it, so the core's path writes
  /// nothing for it.
  public override var referenceStamp: UInt? {
    withStorage { storage in storage.disposable.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0 }
  }

  public override init() {
    super.init()
  }

  /// `+serialDisposableWithDisposable:`.
  public convenience init(disposable: RACDisposable?) {
    self.init()
    self.disposable = disposable
  }

  /// `+disposableWithBlock:` on the serial class: holds a block disposable. Disposing that inner
  /// disposable runs the block but leaves the serial itself undisposed.
  public override convenience init(block: @escaping () -> Void) {
    self.init()
    self.disposable = RACDisposable(block: block)
  }

  /// Read without the lock: `dispose` raises the flag inside it (see `markDisposed`).
  public override var isDisposed: Bool { isMarkedDisposed }

  /// The disposable held now (nil after disposal). Setting it is `swapIn(_:)`, dropping the result.
  public var disposable: RACDisposable? {
    get { withStorage { $0.disposable } }
    set { _ = swapIn(newValue) }
  }

  /// `-swapInDisposable:`: puts `newDisposable` in and returns the previous one, undisposed. If the
  /// serial is already disposed, `newDisposable` is disposed at once and nil is returned.
  @discardableResult
  public func swapIn(_ newDisposable: RACDisposable?) -> RACDisposable? {
    let outcome = withStorage { storage -> (kept: Bool, old: RACDisposable?) in
      guard !storage.disposed else { return (false, nil) }
      let old = storage.disposable
      storage.disposable = newDisposable
      return (true, old)
    }
    if !outcome.kept { newDisposable?.dispose() }
    return outcome.old
  }

  /// Disposes the disposable held, once. Called again, it has nothing to dispose, and the trace
  /// still shows the call (with `disposable: nil`), as RAC's method runs each time it is sent
  /// (behaviour §4.4).
  public override func dispose() {
    // Sent again, it has nothing to take: the flag, raised under the lock, says so without it.
    let inner =
      isMarkedDisposed
      ? nil
      : withStorage { storage -> RACDisposable? in
        guard !storage.disposed else { return nil }
        storage.disposed = true
        markDisposed()
        let held = storage.disposable
        storage.disposable = nil
        return held
      }
    Tracing.call(
      "-dispose", of: self, rac: .method("RACSerialDisposable.m", 93, "-dispose"), arguments: [("disposable", inner)]
    ) {
      if let inner { inner.dispose() }
    }
  }
}
