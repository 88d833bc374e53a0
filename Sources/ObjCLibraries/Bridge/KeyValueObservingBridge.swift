import Foundation
import ObjCInterpreter
import RAC

/// RAC's key-value macros on the snippet's objects: `RACObserve(target, keyPath)` through the
/// core's `RACObserve` (the same signal the Swift walkthroughs use), and
/// `RAC(target, keyPath) = signal`, which sets the key path to each value until the target goes.
extension NativeContext {
  /// `RACObserve(target, keyPath)`: the core's `RACObserve`, or in a run on RAC's source, where the
  /// host loaded its own `-rac_valuesForKeyPath:observer:` (`KeyValueSignals.m`), that method, so
  /// that RAC's loaded classes make the signal (`makesKeyValueSignalsOnRACSource`).
  func observe(_ target: Any?, keyPath: String, observer: Any?, at location: SourceLocation) throws -> Any? {
    let onRACSource = makesKeyValueSignalsOnRACSource
    guard let target else {
      guard onRACSource else { return RACSignal.return(nil) }
      return try send("return:", to: classValue(named: "RACSignal"), arguments: [nil], at: location)
    }
    guard let observable = target as? any KeyValueObservable else {
      throw fail(
        "RACObserve needs an object that posts KVO notifications: an instance of a class the snippet defines or a scene object, not '\(className(of: target)) *'",
        at: location)
    }
    if onRACSource {
      return try send("rac_valuesForKeyPath:observer:", to: target, arguments: [keyPath, observer], at: location)
    }
    let components = keyPath.split(separator: ".").map(String.init)
    if target is RACCommand, let key = components.first, !RACCommand.keyValueCodingKeys.contains(key) {
      throw fail(
        "[<RACCommand> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key).",
        at: location)
    }
    let observerObject = observer as? any KeyValueObservable
    guard components.count > 1 else {
      return RACObserve(observable, keyPath, observer: observerObject)
    }
    // A longer key path: observe the first key, then the rest of the path on each value it takes.
    // RAC takes the observer as a `__weak` parameter, so the block holds it weakly (a screen
    // observing `RACObserve(self, viewModel.name)` is not kept by its own observation).
    let rest = components.dropFirst().joined(separator: ".")
    let observerObjectOrNil = observer.flatMap { type(of: $0) is AnyClass ? $0 as AnyObject : nil }
    return RACObserve(observable, components[0], observer: observerObject)
      .map { [self, weak weakObserver = observerObjectOrNil] value -> Any? in
        guard let next = value else { return RACSignal.return(nil) }
        return guardedEntry { try observe(next, keyPath: rest, observer: weakObserver, at: location) }
          ?? RACSignal.empty()
      }
      .switchToLatest()
  }

  /// `RAC(target, keyPath, nilValue) = signal` and `-setKeyPath:onObject:nilValue:`: each value of
  /// the signal set at the key path (nil as `nilValue`) until the signal ends or the target is
  /// deallocated. A signal of RAC's loaded classes binds itself with its own
  /// `-setKeyPath:onObject:nilValue:` where the checkout has it; a core signal (or a loaded one lent
  /// to the core) with the core's, which sets through the interpreter's key-value coding.
  func bind(_ signal: Any?, to target: Any?, keyPath: String, nilValue: Any?, at location: SourceLocation) throws
    -> Any?
  {
    let selector = "setKeyPath:onObject:nilValue:"
    if runsRACSource, let instance = signal as? ObjCInstance, target != nil,
      loadedSourceAnswers(selector, classMethod: false, of: instance.objcClass.name)
    {
      return try send(selector, to: instance, arguments: [keyPath, target, nilValue], at: location)
    }
    guard let signal = (signal as? RACSignal) ?? lentToCore(signal: signal) else {
      throw fail(
        "RAC(…) = needs a RACSignal on the right, got '\(className(of: signal ?? NSNull.shared)) *'",
        at: location)
    }
    guard let target else { return nil }
    let components = keyPath.split(separator: ".").map(String.init)
    return signal.setKeyPath(keyPath, onObject: target as AnyObject, nilValue: nilValue) { [weak self] object, value in
      guard let self else { return }
      guardedEntry {
        var owner: Any? = object
        for key in components.dropLast() { owner = try self.property(key, of: owner, at: location) }
        try self.setValue(self.fromCore(value), forKey: components.last ?? keyPath, of: owner, at: location)
      }
    }
  }
}

/// What the host's Objective-C for runs on RAC's source (`KeyValueSignals.m`) keeps native, as RAC's
/// `NSObject+RACKVOWrapper` is: the observation of one key of an object that posts KVO
/// notifications (`-walkthroughObserveKey:block:`, the block given the value now, then the new
/// value and the change after each change, until the returned disposable is disposed), and whether
/// an object posts them (`-walkthroughObservesKeyValues`).
enum KeyValueObservingNatives {
  static func register(in table: NativeClasses) {
    table.extend("NSObject") { c in
      c.instance("walkthroughObservesKeyValues", returns: .bool) { call in
        CNumber.bool(call.receiver is any KeyValueObservable)
      }
      // A class object (`self` in a `+configure:`, RACObserve's observer there) never goes.
      c.classMethod("walkthroughObservesKeyValues", returns: .bool) { _ in CNumber.bool(false) }
      c.instance("walkthroughObserveKey:block:") { call in
        guard let target = call.receiver as? any KeyValueObservable else {
          throw call.fail("\(call.methodName): \(call.receiverClassName) posts no KVO notifications here")
        }
        let key = try call.string(0)
        let callable = try call.callable(1)
        let interpreter = call.interpreter
        // The core's `RACObserve` traces its KVO block as its own (`KVOChange`, no place in RAC).
        let block = { [weak interpreter] (value: Any?) in
          guard let interpreter else { return }
          Tracing.call("KVO block", of: nil, rac: .ours, arguments: [("value", value)]) {
            _ = interpreter.callFromCore(callable, [value, KVOChange(new: value)])
          }
        }
        let disposable =
          (target as? ObjCInstance)?.addObserver(forKey: key, holding: call.argument(1) as? ObjCBlock, block: block)
          ?? target.addObserver(forKey: key, block: block)
        block(target.value(forKey: key))
        return disposable
      }
    }
  }
}
