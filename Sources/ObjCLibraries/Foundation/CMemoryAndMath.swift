import Foundation
import ObjCInterpreter

/// The C library calls RAC's specs and test objects make beside RAC, and snippets' C: `calloc`,
/// `malloc`, `realloc`, `alloca`, `free` (a test object's `-dealloc` frees the C strings it copied;
/// the runtime's values need no freeing, so it only marks the buffer freed) and the `float` forms of `<math.h>`'s rounding functions (the `double` ones are
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
      let buffer = CArray(elementType: .scalar(.char), count: size.int)
      buffer.isUntyped = true
      return buffer
    }
    // `realloc(p, size)`: a buffer of `size` bytes of `p`'s type holding what `p` held (as much as
    // fits), `p` freed; `realloc(NULL, size)` is `malloc(size)`. A size the memory budget cannot
    // hold, or past any memory (negative as a size_t), answers NULL and leaves `p` alone, as
    // realloc does.
    table.function("realloc") { call, interpreter in
      let old = try call.argument(0)
      guard let size = try call.argument(1) as? CNumber, !size.isFloatingPoint else {
        throw interpreter.fail("realloc takes a size in bytes", at: call.location(ofArgument: 1))
      }
      guard size.int64 >= 0, size.int64 <= 100_000_000, size.int <= interpreter.budget.allowance() / 32 else {
        return nil
      }
      guard let buffer = old as? CArray else {
        guard old == nil else {
          throw interpreter.fail(
            "realloc takes a buffer malloc, calloc or realloc made", at: call.location(ofArgument: 0))
        }
        try interpreter.budget.reserve(size.int * 32, at: call.location)
        let fresh = CArray(elementType: .scalar(.char), count: size.int)
        fresh.isUntyped = true
        return fresh
      }
      if buffer.isFreed {
        throw interpreter.fail(
          "realloc of memory already freed (a use after free in C)", at: call.location(ofArgument: 0))
      }
      try interpreter.budget.reserve(size.int * 32, at: call.location)
      let resized = buffer.resized(to: size.int / buffer.elementSize)
      buffer.isFreed = true
      return resized
    }
    // `alloca(size)`: a buffer on the caller's stack. The stack holds 8 MB (a thread's main stack
    // on Darwin); more overflows it, a crash in C, an error here.
    table.function("alloca") { call, interpreter in
      guard let size = try call.argument(0) as? CNumber, !size.isFloatingPoint else {
        throw interpreter.fail("alloca takes a size in bytes", at: call.location(ofArgument: 0))
      }
      guard size.int64 >= 0, size.int64 <= 8 << 20 else {
        throw interpreter.fail(
          "alloca of \(UInt64(bitPattern: size.int64)) bytes overflows the stack (8 MB)",
          at: call.location(ofArgument: 0))
      }
      try interpreter.budget.reserve(size.int * 32, at: call.location)
      let buffer = CArray(elementType: .scalar(.char), count: size.int)
      buffer.isUntyped = true
      return buffer
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
