import Foundation
import RAC

/// KVO on a Foundation object this tool writes natively (an operation, an operation queue), as
/// Foundation's own objects post it: observers of a key told its new value after each change
/// (`KeyValueObservable`, what RAC's KVO wrapper registers), and RAC's `rac_deallocDisposable` and
/// `rac_willDeallocSignal` (NSObject+RACDeallocating.m), disposed and completed when the object's
/// `deinit` calls `objectWillDeallocate()`, before its own state goes.
final class NativeKeyValueObservers: @unchecked Sendable {
  private struct Observer {
    let token: Int
    let key: String
    let block: (Any?) -> Void
  }

  private let lock = NSLock()
  private var observers: [Observer] = []
  private var nextToken = 0
  private let deallocation = NativeDeallocationSignals()

  /// Registers `block` for the new value of `key` after each change, until the returned disposable
  /// is disposed.
  func addObserver(forKey key: String, block: @escaping (Any?) -> Void) -> RACDisposable {
    let token = lock.withLock { () -> Int in
      nextToken += 1
      observers.append(Observer(token: nextToken, key: key, block: block))
      return nextToken
    }
    return RACDisposable { [weak self] in
      guard let self else { return }
      // Released after the lock: the block may hold the last reference to what it calls.
      let removed = self.lock.withLock { () -> [Observer] in
        let gone = self.observers.filter { $0.token == token }
        self.observers.removeAll { $0.token == token }
        return gone
      }
      withExtendedLifetime(removed) {}
    }
  }

  /// Tells the observers of `key` its new value, outside the lock, the one registered last first.
  func tell(_ value: Any?, forKey key: String) {
    let told = lock.withLock { observers.filter { $0.key == key } }
    for observer in told.reversed() { observer.block(value) }
  }

  /// `-rac_deallocDisposable`, made on first use.
  var rac_deallocDisposable: RACCompoundDisposable { deallocation.rac_deallocDisposable }

  /// `-rac_willDeallocSignal`: a replay subject that completes when the object goes.
  var rac_willDeallocSignal: RACSignal { deallocation.rac_willDeallocSignal }

  /// What the object's `deinit` calls first, as RAC's swizzled `-dealloc` does.
  func objectWillDeallocate() {
    deallocation.objectWillDeallocate()
  }
}
