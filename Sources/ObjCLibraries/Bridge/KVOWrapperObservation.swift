import Foundation
import ObjCInterpreter
import RAC

/// RAC 2.5's `-rac_observeKeyPath:options:observer:block:` (NSObject+RACKVOWrapper.m) on an
/// instance of the program's classes, step by step as RAC writes it:
///
/// - the first key is observed through KVO (what `RACKVOTrampoline` registers) with the options
///   asked for, `Prior` always and `Initial` never;
/// - a prior notification disposes of what was added to the first key's old value, and calls the
///   block only when the caller asked for `Prior`;
/// - after a change, the new value of the first key gets the rest of the key path observed on it
///   (the same method, without `Initial`) and, when the first key is a `weak` property of an object,
///   its deallocation watched: it calls the block with nil, "caused by dealloc" (unless the value is
///   the observer, whose deallocation ends the observation anyway);
/// - the value the first key holds now gets the same, and with `Initial` the block is called with
///   the value at the whole key path;
/// - the target's and the observer's deallocation dispose of it all.
///
/// Values are read with `-valueForKey:` (a getter the class writes runs: a "dynamic" property that
/// makes a new object each time is read, not watched). A value of the key path that is not an
/// instance of the program's classes but a scene's object is observed the core's way
/// (`KeyPathObservation`).
///
/// The core's `KeyPathObservation` walks a key path the same way but cannot be this one: its
/// objects (`KeyValueObservable`) post no prior notification and declare no `weak` properties,
/// and the disposables it makes are the ones the Swift core's traces show; its doc comment lists
/// the differences. This is RAC's method where the objects can do all it asks (KVO with `Prior`
/// and change dictionaries, property attributes, getters), so it stays beside it.
struct KVOWrapperObservation {
  /// `NSKeyValueObservingOptionNew`, `…Initial`, `…Prior`.
  private static let optionNew: Int64 = 1
  private static let optionInitial: Int64 = 4
  private static let optionPrior: Int64 = 8

  /// RAC's `RACKVOBlock`: the value, KVO's change dictionary, whether a deallocation caused the
  /// call, and whether the key path (at this step) has one key.
  typealias Block = (
    _ value: Any?, _ change: ObjCDictionary, _ causedByDealloc: Bool, _ affectedOnlyLastComponent: Bool
  )
    -> Void

  weak var interpreter: Interpreter?
  let location: SourceLocation
  let options: Int64
  let block: Block
  /// What `block` calls, for `leaks` to name as what the KVO registration holds (the subscriber
  /// `-rac_valuesAndChangesForKeyPath:`'s block sends to; the program's block it calls).
  let holding: AnyObject?

  init(
    interpreter: Interpreter?, location: SourceLocation, options: Int64, holding: AnyObject? = nil,
    block: @escaping Block
  ) {
    self.interpreter = interpreter
    self.location = location
    self.options = options
    self.holding = holding
    self.block = block
  }

  /// Observes `keyPath` of `target` on behalf of `observer` (held weakly; nil for none).
  func observe(_ target: ObjCInstance, keyPath: [String], observer: AnyObject?) -> RACDisposable {
    let hasOneComponent = keyPath.count == 1
    let head = keyPath.first ?? ""
    let tail = Array(keyPath.dropFirst())
    let disposable = RACCompoundDisposable()
    // What was added to the first key's value: its observation and its deallocation watch.
    let firstComponent = RACSerialDisposable(disposable: RACCompoundDisposable())
    disposable.add(firstComponent)
    let watchesDeallocation = isWeakObjectReference(head, of: target)
    let weakObserver = WeakObserverReference(object: observer)

    let addDeallocObserver = { (value: Any) in
      guard watchesDeallocation, let value = value as? any DeallocationDisposing else { return }
      if let observer = weakObserver.object, value === observer { return }
      let change = ObjCDictionary(mutable: false)
      change.set(NSNumber(value: 1), forKey: "kind")
      change.set(NSNull.shared, forKey: "new")
      let valueDisposable = value.rac_deallocDisposable
      let deallocDisposable = RACDisposable { call(nil, change, causedByDealloc: true, hasOneComponent) }
      valueDisposable.add(deallocDisposable)
      (firstComponent.disposable as? RACCompoundDisposable)?.add(
        RACDisposable { valueDisposable.remove(deallocDisposable) })
    }
    let addObserverToValue = { (value: Any) in
      let rest = Self(
        interpreter: interpreter, location: location, options: options & ~Self.optionInitial, holding: holding,
        block: block)
      guard let observation = rest.observeValue(value, keyPath: tail, observer: weakObserver.object) else { return }
      (firstComponent.disposable as? RACCompoundDisposable)?.add(observation)
    }

    let trampoline = target.observeAllChanges(forKey: head, prior: true, holding: holding) { [weak target] fullChange in

      guard let target else { return }
      let change = KeyValueChangeDictionary.cut(fullChange, options: options)
      if (fullChange.value(forKey: "notificationIsPrior") as? NSNumber)?.boolValue == true {
        firstComponent.disposable?.dispose()
        if options & Self.optionPrior != 0 {
          call(value(at: keyPath, of: target), change, causedByDealloc: false, hasOneComponent)
        }
        return
      }
      guard let value = value(at: [head], of: target) else {
        call(nil, change, causedByDealloc: false, hasOneComponent)
        return
      }
      firstComponent.swapIn(RACCompoundDisposable())?.dispose()
      addDeallocObserver(value)
      if hasOneComponent {
        call(value, change, causedByDealloc: false, hasOneComponent)
        return
      }
      addObserverToValue(value)
      call(self.value(at: tail, of: value), change, causedByDealloc: false, hasOneComponent)
    }
    disposable.add(RACDisposable(block: trampoline))

    if let value = value(at: [head], of: target) {
      addDeallocObserver(value)
      if !hasOneComponent { addObserverToValue(value) }
    }
    if options & Self.optionInitial != 0 {
      let initialValue = value(at: keyPath, of: target)
      let change = ObjCDictionary(mutable: false)
      change.set(NSNumber(value: 1), forKey: "kind")
      change.set(initialValue ?? NSNull.shared, forKey: "new")
      call(initialValue, change, causedByDealloc: false, hasOneComponent)
    }

    return Self.endedWithEither(disposable, target: target, observer: observer)
  }

