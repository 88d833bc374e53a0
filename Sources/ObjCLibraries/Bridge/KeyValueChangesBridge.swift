import Foundation
import ObjCInterpreter
import RAC

/// KVO with change dictionaries on the program's own objects, as RAC's `RACCommand.m` uses it: it
/// announces additions to `activeExecutionSignals` with `-willChange:valuesAtIndexes:forKey:` /
/// `-didChange:valuesAtIndexes:forKey:` and reads them with
/// `-rac_valuesAndChangesForKeyPath:options:observer:` (one of the KVO wrappers the host keeps
/// native): a signal of `RACTuplePack(value, change)` per change, the current value first with
/// `NSKeyValueObservingOptionInitial`, completing when the target or the observer is deallocated.
enum KeyValueChangesBridge {
  static func register(in table: NativeClasses) {
    registerChangeObservation(in: table)
    table.extend("NSObject") { c in
      c.instance("willChange:valuesAtIndexes:forKey:") { call in
        guard let instance = call.receiver as? ObjCInstance else { return nil }
        let kind = Int((call.argument(0) as? CNumber)?.int64 ?? 1)
        let indexes = (call.argument(1) as? IndexSetValue).map { (set: $0 as AnyObject, indexes: $0.indexes) }
        instance.willChange(kind: kind, indexes: indexes, forKey: try call.string(2))
        return nil
      }
      c.instance("didChange:valuesAtIndexes:forKey:") { call in
        guard let instance = call.receiver as? ObjCInstance else { return nil }
        let kind = Int((call.argument(0) as? CNumber)?.int64 ?? 1)
        let indexes = (call.argument(1) as? IndexSetValue).map { (set: $0 as AnyObject, indexes: $0.indexes) }
        instance.didChange(kind: kind, indexes: indexes, forKey: try call.string(2))
        return nil
      }
      c.instance("willChangeValueForKey:") { call in
        (call.receiver as? ObjCInstance)?.willChangeValue(forKey: try call.string(0))
        return nil
      }
      c.instance("didChangeValueForKey:") { call in
        (call.receiver as? ObjCInstance)?.didChangeValue(forKey: try call.string(0))
        return nil
      }
      c.instance("rac_valuesAndChangesForKeyPath:options:observer:") { call in
        guard let target = call.receiver as? ObjCInstance else {
          throw call.fail("\(call.methodName) observes objects of the program's own classes here")
        }
        let keyPath = try call.string(0)
        let options = (call.argument(1) as? CNumber)?.int64 ?? 0
        let sendsInitial = options & 4 != 0
        let observer = call.argument(2) as? any KeyValueObservable
        if !target.objcClass.isLibrarySource {
          return valuesAndChanges(call, of: target, keyPath: keyPath, options: options, observer: observer)
        }
        return KVOSignal.make(
          target: target, targetWillDealloc: target.rac_willDeallocSignal,
          observerWillDealloc: observer?.rac_willDeallocSignal, named: "block at KeyValueSignals.m:66"
        ) { target, subscriber in
          let disposable = target.addChangeObserver(forKey: keyPath, holding: subscriber) { [weak target] change in
            subscriber.sendNext(RACTuple(target?.value(forKey: keyPath), change))
          }
          if sendsInitial {
            let change = ObjCDictionary(mutable: false)
            change.set(NSNumber(value: 1), forKey: "kind")
            let value = target.value(forKey: keyPath)
            change.set(value ?? NSNull.shared, forKey: "new")
            subscriber.sendNext(RACTuple(value, change))
          }
          return disposable
        }
      }
    }
  }
}

extension KeyValueChangesBridge {
  /// `NSKeyValueObservingOptionOld`, `…Prior`.
  private static let optionOld: Int64 = 2
  private static let optionPrior: Int64 = 8

  /// `-rac_valuesAndChangesForKeyPath:options:observer:` on an instance of the program's classes,
  /// as NSObject+RACPropertySubscribing.m writes it: per subscription, RAC's KVO wrapper
  /// (`KVOWrapperObservation`, every option and key path it takes) sending
  /// `RACTuplePack(value, change)` for each call of its block. (An object of RAC's loaded classes,
  /// `RACCommand.m` observing itself, keeps the change observation above, which reads no value
  /// through the class's getter, so that the calls `verify --rac-source` compares stay RAC's.)
  private static func valuesAndChanges(
    _ call: NativeCall, of target: ObjCInstance, keyPath: String, options: Int64,
    observer: (any KeyValueObservable)?
  ) -> RACSignal {
    let interpreter = call.interpreter
    let location = call.location
    let components = keyPath.split(separator: ".").map(String.init)
    return KVOSignal.make(
      target: target, targetWillDealloc: target.rac_willDeallocSignal,
      observerWillDealloc: observer?.rac_willDeallocSignal, named: "block at KeyValueSignals.m:66"
    ) { [weak interpreter, weak observer] target, subscriber in
      KVOWrapperObservation(interpreter: interpreter, location: location, options: options, holding: subscriber) {
        value, change, _, _ in

        subscriber.sendNext(RACTuple(value, change))
      }
      .observe(target, keyPath: components, observer: observer)
    }
  }

  /// What the host's `-rac_valuesAndChangesForKeyPath:options:observer:` for runs on RAC's source
  /// (`KeyValueSignals.m`, where RAC's loaded classes make the signal) keeps native, as RAC's
  /// `NSObject+RACKVOWrapper` is: `-walkthroughObserveChangesOfKey:options:block:` registers an
  /// observer of one key of the program's own object, calling the block with the value and KVO's
  /// change dictionary after each change (and at once with `NSKeyValueObservingOptionInitial`; with
  /// `…Old` and `…Prior`, KVO's whole dictionaries cut to the options, the prior one before each
  /// change), until the returned disposable is disposed.
  static func registerChangeObservation(in table: NativeClasses) {
    table.extend("NSObject") { c in
      c.instance("walkthroughObserveChangesOfKey:options:block:") { call in
        guard let target = call.receiver as? ObjCInstance else {
          throw call.fail("\(call.methodName) observes objects of the program's own classes here")
        }
        let key = try call.string(0)
        let options = (call.argument(1) as? CNumber)?.int64 ?? 0
        let callable = try call.callable(2)
        let interpreter = call.interpreter
        let disposable: RACDisposable
        if options & (optionOld | optionPrior) != 0 {
          // The old value, and the prior notification before each change, come with KVO's whole
          // change dictionaries (RAC's NSObjectRACPropertySubscribingSpec asks for both).
          let removal = target.observeAllChanges(
            forKey: key, prior: options & optionPrior != 0, holding: call.argument(2) as? ObjCBlock
          ) { [weak target, weak interpreter] full in
            let change = KeyValueChangeDictionary.cut(full, options: options)
            _ = interpreter?.callFromCore(callable, [target?.value(forKey: key), change])
          }
          disposable = RACDisposable(block: removal)
        } else {
          disposable = target.addChangeObserver(forKey: key, holding: call.argument(2) as? ObjCBlock) {
            [weak target, weak interpreter] change in
            _ = interpreter?.callFromCore(callable, [target?.value(forKey: key), change])
          }
        }
        if options & 4 != 0 {
          let change = ObjCDictionary(mutable: false)
          change.set(NSNumber(value: 1), forKey: "kind")
          let value = target.value(forKey: key)
          change.set(value ?? NSNull.shared, forKey: "new")
          _ = interpreter.callFromCore(callable, [value, change])
        }
        return disposable
      }
    }
  }
}
