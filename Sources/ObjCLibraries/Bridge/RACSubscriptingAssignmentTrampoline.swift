import Foundation
import ObjCInterpreter
import RAC

/// What the `RAC(target, keyPath, nilValue)` macro makes (RACSubscriptingAssignmentTrampoline.h):
/// `[[RACSubscriptingAssignmentTrampoline alloc] initWithTarget:target nilValue:nilValue][@"keyPath"]
/// = signal` binds `signal` to the key path of `target`, as `-setKeyPath:onObject:nilValue:` does.
/// RAC's own spec writes it out so; the interpreter's `RAC(…) =` binds through the same path.
final class RACSubscriptingAssignmentTrampoline {
  let target: Any?
  let nilValue: Any?

  init(target: Any?, nilValue: Any?) {
    self.target = target
    self.nilValue = nilValue
  }

  static func register(in table: NativeClasses) {
    table.define("RACSubscriptingAssignmentTrampoline", superclass: "NSObject") { c in
      c.initializer("initWithTarget:nilValue:") { call in
        RACSubscriptingAssignmentTrampoline(target: try call.object(0), nilValue: try call.object(1))
      }
      // `trampoline[@"keyPath"] = signal`.
      c.instance("setObject:forKeyedSubscript:") { call in
        let trampoline = try call.receiver(as: RACSubscriptingAssignmentTrampoline.self)
        _ = try call.interpreter.bind(
          try call.object(0), to: trampoline.target, keyPath: try call.string(1), nilValue: trampoline.nilValue,
          at: call.location)
        return nil
      }
    }
  }
}
