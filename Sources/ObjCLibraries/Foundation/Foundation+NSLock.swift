import ObjCInterpreter
import RAC

/// `NSLock`, `NSRecursiveLock` and `NSCondition`, as RAC's own code takes them (RACScheduler.m's
/// recursive scheduling under an `NSLock`; RACSignal+Operations.m's `-firstOrDefault:success:error:`
/// waiting on an `NSCondition`). One virtual queue runs at a time, so a lock is a flag: taking one
/// that is held (and not recursively by its holder) is the deadlock it would be on a device, and
/// `-wait` lets the other virtual queues take their turns until `-signal` or `-broadcast`.
enum FoundationLocks {
  static func register(in table: NativeClasses) {
    for name in ["NSLock", "NSRecursiveLock", "NSCondition"] {
      table.define(name, superclass: "NSObject") { c in
        c.initializer("init") { _ in LockValue(className: name) }
        c.classMethod("new") { _ in LockValue(className: name) }
        c.instance("lock") { call in
          try call.receiver(as: LockValue.self).lock(call)
          return nil
        }
        c.instance("tryLock", returns: .bool) { call in
          let lock = try call.receiver(as: LockValue.self)
          guard lock.canTake else { return CNumber.bool(false) }
          try lock.lock(call)
          return CNumber.bool(true)
        }
        c.instance("unlock") { call in
          let lock = try call.receiver(as: LockValue.self)
          guard lock.depth > 0 else {
            throw call.fail("-[\(name) unlock]: unlocked a lock that is not locked")
          }
          lock.depth -= 1
          return nil
        }
        c.instance("name") { call in try call.receiver(as: LockValue.self).name }
        c.instance("setName:") { call in
          try call.receiver(as: LockValue.self).name = try call.optionalString(0)
          return nil
        }
      }
    }
    table.extend("NSCondition") { c in
      c.instance("wait") { call in
        let condition = try call.receiver(as: LockValue.self)
        let held = condition.depth
        condition.depth = 0
        condition.signals = 0
        let outcome = VirtualQueues.waitInActiveRun { condition.signals > 0 }
        condition.depth = held
        if outcome == .deadlocked {
          throw call.fail("-[NSCondition wait]: nothing left to run can signal it (the thread would wait forever)")
        }
        return nil
      }
      c.instance("signal") { call in
        try call.receiver(as: LockValue.self).signals += 1
        return nil
      }
      c.instance("broadcast") { call in
        try call.receiver(as: LockValue.self).signals += 1
        return nil
      }
    }
  }
}

/// A lock's state: how deeply it is held, and for a condition how often it was signalled.
final class LockValue: NativeObjectValue, CustomStringConvertible {
  let className: String
  var name: String?
  var depth = 0
  var signals = 0

  init(className: String) {
    self.className = className
  }

  var isRecursive: Bool { className == "NSRecursiveLock" }
  var canTake: Bool { depth == 0 || isRecursive }

  func lock(_ call: NativeCall) throws {
    guard canTake else {
      throw call.fail(
        "-[\(className) lock]: '\(name ?? "(unnamed)")' is already locked and nothing else can run to unlock it (a deadlock on a device)"
      )
    }
    depth += 1
  }

  var classChain: [String] { [className, "NSObject"] }
  var concreteClassName: String { className }
  var description: String { "<\(className): \(ValueDescription.address(of: self))>{name = \(name ?? "(null)")}" }
}
