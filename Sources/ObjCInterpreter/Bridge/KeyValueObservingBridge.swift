import Foundation
import RAC

/// RAC's key-value macros on the snippet's objects: `RACObserve(target, keyPath)` through the
/// core's `RACObserve` (the same signal the Swift walkthroughs use), and
/// `RAC(target, keyPath) = signal`, which sets the key path to each value until the target goes.
extension Interpreter {
  func observe(_ target: Any?, keyPath: String, observer: Any?, at location: SourceLocation) throws -> Any? {
    guard let target else { return RACSignal.return(nil) }
    guard let observable = target as? any KeyValueObservable else {
      throw fail(
        "RACObserve needs an object that posts KVO notifications: an instance of a class the snippet defines or a scene object, not '\(className(of: target)) *'",
        at: location)
    }
    let components = keyPath.split(separator: ".").map(String.init)
    let observerObject = observer as? any KeyValueObservable
    guard components.count > 1 else {
      return RACObserve(observable, keyPath, observer: observerObject)
    }
    // A longer key path: observe the first key, then the rest of the path on each value it takes.
    let rest = components.dropFirst().joined(separator: ".")
    return RACObserve(observable, components[0], observer: observerObject)
      .map { [self] value -> Any? in
        guard let next = value else { return RACSignal.return(nil) }
        return guardedEntry { try observe(next, keyPath: rest, observer: observer, at: location) } ?? RACSignal.empty()
      }
      .switchToLatest()
  }

  /// `RAC(target, keyPath, nilValue) = signal`: each value of the signal set at the key path (nil as
  /// `nilValue`), until the target is deallocated.
  func bind(_ signal: Any?, to target: Any?, keyPath: String, nilValue: Any?, at location: SourceLocation) throws
    -> Any?
  {
    guard let signal = (signal as? RACSignal) ?? lentToCore(signal: signal) else {
      throw fail(
        "RAC(…) = needs a RACSignal on the right, got '\(className(of: signal ?? NSNull.shared)) *'",
        at: location)
    }
    guard let target else { return nil }
    let until = (target as? any KeyValueObservable)?.rac_willDeallocSignal ?? RACSignal.never()
    let targetObject = target as AnyObject
    let components = keyPath.split(separator: ".").map(String.init)
    return signal.takeUntil(until).subscribeNext { [self, weak targetObject] value in
      guardedEntry {
        var object: Any? = targetObject
        for key in components.dropLast() { object = try property(key, of: object, at: location) }
        try setValue(fromCore(value) ?? nilValue, forKey: components.last ?? keyPath, of: object, at: location)
      }
    }
  }
}
