import Foundation
import ObjCInterpreter
import RAC
import Shared

/// The C functions and macros of Foundation and the posts' logger that snippets call, and the
/// constants they name (Dispatch's, on the run's virtual queues, are `CLibraries+Dispatch`'s).
enum FoundationFunctions {
  /// `NSLog`, `printf`, `puts`, and CocoaLumberjack's `DDLog…` as the posts configure it.
  static func registerLogging(in table: NativeClasses) {
    table.function("NSLog") { call, interpreter in
      try ProgramOutput.writeLine(in: interpreter, try formatted(call, interpreter, from: 0))
      return nil
    }
    for level in ["DDLogVerbose", "DDLogDebug", "DDLogInfo", "DDLogWarn", "DDLogError"] {
      table.function(level) { call, interpreter in
        let label = QueueLabel.current ?? "com.apple.main-thread"
        try ProgramOutput.writeLine(in: interpreter, "[\(label)] " + (try formatted(call, interpreter, from: 0)))
        return nil
      }
    }
    table.function("printf") { call, interpreter in
      guard let format = try call.argument(0) as? CString else {
        throw interpreter.fail(
          "printf takes a C string format (\"…\"), not an NSString", at: call.location(ofArgument: 0))
      }
      let text = try render(format.string, Array(try call.allArguments().dropFirst()), call, interpreter)
      try ProgramOutput.writePartial(in: interpreter, text)
      return CNumber.int(text.utf8.count)
    }
    // `sprintf(buffer, format, …)` and `snprintf(buffer, size, format, …)` into a `char` array:
    // the text and its NUL must fit (for snprintf, `size` must not pass the buffer, and the text
    // is cut to `size - 1` bytes), or the run stops at the call; both answer the text's length.
    for bounded in [false, true] {
      table.function(bounded ? "snprintf" : "sprintf") { call, interpreter in
        let arguments = try call.allArguments()
        let formatIndex = bounded ? 2 : 1
        let destination = try CLibraries.region(of: arguments.first ?? nil, call, 0, writing: true)
        guard formatIndex < arguments.count, let format = arguments[formatIndex] as? CString else {
          throw interpreter.fail(
            "\(call.functionName) takes a C string format (\"…\")", at: call.location(ofArgument: formatIndex))
        }
        let text = Array(try render(format.string, Array(arguments.dropFirst(formatIndex + 1)), call, interpreter).utf8)
        var bytes = text + [0]
        if bounded {
          guard let number = CNumber.cast(arguments.count > 1 ? arguments[1] : nil), !number.isFloatingPoint else {
            throw interpreter.fail("snprintf takes a size in bytes", at: call.location(ofArgument: 1))
          }
          guard number.int64 >= 0 else {
            throw interpreter.fail(
              "size argument \(number.int64) of snprintf is \(UInt64(bitPattern: number.int64)) as a size_t: past any buffer",
              at: call.location(ofArgument: 1))
          }
          let size = number.int
          try CLibraries.requireRoom(call, destination, count: size, unit: 1, size: size, role: "destination")
          guard size > 0 else { return CNumber.int(text.count) }
          bytes = Array(text.prefix(size - 1)) + [0]
        }
        try CLibraries.write(bytes, into: destination, call: call)
        return CNumber.int(text.count)
      }
    }
    table.function("puts") { call, interpreter in
      guard let text = try call.argument(0) as? CString else {
        throw interpreter.fail("puts takes a C string", at: call.location(ofArgument: 0))
      }
      try ProgramOutput.writePartial(in: interpreter, text.string + "\n")
      return CNumber.int(1)
    }
  }

  static func formatted(_ call: FunctionCall, _ interpreter: Interpreter, from index: Int) throws -> String {
    let arguments = try call.allArguments()
    guard index < arguments.count, let format = arguments[index].flatMap({ ObjCEquality.stringValue($0) }) else {
      throw interpreter.fail(
        "\(call.node.callee is Identifier ? (call.node.callee as? Identifier)?.name ?? "" : "") needs an NSString format (@\"…\")",
        at: call.location(ofArgument: index))
    }
    return try render(format, Array(arguments.dropFirst(index + 1)), call, interpreter)
  }

