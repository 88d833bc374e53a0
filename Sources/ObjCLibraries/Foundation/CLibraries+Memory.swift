import ObjCInterpreter

/// `<string.h>`'s byte functions a snippet calls on its C arrays: `memcpy`, `memmove`, `memset`,
/// `memcmp`. Memory here is arrays of values (`CArray`), so a size in bytes counts elements of the
/// array's type (`memcpy(ys, xs, sizeof(xs))` copies every `int`). A size past either buffer is a
/// buffer overflow in C, which often goes unseen: the run stops at the call instead, as clang's
/// fortified `memcpy` (`-D_FORTIFY_SOURCE`) stops the program.
extension CLibraries {
  static func registerMemory(in table: CLibraryTable) {
    for name in ["memcpy", "memmove"] {
      table.function(name) { call, _ in
        let (destination, source, count) = try twoRegions(call, roles: ("destination", "source"), writingFirst: true)
        // Through a copy of the source: `memmove`'s overlapping ranges come out as C specifies.
        let values = Array(source.array.elements[source.offset..<(source.offset + count)])
        for (index, value) in values.enumerated() {
          destination.array.elements[destination.offset + index] = destination.array.element(from: value)
        }
        return destination
      }
    }
    table.function("memset") { call, _ in
      let destination = try region(call, 0, writing: true)
      let byte = UInt8(truncatingIfNeeded: try call.int64(1))
      let size = try byteCount(call, 2)
      let unit = destination.array.elementSize
      let count = elements(covering: size, unit: unit)
      try requireRoom(call, destination, count: count, unit: unit, size: size, role: "destination")
      let value = try filled(destination.array, with: byte, unit: unit, call: call)
      for index in destination.offset..<(destination.offset + count) {
        destination.array.elements[index] = destination.array.element(from: value)
      }
      return destination
    }
    table.function("memcmp") { call, _ in
      let (left, right, count) = try twoRegions(call, roles: ("first", "second"), writingFirst: false)
      let unit = elementSize(left, right)
      for index in 0..<count {
        let (a, b) = (left.array.elements[left.offset + index], right.array.elements[right.offset + index])
        guard let x = a as? CNumber, let y = b as? CNumber else {
          throw call.fail("memcmp compares bytes: its buffers must hold numbers")
        }
        // Bytes compare unsigned, as C's memcmp compares them.
        let (p, q) = unit == 1 ? (x.uint64 & 0xFF, y.uint64 & 0xFF) : (x.uint64, y.uint64)
        if p != q { return CNumber.int(p < q ? -1 : 1) }
      }
      return CNumber.int(0)
    }
  }

  /// Argument `index` as a place in an array (`buffer`, `buffer + 2`); a string literal as its bytes
  /// and NUL where the function only reads. NULL, a freed buffer, or writing into a literal crash in
  /// C: errors here.
  static func region(_ call: FunctionCall, _ index: Int, writing: Bool) throws -> CArrayPointer {
    try region(of: try call.argument(index), call, index, writing: writing)
  }

  /// `region` of an argument already evaluated (`value`, argument `index`).
  static func region(of value: Any?, _ call: FunctionCall, _ index: Int, writing: Bool) throws -> CArrayPointer {
    if let text = value as? CString {
      guard !writing else {
        throw call.fail(
          "\(call.functionName) writes into a string literal, which C keeps in read-only memory", argument: index)
      }
      let bytes = Array(text.string.utf8) + [0]
      let array = CArray(elementType: .scalar(.char), count: bytes.count)
      for (offset, byte) in bytes.enumerated() {
        array.elements[offset] = CNumber(integer: Int64(Int8(bitPattern: byte)), type: .char)
      }
      return CArrayPointer(array: array, offset: 0)
    }
    guard let value else {
      throw call.fail("\(call.functionName)(NULL, …) crashes: argument \(index + 1) is NULL", argument: index)
    }
    guard let pointer = CArrayPointer.decayed(value) else {
      throw call.fail(
        "argument \(index + 1) of \(call.functionName) must be a C array or a pointer into one", argument: index)
    }
    if pointer.array.isFreed {
      throw call.fail("use of memory after it was freed (a use after free in C)", argument: index)
    }
    guard pointer.offset >= 0, pointer.offset <= pointer.array.elements.count else {
      throw call.fail("argument \(index + 1) of \(call.functionName) points outside its array", argument: index)
    }
    return pointer
  }

