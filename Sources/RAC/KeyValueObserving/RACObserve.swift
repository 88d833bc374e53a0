import Foundation

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
  /// `addObserver(forKey:block:)`, `holding` being what `block` calls (the subscriber it sends
  /// to): a registration the object keeps names it for a leak analysis (`KVO observer of its key`).
  func addObserver(forKey key: String, holding: AnyObject?, block: @escaping (Any?) -> Void) -> RACDisposable
  /// `rac_willDeallocSignal`: completes when the object is deallocated.
  var rac_willDeallocSignal: RACSignal { get }
  /// The object as `%@` shows it in signal names.
  var rac_description: ObjectDescription { get }
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
  /// `NSKeyValueChangeKindKey`: 1 a setting, 2 an insertion, 3 a removal.
  public let kind: Int
  /// `NSKeyValueChangeNewKey`: the new value of a setting, the inserted objects of an insertion.
  public let new: Any?

  /// A change of `kind` (a setting unless told).
  public init(kind: Int = 1, new: Any?) {
    self.kind = kind
    self.new = new
  }

  /// The change as KVO's change dictionary prints it: `{ kind = 1; new = … }`.
  public var description: String {
    new == nil ? "{ kind = \(kind); }" : "{ kind = \(kind); new = \(Tracing.describe(new)) }"
  }
}

extension KeyValueObservable {
  /// An object that names no registration's references registers as `addObserver(forKey:block:)`.
  public func addObserver(forKey key: String, holding: AnyObject?, block: @escaping (Any?) -> Void) -> RACDisposable {
    addObserver(forKey: key, block: block)
  }

  /// `-rac_valuesForKeyPath:observer:` (NSObject+RACPropertySubscribing.m): the values-and-changes
  /// signal with `NSKeyValueObservingOptionInitial`, mapped to the value (`value[0]`), named
  /// `RACObserve(%@, %@)`.
  public func rac_valuesForKeyPath(_ keyPath: String, observer: (any KeyValueObservable)?) -> RACSignal {
    // The KVO wrappers are the host's, not one of RAC 2.5's core files: no place in RAC's source.
    Tracing.call("-rac_valuesForKeyPath:observer:", of: nil, rac: .ours, arguments: [("keyPath", keyPath)]) {
      rac_valuesAndChangesForKeyPath(keyPath, observer: observer)
        .map { value in (value as? RACTuple)?[0] }
        .setNameWithFormat("RACObserve(%@, %@)", rac_description, keyPath)
    }
  }

  /// `-rac_valuesAndChangesForKeyPath:options:observer:` with the initial option (`KVOSignal`):
  /// per subscription, registers the observation, then sends `RACTuplePack(value, change)` for the
  /// current value and for every change.
  func rac_valuesAndChangesForKeyPath(_ keyPath: String, observer: (any KeyValueObservable)?) -> RACSignal {
    CoreAssertion.check(!keyPath.contains("."), "the RACObserve stand-in observes one-component key paths only")
    weak var weakResult: RACSignal?
    let signal = KVOSignal.make(
      target: self, targetWillDealloc: rac_willDeallocSignal, observerWillDealloc: observer?.rac_willDeallocSignal
    ) { target, subscriber in
      let result = weakResult
      let block = { (value: Any?) in
        Tracing.call("KVO block", of: result, rac: .ours, arguments: [("value", value)]) {
          subscriber.sendNext(RACTuplePack(value, KVOChange(new: value)))
        }
      }
      // The registration keeps the block, named as the block that runs on RAC's code (the tool's
      // RACSource/KeyValueSignals.m, line 48), where a leak analysis asks.
      var holding: AnyObject = subscriber
      if CoreClosures.isRecording {
        let key = ClosureKey(block)
        CoreClosures.record(
          key, named: "block at KeyValueSignals.m:48", captures: [.object("subscriber", subscriber)])
        holding = CoreClosureReference(key)
      }
      let disposable = target.addObserver(forKey: keyPath, holding: holding, block: block)

      block(target.value(forKey: keyPath))
      return disposable
    }
    weakResult = signal
    return signal.setNameWithFormat(
      "%@ -rac_valueAndChangesForKeyPath: %@ options: %lu observer: %@", rac_description, keyPath, 1,
      observer?.rac_description)
  }
}
