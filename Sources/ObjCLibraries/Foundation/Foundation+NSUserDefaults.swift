import Foundation
import ObjCInterpreter
import RAC

/// `NSUserDefaults`, in memory: what a view model reads and writes through
/// `-rac_channelTerminalForKey:` (NSUserDefaults+RACSupport.m) without touching the user's real
/// preferences. `+standardUserDefaults` is one store per run, empty at its start (a device's
/// persists between launches; a replay must print the same every time), and `[NSUserDefaults new]`
/// or `-initWithSuiteName:` a store of its own.
///
/// Every change posts `NSUserDefaultsDidChangeNotification` with the defaults as its object, on the
/// thread that made it, before the setter returns, as Foundation does for changes made in the
/// process; and notifies the key's KVO observers (`RACObserve(defaults, key)`).
enum FoundationUserDefaults {
  /// Foundation's name of the notification.
  static let didChangeNotification = "NSUserDefaultsDidChangeNotification"

  static func register(in table: NativeClasses) {
    table.constant("NSUserDefaultsDidChangeNotification", value: didChangeNotification)
    table.define("NSUserDefaults", superclass: "NSObject") { c in
      c.classMethod("standardUserDefaults") { call in call.interpreter.run.locals[StandardUserDefaults.self].defaults }
      c.classMethod("new") { _ in UserDefaultsValue() }
      c.initializer("init") { _ in UserDefaultsValue() }
      c.initializer("initWithSuiteName:") { _ in UserDefaultsValue() }
      c.instance("objectForKey:") { call in try defaults(call).value(forKey: try call.string(0)) }
      c.instance("stringForKey:") { call in try defaults(call).value(forKey: try call.string(0)) as? String }
      c.instance("arrayForKey:") { call in try defaults(call).value(forKey: try call.string(0)) as? ObjCArray }
      c.instance("dictionaryForKey:") { call in
        try defaults(call).value(forKey: try call.string(0)) as? ObjCDictionary
      }
      c.instance("boolForKey:", returns: .bool) { call in
        CNumber.bool(number(try defaults(call).value(forKey: try call.string(0)))?.boolValue ?? false)
      }
      c.instance("integerForKey:", returns: .long) { call in
        CNumber.long(number(try defaults(call).value(forKey: try call.string(0)))?.intValue ?? 0)
      }
      c.instance("doubleForKey:", returns: .double) { call in
        CNumber(real: number(try defaults(call).value(forKey: try call.string(0)))?.doubleValue ?? 0)
      }
      c.instance("setObject:forKey:") { call in
        try change(call, key: try call.string(1), to: try call.object(0))
      }
      c.instance("setValue:forKey:") { call in
        try change(call, key: try call.string(1), to: try call.object(0))
      }
      c.instance("setBool:forKey:") { call in
        try change(call, key: try call.string(1), to: NSNumber(value: try call.bool(0)))
      }
      c.instance("setInteger:forKey:") { call in
        try change(call, key: try call.string(1), to: NSNumber(value: try call.integer(0)))
      }
      c.instance("setDouble:forKey:") { call in
        try change(call, key: try call.string(1), to: NSNumber(value: try call.double(0)))
      }
      c.instance("removeObjectForKey:") { call in try change(call, key: try call.string(0), to: nil) }
      c.instance("synchronize", returns: .bool) { _ in CNumber.bool(true) }
      c.instance("dictionaryRepresentation") { call in try defaults(call).dictionaryRepresentation() }
    }
  }

  private static func defaults(_ call: NativeCall) throws -> UserDefaultsValue {
    try call.receiver(as: UserDefaultsValue.self)
  }

  private static func number(_ value: Any?) -> NSNumber? {
    if let number = value as? NSNumber { return number }
    return CNumber.cast(value).map { NSNumber(value: $0.double) }
  }

  private static func change(_ call: NativeCall, key: String, to value: Any?) throws -> Any? {
    try set(
      value, forKey: key, of: try defaults(call),
      posting: call.interpreter.run.locals[DefaultNotificationCenter.self].center)
    return nil
  }

  /// Sets (nil: removes) `key` of `store`, then tells KVO's observers and posts the notification
  /// on `center`.
  static func set(
    _ value: Any?, forKey key: String, of store: UserDefaultsValue, posting center: NotificationCenterValue
  )
    throws
  {
    store.set(value, forKey: key)
    try center.post(NotificationValue(name: didChangeNotification, object: store, userInfo: nil))
  }
}

/// One in-memory `NSUserDefaults`: its values by key (locked: a channel's setter may run on a
/// scheduler's queue), and its KVO observers and what RAC's deallocation category needs of it in
/// the one list Foundation's natively written objects share (`NativeKeyValueObservers`).
///
/// On a Mac and a device, key-value observing a defaults object is NSObject's KVO itself (Apple's
/// `UserDefaults.didChangeNotification` documentation: to hear of changes other processes make,
/// "register a key-value observer on the UserDefaults object"), so its observers hear of a change
/// in KVO's order, the one registered last first (`NativeKeyValueObservers.tell`, behaviour §7.26).
final class UserDefaultsValue: NativeObjectValue, NativelyKeyValueObserved, DeallocationDisposing,
  CustomStringConvertible, @unchecked Sendable
{
  private let lock = NSLock()
  private var values: [String: Any] = [:]
  let observers = NativeKeyValueObservers()

  var classChain: [String] { ["NSUserDefaults", "NSObject"] }
  var concreteClassName: String { "NSUserDefaults" }
  var description: String { "<NSUserDefaults: \(ValueDescription.address(of: self))>" }

  deinit {
    // RAC's `-dealloc` swizzle: the deallocation disposable goes first.
    observers.objectWillDeallocate()
  }

  func value(forKey key: String) -> Any? { lock.withLock { values[key] } }

  /// Sets (nil: removes) `key`, with KVO's notifications around the change, outside the lock: the
  /// prior one while the defaults still hold the value before, then the new value.
  func set(_ value: Any?, forKey key: String) {
    observers.willChange(forKey: key, from: self.value(forKey: key))
    let old = lock.withLock { () -> Any? in
      let old = values[key]
      values[key] = value
      return old
    }
    observers.tell(value, forKey: key, from: old)
  }

  /// The values as a dictionary (a copy).
  func dictionaryRepresentation() -> ObjCDictionary {
    let dictionary = ObjCDictionary(mutable: false)
    for (key, value) in lock.withLock({ values }).sorted(by: { $0.key < $1.key }) {
      dictionary.set(value, forKey: key)
    }
    return dictionary
  }

  func addObserver(forKey key: String, block: @escaping (Any?) -> Void) -> RACDisposable {
    observers.addObserver(forKey: key, block: block)
  }

  var rac_deallocDisposable: RACCompoundDisposable { observers.rac_deallocDisposable }

  var rac_willDeallocSignal: RACSignal { observers.rac_willDeallocSignal }

  var rac_description: ObjectDescription { ObjectDescription(text: description) }
}

/// `+[NSUserDefaults standardUserDefaults]` of a run: made on first use, empty, gone with the run.
final class StandardUserDefaults: RunLocal {
  let defaults = UserDefaultsValue()
}