  private static func render(_ format: String, _ arguments: [Any?], _ call: FunctionCall, _ interpreter: Interpreter)
    throws -> String
  {
    do {
      return try FormatString.format(
        format, arguments, limit: interpreter.budget.allowance(), className: interpreter.className(of:))
    } catch let problem as FormatString.Problem {
      throw interpreter.fail(problem.message, at: call.location)
    } catch is FormatString.TooLarge {
      throw interpreter.budget.exhausted(at: call.location)
    }
  }

  /// `NSParameterAssert`, `NSAssert` and friends: a false condition raises
  /// `NSInternalInconsistencyException` with Foundation's message, naming the condition as written.
  static func registerAssertions(in table: NativeClasses) {
    for name in ["NSParameterAssert", "NSCParameterAssert"] {
      table.function(name) { call, interpreter in
        guard try !COperators.isTrue(try call.argument(0), at: call.location(ofArgument: 0)) else { return nil }
        throw RuntimeError.exception(
          value: ObjCException(
            name: "NSInternalInconsistencyException",
            reason: "Invalid parameter not satisfying: \(call.node.sourceText)",
            userInfo: nil),
          location: call.location)
      }
    }
    for name in ["NSAssert", "NSCAssert"] {
      table.function(name) { call, interpreter in
        guard try !COperators.isTrue(try call.argument(0), at: call.location(ofArgument: 0)) else { return nil }
        let reason = call.count > 1 ? try formatted(call, interpreter, from: 1) : "(assertion)"
        throw RuntimeError.exception(
          value: ObjCException(name: "NSInternalInconsistencyException", reason: reason, userInfo: nil),
          location: call.location)
      }
    }
    table.function("assert") { call, interpreter in
      guard try !COperators.isTrue(try call.argument(0), at: call.location(ofArgument: 0)) else { return nil }
      throw interpreter.fail("Assertion failed: (\(call.node.sourceText))", at: call.location)
    }
  }

