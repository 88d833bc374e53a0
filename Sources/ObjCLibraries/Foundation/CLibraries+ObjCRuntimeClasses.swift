import ObjCInterpreter

/// The Objective-C runtime's functions over classes and methods that RAC's files beyond the core
/// read (`<objc/runtime.h>`): an object's class, a class's name and superclass, a class by name, and
/// a class's methods as `Method` references (`RuntimeMethod`) with their type encodings. They answer
/// from the run's classes (the program's, a loaded checkout's and those made at run time), the
/// implementations installed at run time and the libraries' table, as `-respondsToSelector:` does.
/// There are no metaclasses here: a class's class is itself.
extension CLibraries {
  static func registerObjCRuntimeClasses(in table: CLibraryTable) {
    table.function("object_getClass") { call, interpreter in
      guard let object = try call.argument(0) else { return nil }
      if let classValue = object as? ClassValue { return classValue }
      return interpreter.classValue(of: object)
    }
    table.function("class_getName") { call, _ in
      guard let classValue = try runtimeClass(call, 0) else { return CString(string: "nil") }
      return CString(string: classValue.name)
    }
    table.function("class_getSuperclass") { call, interpreter in
      guard let classValue = try runtimeClass(call, 0) else { return nil }
      let chain = interpreter.classChain(of: classValue.name)
      guard chain.count > 1 else { return nil }
      return interpreter.classValue(named: chain[1])
    }
    table.function("objc_getClass") { call, interpreter in
      guard let name = try call.optionalText(0), interpreter.runtime.isRegisteredClass(name) else { return nil }
      return interpreter.classValue(named: name)
    }
    table.function("class_respondsToSelector") { call, interpreter in
      guard let classValue = try runtimeClass(call, 0) else { return CNumber.bool(false) }
      let selector = try runtimeSelector(call, 1)
      return CNumber.bool(method(selector, of: classValue.name, isClassMethod: false, interpreter) != nil)
    }
    table.function("class_getInstanceMethod") { call, interpreter in
      guard let classValue = try runtimeClass(call, 0) else { return nil }
      return method(try runtimeSelector(call, 1), of: classValue.name, isClassMethod: false, interpreter)
    }
    table.function("class_getClassMethod") { call, interpreter in
      guard let classValue = try runtimeClass(call, 0) else { return nil }
      return method(try runtimeSelector(call, 1), of: classValue.name, isClassMethod: true, interpreter)
    }
    table.function("method_getName") { call, _ in
      guard let method = try runtimeMethod(call, 0) else { return nil }
      return SelectorValue(name: method.selector)
    }
    table.function("method_getTypeEncoding") { call, _ in
      guard let method = try runtimeMethod(call, 0) else { return nil }
      return CString(string: method.typeEncoding)
    }
  }

  /// The method that answers `selector` for instances (or the class) of `className`: the first
  /// class along the chain that implements it, the program's methods and accessors before the
  /// libraries' natives.
  static func method(_ selector: String, of className: String, isClassMethod: Bool, _ interpreter: Interpreter)
    -> RuntimeMethod?
  {
    for name in interpreter.classChain(of: className) {
      if !isClassMethod, let installed = interpreter.run.runtimeChanges?.method(selector, in: name) {
        return RuntimeMethod(
          className: name, selector: selector, typeEncoding: installed.typeEncoding, isClassMethod: false)
      }
      let programClass = interpreter.classes[name]
      if let definition = isClassMethod
        ? programClass?.classMethods[selector] : programClass?.instanceMethods[selector]
      {
        return RuntimeMethod(
          className: name, selector: selector, typeEncoding: definition.typeEncoding, isClassMethod: isClassMethod)
      }
      if !isClassMethod, let accessor = programClass?.property(forSelector: selector) {
        let type = accessor.property.type.typeEncoding
        let encoding = accessor.isSetter ? "v@:" + type : type + "@:"
        return RuntimeMethod(className: name, selector: selector, typeEncoding: encoding, isClassMethod: false)
      }
      let native =
        isClassMethod
        ? interpreter.natives.hasClassMethod(selector, of: name)
        : interpreter.natives.instanceMethod(selector, of: name) != nil
      if native {
        return RuntimeMethod(
          className: name, selector: selector, typeEncoding: RuntimeMethod.nativeTypeEncoding(of: selector),
          isClassMethod: isClassMethod)
      }
    }
    return nil
  }

  /// Argument `index` as a class (`[x class]`, `object_getClass(x)`); nil for Nil.
  static func runtimeClass(_ call: FunctionCall, _ index: Int) throws -> ClassValue? {
    switch try call.argument(index) {
    case nil: return nil
    case let classValue as ClassValue: return classValue
    default:
      throw call.fail("argument \(index + 1) of \(call.functionName) must be a class ([x class])", argument: index)
    }
  }

  /// Argument `index` as a selector (`@selector(…)`, `_cmd`).
  static func runtimeSelector(_ call: FunctionCall, _ index: Int) throws -> String {
    guard let selector = try call.argument(index) as? SelectorValue else {
      throw call.fail(
        "argument \(index + 1) of \(call.functionName) must be a selector (@selector(…))", argument: index)
    }
    return selector.name
  }

  /// Argument `index` as a `Method` (`class_getInstanceMethod(…)`); nil for NULL.
  static func runtimeMethod(_ call: FunctionCall, _ index: Int) throws -> RuntimeMethod? {
    switch try call.argument(index) {
    case nil: return nil
    case let method as RuntimeMethod: return method
    default:
      throw call.fail(
        "argument \(index + 1) of \(call.functionName) must be a Method (class_getInstanceMethod(…))", argument: index)
    }
  }
}
