import ObjCInterpreter

/// Core Foundation's binary heap as `RACTestScheduler` uses it: made with callbacks whose `compare`
/// is a C function of the program (`CFComparisonResult f(const void *a, const void *b, void *info)`,
/// which compares the actions' dates with `CFDateCompare`), filled with `CFBinaryHeapAddValue`,
/// emptied one minimum at a time with `CFBinaryHeapGetMinimumIfPresent` and
/// `CFBinaryHeapRemoveMinimumValue` (`CFBinaryHeapValue`).
extension CLibraries {
  static func registerBinaryHeap(in table: CLibraryTable) {
    // `CFBinaryHeapCreate(allocator, capacity, &callbacks, &compareContext or NULL)`.
    table.function("CFBinaryHeapCreate") { call, interpreter in
      let callbacks = try heapCallbacks(call, 2, interpreter)
      let context = try structArgument(call, 3)
      return created(CFBinaryHeapValue(callbacks: callbacks, info: context?.field("info")), call)
    }
    table.function("CFBinaryHeapGetCount") { call, _ in CNumber.long(try heap(call, 0).count) }
    table.function("CFBinaryHeapAddValue") { call, _ in
      try heap(call, 0).add(try call.argument(1), calling: caller(call))
      return nil
    }
    table.function("CFBinaryHeapGetMinimum") { call, _ in
      guard let minimum = try heap(call, 0).minimum else {
        throw call.fail("CFBinaryHeapGetMinimum on an empty heap answers nothing (use CFBinaryHeapGetMinimumIfPresent)")
      }
      return minimum
    }
    // `CFBinaryHeapGetMinimumIfPresent(heap, &value)`: a `Boolean`, the minimum written through the
    // pointer when there is one (and a pointer is given).
    table.function("CFBinaryHeapGetMinimumIfPresent") { call, _ in
      guard let minimum = try heap(call, 0).minimum else { return CNumber(integer: 0, type: .unsignedChar) }
      if try call.argument(1) != nil { try call.store(minimum, through: try call.pointer(1, to: "a const void *")) }
      return CNumber(integer: 1, type: .unsignedChar)
    }
    table.function("CFBinaryHeapRemoveMinimumValue") { call, _ in
      try heap(call, 0).removeMinimum(calling: caller(call))
      return nil
    }
    table.function("CFBinaryHeapRemoveAllValues") { call, _ in
      try heap(call, 0).removeAll(calling: caller(call))
      return nil
    }
  }

  /// The callbacks argument: `&callbacks` or the `CFBinaryHeapCallBacks` struct itself (fields
  /// `version`, `retain`, `release`, `copyDescription`, `compare`, each a function reference or
  /// NULL), or the compare function alone (`&compareDates`). Retain and release keep only the
  /// program's own functions: Core Foundation's (`CFRetain`) change nothing in this runtime.
  private static func heapCallbacks(_ call: FunctionCall, _ index: Int, _ interpreter: Interpreter) throws
    -> CFBinaryHeapValue.Callbacks
  {
    let argument = try call.argument(index)
    if argument is FunctionReference { return CFBinaryHeapValue.Callbacks(compare: argument) }
    guard let callbacks = try structArgument(call, index), callbacks.hasField("compare") else {
      throw call.fail(
        "argument \(index + 1) of CFBinaryHeapCreate must be &callbacks (a CFBinaryHeapCallBacks; NULL crashes)",
        argument: index)
    }
    func programFunction(_ field: String) throws -> Any? {
      switch callbacks.field(field) {
      case nil: return nil
      case let reference as FunctionReference:
        return interpreter.run.functions[reference.name] == nil ? nil : reference
      default:
        throw call.fail("the '\(field)' callback of CFBinaryHeapCreate must be a C function (&name) or NULL")
      }
    }
    let compare = callbacks.field("compare")
    guard compare == nil || compare is FunctionReference else {
      throw call.fail("the 'compare' callback of CFBinaryHeapCreate must be a C function (&name) or NULL")
    }
    return CFBinaryHeapValue.Callbacks(
      retain: try programFunction("retain"), release: try programFunction("release"), compare: compare)
  }

  /// A struct argument passed by pointer (`&callbacks`) or as the struct; nil for NULL.
  private static func structArgument(_ call: FunctionCall, _ index: Int) throws -> CStruct? {
    switch try call.argument(index) {
    case nil: return nil
    case let structure as CStruct: return structure
    case let pointer as ObjCPointer:
      if let structure = pointer.read() as? CStruct { return structure }
    default: break
    }
    throw call.fail("argument \(index + 1) of \(call.functionName) must point at a struct (&name) or be NULL")
  }

  private static func heap(_ call: FunctionCall, _ index: Int) throws -> CFBinaryHeapValue {
    switch try call.argument(index) {
    case let heap as CFBinaryHeapValue: return heap
    case nil: throw call.fail("\(call.functionName) on a NULL heap crashes", argument: index)
    default: throw call.fail("argument \(index + 1) of \(call.functionName) must be a CFBinaryHeapRef", argument: index)
    }
  }

  private static func caller(_ call: FunctionCall) -> CFBinaryHeapValue.Caller {
    { function, role, arguments in try call.callCFunction(function, role: role, arguments) }
  }
}
