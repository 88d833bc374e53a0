import ObjCInterpreter

/// The C libraries RAC 2.5's core files call, as native functions, types and constants: libkern's
/// atomics and spin lock and pthread's mutex (`CLibraries+Atomics`), Core Foundation's arrays,
/// binary heap and references (`CLibraries+CoreFoundation`, `CLibraries+CFBinaryHeap`), Grand
/// Central Dispatch (`CLibraries+Dispatch`), the Objective-C runtime, the environment and RAC's
/// DTrace probes (`CLibraries+ObjCRuntime`), the C math and limits the files name
/// (`CLibraries+Math`), Foundation's constants they name (`CLibraries+FoundationConstants`), and
/// the ends of a process samples call (`CLibraries+Process`).
///
/// RAC's files run here on the run's virtual queues, one thread at a time, so these libraries need
/// none of the hardware's guarantees: an atomic is a plain read and write, a lock is a flag that
/// says whether it is held. What each keeps for a run (associated objects, the main queue) lives in
/// the interpreter's `CLibraryState`, never in a static.
enum CLibraries {
  /// Adds every function and constant to `table`. A name another part of the table already
  /// defines keeps that definition (this one is registered after Foundation's).
  static func register(in table: NativeClasses) {
    let libraries = CLibraryTable(table: table)
    registerAtomics(in: libraries)
    registerCoreFoundation(in: libraries)
    registerBinaryHeap(in: libraries)
    registerDispatch(in: libraries)
    registerObjCRuntime(in: libraries)
    registerObjCRuntimeClasses(in: libraries)
    registerObjCRuntimeMethods(in: libraries)
    registerObjCRuntimeProperties(in: libraries)
    registerTypeEncodings(in: libraries)
    registerObjCRuntimeProtocols(in: libraries)
    registerStrings(in: libraries)
    registerMemory(in: libraries)
    registerTextConversions(in: libraries)
    registerMath(in: libraries)
    registerFoundationConstants(in: libraries)
    registerProcess(in: libraries)
  }
}

/// The native table as the C libraries add to it: nothing already defined is replaced.
struct CLibraryTable {
  let table: NativeClasses

  func function(_ name: String, _ implementation: @escaping LibraryFunction) {
    guard table.binding(for: name) == nil else { return }
    table.function(name, implementation)
  }

  func constant(_ name: String, value: Any?) {
    guard table.binding(for: name) == nil else { return }
    table.constant(name, value: value)
  }

  /// A constant made afresh at every use (a struct the program may change in its copy).
  func constant(_ name: String, _ value: @escaping (Interpreter) throws -> Any?) {
    guard table.binding(for: name) == nil else { return }
    table.constant(name, value)
  }
}

/// Typed access to a C function's arguments, with errors that name the function and say what C
/// expects there.
extension FunctionCall {
  var interpreter: Interpreter { evaluator.interpreter }

  /// The function's name as the call writes it.
  var functionName: String { (node.callee as? Identifier)?.name ?? "the function" }

  func fail(_ message: String, argument index: Int? = nil) -> RuntimeError {
    interpreter.fail(message, at: index.map { location(ofArgument: $0) } ?? location)
  }

  /// Argument `index` as the pointer C passes there (`&counter`).
  func pointer(_ index: Int, to what: String) throws -> ObjCPointer {
    guard let pointer = try argument(index) as? ObjCPointer else {
      throw fail("argument \(index + 1) of \(functionName) must be a pointer to \(what) (&variable)", argument: index)
    }
    return pointer
  }

  /// Argument `index` as a number (an integer or a floating-point value).
  func number(_ index: Int) throws -> CNumber {
    guard let number = try argument(index) as? CNumber else {
      throw fail("argument \(index + 1) of \(functionName) must be a number", argument: index)
    }
    return number
  }

  /// Argument `index` as an integer: a floating-point value converts as C converts it to an integer
  /// parameter (`dispatch_time(DISPATCH_TIME_NOW, 1.5 * NSEC_PER_SEC)`).
  func int64(_ index: Int) throws -> Int64 {
    try number(index).converted(to: .long).int64
  }

  /// Argument `index` as a C string (or a buffer of `char`s holding one) or an `NSString`'s text;
  /// nil for NULL.
  func optionalText(_ index: Int) throws -> String? {
    switch try argument(index) {
    case nil: return nil
    case let text as CString: return text.string
    case let buffer as CArray: return CCharacterBuffer.text(of: buffer)
    case let pointer as CArrayPointer: return String(decoding: pointer.cStringBytes, as: UTF8.self)
    case let value?:
      guard let text = ObjCEquality.stringValue(value) else {
        throw fail("argument \(index + 1) of \(functionName) must be a C string (\"…\")", argument: index)
      }
      return text
    }
  }

  /// Argument `index` as a block (`^{ … }`), callable from the core.
  func block(_ index: Int) throws -> Callable {
    switch try argument(index) {
    case let block as ObjCBlock: return .block(block)
    case let block as NativeBlock: return .native(block)
    default: throw fail("argument \(index + 1) of \(functionName) must be a block", argument: index)
    }
  }

  /// Stores `value` where `pointer` points, converted to the type it points at (an `int32_t`
  /// counter stays 32 bits wide).
  func store(_ value: Any?, through pointer: ObjCPointer) throws {
    pointer.write(try interpreter.converted(value, to: pointer.pointee, at: location))
  }

  /// Calls a C function the program defines, passed as a value (`&disposeEach`, a callback struct's
  /// field), with `arguments`; `role` says what the function is for in errors.
  func callCFunction(_ function: Any?, role: String, _ arguments: [Any?]) throws -> Any? {
    guard let reference = function as? FunctionReference else {
      throw fail("\(functionName) needs \(role): a C function of the program (&name)")
    }
    guard interpreter.run.functions[reference.name] != nil else {
      throw fail("\(functionName) can call only C functions the program defines, not '\(reference.name)'")
    }
    return try interpreter.call(reference, arguments: arguments, at: location)
  }
}
