import ObjCInterpreter

/// `<string.h>`'s copies into `char` arrays (`strcpy`, `strncpy`, `strcat`), `strlen`, and the
/// comparisons of C strings that RAC's files beyond the core make on type encodings
/// (`strcmp(argType, @encode(id))`, `strstr(typeEncoding, @encode(_Complex float))`), `strdup`,
/// `strchr`.
/// A C string here is a whole string (`CString`), not a pointer into one, so `strstr` answers the
/// string from the match on, which compares equal to the haystack only when it starts there.
extension CLibraries {
  static func registerStrings(in table: CLibraryTable) {
    table.function("strcmp") { call, _ in
      let (left, right) = try (cText(call, 0), cText(call, 1))
      return CNumber.int(left == right ? 0 : (Array(left.utf8).lexicographicallyPrecedes(right.utf8) ? -1 : 1))
    }
    table.function("strncmp") { call, _ in
      let (left, right) = try (cText(call, 0), cText(call, 1))
      let count = try call.int64(2)
      guard count >= 0 else { throw call.fail("argument 3 of strncmp must not be negative", argument: 2) }
      let (a, b) = (Array(left.utf8.prefix(Int(count))), Array(right.utf8.prefix(Int(count))))
      return CNumber.int(a == b ? 0 : (a.lexicographicallyPrecedes(b) ? -1 : 1))
    }
    table.function("strlen") { call, _ in
      let value = try call.argument(0)
      if let pointer = CArrayPointer.decayed(value), pointer.holdsCharacters {
        let bytes = pointer.cStringBytes
        // A `char` array with no NUL has no end: C reads on past it.
        guard bytes.count < pointer.array.elements.count - pointer.offset else {
          throw call.fail(
            "strlen reads past the end of a char array of \(pointer.array.elements.count) that holds no NUL (a buffer overread in C)",
            argument: 0)
        }
        return CNumber(unsigned: UInt64(bytes.count), type: .unsignedLong)
      }
      guard let text = value as? CString else {
        throw call.fail(
          value == nil
            ? "strlen(NULL) crashes: argument 1 must be a C string" : "argument 1 of strlen must be a C string (\"…\")",
          argument: 0)
      }
      return CNumber(unsigned: UInt64(text.string.utf8.count), type: .unsignedLong)
    }
    registerCopies(in: table)
    // A copy of a C string (a test object's `char *` setter keeps its own).
    table.function("strdup") { call, _ in CString(string: try cText(call, 0)) }
    // `strlcat(buffer, text, size)` into a `malloc`ed buffer: the text appended after the
    // buffer's string, cut to fit `size` bytes with its NUL; answers the length it tried to make.
    table.function("strlcat") { call, _ in
      guard let buffer = try call.argument(0) as? CArray else {
        throw call.fail("argument 1 of strlcat must be a buffer of chars (malloc)", argument: 0)
      }
      let appended = Array(try cText(call, 1).utf8)
      let size = min(max(Int(try call.int64(2)), 0), buffer.elements.count)
      let present = CCharacterBuffer.bytes(of: buffer)
      let total = present.count + appended.count
      guard present.count < size else { return CNumber(unsigned: UInt64(total), type: .unsignedLong) }
      let kept = Array((present + appended).prefix(size - 1))
      for (index, byte) in kept.enumerated() {
        buffer.elements[index] = CNumber(integer: Int64(Int8(bitPattern: byte)), type: .char)
      }
      buffer.elements[kept.count] = CNumber(integer: 0, type: .char)
      return CNumber(unsigned: UInt64(total), type: .unsignedLong)
    }
    table.function("strstr") { call, _ in
      let (haystack, needle) = try (cText(call, 0), cText(call, 1))
      if needle.isEmpty { return CString(string: haystack) }
      guard let range = haystack.range(of: needle) else { return nil }
      return CString(string: String(haystack[range.lowerBound...]))
    }
    // The string from the first `character` on (RAC counts a selector's colons with it); the
    // terminating NUL for 0, NULL when the character is not there.
    table.function("strchr") { call, _ in
      let text = try cText(call, 0)
      let code = try call.int64(1) & 0xFF
      if code == 0 { return CString(string: "") }
      guard let index = text.utf8.firstIndex(of: UInt8(code)) else { return nil }
      return CString(string: String(decoding: text.utf8[index...], as: UTF8.self))
    }
  }

  /// `strcpy`, `strncpy` and `strcat` into a `char` array: the bytes and the NUL must fit, or the
  /// run stops at the call (a buffer overflow in C).
  private static func registerCopies(in table: CLibraryTable) {
    table.function("strcpy") { call, _ in
      let destination = try region(call, 0, writing: true)
      let bytes = Array(try cText(call, 1).utf8) + [0]
      try write(bytes, into: destination, call: call)
      return destination
    }
    table.function("strncpy") { call, _ in
      let destination = try region(call, 0, writing: true)
      let text = Array(try cText(call, 1).utf8)
      let size = try byteCount(call, 2)
      try requireRoom(call, destination, count: size, unit: 1, size: size, role: "destination")
      // C copies at most `size` bytes and pads with NULs; a text as long leaves no NUL.
      let bytes = Array(text.prefix(size)) + Array(repeating: 0, count: max(0, size - text.count))
      try write(bytes, into: destination, call: call)
      return destination
    }
    table.function("strcat") { call, _ in
      let destination = try region(call, 0, writing: true)
      let present = destination.cStringBytes
      let bytes = Array(try cText(call, 1).utf8) + [0]
      try write(
        bytes, into: CArrayPointer(array: destination.array, offset: destination.offset + present.count), call: call)
      return destination
    }
  }

  /// Writes `bytes` into a `char` array from `destination` on, if they fit.
  static func write(_ bytes: [UInt8], into destination: CArrayPointer, call: FunctionCall) throws {
    guard destination.holdsCharacters else {
      throw call.fail("argument 1 of \(call.functionName) must be a char array", argument: 0)
    }
    try requireRoom(
      call, destination, count: bytes.count, unit: 1, size: bytes.count, role: "destination",
      what: "the source string has length \(bytes.count) (including NUL byte)")
    let type: CScalarType = destination.array.zeroElement.flatMap { ($0 as? CNumber)?.type } ?? .char
    for (index, byte) in bytes.enumerated() {
      destination.array.elements[destination.offset + index] = CNumber(
        integer: type == .char ? Int64(Int8(bitPattern: byte)) : Int64(byte), type: type)
    }
  }

  /// Argument `index` as a C string's text; NULL crashes in C, so it is an error here.
  private static func cText(_ call: FunctionCall, _ index: Int) throws -> String {
    guard let text = try call.optionalText(index) else {
      throw call.fail("\(call.functionName)(NULL) crashes: argument \(index + 1) must be a C string", argument: index)
    }
    return text
  }
}

/// A buffer of `char`s (`malloc`'s, a `char name[16]`) read as the C string it holds: its bytes up
/// to the first NUL (or its end).
enum CCharacterBuffer {
  static func bytes(of buffer: CArray) -> [UInt8] { buffer.cStringBytes }

  /// The buffer's C string as text (invalid UTF-8 repaired, as `%s` would print it).
  static func text(of buffer: CArray) -> String { buffer.cStringText }
}
