import Foundation
import RAC

/// KVO with change dictionaries on the program's own objects, as RAC's `RACCommand.m` uses it: it
/// announces additions to `activeExecutionSignals` with `-willChange:valuesAtIndexes:forKey:` /
/// `-didChange:valuesAtIndexes:forKey:` and reads them with
/// `-rac_valuesAndChangesForKeyPath:options:observer:` (one of the KVO wrappers the host keeps
/// native): a signal of `RACTuplePack(value, change)` per change, the current value first with
/// `NSKeyValueObservingOptionInitial`, completing when the target or the observer is deallocated.
enum KeyValueChangesBridge {
  static func register(in table: NativeClasses) {
    table.extend("NSObject") { c in
      c.instance("willChange:valuesAtIndexes:forKey:") { _ in nil }
      c.instance("didChange:valuesAtIndexes:forKey:") { call in
        guard let instance = call.receiver as? ObjCInstance else { return nil }
        let kind = Int((call.argument(0) as? CNumber)?.int64 ?? 1)
        instance.didChange(kind: kind, indexes: call.argument(1) as? IndexSetValue, forKey: try call.string(2))
        return nil
      }
      c.instance("willChangeValueForKey:") { _ in nil }
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
        // NSObject+RACPropertySubscribing.m's shape: taken until the zip of the target's and the
        // observer's `rac_willDeallocSignal` (`+never` without an observer), built first.
        let observer = call.argument(2) as? any KeyValueObservable
        let deallocSignal = RACSignal.zip([
          target.rac_willDeallocSignal, observer?.rac_willDeallocSignal ?? RACSignal.never(),
        ])
        let signal = RACSignal.createSignal { [weak target] subscriber in
          guard let target else {
            subscriber.sendCompleted()
            return nil
          }
          let disposable = target.addChangeObserver(forKey: keyPath) { [weak target] change in
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
        return signal.takeUntil(deallocSignal)
      }
    }
  }
}
