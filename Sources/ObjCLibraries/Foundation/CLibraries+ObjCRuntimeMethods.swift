import ObjCInterpreter

/// The Objective-C runtime's functions that change classes while the program runs
/// (`<objc/runtime.h>`, `<objc/message.h>`): classes made and registered
/// (`objc_allocateClassPair`, `objc_registerClassPair`), an object moved to another class
/// (`object_setClass`), implementations read, installed and swapped (`IMP`s: `method_getImplementation`,
/// `class_addMethod`, `class_replaceMethod`, `method_setImplementation`,
/// `imp_implementationWithBlock`), `_objc_msgForward`, and `objc_msgSendSuper` / `objc_msgSend`.
/// RAC's `RACObjCRuntime.m`, `NSObject+RACDeallocating.m` and `NSObject+RACSelectorSignal.m`
/// swizzle with them. The changes are the run's own (`Interpreter+RuntimeClasses`).
extension CLibraries {
  static func registerObjCRuntimeMethods(in table: CLibraryTable) {
    registerClassMaking(in: table)
    registerImplementations(in: table)
    registerMessageSends(in: table)
  }

  private static func registerClassMaking(in table: CLibraryTable) {
    table.function("objc_allocateClassPair") { call, interpreter in
      let superclass = try runtimeClass(call, 0)
      guard let name = try call.optionalText(1) else {
        throw call.fail("objc_allocateClassPair needs a class name", argument: 1)
      }
      return interpreter.runtime.makeClass(named: name, superclass: superclass?.name ?? "NSObject")
    }
    table.function("objc_registerClassPair") { call, interpreter in
      if let classValue = try runtimeClass(call, 0) { interpreter.runtime.registerClass(named: classValue.name) }
      return nil
    }
    table.function("object_setClass") { call, interpreter in
      let arguments = try call.allArguments()
      guard let object = arguments.first ?? nil else { return nil }
      guard let target = (arguments.count > 1 ? arguments[1] : nil) as? ClassValue else {
        throw call.fail("argument 2 of object_setClass must be a class ([x class])", argument: 1)
      }
      let old = interpreter.classValue(of: object)
      guard let instance = object as? ObjCInstance, interpreter.runtime.setClass(of: instance, to: target.name) else {
        throw call.fail(
          "object_setClass: '\(old.name)' objects cannot become '\(target.name)' here (only an instance of the"
            + " program's classes, and only to a class whose instance variables it has)",
          argument: 0)
      }
      return old
    }
    // extobjc's (`EXTRuntimeExtensions.m`): the method `aClass` itself defines, not one it inherits.
    table.function("rac_getImmediateInstanceMethod") { call, interpreter in
      guard let classValue = try runtimeClass(call, 0) else { return nil }
      let selector = try runtimeSelector(call, 1)
      guard let found = method(selector, of: classValue.name, isClassMethod: false, interpreter),
        found.className == classValue.name
      else { return nil }
      return found
    }
  }