  /// Argument `index` as a size in bytes (`size_t`): a negative one is a size past any memory.
  static func byteCount(_ call: FunctionCall, _ index: Int) throws -> Int {
    let size = try call.int64(index)
    guard size >= 0 else {
      throw call.fail(
        "size argument \(size) of \(call.functionName) is \(UInt64(bitPattern: size)) as a size_t: past any buffer",
        argument: index)
    }
    return Int(size)
  }

  /// How many elements of `unit` bytes `size` bytes reach into (a part of one counts): divided
  /// first, as `(size + unit - 1) / unit` overflows for a size near `SIZE_MAX`'s half.
  private static func elements(covering size: Int, unit: Int) -> Int {
    size / unit + (size % unit == 0 ? 0 : 1)
  }

  /// The two buffers of `memcpy(a, b, n)`-shaped calls (arguments 0 and 1, the size third) and the
  /// elements the size covers, once both are checked to hold them: one rule for the copies and
  /// `memcmp`, so their overflow errors read alike.
  private static func twoRegions(
    _ call: FunctionCall, roles: (first: String, second: String), writingFirst: Bool
  ) throws -> (first: CArrayPointer, second: CArrayPointer, count: Int) {
    let first = try region(call, 0, writing: writingFirst)
    let second = try region(call, 1, writing: false)
    let size = try byteCount(call, 2)
    let unit = elementSize(first, second)
    let count = elements(covering: size, unit: unit)
    try requireRoom(call, first, count: count, unit: unit, size: size, role: roles.first)
    try requireRoom(call, second, count: count, unit: unit, size: size, role: roles.second)
    return (first, second, count)
  }

  /// The bytes one element of the copy takes: the destination's, or the source's when the
  /// destination is bytes (`memcpy(bytes, &value, sizeof value)`).
  private static func elementSize(_ destination: CArrayPointer, _ source: CArrayPointer) -> Int {
    destination.array.holdsCharacters ? source.array.elementSize : destination.array.elementSize
  }

  /// Stops the call when `count` elements from `region` run past its array, at the function's
  /// name, in the words of clang's `-Wfortify-source` (`what` says what needs the room: by
  /// default "size argument is N").
  static func requireRoom(
    _ call: FunctionCall, _ region: CArrayPointer, count: Int, unit: Int, size: Int, role: String,
    what: String? = nil
  ) throws {
    let available = region.array.elements.count - region.offset
    guard count > available else { return }
    throw call.interpreter.fail(
      "'\(call.functionName)' overflows: \(role) buffer has size \(available * unit), but \(what ?? "size argument is \(size)") (a buffer overflow in C)",
      at: call.node.callee.location)
  }

  /// The element every byte `byte` makes (`memset`): the byte repeated across an integer; for
  /// anything else only zero, which C's all-zero bits read as.
  private static func filled(_ array: CArray, with byte: UInt8, unit: Int, call: FunctionCall) throws -> Any? {
    if byte == 0 { return array.zeroElement }
    guard let zero = array.zeroElement as? CNumber, !zero.isFloatingPoint else {
      throw call.fail("memset of the byte \(byte) into an array of values other than integers: use 0", argument: 1)
    }
    var bits: UInt64 = 0
    for _ in 0..<min(unit, 8) { bits = bits << 8 | UInt64(byte) }
    return CNumber(unsigned: bits, type: zero.type)
  }
}
