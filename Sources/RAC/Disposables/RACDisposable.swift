import Synchronization

/// A disposable that runs a block at most once, the first time it is disposed.
///
/// Mirrors `RACDisposable` (RACDisposable.m): RAC keeps the block in one pointer-sized slot and
/// disposes with a compare-and-swap (`OSAtomicCompareAndSwapPtrBarrier`), no lock; whoever swaps
/// the slot empty runs the block, outside any lock. Here an atomic flag plays the slot's part: the
/// thread that flips it takes the block and is the only one that ever touches it again, so no lock
/// (and no lock allocation) is needed. A disposable is **not** disposed when it is deallocated
/// (behaviour §4.3).
open class RACDisposable: CoreObject {
  /// What disposing runs: a block, or a function of an object, which costs no closure context (the
  /// subscriber's own disposable, made once per subscription, uses it).
  enum Action {
    case block(() -> Void)
    /// A function of an object this disposable must not keep alive, which outlives it: the
    /// object's own child that it alone disposes (a subscriber's compound and its `selfDisposable`).
    case unretainedFunction(Unmanaged<AnyObject>, (AnyObject) -> Void)

    func run() {
      switch self {
      case .block(let block): block()
      case .unretainedFunction(let object, let function): function(object.takeUnretainedValue())
      }
    }
  }

  /// Set once, by the first `dispose`; RAC's empty `_disposeBlock` slot.
  private let disposedFlag = Atomic<Bool>(false)
  /// Written in `init`, then read and cleared only by the thread that set `disposedFlag`: the flag
  /// is what guards it, so Swift's run-time exclusivity check would only add cost.
  @exclusivity(unchecked) private var action: Action?

  /// A disposable with no block: disposing it only marks it disposed.
  public override init() {
    action = nil
    super.init()
  }

  /// `+disposableWithBlock:` — `block` runs the first time the disposable is disposed.
  public init(block: @escaping () -> Void) {
    action = .block(block)
    super.init()
  }

  /// A disposable that calls `function(owner)` without retaining `owner`, for a child that only
  /// `owner` holds and disposes (so `owner` is alive whenever it runs): the subscriber's own
  /// `selfDisposable` in its compound, which would otherwise make a cycle.
  init(unretainedOwner owner: AnyObject, function: @escaping (AnyObject) -> Void) {
    action = .unretainedFunction(Unmanaged.passUnretained(owner), function)
    super.init()
  }

  /// RAC's ivar `_disposeBlock` while the disposable is not disposed, for a leak analysis. (An
  /// unretained owner's function is the subscriber's own disposable, which reaches the subscriber's
  /// blocks as RAC's `@unsafeify(self)` does: it holds nothing RAC's would.)
  open override func appendCoreReferences(to references: inout CoreReferences) {
    if !isMarkedDisposed, case .block(let block)? = action {
      references.add("ivar _disposeBlock", closure: ClosureKey(block))
    }
    super.appendCoreReferences(to: &references)
  }

  /// Whether it is disposed, for a `RACDisposable` itself (nil for a subclass, whose references
  /// are its own): its block is set only by `init` and let go only once disposed, so the flag
  /// decides its references, and the core's path writes nothing for it.
  open override var referenceStamp: UInt? {
    type(of: self) == RACDisposable.self ? (isMarkedDisposed ? 1 : 0) : nil
  }

  /// Whether `dispose` has been called.
  open var isDisposed: Bool {
    disposedFlag.load(ordering: .acquiring)
  }

  /// For subclasses that keep their own state under a lock (`RACSerialDisposable`,
  /// `RACCompoundDisposable`): raised inside their lock at the moment they become disposed, so that
  /// `isDisposed` can read it without taking the lock. It only ever goes from false to true, so an
  /// unlocked read gives what a locked one would have given an instant earlier or later.
  final func markDisposed() {
    disposedFlag.store(true, ordering: .releasing)
  }

  /// Whether `dispose` or `markDisposed` has happened.
  final var isMarkedDisposed: Bool {
    disposedFlag.load(ordering: .acquiring)
  }

  /// Marks the disposable disposed and runs its block, once; later calls do nothing.
  open func dispose() {
    guard !disposedFlag.exchange(true, ordering: .acquiringAndReleasing) else { return }
    guard let pending = action else { return }
    action = nil
    Tracing.call("disposeBlock", of: self, rac: .block("RACDisposable.m", 83, in: "-dispose", "disposeBlock()")) {
      pending.run()
    }
  }

  /// `-asScopedDisposable`: a disposable that disposes this one when it is deallocated.
  open func asScopedDisposable() -> RACScopedDisposable {
    RACScopedDisposable(disposable: self)
  }
}
