import Foundation
import ObjCInterpreter
import RAC

/// KVO on a Foundation object this tool writes natively (an operation, an operation queue, user
/// defaults), as Foundation's own objects post it: observers of a key told its new value after
/// each change (`KeyValueObservable`, what RAC's KVO wrapper registers), and RAC's
/// `rac_deallocDisposable` and `rac_willDeallocSignal` (NSObject+RACDeallocating.m), disposed and
/// completed when the object's `deinit` calls `objectWillDeallocate()`, before its own state goes.
/// Observers registered with
/// `-addObserver:forKeyPath:options:context:` (RAC's `RACKVOTrampoline.m` on RAC's source) are
/// told KVO's whole change dictionaries: with `prior`, one before the change (`willChange`), and
/// one after it with `old` and `new`.
final class NativeKeyValueObservers: @unchecked Sendable {
  private struct Observer {
    let token: Int
    let key: String
    let block: (Any?) -> Void
  }

  private struct ChangeObserver {
    let token: Int
    let key: String
    let prior: Bool
    let block: (ObjCDictionary) -> Void
  }

  private let lock = NSLock()
  private var observers: [Observer] = []
  private var changeObservers: [ChangeObserver] = []
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

  /// Registers `block` for KVO's whole change dictionaries of `key` (and, with `prior`, the one
  /// before each change), until the returned disposable is disposed.
  func addChangeObserver(
    forKey key: String, prior: Bool, block: @escaping (ObjCDictionary) -> Void
  ) -> RACDisposable {
    let token = lock.withLock { () -> Int in
      nextToken += 1
      changeObservers.append(ChangeObserver(token: nextToken, key: key, prior: prior, block: block))
      return nextToken
    }
    return RACDisposable { [weak self] in
      guard let self else { return }
      let removed = self.lock.withLock { () -> [ChangeObserver] in
        let gone = self.changeObservers.filter { $0.token == token }
        self.changeObservers.removeAll { $0.token == token }
        return gone
      }
      withExtendedLifetime(removed) {}
    }
  }

  /// What the object calls before it changes `key` from `old`: the prior notification
  /// (`notificationIsPrior`, `old`), outside the lock, to the observers that asked for it, the one
  /// registered last first, as the program's own objects tell theirs (`ObjCInstance`). Foundation
  /// tells prior notifications as `DSKeyValueWillChange` walks the observances, in registration
  /// order (see `tell`): a difference this tool keeps for now, for every object alike.
  func willChange(forKey key: String, from old: Any?) {
    let told = lock.withLock { changeObservers.filter { $0.key == key && $0.prior } }
    guard !told.isEmpty else { return }
    let change = Self.settingChange(old: old, new: nil, prior: true)
    for observer in told.reversed() { observer.block(change) }
  }

  /// Tells the observers of `key` its new value (`old` the value before), outside the lock, the one
  /// registered last first, as Foundation's KVO does (behaviour §7.26). Evidence: Foundation's KVO
  /// as reconstructed from its machine code in renjinkui2719/DIS_KVC_KVO keeps an object's
  /// observances in registration order (`DSKeyValueObservationInfo.m`: `-_copyByAddingObservance:`
  /// appends the new one), pushes one pending notification per observance in that order when the
  /// change begins (`DSKeyValueWillChange`, NSObject+DSKeyValueObserverNotification.m) and, when it
  /// ends, pops them from the end (`DSKeyValuePopPendingNotificationLocal` and
  /// `…PerThread` walk the pending notifications backwards; `DSKeyValueDidChange` tells each one).
  /// An observer of the value (`RACObserve`) and one of the change dictionaries
  /// (`-addObserver:forKeyPath:options:context:`) are one list in KVO, and take their turns by the
  /// order they registered in.
  func tell(_ value: Any?, forKey key: String, from old: Any?) {
    let (told, toldChanges) = lock.withLock {
      (observers.filter { $0.key == key }, changeObservers.filter { $0.key == key })
    }
    let change = toldChanges.isEmpty ? nil : Self.settingChange(old: old, new: value, prior: false)
    var turns = told.map { observer in (token: observer.token, tell: { observer.block(value) }) }
    if let change {
      turns += toldChanges.map { observer in (token: observer.token, tell: { observer.block(change) }) }
    }
    for turn in turns.sorted(by: { $0.token > $1.token }) { turn.tell() }
  }

  /// KVO's dictionary of a setting (`NSKeyValueChangeSetting`): `old`, and `new` after the change
  /// or `notificationIsPrior` before it; nil as `NSNull`, as KVO writes it.
  private static func settingChange(old: Any?, new: Any?, prior: Bool) -> ObjCDictionary {
    let change = ObjCDictionary(mutable: false)
    change.set(NSNumber(value: 1), forKey: "kind")
    change.set(old ?? NSNull.shared, forKey: "old")
    if prior {
      change.set(NSNumber(value: true), forKey: "notificationIsPrior")
    } else {
      change.set(new ?? NSNull.shared, forKey: "new")
    }
    return change
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

/// A Foundation object this tool writes natively whose keys are observable through its
/// `NativeKeyValueObservers` (an operation, an operation queue, user defaults), with
/// `-addObserver:forKeyPath:options:context:` too.
protocol NativelyKeyValueObserved: KeyValueObservable {
  var observers: NativeKeyValueObservers { get }
}
