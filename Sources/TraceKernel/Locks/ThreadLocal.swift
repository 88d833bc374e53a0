import Foundation

/// A per-thread strong reference, standing in for `NSThread.currentThread.threadDictionary`, which
/// RAC uses to remember the current scheduler (`RACSchedulerCurrentSchedulerKey`).
///
/// A pthread key is read on every subscription (the subscription scheduler asks for the current
/// scheduler), so it has to cost a load, not a dictionary look-up; its accessors are inlinable, so
/// the RAC target above and the language beside it pay no call for one. A struct, not a class: the
/// RAC target's `ThreadLocal<RACScheduler>` as a generic class of this target had its metadata
/// looked up at run time on every access (about 350 instructions each). Public, as `LockedState`
/// is: a `package` declaration's `@inlinable` body was not inlined into the modules above. Copies
/// share the key, which lives as long as the process.
public struct ThreadLocal<Value: AnyObject>: @unchecked Sendable {
  @usableFromInline let key: pthread_key_t

  /// A new key, empty on every thread; each thread's value is released when the thread ends.
  public init() {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
      // Darwin passes the value as non-optional, Glibc as optional: one binding reads both.
      let value: UnsafeMutableRawPointer? = pointer
      guard let pointer = value else { return }
      Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }
    self.key = key
  }

  /// The key holds only what `value`'s setter stored, a retained `Value`: read back as one, no cast.
  @inlinable
  public var value: Value? {
    get {
      guard let pointer = pthread_getspecific(key) else { return nil }
      return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
    }
    nonmutating set {
      if let old = pthread_getspecific(key) {
        Unmanaged<Value>.fromOpaque(old).release()
      }
      let pointer = newValue.map { Unmanaged<Value>.passRetained($0).toOpaque() }
      pthread_setspecific(key, pointer)
    }
  }

  /// The value, not retained: for a caller that knows something else keeps it alive.
  @inlinable
  public var unmanagedValue: Unmanaged<Value>? {
    pthread_getspecific(key).map { Unmanaged<Value>.fromOpaque($0) }
  }

  /// Sets `value` for the duration of `body` and restores the previous one afterwards, as
  /// `-performAsCurrentScheduler:` does.
  @inlinable
  public func with<Result>(_ value: Value?, _ body: () throws -> Result) rethrows -> Result {
    let previous = self.value
    self.value = value
    defer { self.value = previous }
    return try body()
  }
}