  /// What NSObject+RACKVOWrapper.m returns: `disposable` goes into the observer's and the target's
  /// deallocation disposables, so that either one's end ends the observation, and the caller gets a
  /// disposable of its own that disposes it and takes it out of both again. Nothing else holds that
  /// one, so a caller's weak reference to it is nil once the caller lets go.
  static func endedWithEither(_ disposable: RACCompoundDisposable, target: Any?, observer: Any?) -> RACDisposable {
    let observerDisposable = (observer as? any DeallocationDisposing)?.rac_deallocDisposable
    let targetDisposable = (target as? any DeallocationDisposing)?.rac_deallocDisposable
    observerDisposable?.add(disposable)
    targetDisposable?.add(disposable)
    return RACDisposable { [weak observerDisposable, weak targetDisposable] in
      disposable.dispose()
      observerDisposable?.remove(disposable)
      targetDisposable?.remove(disposable)
    }
  }

  /// The rest of a key path on one value of the first key: RAC's method again on an instance of
  /// the program's classes, the core's key-path observation on a scene's object, nothing on a value
  /// that posts no KVO notifications.
  private func observeValue(_ value: Any, keyPath: [String], observer: AnyObject?) -> RACDisposable? {
    if let instance = value as? ObjCInstance { return observe(instance, keyPath: keyPath, observer: observer) }
    guard let observable = value as? any KeyValueObservable else { return nil }
    let hasOneComponent = keyPath.count == 1
    return KeyPathObservation.observe(keyPath, of: observable, initial: false) { value, causedByDealloc, _ in
      let change = ObjCDictionary(mutable: false)
      change.set(NSNumber(value: 1), forKey: "kind")
      if options & Self.optionNew != 0 { change.set(value ?? NSNull.shared, forKey: "new") }
      call(value, change, causedByDealloc: causedByDealloc, hasOneComponent)
    }
  }

  /// Whether `key` of `target` is a `weak` property of an object (RAC reads the property's
  /// attributes: `class_getProperty`, `rac_copyPropertyAttributes`).
  private func isWeakObjectReference(_ key: String, of target: ObjCInstance) -> Bool {
    guard let interpreter else { return false }
    return interpreter.classChain(of: target.objcClass.name).lazy
      .compactMap { interpreter.classes[$0]?.properties[key] }
      .first?.isWeakObjectReference ?? false
  }

  /// `-valueForKeyPath:`: each key's value by `-valueForKey:` (a getter the class writes runs).
  private func value(at keyPath: [String], of object: Any?) -> Any? {
    guard let interpreter else { return nil }
    return interpreter.guardedEntry { () -> Any? in
      var current = object
      for key in keyPath {
        guard current != nil else { return nil }
        current = try interpreter.value(forKey: key, of: current, at: location)
      }
      return current
    } ?? nil
  }

  /// The caller's block, with the value, the change, and the two flags.
  private func call(_ value: Any?, _ change: ObjCDictionary, causedByDealloc: Bool, _ hasOneComponent: Bool) {
    block(value, change, causedByDealloc, hasOneComponent)
  }
}

/// The observer as the wrapper's blocks hold it: weakly, as RAC's `__weak` local does (a struct,
/// because a `weak let` needs Swift 6.2 and a never-mutated `weak var` is warned about).
private struct WeakObserverReference {
  weak var object: AnyObject?
}
