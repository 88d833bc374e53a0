/// `NSObject+RACDeallocating` (RAC 2.5, `NSObject+RACDeallocating.m`) for RAC's own objects:
/// `rac_deallocDisposable`, disposed when the object is deallocated, and `rac_willDeallocSignal`, a
/// replay subject that completes then. Posts on memory leaks subscribe to it to prove that a
/// subject or a signal was (or was not) freed.
///
/// RAC swizzles `-dealloc` of the object's class the first time either is asked for; here
/// `CoreObject`'s `deinit` looks at the one stored reference, which stays nil (and costs one load)
/// for the objects nobody asked about.
extension CoreObject: DeallocationDisposing {
  /// The state an object gets the first time someone asks for its deallocation disposable, kept in
  /// `deallocationState` (under `CoreObject.deallocationLock`), which `deinit` runs.
  final class DeallocationState: DeallocationAction {
    let deallocDisposable = RACCompoundDisposable()
    var willDeallocSignal: RACReplaySubject?

    func objectWillDeallocate(_ object: CoreObject) {
      object.disposeDeallocDisposable(of: self)
    }

    /// Read under `CoreObject.deallocationLock`, which guards `willDeallocSignal`.
    var madeObjectCount: Int { willDeallocSignal == nil ? 1 : 2 }

    /// Read under `CoreObject.deallocationLock`, which guards `willDeallocSignal`.
    var madeObjects: [(name: String, object: CoreObject)] {
      var made: [(name: String, object: CoreObject)] = [("rac_deallocDisposable", deallocDisposable)]
      if let willDeallocSignal { made.append(("rac_willDeallocSignal", willDeallocSignal)) }
      return made
    }
  }

  /// `-rac_deallocDisposable`: a compound disposable that is disposed when the object is
  /// deallocated, before anything of the object is released.
  public var rac_deallocDisposable: RACCompoundDisposable {
    deallocation.deallocDisposable
  }

  /// `-rac_willDeallocSignal`: a replay subject, made on first use, whose completion is added to
  /// `rac_deallocDisposable`; it sends nothing but `completed`, when the object is deallocated.
  public var rac_willDeallocSignal: RACSignal {
    let (state, made) = CoreObject.deallocationLock.withLock { _ -> (DeallocationState, RACReplaySubject?) in
      let state = deallocationStateMakingIt()
      if state.willDeallocSignal != nil { return (state, nil) }
      let subject = RACReplaySubject.subject()
      subject.traceLabel = traceName.isEmpty ? "rac_willDeallocSignal" : traceName + ".rac_willDeallocSignal"
      state.willDeallocSignal = subject
      return (state, subject)
    }
    if let made {
      state.deallocDisposable.add(
        RACDisposable(
          .block("NSObject+RACDeallocating.m", 80, in: "-rac_willDeallocSignal", "disposableWithBlock:"),
          captures: [.object("subject", made)]
        ) { made.sendCompleted() })

      return made
    }
    return CoreObject.deallocationLock.withLock { _ in state.willDeallocSignal } ?? RACSignal.never()
  }

  private var deallocation: DeallocationState {
    CoreObject.deallocationLock.withLock { _ in deallocationStateMakingIt() }
  }

  /// The state, made on first use; the caller holds `deallocationLock`.
  private func deallocationStateMakingIt() -> DeallocationState {
    if let state = deallocationState as? DeallocationState { return state }
    let state = DeallocationState()
    deallocationState = state
    return state
  }

  /// What a class that mirrors a RAC `-dealloc` calls first in its `deinit`: RAC's swizzled
  /// `-dealloc` (`newDealloc`) disposes `rac_deallocDisposable` before it calls the class's own
  /// (NSObject+RACDeallocating.m), so `rac_willDeallocSignal` completes before, say, RACSubject's
  /// `-dealloc` disposes its subscriptions. Unlocked: in `deinit` nothing else holds the object. Asked
  /// through `hasDeallocationDisposable`, which reads the reference without an exclusivity check.
  @inline(__always)
  final func disposeDeallocDisposableBeforeOwnDealloc() {
    if hasDeallocationDisposable { disposeDeallocDisposable() }
  }

  /// Disposes `state`'s disposable as RAC's swizzled `-dealloc` (its `newDealloc` block) does,
  /// traced as the object's `-dealloc` when there is something to dispose: what the object's death
  /// triggers (a `rac_willDeallocSignal` completing, the snippet's dealloc disposables) shows
  /// nested under it.
  final func disposeDeallocDisposable(of state: DeallocationState) {
    guard !state.deallocDisposable.isDisposed else { return }
    Tracing.call(
      "-dealloc", of: self, rac: .block("NSObject+RACDeallocating.m", 37, in: "swizzleDeallocIfNeeded()", "newDealloc")
    ) {
      state.deallocDisposable.dispose()
    }
  }
}