  private static func registerImplementations(in table: CLibraryTable) {
    table.constant("_objc_msgForward", value: RuntimeImplementation.messageForward)
    table.function("imp_implementationWithBlock") { call, _ in
      let block = try call.argument(0)
      guard block is ObjCBlock || block is NativeBlock else {
        throw call.fail("argument 1 of imp_implementationWithBlock must be a block (^(id self, …) { … })", argument: 0)
      }
      return RuntimeImplementation(.block(block as Any))
    }
    table.function("imp_getBlock") { call, _ in
      try runtimeImplementation(call, 0)?.block
    }
    table.function("method_getImplementation") { call, interpreter in
      guard let method = try runtimeMethod(call, 0) else { return nil }
      return interpreter.runtime.ownImplementation(of: method.selector, in: method.className)
    }
    table.function("method_setImplementation") { call, interpreter in
      guard let method = try runtimeMethod(call, 0) else { return nil }
      guard let implementation = try runtimeImplementation(call, 1) else { return nil }
      return interpreter.runtime.install(
        implementation, for: method.selector, in: method.className, typeEncoding: method.typeEncoding)
    }
    table.function("method_exchangeImplementations") { call, interpreter in
      guard let first = try runtimeMethod(call, 0), let second = try runtimeMethod(call, 1),
        let firstImplementation = interpreter.runtime.ownImplementation(of: first.selector, in: first.className),
        let secondImplementation = interpreter.runtime.ownImplementation(of: second.selector, in: second.className)
      else { return nil }
      interpreter.runtime.install(
        secondImplementation, for: first.selector, in: first.className, typeEncoding: first.typeEncoding)
      interpreter.runtime.install(
        firstImplementation, for: second.selector, in: second.className, typeEncoding: second.typeEncoding)
      return nil
    }
    table.function("class_getMethodImplementation") { call, interpreter in
      guard let classValue = try runtimeClass(call, 0) else { return nil }
      let selector = try runtimeSelector(call, 1)
      guard let found = method(selector, of: classValue.name, isClassMethod: false, interpreter) else {
        // What the runtime answers for a selector no class implements: the forwarding entry.
        return RuntimeImplementation.messageForward
      }
      return interpreter.runtime.ownImplementation(of: selector, in: found.className)
    }
    table.function("class_addMethod") { call, interpreter in
      guard let classValue = try runtimeClass(call, 0) else { return CNumber.bool(false) }
      let selector = try runtimeSelector(call, 1)
      guard let implementation = try runtimeImplementation(call, 2) else {
        throw call.fail("class_addMethod needs an IMP", argument: 2)
      }
      let types = try call.optionalText(3) ?? ""
      // NO when the class itself implements the selector; an inherited method is overridden.
      guard interpreter.runtime.ownImplementation(of: selector, in: classValue.name) == nil else {
        return CNumber.bool(false)
      }
      interpreter.runtime.install(implementation, for: selector, in: classValue.name, typeEncoding: types)
      return CNumber.bool(true)
    }
    table.function("class_replaceMethod") { call, interpreter in
      guard let classValue = try runtimeClass(call, 0) else { return nil }
      let selector = try runtimeSelector(call, 1)
      guard let implementation = try runtimeImplementation(call, 2) else {
        throw call.fail("class_replaceMethod needs an IMP", argument: 2)
      }
      let types = try call.optionalText(3) ?? ""
      return interpreter.runtime.install(implementation, for: selector, in: classValue.name, typeEncoding: types)
    }
  }

  /// `objc_msgSendSuper(&superInfo, selector, …)` and `objc_msgSend(receiver, selector, …)`, called
  /// by name or through a function-pointer cast of their names.
  private static func registerMessageSends(in table: CLibraryTable) {
    table.function("objc_msgSendSuper") { call, interpreter in
      let arguments = try call.allArguments()
      let pointee = (arguments.first ?? nil).map { ($0 as? ObjCPointer)?.read() ?? $0 }
      guard let superInfo = pointee as? CStruct, superInfo.hasField("receiver"), superInfo.hasField("super_class")
      else {
        throw call.fail("argument 1 of objc_msgSendSuper must point to a struct objc_super (&superInfo)", argument: 0)
      }
      guard let selector = (arguments.count > 1 ? arguments[1] : nil) as? SelectorValue else {
        throw call.fail("argument 2 of objc_msgSendSuper must be a selector", argument: 1)
      }
      guard let receiver = superInfo.field("receiver") else {
        return try interpreter.send(selector.name, to: nil, arguments: [], at: call.location)
      }
      guard let superclass = superInfo.field("super_class") as? ClassValue else {
        throw call.fail("objc_msgSendSuper: the struct objc_super's super_class is Nil", argument: 0)
      }
      return try interpreter.runtime.send(
        selector.name, to: receiver, along: interpreter.classChain(of: superclass.name),
        arguments: Array(arguments.dropFirst(2)), at: call.location)
    }
    table.function("objc_msgSend") { call, interpreter in
      let arguments = try call.allArguments()
      guard let selector = (arguments.count > 1 ? arguments[1] : nil) as? SelectorValue else {
        throw call.fail("argument 2 of objc_msgSend must be a selector", argument: 1)
      }
      return try interpreter.send(
        selector.name, to: arguments.first ?? nil, arguments: Array(arguments.dropFirst(2)), at: call.location)
    }
  }

  /// Argument `index` as an `IMP` (`method_getImplementation(…)`, `_objc_msgForward`); nil for NULL.
  private static func runtimeImplementation(_ call: FunctionCall, _ index: Int) throws -> RuntimeImplementation? {
    switch try call.argument(index) {
    case nil: return nil
    case let implementation as RuntimeImplementation: return implementation
    default:
      throw call.fail(
        "argument \(index + 1) of \(call.functionName) must be an IMP (imp_implementationWithBlock(…),"
          + " method_getImplementation(…))",
        argument: index)
    }
  }
}
