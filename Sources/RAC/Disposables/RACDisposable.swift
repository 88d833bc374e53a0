/// A disposable that runs a block at most once, the first time it is disposed.
///
/// Mirrors `RACDisposable` (RACDisposable.m): the state is one atomic slot holding the block, a
/// "no block" marker, or nothing once disposed; `dispose` empties it and runs the block outside any
/// lock. A disposable is **not** disposed when it is deallocated (reference §4.3).
open class RACDisposable: RACObject {
  private enum State {
    case active((() -> Void)?)
    case disposed
  }

  private let state: RACLock<State>

  /// A disposable with no block: disposing it only marks it disposed.
  public override init() {
    state = RACLock(.active(nil))
    super.init()
  }

  /// `+disposableWithBlock:` — `block` runs the first time the disposable is disposed.
  public init(block: @escaping () -> Void) {
    state = RACLock(.active(block))
    super.init()
  }

  /// Whether `dispose` has been called.
  open var isDisposed: Bool {
    state.withLock { if case .disposed = $0 { return true } else { return false } }
  }

  /// Marks the disposable disposed and runs its block, once; later calls do nothing.
  open func dispose() {
    let block = state.withLock { state -> (() -> Void)?? in
      guard case .active(let block) = state else { return .none }
      state = .disposed
      return .some(block)
    }
    guard case .some(let pending) = block, let pending else { return }
    RACTrace.call("disposeBlock", of: self) { pending() }
  }

  /// `-asScopedDisposable`: a disposable that disposes this one when it is deallocated.
  open func asScopedDisposable() -> RACScopedDisposable {
    RACScopedDisposable(disposable: self)
  }
}
