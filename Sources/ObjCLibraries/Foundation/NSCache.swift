import Foundation
import ObjCInterpreter

/// `NSCache`, as readers use it beside RAC (a view model's image cache, a memoized request): keys
/// compared by `-isEqual:` and not copied (a dictionary copies them), objects retained, `countLimit`
/// and `totalCostLimit` with their costs, a `name`, and a delegate told
/// `-cache:willEvictObject:` before an object leaves.
///
/// A device's `NSCache` also evicts under memory pressure and says its limits are "not strict",
/// with no order promised. Here nothing presses on memory, and an object leaves only when a limit
/// is passed, the oldest set first, so a program prints the same on every run. It is thread-safe
/// as Foundation's: what leaves is decided under its lock and the delegate is told after it.
enum FoundationCache {
  static func register(in table: NativeClasses) {
    table.define("NSCache", superclass: "NSObject") { c in
      c.initializer("init") { _ in CacheValue() }
      c.classMethod("new") { _ in CacheValue() }
      c.instance("objectForKey:") { call in try cache(call).object(forKey: try key(call, 0)) }
      c.instance("setObject:forKey:") { call in
        try set(call, cost: 0)
        return nil
      }
      c.instance("setObject:forKey:cost:") { call in
        try set(call, cost: try call.count(2))
        return nil
      }
      c.instance("removeObjectForKey:") { call in
        try tellDelegate(call, removed: try cache(call).removeObject(forKey: try key(call, 0)).map { [$0] } ?? [])
        return nil
      }
      c.instance("removeAllObjects") { call in
        try tellDelegate(call, removed: try cache(call).removeAll())
        return nil
      }
      c.instance("countLimit", returns: .unsignedLong) { call in CNumber.unsignedLong(try cache(call).limits.count) }
      c.instance("setCountLimit:") { call in
        try tellDelegate(call, removed: try cache(call).setLimits(count: try call.count(0)))
        return nil
      }
      c.instance("totalCostLimit", returns: .unsignedLong) { call in
        CNumber.unsignedLong(try cache(call).limits.totalCost)
      }
      c.instance("setTotalCostLimit:") { call in
        try tellDelegate(call, removed: try cache(call).setLimits(totalCost: try call.count(0)))
        return nil
      }
      c.instance("name") { call in try cache(call).name }
      c.instance("setName:") { call in
        try cache(call).name = try call.string(0)
        return nil
      }
      c.instance("delegate") { call in try cache(call).delegate }
      c.instance("setDelegate:") { call in
        try cache(call).delegate = try call.object(0) as AnyObject?
        return nil
      }
    }
  }

  private static func cache(_ call: NativeCall) throws -> CacheValue { try call.receiver(as: CacheValue.self) }

  /// Argument `index` as a key: a nil key raises, as Foundation's does.
  private static func key(_ call: NativeCall, _ index: Int) throws -> Any {
    guard let key = try call.object(index) else {
      throw call.exception("NSInvalidArgumentException", "*** \(call.methodName): attempt to use a nil key")
    }
    return key
  }

  private static func set(_ call: NativeCall, cost: Int) throws {
    guard let object = try call.object(0) else {
      throw call.exception("NSInvalidArgumentException", "*** \(call.methodName): attempt to insert nil value")
    }
    let (evicted, replaced) = try cache(call).set(object, forKey: try key(call, 1), cost: cost)
    try withExtendedLifetime(replaced) { try tellDelegate(call, removed: evicted) }
  }

  /// `-cache:willEvictObject:` for each object that left, when the delegate implements it. The
  /// objects are released after it, with `removed`.
  private static func tellDelegate(_ call: NativeCall, removed: [Any]) throws {
    guard !removed.isEmpty, let delegate = try cache(call).delegate,
      call.interpreter.responds(delegate, to: "cache:willEvictObject:")
    else { return }
    for object in removed {
      _ = try call.interpreter.send(
        "cache:willEvictObject:", to: delegate, arguments: [call.receiver, object], at: call.location)
    }
  }
}

/// An `NSCache`'s entries, oldest first, with their costs and the limits they are kept to.
final class CacheValue: NativeObjectValue, CustomStringConvertible, @unchecked Sendable {
  var classChain: [String] { ["NSCache", "NSObject"] }
  var concreteClassName: String { "NSCache" }
  var description: String { "<NSCache: \(ValueDescription.address(of: self))>" }

  private let lock = NSLock()
  private var entries: [(key: DictionaryKey, object: Any, cost: Int)] = []
  private(set) var limits: (count: Int, totalCost: Int) = (0, 0)
  /// `name` (empty until set).
  var name: String {
    get { lock.withLock { storedName } }
    set { lock.withLock { storedName = newValue } }
  }
  private var storedName = ""
  /// The delegate, unretained as Foundation's `assign` property is (held weakly here, so a
  /// delegate that is gone is never messaged).
  var delegate: AnyObject? {
    get { lock.withLock { storedDelegate } }
    set { lock.withLock { storedDelegate = newValue } }
  }
  private weak var storedDelegate: AnyObject?

  func object(forKey key: Any) -> Any? {
    lock.withLock { entries.first { $0.key == DictionaryKey(key) }?.object }
  }

  /// Sets `object` under `key` and answers what the limits then push out, oldest first, and the
  /// object it replaced (not evicted: the delegate is not told of it), both to be let go of after
  /// the lock.
  func set(_ object: Any, forKey key: Any, cost: Int) -> (evicted: [Any], replaced: Any?) {
    lock.withLock {
      let key = DictionaryKey(key)
      let replaced = entries.firstIndex { $0.key == key }.map { entries.remove(at: $0).object }
      entries.append((key, object, cost))
      return (evictOverLimits(), replaced)
    }
  }

  func removeObject(forKey key: Any) -> Any? {
    lock.withLock {
      guard let index = entries.firstIndex(where: { $0.key == DictionaryKey(key) }) else { return nil }
      return entries.remove(at: index).object
    }
  }

  func removeAll() -> [Any] {
    lock.withLock {
      defer { entries = [] }
      return entries.map(\.object)
    }
  }

  /// Sets a limit (0: none) and answers what it pushes out, oldest first.
  func setLimits(count: Int? = nil, totalCost: Int? = nil) -> [Any] {
    lock.withLock {
      limits = (count ?? limits.count, totalCost ?? limits.totalCost)
      return evictOverLimits()
    }
  }

  /// Takes the oldest entries out until both limits hold; called under the lock.
  private func evictOverLimits() -> [Any] {
    var evicted: [Any] = []
    var totalCost = entries.reduce(0) { $0 &+ $1.cost }
    while !entries.isEmpty,
      (limits.count > 0 && entries.count > limits.count) || (limits.totalCost > 0 && totalCost > limits.totalCost)
    {
      let oldest = entries.removeFirst()
      totalCost &-= oldest.cost
      evicted.append(oldest.object)
    }
    return evicted
  }
}