  /// Structs, classes and selectors by name, math.
  static func registerValues(in table: NativeClasses) {
    table.function("NSMakeRange") { call, interpreter in
      ObjCStruct.range(location: try integer(call, 0, interpreter), length: try integer(call, 1, interpreter))
    }
    table.function("NSStringFromRange") { call, _ in (try call.argument(0) as? ObjCStruct)?.description }
    table.function("NSMaxRange") { call, interpreter in
      guard let range = try call.argument(0) as? ObjCStruct, let location = range.field("location") as? CNumber,
        let length = range.field("length") as? CNumber
      else { throw interpreter.fail("NSMaxRange takes an NSRange", at: call.location) }
      // NSUInteger arithmetic: past 2^64 it wraps, as C's does.
      return CNumber.unsignedLong(location.int &+ length.int)
    }
    table.function("CGPointMake") { call, interpreter in
      ObjCStruct.point(x: try double(call, 0, interpreter), y: try double(call, 1, interpreter))
    }
    table.function("CGSizeMake") { call, interpreter in
      ObjCStruct.size(width: try double(call, 0, interpreter), height: try double(call, 1, interpreter))
    }
    table.function("CGRectMake") { call, interpreter in
      ObjCStruct.rect(
        x: try double(call, 0, interpreter), y: try double(call, 1, interpreter),
        width: try double(call, 2, interpreter),
        height: try double(call, 3, interpreter))
    }
    table.function("NSStringFromClass") { call, _ in (try call.argument(0) as? ClassValue)?.name }
    table.function("NSClassFromString") { call, interpreter in
      guard let name = try call.argument(0).flatMap({ ObjCEquality.stringValue($0) }) else { return nil }
      guard interpreter.classes[name]?.isDefinedBySnippet == true || interpreter.natives.hasClass(name) else {
        return nil
      }
      return interpreter.classValue(named: name)
    }
    table.function("NSStringFromSelector") { call, _ in (try call.argument(0) as? SelectorValue)?.name }
    table.function("NSProtocolFromString") { call, interpreter in
      guard let name = try call.argument(0).flatMap({ ObjCEquality.stringValue($0) }) else {
        throw interpreter.fail("NSProtocolFromString takes a protocol's name", at: call.location(ofArgument: 0))
      }
      return ProtocolValue(name: name)
    }
    table.function("NSStringFromProtocol") { call, _ in (try call.argument(0) as? ProtocolValue)?.name }
    // <objc/runtime.h>: a selector's name as a C string (`sel_getName(_cmd)`).
    table.function("sel_getName") { call, _ in
      ((try call.argument(0) as? SelectorValue)?.name).map { CString(string: $0) }
    }
    table.function("NSSelectorFromString") { call, _ in
      try call.argument(0).flatMap { ObjCEquality.stringValue($0) }.map { SelectorValue(name: $0) }
    }
    table.function("NSLocalizedString") { call, _ in try call.argument(0) }
    table.function("RACTuplePack") { call, interpreter in
      try interpreter.tuplePack(try call.allArguments(), at: call.location) { call.location(ofArgument: $0) }
    }
    for name in ["MIN", "MAX"] {
      table.function(name) { call, interpreter in
        let a = try call.argument(0)
        let b = try call.argument(1)
        let less = try interpreter.binary(BinaryOperator("<"), "<", a, b, at: call.location)
        let aIsLess = (less as? CNumber)?.isTrue ?? false
        return (name == "MIN") == aIsLess ? a : b
      }
    }
    table.function("ABS") { call, interpreter in
      let value = try call.argument(0)
      let negative =
        ((try interpreter.binary(BinaryOperator("<"), "<", value, CNumber.int(0), at: call.location)) as? CNumber)?
        .isTrue ?? false
      return negative ? try interpreter.unary(.negate, value, at: call.location) : value
    }
    let math: [(String, (Double) -> Double)] = [
      ("fabs", { abs($0) }), ("floor", { $0.rounded(.down) }), ("ceil", { $0.rounded(.up) }),
      ("round", { $0.rounded(.toNearestOrAwayFromZero) }), ("sqrt", { $0.squareRoot() }),
      ("trunc", { $0.rounded(.towardZero) }),
      ("log", { Foundation.log($0) }), ("exp", { Foundation.exp($0) }), ("sin", { Foundation.sin($0) }),
      ("cos", { Foundation.cos($0) }),
    ]
    for (name, function) in math {
      table.function(name) { call, interpreter in CNumber.double(function(try double(call, 0, interpreter))) }
    }
    // C's floating-point class tests (math.h's macros), true as 1.
    let tests: [(String, (Double) -> Bool)] = [
      ("isnan", { $0.isNaN }), ("isinf", { $0.isInfinite }), ("isfinite", { $0.isFinite }),
    ]
    for (name, test) in tests {
      table.function(name) { call, interpreter in CNumber.int(test(try double(call, 0, interpreter)) ? 1 : 0) }
    }
    table.function("fmax") { call, interpreter in
      CNumber.double(Double.maximum(try double(call, 0, interpreter), try double(call, 1, interpreter)))
    }
    table.function("fmin") { call, interpreter in
      CNumber.double(Double.minimum(try double(call, 0, interpreter), try double(call, 1, interpreter)))
    }
    table.function("pow") { call, interpreter in
      CNumber.double(Foundation.pow(try double(call, 0, interpreter), try double(call, 1, interpreter)))
    }
    table.function("abs") { call, interpreter in
      CNumber(integer: abs(Int64(Int32(truncatingIfNeeded: try integer(call, 0, interpreter)))), type: .int)
    }
    table.function("arc4random") { _, interpreter in
      CNumber(unsigned: interpreter.run.locals[RandomNumbers.self].next() & 0xFFFF_FFFF, type: .unsignedInt)
    }
    table.function("srand") { call, interpreter in
      interpreter.run.locals[RandomNumbers.self].seedRand(UInt32(truncatingIfNeeded: try integer(call, 0, interpreter)))
      return nil
    }
    table.function("rand") { _, interpreter in
      CNumber(integer: Int64(interpreter.run.locals[RandomNumbers.self].nextRand()), type: .int)
    }
    table.constant("RAND_MAX", value: CNumber(integer: Int64(Int32.max), type: .int))
    table.function("arc4random_uniform") { call, interpreter in
      let bound = UInt64(max(0, try integer(call, 0, interpreter)))
      guard bound > 0 else { return CNumber(integer: 0, type: .unsignedInt) }
      return CNumber(unsigned: interpreter.run.locals[RandomNumbers.self].next() % bound, type: .unsignedInt)
    }
  }

