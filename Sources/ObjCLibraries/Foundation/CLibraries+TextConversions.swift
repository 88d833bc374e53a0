import ObjCInterpreter

/// `<stdlib.h>`'s numbers read from text (`atoi`, `atol`, `atoll`, `atof`, `strtol`) and
/// `<ctype.h>`'s tests and case changes of one character (`isdigit`, `toupper`…), in the "C"
/// locale, as snippets that parse their input call them.
extension CLibraries {
  static func registerTextConversions(in table: CLibraryTable) {
    for (name, type) in [("atoi", CScalarType.int), ("atol", .long), ("atoll", .longLong)] {
      table.function(name) { call, _ in
        let value = integerPrefix(Array(try text(call, 0).utf8), base: 10).value
        return CNumber(integer: value, type: .long).converted(to: type)
      }
    }
    table.function("strtol") { call, _ in
      let bytes = Array(try text(call, 0).utf8)
      if try call.argument(1) != nil {
        throw call.fail("strtol's end pointer is not kept here: pass NULL", argument: 1)
      }
      let base = try call.int64(2)
      guard base == 0 || (2...36).contains(base) else {
        throw call.fail("strtol takes a base of 0 or 2 to 36, not \(base)", argument: 2)
      }
      return CNumber(integer: integerPrefix(bytes, base: Int(base)).value, type: .long)
    }
    table.function("atof") { call, _ in CNumber.double(doublePrefix(try text(call, 0))) }
    let tests: [(String, (UInt8) -> Bool)] = [
      ("isdigit", { (0x30...0x39).contains($0) }), ("isalpha", { isLetter($0) }),
      ("isalnum", { isLetter($0) || (0x30...0x39).contains($0) }), ("isupper", { (0x41...0x5A).contains($0) }),
      ("islower", { (0x61...0x7A).contains($0) }), ("isspace", { [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains($0) }),
      ("ispunct", { (0x21...0x7E).contains($0) && !isLetter($0) && !(0x30...0x39).contains($0) }),
      ("isxdigit", { (0x30...0x39).contains($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0) }),
    ]
    for (name, test) in tests {
      table.function(name) { call, _ in
        let code = try call.int64(0)
        return CNumber.int((0...0x7F).contains(code) && test(UInt8(code)) ? 1 : 0)
      }
    }
    table.function("toupper") { call, _ in
      let code = try call.int64(0)
      return CNumber(integer: (0x61...0x7A).contains(code) ? code - 32 : code, type: .int)
    }
    table.function("tolower") { call, _ in
      let code = try call.int64(0)
      return CNumber(integer: (0x41...0x5A).contains(code) ? code + 32 : code, type: .int)
    }
  }

  private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

  /// Argument `index` as text (a C string, a `char` array); NULL crashes in C, an error here.
  private static func text(_ call: FunctionCall, _ index: Int) throws -> String {
    guard let text = try call.optionalText(index) else {
      throw call.fail("\(call.functionName)(NULL) crashes: argument \(index + 1) must be a C string", argument: index)
    }
    return text
  }

  /// The integer the text starts with, as `strtol` reads it: spaces, a sign, a `0x` (base 16 or
  /// 0) or `0` (base 0: octal), then digits of the base; past a `long`, `LONG_MAX` or `LONG_MIN`.
  private static func integerPrefix(_ bytes: [UInt8], base: Int) -> (value: Int64, read: Int) {
    var index = 0
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains(bytes[index]) { index += 1 }
    var negative = false
    if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D {
      negative = bytes[index] == 0x2D
      index += 1
    }
    var base = base
    let hexPrefix =
      index + 2 < bytes.count && bytes[index] == 0x30 && (bytes[index + 1] | 0x20) == 0x78
      && digit(bytes[index + 2], base: 16) != nil
    if base == 0 || base == 16, hexPrefix {
      base = 16
      index += 2
    } else if base == 0 {
      base = index < bytes.count && bytes[index] == 0x30 ? 8 : 10
    }
    var magnitude: UInt64 = 0
    var overflowed = false
    let start = index
    while index < bytes.count, let value = digit(bytes[index], base: base) {
      let (product, overflow1) = magnitude.multipliedReportingOverflow(by: UInt64(base))
      let (sum, overflow2) = product.addingReportingOverflow(UInt64(value))
      overflowed = overflowed || overflow1 || overflow2
      magnitude = sum
      index += 1
    }
    guard index > start else { return (0, 0) }
    if negative {
      return (overflowed || magnitude > UInt64(Int64.max) + 1 ? Int64.min : 0 &- Int64(bitPattern: magnitude), index)
    }
    return (overflowed || magnitude > UInt64(Int64.max) ? Int64.max : Int64(magnitude), index)
  }

  private static func digit(_ byte: UInt8, base: Int) -> Int? {
    let value: Int
    switch byte {
    case 0x30...0x39: value = Int(byte) - 0x30
    case 0x41...0x5A: value = Int(byte) - 0x41 + 10
    case 0x61...0x7A: value = Int(byte) - 0x61 + 10
    default: return nil
    }
    return value < base ? value : nil
  }

  /// The floating-point number the text starts with (`atof`): its longest prefix that reads as one.
  private static func doublePrefix(_ text: String) -> Double {
    let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    let candidate = trimmed.prefix { "+-0123456789.eE".contains($0) }
    var end = candidate.endIndex
    while end > candidate.startIndex {
      if let value = Double(candidate[candidate.startIndex..<end]) { return value }
      end = candidate.index(before: end)
    }
    return 0
  }
}
