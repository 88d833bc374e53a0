import Foundation
import ObjCInterpreter
import RAC

/// `-rac_observeKeyPath:options:observer:block:` (NSObject+RACKVOWrapper.m) on the program's
/// objects and the scene's: the core's key-path observation (`KeyPathObservation`), the block given
/// the value, KVO's change dictionary (`kind`, and `new` with `NSKeyValueObservingOptionNew`),
/// whether an intermediate object's deallocation caused the call, and whether only the last key
/// changed. The current value comes first with `NSKeyValueObservingOptionInitial`. The observation
/// ends when the returned disposable is disposed, or when the target or the observer is deallocated.
enum KVOWrapperBridge {
  /// `NSKeyValueObservingOptionNew`.
  private static let optionNew: Int64 = 1
  /// `NSKeyValueObservingOptionInitial`.
  private static let optionInitial: Int64 = 4

  static func register(in table: NativeClasses) {
    table.extend("NSObject") { c in
      c.instance("rac_observeKeyPath:options:observer:block:") { call in
        guard let target = call.receiver as? any KeyValueObservable else {
          throw call.fail(
            "\(call.methodName) observes objects that post KVO notifications here (the program's own, the scene's), not '\(call.receiverClassName) *'"
          )
        }
        let keyPath = try call.string(0)
        let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !keyPath.isEmpty, !components.contains(where: \.isEmpty) else {
          throw call.fail("\(call.methodName) needs a key path of keys separated by dots, not '\(keyPath)'")
        }
        let options = CNumber.cast(call.argument(1))?.int64 ?? 0
        let block = try call.callable(3)
        let interpreter = call.interpreter
        let observation = KeyPathObservation.observe(components, of: target, initial: options & optionInitial != 0) {
          [weak interpreter] value, causedByDealloc, affectedOnlyLastComponent in
          guard let interpreter else { return }
          let change = ObjCDictionary(mutable: false)
          change.set(NSNumber(value: 1), forKey: "kind")
          if options & optionNew != 0 { change.set(interpreter.fromCore(value) ?? NSNull.shared, forKey: "new") }
          _ = interpreter.callFromCore(
            block, [value, change, CNumber.bool(causedByDealloc), CNumber.bool(affectedOnlyLastComponent)])
        }
        let disposable = RACCompoundDisposable(disposables: [observation])
        (target as? any DeallocationDisposing)?.rac_deallocDisposable.add(disposable)
        (call.argument(2) as? any DeallocationDisposing)?.rac_deallocDisposable.add(disposable)
        return disposable
      }
    }
  }
}
