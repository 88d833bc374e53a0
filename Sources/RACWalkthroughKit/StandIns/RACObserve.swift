import Foundation
import RAC

/// `RACObserve(TARGET, KEYPATH)` for the posts' model objects: a signal of the value at `keyPath`,
/// its current value first, then the value after every change, completing when `target` (or
/// `observer`) is deallocated.
///
/// RAC's macro expands to `[target rac_valuesForKeyPath:@keypath(TARGET, KEYPATH) observer:self]`;
/// the hidden `self` is `observer` here, and must be passed explicitly (nil: only the target's
/// deallocation ends the signal).
public func RACObserve(_ target: any KeyValueObservable, _ keyPath: String, observer: (any KeyValueObservable)? = nil)
  -> RACSignal
{
  target.rac_valuesForKeyPath(keyPath, observer: observer)
}

/// What `RACObserve` needs of an object: its values by key, a KVO registration per key, and the
/// signal that completes when it is deallocated. The walkthroughs' model objects
/// (`KeyValueObservableObject`) and the instances of classes an Objective-C snippet defines have it.
public protocol KeyValueObservable: AnyObject {
  /// `-valueForKey:`.
  func value(forKey key: String) -> Any?
  /// Registers `block` for the new value after each change of `key`, until the returned disposable
  /// is disposed; must not keep the object alive.
  func addObserver(forKey key: String, block: @escaping (Any?) -> Void) -> RACDisposable
  /// `rac_willDeallocSignal`: completes when the object is deallocated.
  var rac_willDeallocSignal: RACSignal { get }
  /// The object as `%@` shows it in signal names.
  var rac_description: ObjectDescription { get }
}

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
open class KeyValueObservableObject: KeyValueObservable, CustomStringConvertible {
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

  /// An object named `objectName` in the trace and its descriptions.
  public init(objectName: String) {
    self.objectName = objectName
  }

  deinit {
    // RAC sends `rac_willDeallocSignal`'s completion from the swizzled `-dealloc`, before the
    // object's own `-dealloc` releases its properties.
    lock.withLock { willDeallocSubject }?.sendCompleted()
  }

  /// `-valueForKey:`: nil for a key never set.
  public func value(forKey key: String) -> Any? {
    lock.withLock { values[key] }
  }

  /// `-setValue:forKey:` with KVO's automatic notification: stores the value, then calls every
  /// observer of `key`, in the order they registered, outside the lock, with the value as it reads
  /// then (the trampoline's `valueForKey:`). Open, so that a stand-in can show a change of state
  /// (a walkthrough's button prints its `enabled`).
  open func setValue(_ value: Any?, forKey key: String) {
    let observers = lock.withLock { () -> [Observation] in
      values[key] = unwrap(value)
      return observations[key] ?? []
    }
    for observation in observers { observation.block(self.value(forKey: key)) }
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
    lock.withLock { () -> RACReplaySubject in
      if let subject = willDeallocSubject { return subject }
      let subject = RACReplaySubject.subject().traced(as: "\(objectName).rac_willDeallocSignal")
      willDeallocSubject = subject
      return subject
    }
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

/// An object's `rac_description` as a `%@` argument: readable in the trace, `(description
/// skipped)` in RAC's own names unless debug names are on. It holds only text, so naming a signal
/// after an object does not keep the object alive.
public struct ObjectDescription: CustomStringConvertible, Sendable {
  /// The object's description as the trace shows it.
  public let text: String

  /// An argument that reads as `text`.
  public init(text: String) {
    self.text = text
  }
  /// The object's description as the trace shows it.
  public var description: String { text }
}

/// The change dictionary KVO hands its observers, reduced to what a one-component `RACObserve`
/// sends: the kind (always `NSKeyValueChangeSetting`, 1) and the new value. A struct rather than a
/// dictionary so that the trace writes it the same way on every run.
public struct KVOChange: CustomStringConvertible {
  /// `NSKeyValueChangeNewKey`.
  public let new: Any?

  /// The change as KVO's change dictionary prints it: `{ kind = 1; new = … }`.
  public var description: String {
    "{ kind = 1; new = \(Tracing.describe(new)) }"
  }
}

extension KeyValueObservable {
  /// `-rac_valuesForKeyPath:observer:` (NSObject+RACPropertySubscribing.m): the values-and-changes
  /// signal with `NSKeyValueObservingOptionInitial`, mapped to the value (`value[0]`), named
  /// `RACObserve(%@, %@)`.
  public func rac_valuesForKeyPath(_ keyPath: String, observer: (any KeyValueObservable)?) -> RACSignal {
    Tracing.call("-rac_valuesForKeyPath:observer:", of: nil, arguments: [("keyPath", keyPath)]) {
      rac_valuesAndChangesForKeyPath(keyPath, observer: observer)
        .map { value in (value as? RACTuple)?[0] }
        .setNameWithFormat("RACObserve(%@, %@)", rac_description, keyPath)
    }
  }

  /// `-rac_valuesAndChangesForKeyPath:options:observer:` with the initial option: per
  /// subscription, registers the observation, then sends `RACTuplePack(value, change)` for the
  /// current value and for every change; completes (through `takeUntil:`) when the zip of the
  /// target's and the observer's `rac_willDeallocSignal` completes, which is when either of them is
  /// deallocated (`+zip:` completes as soon as one input completes with nothing buffered). A
  /// subscription made after the target is gone completes at once.
  ///
  /// RAC also takes a recursive lock around the subscription and in `doCompleted:` of the dealloc
  /// signal, so that a deallocation on another thread waits for a subscription being set up;
  /// the walkthroughs change their models on one thread, and the stand-in leaves it out.
  func rac_valuesAndChangesForKeyPath(_ keyPath: String, observer: (any KeyValueObservable)?) -> RACSignal {
    CoreAssertion.check(!keyPath.contains("."), "the RACObserve stand-in observes one-component key paths only")
    let deallocSignal = RACSignal.zip([
      rac_willDeallocSignal, observer?.rac_willDeallocSignal ?? RACSignal.never(),
    ])
    weak var weakResult: RACSignal?
    let signal = RACSignal.createSignal { [weak self] subscriber in
      let result = weakResult
      guard let target = self else {
        subscriber.sendCompleted()
        return nil
      }
      let block = { (value: Any?) in
        Tracing.call("KVO block", of: result, arguments: [("value", value)]) {
          subscriber.sendNext(RACTuplePack(value, KVOChange(new: value)))
        }
      }
      let disposable = target.addObserver(forKey: keyPath, block: block)
      block(target.value(forKey: keyPath))
      return disposable
    }
    .takeUntil(deallocSignal)
    weakResult = signal
    return signal.setNameWithFormat(
      "%@ -rac_valueAndChangesForKeyPath: %@ options: %lu observer: %@", rac_description, keyPath, 1,
      observer?.rac_description)
  }
}
