import Foundation
import ObjCInterpreter

/// Core Foundation as RAC's files call it: `RACCompoundDisposable` keeps the disposables past its
/// two inline slots in a `CFMutableArray` (made with `kCFTypeArrayCallBacks` whose `equal` it
/// clears, so that removal compares pointers), copies an `NSArray`'s tail into it with
/// `CFArrayAppendArray`, and disposes them all with `CFArrayApplyFunction`; `RACDisposable` and
/// `RACSequence` hand objects through `void *` with `CFBridgingRetain` / `CFBridgingRelease`;
/// `RACTestScheduler` orders its actions with `CFDateCompare` (its heap is
/// `CLibraries+CFBinaryHeap`).
///
/// A CF array is toll-free bridged to `NSMutableArray` on Apple's platforms, and is one here: the
/// same `ObjCArray`, so `(__bridge CFArrayRef)anNSArray` needs no conversion. `CFRetain`,
/// `CFRelease`, the bridging calls and the `Create` functions answer the object itself and keep
/// Core Foundation's counts beside ARC's (`BridgedRetains`). An array's callbacks are read for
/// their shape but never called: RAC passes Core Foundation's own (`CFRetain`, `CFRelease`, whose
/// counts the array's own reference makes needless), and no function here compares values with
/// `equal`.
extension CLibraries {
  static func registerCoreFoundation(in table: CLibraryTable) {
    registerReferences(in: table)
    registerArrays(in: table)
    table.function("CFRangeMake") { call, _ in
      cfRange(location: try call.int64(0), length: try call.int64(1))
    }
    table.function("CFDateCompare") { call, _ in
      let dates = try [0, 1].map { index -> Date in
        guard let date = try call.argument(index) as? Date else {
          throw call.fail("argument \(index + 1) of CFDateCompare must be a date (an NSDate)", argument: index)
        }
        return date
      }
      return comparisonResult(dates[0] < dates[1] ? -1 : dates[0] > dates[1] ? 1 : 0)
    }
    table.constant("kCFCompareLessThan", value: comparisonResult(-1))
    table.constant("kCFCompareEqualTo", value: comparisonResult(0))
    table.constant("kCFCompareGreaterThan", value: comparisonResult(1))
    table.constant("kCFNotFound", value: CNumber.long(-1))
    table.constant("kCFAllocatorDefault", value: nil)
  }

  /// A `CFComparisonResult` (a `CFIndex`).
  static func comparisonResult(_ order: Int) -> CNumber { CNumber.long(order) }

  /// `CFRetain`, `CFRelease`, `CFBridgingRetain`, `CFBridgingRelease`, `CFCopyDescription`,
  /// `CFEqual`. Retaining or releasing NULL crashes Core Foundation, and is an error here; the
  /// bridging calls take NULL as ARC does.
  private static func registerReferences(in table: CLibraryTable) {
    for name in ["CFRetain", "CFRelease"] {
      table.function(name) { call, interpreter in
        guard let object = try call.argument(0) else { throw call.fail("\(name)(NULL) crashes", argument: 0) }
        guard name == "CFRetain" else {
          CLibraryState.retains(interpreter).release(object)
          return nil
        }
        CLibraryState.retains(interpreter).retain(object, by: name, at: call.location)
        return object
      }
    }
    table.function("CFBridgingRetain") { call, interpreter in
      let object = try call.argument(0)
      CLibraryState.retains(interpreter).retain(object, by: "CFBridgingRetain", at: call.location)
      return object
    }
    table.function("CFBridgingRelease") { call, interpreter in
      let object = try call.argument(0)
      CLibraryState.retains(interpreter).release(object)
      return object
    }
    table.function("CFCopyDescription") { call, interpreter in
      guard let object = try call.argument(0) else { throw call.fail("CFCopyDescription(NULL) crashes", argument: 0) }
      return try interpreter.send("description", to: object, arguments: [], at: call.location)
    }
    table.function("CFEqual") { call, _ in
      CNumber(integer: ObjCEquality.isEqual(try call.argument(0), try call.argument(1)) ? 1 : 0, type: .unsignedChar)
    }
    // `kCFTypeArrayCallBacks`: version 0 and Core Foundation's own functions, a new struct at each
    // use (`callbacks.equal = NULL` changes the program's copy only).
    table.constant("kCFTypeArrayCallBacks") { _ in
      let callbacks = CStruct(layout: callbacksLayout)
      callbacks.setField("retain", to: FunctionReference(name: "CFRetain"))
      callbacks.setField("release", to: FunctionReference(name: "CFRelease"))
      callbacks.setField("copyDescription", to: FunctionReference(name: "CFCopyDescription"))
      callbacks.setField("equal", to: FunctionReference(name: "CFEqual"))
      return callbacks
    }
  }

  /// `CFArrayCallBacks`: the parser's layout of the SDK's struct, or the same fields.
  private static let callbacksLayout =
    CStructLayout.library["CFArrayCallBacks"]
    ?? CStructLayout(
      name: "CFArrayCallBacks",
      fields: [
        ("version", .scalar(.long)), ("retain", .id), ("release", .id), ("copyDescription", .id), ("equal", .id),
      ])

  /// `CFRange`: the parser's layout of the SDK's struct, or the same fields.
  private static let rangeLayout =
    CStructLayout.library["CFRange"]
    ?? CStructLayout(name: "CFRange", fields: [("location", .scalar(.long)), ("length", .scalar(.long))])

  static func cfRange(location: Int64, length: Int64) -> CStruct {
    let range = CStruct(layout: rangeLayout)
    range.setField("location", to: CNumber(integer: location, type: .long))
    range.setField("length", to: CNumber(integer: length, type: .long))
    return range
  }

