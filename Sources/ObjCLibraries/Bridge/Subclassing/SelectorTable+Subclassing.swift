import Foundation
import ObjCInterpreter
import RAC

/// The initialisers that make the core object of a program's subclass of a core class
/// (`ProgramScheduler`, `ProgramSignal`, `ProgramDisposable`): sent to the program's instance by its
/// `init` chain through `super` (`return [super initWithName:nil queue:queue];`), each answers the
/// core object that is the program's object from then on, as `self = [super init…]` keeps it. A
/// subclass of another core class (`RACSubject`, `RACCommand`, …) is refused with an error naming
/// the classes that can be subclassed.
extension SelectorTable {
  /// The core classes a program's class may inherit from on the Swift core.
  static let subclassableCoreClasses = ["RACScheduler", "RACQueueScheduler", "RACSignal", "RACDisposable"]

  static func registerSubclassing(in table: NativeClasses) {
    table.extend("RACScheduler") { c in
      c.instance("initWithName:") { call in
        try programObject(call, of: "RACScheduler") { overrides in
          ProgramScheduler(name: try call.optionalString(0), queue: nil, overrides: overrides)
        }
      }
    }
    table.extend("RACQueueScheduler") { c in
      c.instance("initWithName:queue:") { call in
        try programObject(call, of: "RACQueueScheduler") { overrides in
          guard let queue = call.argument(1) as? DispatchQueueValue else {
            throw call.wrongArgument(1, expected: "a dispatch queue (RACQueueScheduler.m asserts queue != NULL)")
          }
          return ProgramScheduler(name: try call.optionalString(0), queue: queue, overrides: overrides)
        }
      }
      c.instance("queue") { call in
        guard let scheduler = call.receiver as? ProgramScheduler, let queue = scheduler.queue else {
          throw call.fail(
            "\(call.methodName): only a RACQueueScheduler subclass the program defines has its queue here")
        }
        return queue
      }
    }
    table.extend("RACSignal") { c in
      c.instance("init") { call in
        try programObject(call, of: "RACSignal") { overrides in ProgramSignal(overrides: overrides) }
      }
    }
    table.extend("RACDisposable") { c in
      c.instance("init") { call in
        try programObject(call, of: "RACDisposable") { overrides in ProgramDisposable(overrides: overrides) }
      }
    }
  }

  /// The core object `make` makes for the program's instance receiving an initialiser of
  /// `coreClass`; the receiver itself when it is a core object already (initialised twice).
  private static func programObject(
    _ call: NativeCall, of coreClass: String, _ make: (ProgramOverrides) throws -> CoreObject
  ) throws -> Any? {
    guard let instance = call.receiver as? ObjCInstance else { return call.receiver }
    let interpreter = call.interpreter
    let nearest =
      interpreter.classChain(of: instance.objcClass.name).first {
        interpreter.classes[$0]?.isDefinedBySnippet != true
      } ?? "NSObject"
    guard nearest == coreClass else {
      throw call.fail(
        "\(call.methodName): \(instance.objcClass.name) inherits from \(nearest), which a program cannot subclass on the Swift core (only "
          + subclassableCoreClasses.joined(separator: ", ") + "); --rac-source runs RAC's own classes")
    }
    return try make(ProgramOverrides(instance: instance, interpreter: interpreter, coreClass: coreClass))
  }
}
