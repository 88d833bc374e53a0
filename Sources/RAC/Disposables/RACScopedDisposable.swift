/// Disposes what it wraps when it is itself deallocated: RAC's stand-in for scope-bound cleanup.
///
/// Mirrors `RACScopedDisposable`: `+scopedDisposableWithDisposable:` is a block disposable that
/// disposes the wrapped one, and `dealloc` calls `dispose`.
public final class RACScopedDisposable: RACDisposable {
  /// `[RACScopedDisposable new]`: RACDisposable's `-init`, with nothing to run when disposed
  /// (RACDisposable.m), yet a scoped disposable all the same.
  public override init() {
    super.init()
  }

  /// `+scopedDisposableWithDisposable:`.
  public init(disposable: RACDisposable) {
    super.init(block: { disposable.dispose() })
  }

  deinit {
    disposeDeallocDisposableBeforeOwnDealloc()
    guard !isDisposed else { return }
    Tracing.call("-dealloc", of: self, rac: .method("RACScopedDisposable.m", 21, "-dealloc")) {
      dispose()
    }
  }

  /// `-asScopedDisposable` on a scoped disposable returns itself.
  public override func asScopedDisposable() -> RACScopedDisposable { self }
}