  /// `CFArrayCreateMutable`, `CFArrayCreateCopy`, `CFArrayGetCount`, `CFArrayGetValueAtIndex`,
  /// `CFArrayAppendValue`, `CFArrayAppendArray`, `CFArrayRemoveValueAtIndex`,
  /// `CFArrayRemoveAllValues`, `CFArrayApplyFunction`.
  private static func registerArrays(in table: CLibraryTable) {
    table.function("CFArrayCreateMutable") { call, interpreter in
      _ = try arrayCallbacks(call, 2)
      return created(ObjCArray([], mutable: true), call)
    }
    table.function("CFArrayCreateCopy") { call, interpreter in
      created(ObjCArray(try array(call, 1).elements, mutable: false), call)
    }
    table.function("CFArrayGetCount") { call, _ in CNumber.long(try array(call, 0).elements.count) }
    table.function("CFArrayGetValueAtIndex") { call, _ in
      let elements = try array(call, 0).elements
      return elements[try index(call, 1, in: elements.count)]
    }
    table.function("CFArrayAppendValue") { call, _ in
      let target = try mutableArray(call, 0)
      guard let value = try call.argument(1) else {
        throw call.fail("CFArrayAppendValue with NULL: the array's retain callback crashes on it", argument: 1)
      }
      target.elements.append(value)
      return nil
    }
    table.function("CFArrayAppendArray") { call, _ in
      let target = try mutableArray(call, 0)
      let source = try array(call, 1).elements
      target.elements += source[try range(call, 2, in: source.count)]
      return nil
    }
    table.function("CFArrayRemoveValueAtIndex") { call, _ in
      let target = try mutableArray(call, 0)
      target.elements.remove(at: try index(call, 1, in: target.elements.count))
      return nil
    }
    table.function("CFArrayRemoveAllValues") { call, _ in
      try mutableArray(call, 0).elements.removeAll()
      return nil
    }
    // `CFArrayApplyFunction(array, range, &applier, context)`: `applier(value, context)` for each
    // value in the range, in order, on the values as they were when it began.
    table.function("CFArrayApplyFunction") { call, _ in
      let elements = try array(call, 0).elements
      let values = elements[try range(call, 1, in: elements.count)]
      let applier = try call.argument(2)
      let context = try call.argument(3)
      for value in values {
        _ = try call.callCFunction(applier, role: "an applier function", [value, context])
      }
      return nil
    }
  }

  /// What a `Create` function answers: a new object its caller owns (+1, until `CFRelease`).
  static func created<T: AnyObject>(_ object: T, _ call: FunctionCall) -> T {
    CLibraryState.retains(call.interpreter).retain(object, by: call.functionName, at: call.location)
    return object
  }

  /// The callbacks argument of `CFArrayCreateMutable`: `&callbacks`, the struct itself, or NULL
  /// (no retaining: the runtime's ARC keeps the values either way).
  private static func arrayCallbacks(_ call: FunctionCall, _ index: Int) throws -> CStruct? {
    switch try call.argument(index) {
    case nil: return nil
    case let callbacks as CStruct: return callbacks
    case let pointer as ObjCPointer:
      if let callbacks = pointer.read() as? CStruct { return callbacks }
    default: break
    }
    throw call.fail(
      "argument \(index + 1) of \(call.functionName) must be &callbacks (a CFArrayCallBacks) or NULL", argument: index)
  }

  /// A `CFArrayRef` argument: a CF array or, bridged, an `NSArray`.
  private static func array(_ call: FunctionCall, _ index: Int) throws -> ObjCArray {
    switch try call.argument(index) {
    case let array as ObjCArray: return array
    case let array as [Any]: return ObjCArray(array.map { call.interpreter.fromCore($0) ?? NSNull() }, mutable: false)
    case nil: throw call.fail("\(call.functionName) on a NULL array crashes", argument: index)
    default: throw call.fail("argument \(index + 1) of \(call.functionName) must be a CFArrayRef", argument: index)
    }
  }

  private static func mutableArray(_ call: FunctionCall, _ index: Int) throws -> ObjCArray {
    let array = try array(call, index)
    guard array.isMutable else {
      throw call.fail("\(call.functionName) changes an array, and this one is immutable", argument: index)
    }
    return array
  }

  /// A `CFIndex` into an array of `count` values (out of bounds, Core Foundation crashes).
  private static func index(_ call: FunctionCall, _ position: Int, in count: Int) throws -> Int {
    let index = try call.int64(position)
    guard index >= 0, index < count else {
      throw call.fail("\(call.functionName): index \(index) is out of bounds (0..<\(count))", argument: position)
    }
    return Int(index)
  }

  /// A `CFRange` (or an `NSRange`) within an array of `count` values.
  private static func range(_ call: FunctionCall, _ position: Int, in count: Int) throws -> Range<Int> {
    let value = try call.argument(position)
    let fields: (Any?, Any?)
    switch value {
    case let range as CStruct where range.hasField("location") && range.hasField("length"):
      fields = (range.field("location"), range.field("length"))
    case let range as ObjCStruct where range.name == "NSRange":
      fields = (range.field("location"), range.field("length"))
    default:
      throw call.fail(
        "argument \(position + 1) of \(call.functionName) must be a CFRange (CFRangeMake(location, length))",
        argument: position)
    }
    // Subtracting, not adding: a location and a length near CFIndex's largest would overflow.
    guard let location = (fields.0 as? CNumber)?.int64, let length = (fields.1 as? CNumber)?.int64, location >= 0,
      length >= 0, location <= count, length <= Int64(count) - location
    else {
      throw call.fail(
        "\(call.functionName): the range {\(ValueDescription.describe(fields.0)), "
          + "\(ValueDescription.describe(fields.1))} is outside the array of \(count)",
        argument: position)
    }
    return Int(location)..<Int(location + length)
  }
}
