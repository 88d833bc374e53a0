import Foundation
import ObjCInterpreter

/// The C library calls RAC's specs and test objects make beside RAC: `calloc`, `malloc`, `free` (a test
/// object's `-dealloc` frees the C strings it copied; the runtime's values need no freeing, so it
/// does nothing) and the `float` forms of `<math.h>`'s rounding functions (the `double` ones are
/// `FoundationFunctions`').
enum CMemoryAndMath {
  static func register(in table: NativeClasses) {
    // `free(p)`: the buffer lives on while the program holds it (Swift frees it), but it is marked
    // freed: a second `free` of one `malloc` or `calloc` made is a double free, and reading or
    // writing it after is a use after free (`COperators`), both undefined in C: the run stops there.
    // Other pointers (a runtime function's copied attributes) are let go of quietly.
    table.function("free") { call, interpreter in
      guard let buffer = try call.argument(0) as? CArray else { return nil }
      if buffer.isFreed {
        throw interpreter.fail("free of memory already freed (a double free in C)", at: call.location(ofArgument: 0))
      }
      buffer.isFreed = true
      return nil
    }
    // `calloc(count, size)`: `count` zeroed elements, as a C array of this runtime's values (each
    // element holds an object or a number, whatever its C size): RACSubjectSpec collects values
    // from several queues into `(__unsafe_unretained id *)calloc(count, sizeof(*values))`.
    table.function("calloc") { call, interpreter in
      guard let count = try call.argument(0) as? CNumber, count.int >= 0, count.int <= 100_000_000 else {
        throw interpreter.fail("calloc takes a count from 0 to 100,000,000", at: call.location(ofArgument: 0))
      }
      // A request the run's memory budget cannot hold is refused as calloc refuses one: NULL.
      guard count.int <= interpreter.budget.allowance() / 32 else { return nil }
      try interpreter.budget.reserve(count.int * 32, at: call.location)
      return CArray(elementType: .id, count: count.int)
    }
    // `malloc(size)`: a buffer of `size` chars, what RAC's test objects build C strings in
    // (`strlcat`); a request the memory budget cannot hold answers NULL, as malloc does.
    table.function("malloc") { call, interpreter in
      guard let size = try call.argument(0) as? CNumber, size.int >= 0, size.int <= 100_000_000 else {
        throw interpreter.fail("malloc takes a size from 0 to 100,000,000 bytes", at: call.location(ofArgument: 0))
      }
      guard size.int <= interpreter.budget.allowance() / 32 else { return nil }
      try interpreter.budget.reserve(size.int * 32, at: call.location)
      return CArray(elementType: .scalar(.char), count: size.int)
    }
    let rounding: [(String, (Double) -> Double)] = [
      ("floorf", { $0.rounded(.down) }), ("ceilf", { $0.rounded(.up) }),
      ("roundf", { $0.rounded(.toNearestOrAwayFromZero) }), ("truncf", { $0.rounded(.towardZero) }),
      ("fabsf", { Swift.abs($0) }),
    ]
    for (name, function) in rounding {
      table.function(name) { call, interpreter in
        guard let number = try call.argument(0) as? CNumber else {
          throw interpreter.fail("\(name) takes a number", at: call.location(ofArgument: 0))
        }
        return CNumber(real: Double(Float(function(number.double))), type: .float)
      }
    }
  }
}
