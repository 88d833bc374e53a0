import ObjCInterpreter
import RAC

/// The program's objects as the core's `RACObserve` (and RAC's KVO categories) observe them: a
/// property's setter tells the observers, as KVO's automatic notifications do, and each
/// registration ends with a `RACDisposable`, as RAC's `RACKVOTrampoline` is one
/// (NSObject+RACKVOWrapper.m). The language keeps the observers (`KeyValueObservers`); the
/// disposable is the core's, so it is made here.
extension ObjCInstance: KeyValueObservable {
  package func addObserver(forKey key: String, block: @escaping (Any?) -> Void) -> RACDisposable {
    Self.registration(observeValue(forKey: key, block: block))
  }

  /// Registers `block` for KVO's change dictionary of each change of `key`, until the returned
  /// disposable is disposed (`-rac_observeKeyPath:options:observer:block:`).
  package func addChangeObserver(
    forKey key: String, holding: AnyObject? = nil, block: @escaping (ObjCDictionary) -> Void
  ) -> RACDisposable {
    Self.registration(observeChanges(forKey: key, holding: holding, block: block))
  }

  /// Registers `block` for the value of `key` after each change, `holding` being what the block
  /// holds (for `leaks` to name), until the returned disposable is disposed.
  package func addObserver(forKey key: String, holding: AnyObject?, block: @escaping (Any?) -> Void) -> RACDisposable {
    Self.registration(observeValue(forKey: key, holding: holding, block: block))
  }

  /// The disposable that ends a registration, as RAC's `RACKVOTrampoline` does: its block holds
  /// the observers weakly and names no capture.
  private static func registration(_ removal: @escaping () -> Void) -> RACDisposable {
    if CoreClosures.isRecording {
      CoreClosures.record(ClosureKey(removal), named: "RACKVOTrampoline's removal", captures: [])
    }
    return RACDisposable(block: removal)
  }

  package var rac_description: ObjectDescription {
    ObjectDescription(text: "<\(objcClass.name): \(ValueDescription.address(of: self))>")
  }
}