  static func integer(_ call: FunctionCall, _ index: Int, _ interpreter: Interpreter) throws -> Int {
    guard let number = try call.argument(index) as? CNumber else {
      throw interpreter.fail("argument \(index + 1) must be a number", at: call.location(ofArgument: index))
    }
    return number.int
  }

  static func double(_ call: FunctionCall, _ index: Int, _ interpreter: Interpreter) throws -> Double {
    guard let number = try call.argument(index) as? CNumber else {
      throw interpreter.fail("argument \(index + 1) must be a number", at: call.location(ofArgument: index))
    }
    return number.double
  }

  static func registerConstants(in table: NativeClasses) {
    let integers: [(String, CNumber)] = [
      ("NSNotFound", CNumber.long(NSNotFound)), ("NSIntegerMax", CNumber.long(Int.max)),
      ("NSIntegerMin", CNumber.long(Int.min)), ("NSUIntegerMax", CNumber(unsigned: UInt64.max, type: .unsignedLong)),
      ("INT_MAX", CNumber.int(Int(Int32.max))), ("INT_MIN", CNumber.int(Int(Int32.min))),
      ("UINT_MAX", CNumber(unsigned: UInt64(UInt32.max), type: .unsignedInt)), ("LONG_MAX", CNumber.long(Int.max)),
      ("LONG_MIN", CNumber.long(Int.min)), ("DISPATCH_TIME_NOW", CNumber(integer: 0, type: .unsignedLong)),
      ("DISPATCH_TIME_FOREVER", CNumber(unsigned: UInt64.max, type: .unsignedLong)),
      ("NSEC_PER_SEC", CNumber(integer: 1_000_000_000, type: .unsignedLongLong)),
      ("NSEC_PER_MSEC", CNumber(integer: 1_000_000, type: .unsignedLongLong)),
      ("USEC_PER_SEC", CNumber(integer: 1_000_000, type: .unsignedLongLong)),
      ("NSEC_PER_USEC", CNumber(integer: 1000, type: .unsignedLongLong)),
      ("DISPATCH_QUEUE_PRIORITY_HIGH", CNumber.long(2)), ("DISPATCH_QUEUE_PRIORITY_DEFAULT", CNumber.long(0)),
      ("DISPATCH_QUEUE_PRIORITY_LOW", CNumber.long(-2)), ("DISPATCH_QUEUE_PRIORITY_BACKGROUND", CNumber.long(-32768)),
      ("NSOrderedAscending", CNumber.long(-1)), ("NSOrderedSame", CNumber.long(0)),
      ("NSOrderedDescending", CNumber.long(1)),
      ("NSUTF8StringEncoding", CNumber.unsignedLong(4)), ("NSASCIIStringEncoding", CNumber.unsignedLong(1)),
      ("NSCaseInsensitiveSearch", CNumber.unsignedLong(1)), ("NSNumericSearch", CNumber.unsignedLong(64)),
      ("NSEnumerationConcurrent", CNumber.unsignedLong(1)), ("NSEnumerationReverse", CNumber.unsignedLong(2)),
      ("NSKeyValueObservingOptionNew", CNumber.unsignedLong(1)),
      ("NSKeyValueObservingOptionOld", CNumber.unsignedLong(2)),
      ("NSKeyValueObservingOptionInitial", CNumber.unsignedLong(4)),
      ("NSKeyValueObservingOptionPrior", CNumber.unsignedLong(8)),
    ]
    for (name, value) in integers { table.constant(name, value: value) }
    table.constant("M_PI", value: CNumber.double(Double.pi))
    table.constant("M_E", value: CNumber.double(M_E))
    table.constant("CGFLOAT_MAX", value: CNumber.double(Double.greatestFiniteMagnitude))
    table.constant("DBL_MAX", value: CNumber.double(Double.greatestFiniteMagnitude))
    table.constant("DBL_MIN", value: CNumber.double(Double.leastNormalMagnitude))
    table.constant("DBL_EPSILON", value: CNumber.double(Double.ulpOfOne))
    table.constant("NAN", value: CNumber(real: Double.nan, type: .float))
    table.constant("INFINITY", value: CNumber(real: Double.infinity, type: .float))
    table.constant("HUGE_VAL", value: CNumber.double(Double.infinity))
    table.constant("CGRectZero", value: ObjCStruct.rect(x: 0, y: 0, width: 0, height: 0))
    table.constant("CGPointZero", value: ObjCStruct.point(x: 0, y: 0))
    table.constant("CGSizeZero", value: ObjCStruct.size(width: 0, height: 0))
    for (name, value) in [
      ("NSLocalizedDescriptionKey", "NSLocalizedDescription"), ("NSUnderlyingErrorKey", "NSUnderlyingError"),
      ("NSLocalizedFailureReasonErrorKey", "NSLocalizedFailureReason"),
      ("NSLocalizedRecoverySuggestionErrorKey", "NSLocalizedRecoverySuggestion"),
    ] {
      table.constant(name, value: value)
    }
    for name in [
      "NSInternalInconsistencyException", "NSRangeException", "NSInvalidArgumentException", "NSGenericException",
      "NSURLErrorDomain", "NSCocoaErrorDomain", "NSPOSIXErrorDomain",
    ] {
      table.constant(name, value: name)
    }
  }
}

