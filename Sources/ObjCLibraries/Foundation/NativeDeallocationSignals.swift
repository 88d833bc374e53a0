import Foundation
import RAC

/// RAC's `-rac_deallocDisposable` and `-rac_willDeallocSignal` (NSObject+RACDeallocating.m) for a
/// Foundation object this tool writes natively (an operation, an operation queue, a user-defaults
/// store): both made on first use, under a lock of their own, and the disposable disposed when
/// the owner's `deinit` calls `objectWillDeallocate()` first, as RAC's swizzled `-dealloc` does.
final class NativeDeallocationSignals: @unchecked Sendable {
  private let lock = NSLock()
  private var willDeallocSubject: RACReplaySubject?
  private var deallocDisposable: RACCompoundDisposable?

  /// `-rac_deallocDisposable`, made on first use.
  var rac_deallocDisposable: RACCompoundDisposable {
    lock.withLock {
      if let deallocDisposable { return deallocDisposable }
      let made = RACCompoundDisposable()
      deallocDisposable = made
      return made
    }
  }

  /// `-rac_willDeallocSignal`: a replay subject that completes when the object goes. Its completion
  /// joins the deallocation disposable outside the lock, as the compound takes its own.
  var rac_willDeallocSignal: RACSignal {
    let (subject, made) = lock.withLock { () -> (RACReplaySubject, Bool) in
      if let willDeallocSubject { return (willDeallocSubject, false) }
      let subject = RACReplaySubject.subject()
      willDeallocSubject = subject
      return (subject, true)
    }
    if made { rac_deallocDisposable.add(RACDisposable { subject.sendCompleted() }) }
    return subject
  }

  /// What the owner's `deinit` calls first.
  func objectWillDeallocate() {
    lock.withLock { deallocDisposable }?.dispose()
  }
}
