import Foundation
import ObjCInterpreter
import RAC

/// `NSNotificationCenter` and `NSNotification`, as the posts use them with RAC: one default center
/// per run, observers told synchronously on the posting thread in the order they were added, an
/// observer for a given object holding that object weakly; and RAC's
/// `-rac_addObserverForName:object:` (NSNotificationCenter+RACSupport.m), a signal of the
/// notifications that adds its observer per subscription and removes it when disposed.
package enum FoundationNotifications {
  static func register(in table: NativeClasses) {
    table.define("NSNotification", superclass: "NSObject") { c in
      c.classMethod("notificationWithName:object:") { call in
        NotificationValue(name: try call.string(0), object: call.argument(1), userInfo: nil)
      }
      c.classMethod("notificationWithName:object:userInfo:") { call in
        NotificationValue(name: try call.string(0), object: call.argument(1), userInfo: call.argument(2))
      }
      c.instance("name") { call in try call.receiver(as: NotificationValue.self).name }
      c.instance("object") { call in try call.receiver(as: NotificationValue.self).object }
      c.instance("userInfo") { call in try call.receiver(as: NotificationValue.self).userInfo }
    }
    table.define("NSNotificationCenter", superclass: "NSObject") { c in
      c.classMethod("defaultCenter") { call in call.interpreter.run.locals[DefaultNotificationCenter.self].center }
      c.instance("addObserverForName:object:queue:usingBlock:") { call in
        let center = try call.receiver(as: NotificationCenterValue.self)
        let block = try call.callable(3)
        let interpreter = call.interpreter
        let name = try optionalString(call, 0)
        let token = center.addObserver(name: name, object: call.argument(1)) { [weak interpreter] note in
          _ = interpreter?.callFromCore(block, [note])
        }
        if let held = call.argument(3) as? ObjCBlock {
          noteObserver(token, of: center, named: name, holding: held, "added", interpreter)
        }
        return token
      }
      c.instance("addObserver:selector:name:object:") { call in
        let center = try call.receiver(as: NotificationCenterValue.self)
        guard let target = call.argument(0) else { return nil }
        let selector = try call.requiredObject(1, SelectorValue.self, "a selector (@selector(…))")
        let interpreter = call.interpreter
        let location = call.location
        let targetObject = target as AnyObject
        _ = center.addObserver(name: try optionalString(call, 2), object: call.argument(3), target: targetObject) {
          [weak targetObject] note in
          guard let target = targetObject else { return }
          let arguments: [Any?] = selector.name.hasSuffix(":") ? [note] : []
          _ = try interpreter.send(selector.name, to: target, arguments: arguments, at: location)
        }
        return nil
      }
      c.instance("removeObserver:") { call in
        try call.receiver(as: NotificationCenterValue.self).removeObservers(matching: call.argument(0), name: nil)
        return nil
      }
      c.instance("removeObserver:name:object:") { call in
        try call.receiver(as: NotificationCenterValue.self).removeObservers(
          matching: call.argument(0), name: try optionalString(call, 1))
        return nil
      }
      c.instance("postNotification:") { call in
        let note = try call.requiredObject(0, NotificationValue.self, "an NSNotification")
        try call.receiver(as: NotificationCenterValue.self).post(note)
        return nil
      }
      c.instance("postNotificationName:object:") { call in
        try call.receiver(as: NotificationCenterValue.self).post(
          NotificationValue(name: try call.string(0), object: call.argument(1), userInfo: nil))
        return nil
      }
      c.instance("postNotificationName:object:userInfo:") { call in
        try call.receiver(as: NotificationCenterValue.self).post(
          NotificationValue(name: try call.string(0), object: call.argument(1), userInfo: call.argument(2)))
        return nil
      }
      // RAC's category: a signal of the notifications named `notificationName` (from `object`, or
      // from anyone when nil), observing while subscribed. The object is held weakly, as RAC's
      // `@unsafeify(object)` does not keep it.
      c.instance("rac_addObserverForName:object:") { call in
        let center = try call.receiver(as: NotificationCenterValue.self)
        let name = try optionalString(call, 0)
        let object = call.argument(1)
        let objectIsGiven = object != nil
        let posterObject = object.map { $0 as AnyObject }
        let description = object.map {
          "<\(call.interpreter.className(of: $0)): \(ValueDescription.unrecognizedSelectorAddress(of: $0))>"
        }
        let interpreter = call.interpreter
        return RACSignal.createSignal { [weak posterObject, weak interpreter] subscriber in
          if objectIsGiven, posterObject == nil { return nil }
          let token = center.addObserver(name: name, object: posterObject) { note in subscriber.sendNext(note) }
          if let interpreter {
            noteObserver(token, of: center, named: name, holding: subscriber, "subscribed", interpreter)
          }
          return RACDisposable { center.removeObservers(matching: token, name: nil) }
        }
        // RAC's `object: <%@: %p>` of the class and the object, `<(null): 0x0>` for none: spliced
        // into the format, not a string argument the trace would quote.
        .setNameWithFormat(
          "-rac_addObserverForName: %@ object: "
            + (description ?? "<(null): 0x0>").replacingOccurrences(of: "%", with: "%%"),
          name)
      }
    }
  }

  /// `leaks`: the center keeps an observer's block (or, for RAC's category on the Swift core, the
  /// subscriber its observer tells) until the observer is removed, so it is a root while it is
  /// observing, named with where it was added. Nothing when no ledger is kept.
  private static func noteObserver(
    _ token: NotificationCenterValue.ObserverToken, of center: NotificationCenterValue, named name: String?,
    holding held: AnyObject, _ how: String, _ interpreter: Interpreter
  ) {
    guard let ledger = interpreter.run.ledger else { return }
    let place = interpreter.currentLocation
    let notifications = name.map { "\"\($0)\"" } ?? "every notification"
    ledger.addRoot(
      named:
        "the notification center's observer of \(notifications) (\(how) at \(ObjectLedger.place(place)))",
      kind: .notificationObserver, holding: held
    ) { [weak center, weak token] in
      guard let center, let token else { return false }
      return center.isObserving(token)
    }
  }

  private static func optionalString(_ call: NativeCall, _ index: Int) throws -> String? {
    guard call.argument(index) != nil else { return nil }
    return try call.string(index)
  }
}

