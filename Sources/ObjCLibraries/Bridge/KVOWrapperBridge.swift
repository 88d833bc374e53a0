import Foundation
import ObjCInterpreter
import RAC
import Shared

/// `-rac_observeKeyPath:options:observer:block:` (NSObject+RACKVOWrapper.m) on the program's
/// objects and the scene's. On an instance of the program's classes it is RAC 2.5's method step by
/// step (`KVOWrapperObservation`): KVO's change dictionaries with the options asked for (`New`,
/// `Old`, `Prior`, `Initial`), the indexes of a to-many change, a `weak` property's value watched
/// for its deallocation, and the rest of a key path observed on each value of its first key. On a
/// scene's object it is the core's key-path observation (`KeyPathObservation`): the value after
/// each change, with a change dictionary of the kind and the new value. The block is given the
/// value, the change, whether a deallocation caused the call, and whether the key path has one
/// key. The observation ends when the returned disposable is disposed, or when the target or the
/// observer is deallocated.
enum KVOWrapperBridge {
  /// `NSKeyValueObservingOptionNew`.
  private static let optionNew: Int64 = 1
  /// `NSKeyValueObservingOptionInitial`.
  private static let optionInitial: Int64 = 4

  static func register(in table: NativeClasses) {
    table.extend("NSObject") { c in
      c.instance("rac_observeKeyPath:options:observer:block:") { call in
        let keyPath = try call.string(0)
        let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !keyPath.isEmpty, !components.contains(where: \.isEmpty) else {
          throw call.fail("\(call.methodName) needs a key path of keys separated by dots, not '\(keyPath)'")
        }
        let options = CNumber.cast(call.argument(1))?.int64 ?? 0
        let block = try call.callable(3)
        if let target = call.receiver as? ObjCInstance {
          let interpreter = call.interpreter
          return KVOWrapperObservation(
            interpreter: interpreter, location: call.location, options: options, holding: call.argument(3) as? ObjCBlock
          ) {

            [weak interpreter] value, change, causedByDealloc, affectedOnlyLastComponent in
            _ = interpreter?.callFromCore(
              block, [value, change, CNumber.bool(causedByDealloc), CNumber.bool(affectedOnlyLastComponent)])
          }
          .observe(
            target, keyPath: components, observer: lookThroughOptionals(call.argument(2)).map { $0 as AnyObject })
        }
        guard let target = call.receiver as? any KeyValueObservable else {
          throw call.fail(
            "\(call.methodName) observes objects that post KVO notifications here (the program's own, the scene's), not '\(call.receiverClassName) *'"
          )
        }
        return observeScene(target, keyPath: components, options: options, observer: call.argument(2), call, block)
      }
    }
  }

  /// A scene's object: the core's key-path observation.
  private static func observeScene(
    _ target: any KeyValueObservable, keyPath: [String], options: Int64, observer: Any?, _ call: NativeCall,
    _ block: Callable
  ) -> RACDisposable {
    let interpreter = call.interpreter
    let observation = KeyPathObservation.observe(keyPath, of: target, initial: options & optionInitial != 0) {
      [weak interpreter] value, causedByDealloc, affectedOnlyLastComponent in
      guard let interpreter else { return }
      let change = ObjCDictionary(mutable: false)
      change.set(NSNumber(value: 1), forKey: "kind")
      if options & optionNew != 0 { change.set(interpreter.fromCore(value) ?? NSNull.shared, forKey: "new") }
      _ = interpreter.callFromCore(
        block, [value, change, CNumber.bool(causedByDealloc), CNumber.bool(affectedOnlyLastComponent)])
    }
    return KVOWrapperObservation.endedWithEither(
      RACCompoundDisposable(disposables: [observation]), target: target, observer: observer)
  }
}
