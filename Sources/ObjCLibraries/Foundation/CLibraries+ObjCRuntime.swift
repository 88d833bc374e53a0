import ObjCInterpreter
import RAC

/// The Objective-C runtime's C functions RAC's core calls (associated objects, selector names),
/// the environment it reads (`getenv`), and the DTrace probes of its generated provider headers.
extension CLibraries {
  static func registerObjCRuntime(in table: CLibraryTable) {
    registerAssociatedObjects(in: table)
    table.function("sel_getName") { call, _ in
      guard let selector = try call.argument(0) as? SelectorValue else {
        throw call.fail("argument 1 of sel_getName must be a selector (_cmd, @selector(…))", argument: 0)
      }
      return CString(string: selector.name)
    }
    table.function("sel_registerName") { call, _ in
      guard let name = try call.optionalText(0) else { throw call.fail("sel_registerName(NULL) crashes", argument: 0) }
      return SelectorValue(name: name)
    }
    registerEnvironment(in: table)
    registerProbes(in: table)
  }

  /// `objc_setAssociatedObject(object, key, value, policy)`, `objc_getAssociatedObject(object,
  /// key)`, `objc_removeAssociatedObjects(object)` and the `OBJC_ASSOCIATION_*` policies. Keys are
  /// compared as pointers (`PointerKey`); a message to nil does nothing, and so do these on nil.
  private static func registerAssociatedObjects(in table: CLibraryTable) {
    let policies: [(String, UInt64)] = [
      ("OBJC_ASSOCIATION_ASSIGN", 0), ("OBJC_ASSOCIATION_RETAIN_NONATOMIC", 1),
      ("OBJC_ASSOCIATION_COPY_NONATOMIC", 3), ("OBJC_ASSOCIATION_RETAIN", 0o1401), ("OBJC_ASSOCIATION_COPY", 0o1403),
    ]
    for (name, value) in policies { table.constant(name, value: CNumber(unsigned: value, type: .unsignedLong)) }
    table.function("objc_setAssociatedObject") { call, interpreter in
      guard let object = try associatingObject(call) else { return nil }
      let key = try associationKey(call)
      let policy = try call.int64(3) & 0xFF
      guard [0, 1, 3].contains(policy) else {
        throw call.fail("argument 4 of objc_setAssociatedObject must be an OBJC_ASSOCIATION_… policy", argument: 3)
      }
      var value = try call.argument(2)
      if policy == 3, let original = value {
        value = try interpreter.send("copy", to: original, arguments: [], at: call.location(ofArgument: 2))
      }
      CLibraryState.of(interpreter).associatedObjects.set(value, for: object, key: key, retained: policy != 0)
      return nil
    }
    table.function("objc_getAssociatedObject") { call, interpreter in
      guard let object = try associatingObject(call) else { return nil }
      return CLibraryState.of(interpreter).associatedObjects.value(for: object, key: try associationKey(call))
    }
    table.function("objc_removeAssociatedObjects") { call, interpreter in
      guard let object = try associatingObject(call) else { return nil }
      CLibraryState.of(interpreter).associatedObjects.removeAll(for: object)
      return nil
    }
  }

  /// The object of an association: nil for nil; an error for a value that is not an object with an
  /// identity here (a string or a number literal, a struct).
  private static func associatingObject(_ call: FunctionCall) throws -> AnyObject? {
    guard let value = try call.argument(0) else { return nil }
    guard type(of: value) is AnyClass else {
      throw call.fail(
        "\(call.functionName): '\(call.interpreter.className(of: value))' values have no identity"
          + " to associate with here (strings are values in this runtime)",
        argument: 0)
    }
    return value as AnyObject
  }

  private static func associationKey(_ call: FunctionCall) throws -> PointerKey {
    guard let key = PointerKey(try call.argument(1)) else {
      throw call.fail("argument 2 of \(call.functionName) must be a pointer (&key, a selector)", argument: 1)
    }
    return key
  }

  /// `getenv(name)`: NULL for every variable but `RAC_DEBUG_SIGNAL_NAMES`. A snippet runs without
  /// an environment (the sandbox); RAC 2.5 reads that one variable, and a developer who sets it
  /// gets RAC's names from RAC's own source as from the Swift core (`StreamName.debugNamesEnabled`).
  /// Without it RAC's `-setNameWithFormat:` leaves every name empty and `-rac_description` answers
  /// "(description skipped)", on both cores (the trace keeps the names it builds for itself).
  private static func registerEnvironment(in table: CLibraryTable) {
    table.function("getenv") { call, _ in
      guard let name = try call.optionalText(0) else { throw call.fail("getenv(NULL) crashes", argument: 0) }
      guard name == "RAC_DEBUG_SIGNAL_NAMES", StreamName.debugNamesEnabled else { return nil }
      return CString(string: "1")
    }
  }

  /// The DTrace probes RAC's build generates from its `.d` provider files (`RACSignalProvider.d`,
  /// `RACCompoundDisposableProvider.d`): no tracer is attached to a run, so each `…_ENABLED()` is 0,
  /// and a probe, which RAC fires only when enabled, does nothing without evaluating its arguments.
  private static func registerProbes(in table: CLibraryTable) {
    let probes = [
      "RACSIGNAL_NEXT", "RACSIGNAL_ERROR", "RACSIGNAL_COMPLETED", "RACCOMPOUNDDISPOSABLE_ADDED",
      "RACCOMPOUNDDISPOSABLE_REMOVED",
    ]
    for probe in probes {
      table.function(probe + "_ENABLED") { _, _ in CNumber.int(0) }
      table.function(probe) { _, _ in nil }
    }
  }
}
