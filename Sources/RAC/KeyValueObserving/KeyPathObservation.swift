import Foundation

/// The observation of a key path of several keys (`a.b.c`), one key at a time, as RAC 2.5's KVO
/// wrapper does it (`-rac_observeKeyPath:options:observer:block:`, NSObject+RACKVOWrapper.m):
/// the first key is observed on the target; each object it takes is observed for the rest of the
/// path, and for its deallocation (a `weak` property goes nil without a KVO notification, so the
/// wrapper hears of it through the intermediate object's `rac_deallocDisposable` and reports nil,
/// "caused by dealloc"). A change of the last key alone is reported as `affectedOnlyLastComponent`,
/// which `RACKVOChannel` needs to tell its own settings from the rest.
///
/// The KVO wrappers are the host's in this tool, as `RACObserve`'s are: the objects are the core's
/// `KeyValueObservable`s (an intermediate that is not one ends the path: the value is nil).
///
/// The same walk as the libraries' `KVOWrapperObservation` (RAC's method step by step on the
/// instances of a program's classes, which uses this one for a scene's object on its path), but
/// not the same behaviour, which is why there are two: a `KeyValueObservable` tells only the value
/// after a change, with no prior notification, so the rest of the path on the old intermediate is
/// dropped when the new value arrives, not before the change as RAC does (it always asks KVO for
/// `Prior`); its objects declare no property attributes, so every intermediate that has a
/// `rac_deallocDisposable` is watched for its deallocation, where RAC reads the property and
/// watches a `weak` object property's value alone, never the observer; values are read with
/// `value(forKey:)`, no getter of a program's class running; it takes no options and makes no
/// change dictionaries; and its callers, not it, end it at the target's or observer's
/// deallocation. The objects it makes (a serial disposable per intermediate) are not those RAC's
/// method makes (a compound, a serial disposable around another compound, one per step), and the
/// Swift core's traces, held byte for byte by the golden tests and `verify`, show them.
public enum KeyPathObservation {
  /// What the observation reports: the value at the whole key path, whether the report comes from
  /// an intermediate object's deallocation, and whether only the last key changed.
  public typealias Block = (_ value: Any?, _ causedByDealloc: Bool, _ affectedOnlyLastComponent: Bool) -> Void

  /// Observes `keyPath` (its keys in order) of `target` until the returned disposable is disposed,
  /// reporting the current value first when `initial`. Holds `target` and the intermediate objects
  /// weakly.
  /// `holding` names what each registration's block holds for a leak analysis (the caller's block,
  /// as `CoreClosureReference`), as `addObserver(forKey:holding:block:)` takes it.
  public static func observe(
    _ keyPath: [String], of target: any KeyValueObservable, initial: Bool, holding: AnyObject? = nil,
    block: @escaping Block
  ) -> RACDisposable {
    guard let key = keyPath.first else { return RACDisposable {} }
    let rest = Array(keyPath.dropFirst())
    if rest.isEmpty {
      let disposable = target.addObserver(forKey: key, holding: holding) { value in block(value, false, true) }
      if initial { block(target.value(forKey: key), false, true) }
      return disposable
    }
    let nested = RACSerialDisposable()
    let observeRest = { (intermediate: Any?) in
      let previous = nested.swapIn(observeIntermediate(intermediate, rest: rest, holding: holding, block: block))
      previous?.dispose()
    }
    let firstKey = target.addObserver(forKey: key, holding: holding) { value in
      observeRest(value)
      block(self.value(at: rest, of: value), false, false)
    }
    observeRest(target.value(forKey: key))
    if initial { block(value(at: keyPath, of: target), false, false) }
    return RACDisposable {
      firstKey.dispose()
      nested.dispose()
    }
  }

  /// The value at `keyPath` of `object`, read key by key; nil past an intermediate that is nil or
  /// not key-value observable.
  public static func value(at keyPath: [String], of object: Any?) -> Any? {
    var current = object
    for key in keyPath {
      guard let observable = current as? any KeyValueObservable else { return nil }
      current = observable.value(forKey: key)
    }
    return current
  }

  /// The rest of the path on one object the first key took, and its deallocation, reported as a
  /// nil caused by dealloc.
  private static func observeIntermediate(
    _ intermediate: Any?, rest: [String], holding: AnyObject?, block: @escaping Block
  ) -> RACDisposable? {
    guard let object = intermediate as? any KeyValueObservable else { return nil }
    let path = observe(rest, of: object, initial: false, holding: holding, block: block)
    guard let owner = object as? any DeallocationDisposing else { return path }
    let deallocation = RACDisposable { block(nil, true, false) }
    owner.rac_deallocDisposable.add(deallocation)
    return RACDisposable { [weak owner] in
      path.dispose()
      owner?.rac_deallocDisposable.remove(deallocation)
    }
  }
}
