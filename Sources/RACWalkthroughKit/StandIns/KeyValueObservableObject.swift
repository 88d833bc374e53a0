import Foundation
import RAC

/// A stand-in for `NSObject` with key-value observing, enough for the posts' `RACObserve` on
/// model objects (`FMContact`, `FMContactItem`, …): properties are stored per key, and every
/// `setValue(_:forKey:)` notifies that key's observers synchronously, on the thread that made the
/// change, as KVO's automatic notifications do (also when the new value equals the old one, which
/// is why the posts follow `RACObserve` with `distinctUntilChanged`).
///
/// Only one-component key paths (`nick`, `contactItems`): RAC's observation of longer paths
/// through intermediate objects is not needed by any post. Model classes expose typed properties
/// whose accessors call `value(forKey:)` and `setValue(_:forKey:)`.
///
/// The observers registered through `RACObserve` hold the object weakly (KVO's trampoline does not
/// retain its target); when the object is deallocated, `rac_willDeallocSignal` completes and every
/// `RACObserve` of it completes with it.
open class KeyValueObservableObject: KeyValueObservable, DeallocationDisposing, CustomStringConvertible {
  /// The object's name in traces and descriptions (`contact`, `itemA`).
  public let objectName: String

  private struct Observation {
    let token: Int
    let block: (Any?) -> Void
  }

  private let lock = NSLock()
  private var values: [String: Any] = [:]
  private var observations: [String: [Observation]] = [:]
  private var nextToken = 0
  private var willDeallocSubject: RACReplaySubject?
  private var deallocDisposable: RACCompoundDisposable?

  /// An object named `objectName` in the trace and its descriptions.
  public init(objectName: String) {
    self.objectName = objectName
  }

  deinit {
    // RAC's swizzled `-dealloc` disposes `rac_deallocDisposable` (which completes
    // `rac_willDeallocSignal`) before the object's own `-dealloc` releases its properties.
    lock.withLock { deallocDisposable }?.dispose()
  }

  /// `-rac_deallocDisposable` (NSObject+RACDeallocating.m): a compound disposable, made on first
  /// use, disposed when the object is deallocated; what is added to it runs then, in the order it
  /// was added (`rac_willDeallocSignal`'s completion among them, added when that signal is made).
  public var rac_deallocDisposable: RACCompoundDisposable {
    lock.withLock { deallocDisposableMakingIt() }
  }

  /// The disposable, made on first use; the caller holds `lock`.
  private func deallocDisposableMakingIt() -> RACCompoundDisposable {
    if let disposable = deallocDisposable { return disposable }
    let disposable = RACCompoundDisposable()
    deallocDisposable = disposable
    return disposable
  }

  /// `-valueForKey:`: nil for a key never set.
  public func value(forKey key: String) -> Any? {
    lock.withLock { values[key] }
  }

  /// `-setValue:forKey:` with KVO's automatic notification: stores the value, then calls every
  /// observer of `key`, the one registered last first (the one order this tool gives KVO for every
  /// object, behaviour §7.26), outside the lock, with the value as it reads then (the trampoline's
  /// `valueForKey:`). Open, so that a stand-in can show a change of state (a walkthrough's button
  /// prints its `enabled`).
  open func setValue(_ value: Any?, forKey key: String) {
    let observers = lock.withLock { () -> [Observation] in
      values[key] = unwrap(value)
      return observations[key] ?? []
    }
    for observation in observers.reversed() { observation.block(self.value(forKey: key)) }
  }

  /// Stores a value without KVO's notification: the change an object makes to its own state
  /// without going through its setter (UIKit's text field when the user types), which KVO does
  /// not see.
  public func storeValue(_ value: Any?, forKey key: String) {
    lock.withLock { values[key] = unwrap(value) }
  }

  /// The number of observations registered on `key` (for the tests: disposing a `RACObserve`
  /// subscription removes its observation).
  public func observationCount(forKey key: String) -> Int {
    lock.withLock { observations[key]?.count ?? 0 }
  }

  /// `rac_willDeallocSignal`: a replay subject, made on first use, that completes (and sends
  /// nothing else) when the object is deallocated.
  public var rac_willDeallocSignal: RACSignal {
    let (subject, made) = lock.withLock { () -> (RACReplaySubject, Bool) in
      if let subject = willDeallocSubject { return (subject, false) }
      let subject = RACReplaySubject.subject().traced(as: "\(objectName).rac_willDeallocSignal")
      willDeallocSubject = subject
      return (subject, true)
    }
    // As RAC does when it makes the subject: its completion joins the deallocation disposable
    // (added outside the lock: adding runs nothing of ours, but the compound takes its own).
    if made { rac_deallocDisposable.add(RACDisposable { subject.sendCompleted() }) }
    return subject
  }

  /// `rac_description` for signal names: `<FMContact: contact>` in the trace's readable names;
  /// `(description skipped)` in RAC's own names unless `RAC_DEBUG_SIGNAL_NAMES` is set, as in RAC.
  public var rac_description: ObjectDescription {
    ObjectDescription(text: "<\(type(of: self)): \(objectName)>")
  }

  /// `<FMContactItem: itemA>`; subclasses may add their current values.
  open var description: String { "<\(type(of: self)): \(objectName)>" }

  /// The KVO registration (`RACKVOTrampoline`): `block` gets the new value after each change of
  /// `key` until the returned disposable is disposed. Holds the object weakly.
  public func addObserver(forKey key: String, block: @escaping (Any?) -> Void) -> RACDisposable {
    let token = lock.withLock { () -> Int in
      nextToken += 1
      observations[key, default: []].append(Observation(token: nextToken, block: block))
      return nextToken
    }
    return RACDisposable { [weak self] in
      self?.lock.withLock { self?.observations[key]?.removeAll { $0.token == token } }
    }
  }
}
