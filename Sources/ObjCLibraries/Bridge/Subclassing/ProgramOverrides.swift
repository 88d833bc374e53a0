import Foundation
import ObjCInterpreter
import RAC

/// The program's side of a core object that backs an instance of the program's class
/// (`CoreBackedInstance`): the instance that carries the program's class and instance variables,
/// and the run whose interpreter calls the program's overrides of the methods the core calls
/// (`-schedule:`, `-subscribe:`, `-dispose`, …). Each backing kind (`ProgramScheduler`,
/// `ProgramSignal`, `ProgramDisposable`) holds one, and in each overridable method asks it first.
final class ProgramOverrides: @unchecked Sendable {
  /// The program's side of the object. Held strongly: the core object is the program's object, and
  /// this is part of it for as long as the core object lives.
  let instance: ObjCInstance
  /// The run's interpreter, weakly: a core object may outlive the run that made it (a scheduler a
  /// shared core object still holds); the core's own method runs then.
  private weak var interpreter: Interpreter?
  /// The core class the program's class inherits from, where looking for overrides stops.
  let coreClass: String

  /// Where the program made the object: the place a block the core hands over names when the
  /// run is gone.
  private let madeAt: SourceLocation

  init(instance: ObjCInstance, interpreter: Interpreter, coreClass: String) {
    self.instance = instance
    self.interpreter = interpreter
    self.coreClass = coreClass
    madeAt = interpreter.currentLocation
  }

  /// The program's method for `selector` in its class or a superclass the program defines, the
  /// nearest first; nil when the core class's own method answers.
  private func method(_ selector: String, in interpreter: Interpreter) -> MethodDefinition? {
    for className in interpreter.classChain(of: instance.objcClass.name) {
      guard className != coreClass, let programClass = interpreter.classes[className],
        programClass.isDefinedBySnippet
      else { return nil }
      if let method = programClass.instanceMethods[selector] { return method }
    }
    return nil
  }

  /// Calls the program's override of `selector` on `receiver` (the core object) with `arguments`,
  /// as a message the core sends: `.some(result)` when the program's class overrides it (nil when
  /// its code failed, which stops the run), nil when the core's own method should run.
  func callOverride(_ selector: String, on receiver: AnyObject, _ arguments: [Any?]) -> Any?? {
    guard let interpreter, !interpreter.isAborted, let method = method(selector, in: interpreter) else { return nil }
    let result = interpreter.guardedEntry {
      try interpreter.callMethod(method, receiver: receiver, arguments: arguments, location: method.location)
    }
    return .some(result ?? nil)
  }

  /// A Swift block the core passes to an override, as the block the program's code calls.
  func block(_ closure: @escaping () -> Void, named name: String) -> NativeBlock {
    let location = { [weak interpreter, madeAt] in interpreter?.currentLocation ?? madeAt }
    return NativeBlock(arity: 0, name: name, underlying: closure, location: location) { _ in
      closure()
      return nil
    }
  }

  /// What an override returned where the core wants a disposable: a core disposable (the program's
  /// own subclass of one too) or nil; anything else is an error of the program's, which stops the
  /// run.
  func disposable(_ value: Any?, from selector: String) -> RACDisposable? {
    guard let value else { return nil }
    if let disposable = value as? RACDisposable { return disposable }
    if let interpreter {
      interpreter.record(
        interpreter.fail(
          "-[\(instance.objcClass.name) \(selector)] returned \(interpreter.className(of: value)), not a RACDisposable",
          at: interpreter.currentLocation))
    }
    return nil
  }
}