/// An `NSNotification`.
final class NotificationValue: CustomStringConvertible, NativeObjectValue, @unchecked Sendable {
  let name: String
  let object: Any?
  let userInfo: Any?
  var classChain: [String] { ["NSNotification", "NSObject"] }
  var concreteClassName: String { "NSConcreteNotification" }

  init(name: String, object: Any?, userInfo: Any?) {
    self.name = name
    self.object = object
    self.userInfo = userInfo
  }

  var description: String {
    "NSConcreteNotification \(ValueDescription.address(of: self)) {name = \(name)"
      + (object.map { "; object = \(ValueDescription.describe($0))" } ?? "") + "}"
  }
}

/// A run's `NSNotificationCenter.defaultCenter`: its observers, in the order they were added.
final class NotificationCenterValue: CustomStringConvertible, NativeObjectValue, @unchecked Sendable {
  /// What `-addObserverForName:object:queue:usingBlock:` returns, for `-removeObserver:`.
  final class ObserverToken: CustomStringConvertible, NativeObjectValue, @unchecked Sendable {
    var classChain: [String] { ["NSObject"] }
    var concreteClassName: String { "__NSObserver" }
    var description: String { "<__NSObserver: \(ValueDescription.address(of: self))>" }
  }

  private struct Observer {
    let token: ObserverToken
    let name: String?
    /// The object whose notifications it wants (nil: anyone's), held weakly as the center does.
    weak var object: AnyObject?
    let wantsObject: Bool
    /// The target of `-addObserver:selector:name:object:`, for `-removeObserver:` (weakly).
    weak var target: AnyObject?
    let deliver: (NotificationValue) throws -> Void
  }

  private let lock = NSLock()
  /// The observers, under `lock`: a program may post from a queue while another adds.
  private var observers: [Observer] = []
  var classChain: [String] { ["NSNotificationCenter", "NSObject"] }
  var concreteClassName: String { "NSNotificationCenter" }
  var description: String { "<NSNotificationCenter: \(ValueDescription.address(of: self))>" }

  /// Adds an observer; returns its token.
  func addObserver(
    name: String?, object: Any?, target: AnyObject? = nil, deliver: @escaping (NotificationValue) throws -> Void
  ) -> ObserverToken {
    let token = ObserverToken()
    let observer = Observer(
      token: token, name: name, object: object.map { $0 as AnyObject }, wantsObject: object != nil, target: target,
      deliver: deliver)
    lock.withLock { observers.append(observer) }
    return token
  }

  /// Whether the observer `token` stands for is still added.
  func isObserving(_ token: ObserverToken) -> Bool {
    lock.withLock { observers.contains { $0.token === token } }
  }

  /// Removes the observers `observer` stands for (a token, or the target of target-action
  /// observers), of `name` only when given.
  func removeObservers(matching observer: Any?, name: String?) {
    guard let observer = observer.map({ $0 as AnyObject }) else { return }
    let removed = lock.withLock {
      let removed = observers.filter {
        ($0.token === observer || $0.target === observer) && (name == nil || $0.name == name)
      }
      observers.removeAll { entry in removed.contains { $0.token === entry.token } }
      return removed
    }
    // Their blocks go after the lock: a block's release may run a `-dealloc` that removes more.
    withExtendedLifetime(removed) {}
  }

  /// Tells each observer that wants `note`, in the order they were added, on this thread: those
  /// added when it is posted (chosen under the lock, told after it, so an observer may add or remove).
  func post(_ note: NotificationValue) throws {
    let poster = note.object.map { $0 as AnyObject }
    let observers = lock.withLock { self.observers }
    let told = observers.filter { observer in
      if let name = observer.name, name != note.name { return false }
      guard observer.wantsObject else { return true }
      guard let wanted = observer.object, let poster else { return false }
      return wanted === poster
    }
    for observer in told { try observer.deliver(note) }
  }
}

/// `NSNotificationCenter.defaultCenter` of a run: one center, made on first use and gone with the
/// run.
final class DefaultNotificationCenter: RunLocal {
  let center = NotificationCenterValue()
}

extension FoundationNotifications {
  /// Posts `name` from `object` on the run's default center, as a library class does where the
  /// real one posts on its own (a text field's `UITextFieldTextDidChangeNotification` as the user
  /// types): observers are told at once, on this thread.
  package static func post(_ name: String, object: Any?, userInfo: Any? = nil, in interpreter: Interpreter) throws {
    let center = interpreter.run.locals[DefaultNotificationCenter.self].center
    try center.post(NotificationValue(name: name, object: object, userInfo: userInfo))
  }
}
