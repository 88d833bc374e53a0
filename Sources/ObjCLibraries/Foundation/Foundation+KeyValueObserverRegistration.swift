import Foundation
import ObjCInterpreter

/// Foundation's KVO registration on the program's objects (and Foundation's operations, operation
/// queues and user defaults, `NativelyKeyValueObserved`): `-addObserver:forKeyPath:options:context:`
/// and `-removeObserver:forKeyPath:context:` / `-removeObserver:forKeyPath:`, the observer told
/// `-observeValueForKeyPath:ofObject:change:context:` with a change dictionary that holds what its
/// options ask for: `new`, `old`, the indexes of a to-many change, the value at once with
/// `Initial`, and with `Prior` a notification before each change (`notificationIsPrior`), sent
/// while the object still holds the value before (`ObjCInstance.willChange`). RAC's
/// `RACKVOTrampoline.m` registers this way, through `RACKVOProxy`. One key at a time (what RAC's
/// wrapper registers); a key path of more keys is an error that says so. The observer is not
/// retained, as KVO does not retain it.
enum FoundationKeyValueObserverRegistration {
  static func register(in table: NativeClasses) {
    table.extend("NSObject") { c in
      c.instance("addObserver:forKeyPath:options:context:") { call in
        let target: AnyObject
        switch call.receiver {
        case let instance as ObjCInstance: target = instance
        case let native as NativelyKeyValueObserved: target = native
        default:
          throw call.fail(
            "\(call.methodName) observes objects of the program's own classes and Foundation's operations, operation queues and user defaults here"
          )
        }
        guard let observer = try call.object(0) else { return nil }
        let keyPath = try call.string(1)
        guard !keyPath.contains(".") else {
          throw call.fail(
            "\(call.methodName): key path '\(keyPath)' has more than one key; this runtime observes one key at a time (observe '\(keyPath.prefix { $0 != "." })' and then the object it holds)"
          )
        }
        let options = try call.integer(2)
        let context = call.argument(3)
        try observe(
          call, target: target, observer: observer as AnyObject, key: keyPath, options: options, context: context)
        return nil
      }
      c.instance("removeObserver:forKeyPath:context:") { call in
        try remove(call, context: .some(call.argument(2)))
        return nil
      }
      c.instance("removeObserver:forKeyPath:") { call in
        try remove(call, context: nil)
        return nil
      }
    }
  }

  /// Registers one observation and, with `Initial`, tells the observer at once.
  private static func observe(
    _ call: NativeCall, target: AnyObject, observer: AnyObject, key: String, options: Int, context: Any?
  ) throws {
    let interpreter = call.interpreter
    let location = call.location
    let wantsNew = options & 1 != 0
    let wantsPrior = options & 8 != 0
    let registration = KeyValueRegistration(target: target, observer: observer, key: key, context: context)
    let tell: (ObjCDictionary) -> Void = { [weak registration, weak interpreter, weak target] change in
      guard let registration, let interpreter, let target, let observer = registration.observer else { return }
      _ = interpreter.guardedEntry {
        try interpreter.send(
          "observeValueForKeyPath:ofObject:change:context:", to: observer,
          arguments: [key, target, change, registration.context], at: location)
      }
    }
    // KVO's whole change dictionaries (the prior one before the change, while the object still
    // holds the value before), cut to what the options ask for.
    let told: (ObjCDictionary) -> Void = { full in tell(KeyValueChangeDictionary.cut(full, options: Int64(options))) }
    let value: () -> Any?
    if let instance = target as? ObjCInstance {
      registration.removal = instance.observeAllChanges(forKey: key, prior: wantsPrior, block: told)
      value = { [weak instance] in instance?.value(forKey: key) }
    } else if let native = target as? NativelyKeyValueObserved {
      let disposable = native.observers.addChangeObserver(forKey: key, prior: wantsPrior, block: told)
      registration.removal = { disposable.dispose() }
      value = { [weak native] in native?.value(forKey: key) }
    } else {
      return
    }
    KeyValueRegistrations.of(interpreter).add(registration)
    if options & 4 != 0 {
      let initial = ObjCDictionary(mutable: false)
      initial.set(NSNumber(value: 1), forKey: "kind")
      if wantsNew { initial.set(value() ?? NSNull.shared, forKey: "new") }
      tell(initial)
    }
  }

  /// Ends the newest matching observation (a context of nil matches any, as
  /// `-removeObserver:forKeyPath:` does); removing one never added raises, as Foundation's does.
  private static func remove(_ call: NativeCall, context: Any??) throws {
    let receiver: Any = call.receiver
    guard type(of: receiver) is AnyClass, let observer = try call.object(0) else { return }
    let target = receiver as AnyObject
    let keyPath = try call.string(1)
    guard
      let registration = KeyValueRegistrations.of(call.interpreter).remove(
        target: target, observer: observer as AnyObject, key: keyPath, context: context)
    else {
      throw call.exception(
        "NSRangeException",
        "Cannot remove an observer <\(call.interpreter.className(of: observer))> for the key path \"\(keyPath)\" from <\(call.interpreter.className(of: target))> because it is not registered as an observer."
      )
    }
    registration.removal?()
    registration.removal = nil
  }
}

/// One `-addObserver:forKeyPath:options:context:`: who observes what.
final class KeyValueRegistration: @unchecked Sendable {
  weak var target: AnyObject?
  /// The target's identity, which outlives the weak reference while the target deallocates: a
  /// removal sent to the dying target (its shell, `DyingInstances`) from its deallocation (RAC's
  /// `-[RACKVOTrampoline dispose]`, run by the target's `rac_deallocDisposable`) still finds the
  /// registration, as KVO's does.
  let targetIdentity: ObjectIdentifier
  weak var observer: AnyObject?
  let key: String
  let context: Any?
  var removal: KeyValueObservers.Removal?

  init(target: AnyObject, observer: AnyObject, key: String, context: Any?) {
    self.target = target
    targetIdentity = ObjectIdentifier(target)
    self.observer = observer
    self.key = key
    self.context = context
  }
}

/// A run's KVO registrations (a `RunLocal`), newest last.
final class KeyValueRegistrations: RunLocal {
  private let lock = NSLock()
  private var registrations: [KeyValueRegistration] = []

  init() {}

  static func of(_ context: some NativeContext) -> KeyValueRegistrations {
    context.run.locals[KeyValueRegistrations.self]
  }

  func add(_ registration: KeyValueRegistration) {
    lock.withLock {
      registrations.removeAll { $0.target == nil }
      registrations.append(registration)
    }
  }

  /// Takes out the newest registration of `observer` for `key` on `target` (with `context`, when
  /// one is given), or nil.
  func remove(target: AnyObject, observer: AnyObject, key: String, context: Any??) -> KeyValueRegistration? {
    lock.withLock {
      func matches(_ registration: KeyValueRegistration) -> Bool {
        // A target that is dying reads as the shell its `-dealloc` runs on (`DyingInstances`).
        let isTarget =
          registration.target.map { $0 === target }
          ?? (DyingInstances.shell(of: registration.targetIdentity) === target)
        guard isTarget, registration.observer === observer, registration.key == key else {
          return false
        }
        guard case .some(let wanted) = context else { return true }
        return PointerKey(wanted) == PointerKey(registration.context)
      }
      guard let index = registrations.lastIndex(where: matches) else { return nil }
      return registrations.remove(at: index)
    }
  }
}