extension NativeContext {
  /// `RACTuplePack(…)`: with `--rac-source`, the macro's own expansion, `+[RACTuple
  /// tupleWithObjectsFromArray:]` of RAC's loaded class, each nil as `RACTupleNil.tupleNil`
  /// (RACTuple.h), so the tuple is RAC's; else the core's. `place` gives an element's location.
  func tuplePack(
    _ elements: [Any?], at location: SourceLocation, place: (Int) -> SourceLocation
  ) throws -> Any? {
    if classes["RACTuple"]?.isLibrarySource == true {
      let objects = try elements.map { value -> Any in
        if let number = lookThroughOptionals(value) as? CNumber { return Boxing.box(number) }
        if let value = lookThroughOptionals(value) { return value }
        return try send("tupleNil", to: classValue(named: "RACTupleNil"), arguments: [], at: location) ?? NSNull()
      }
      // ReactiveObjC 3.x packs one to five objects into its `RACOneTuple` … `RACFiveTuple`
      // (`RACTuplePack_class_name`); RAC 2.5 has only `RACTuple`.
      let sized = ["RACOneTuple", "RACTwoTuple", "RACThreeTuple", "RACFourTuple", "RACFiveTuple"]
      let className =
        (1...sized.count).contains(objects.count) && classes[sized[objects.count - 1]]?.isLibrarySource == true
        ? sized[objects.count - 1] : "RACTuple"
      return try send(
        "tupleWithObjectsFromArray:", to: classValue(named: className),
        arguments: [ObjCArray(objects, mutable: false)], at: location)
    }
    return RACTuple(
      objectsFrom: try elements.enumerated().map { index, value in
        try toCore(value, "element \(index + 1) of RACTuplePack", at: place(index))
      })
  }
}
