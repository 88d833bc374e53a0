import Foundation
import ObjCInterpreter
import RAC

/// `NSString` and `NSMutableString`. Lengths and indexes count UTF-16 units, as Foundation's do
/// (`@"中文".length` is 2, an emoji counts 2).
extension FoundationClasses {
  static func registerNSString(in table: NativeClasses) {
    table.define("NSString", superclass: "NSObject") { c in
      c.instance("length", returns: .unsignedLong) { call in CNumber.unsignedLong(call.receiverString.utf16.count) }
      c.instance("characterAtIndex:", returns: .unsignedShort) { call in
        let units = Array(call.receiverString.utf16)
        let index = try call.integer(0)
        guard index >= 0, index < units.count else {
          throw call.exception("NSRangeException", "-[__NSCFString characterAtIndex:]: Range or index out of bounds")
        }
        return CNumber(integer: Int64(units[index]), type: .unsignedShort)
      }
      c.instance("substringToIndex:") { call in
        let units = Array(call.receiverString.utf16)
        let index = try call.integer(0)
        guard index >= 0, index <= units.count else {
          throw call.exception(
            "NSRangeException",
            "-[__NSCFString substringToIndex:]: Index \(index) out of bounds; string length \(units.count)")
        }
        return String(decoding: units[..<index], as: UTF16.self)
      }
      c.instance("substringFromIndex:") { call in
        let units = Array(call.receiverString.utf16)
        let index = try call.integer(0)
        guard index >= 0, index <= units.count else {
          throw call.exception(
            "NSRangeException",
            "-[__NSCFString substringFromIndex:]: Index \(index) out of bounds; string length \(units.count)")
        }
        return String(decoding: units[index...], as: UTF16.self)
      }
      c.instance("substringWithRange:") { call in
        let units = Array(call.receiverString.utf16)
        let range = try call.range(0)
        guard let indexes = range.indexes(within: units.count) else {
          throw call.exception(
            "NSRangeException",
            "-[__NSCFString substringWithRange:]: Range {\(range.location), \(range.length)} out of bounds; string length \(units.count)"
          )
        }
        return String(decoding: units[indexes], as: UTF16.self)
      }
      c.instance("stringByAppendingString:") { call in
        let other = try call.string(0)
        try call.reserve(call.receiverString.utf8.count + other.utf8.count)
        return call.receiverString + other
      }
      c.instance("stringByAppendingFormat:") { call in
        let other = try call.formatted(from: 0)
        try call.reserve(call.receiverString.utf8.count + other.utf8.count)
        return call.receiverString + other
      }
      c.instance("isEqualToString:", returns: .bool) { call in
        CNumber.bool(call.argument(0).flatMap { ObjCEquality.stringValue($0) } == call.receiverString)
      }
      c.instance("hasPrefix:", returns: .bool) { call in
        let prefix = try call.string(0)
        return CNumber.bool(!prefix.isEmpty && call.receiverString.hasPrefix(prefix))
      }
      c.instance("hasSuffix:", returns: .bool) { call in
        let suffix = try call.string(0)
        return CNumber.bool(!suffix.isEmpty && call.receiverString.hasSuffix(suffix))
      }
      c.instance("containsString:", returns: .bool) { call in
        CNumber.bool(call.receiverString.contains(try call.string(0)))
      }
      c.instance("rangeOfString:") { call in
        let text = call.receiverString
        let needle = try call.string(0)
        guard !needle.isEmpty, let range = text.range(of: needle) else {
          return ObjCStruct.range(location: NSNotFound, length: 0)
        }
        let location = text.utf16.distance(from: text.utf16.startIndex, to: range.lowerBound)
        return ObjCStruct.range(location: location, length: needle.utf16.count)
      }
      // `-rangeOfString:options:` with Foundation's search options that a key path needs
      // (`NSBackwardsSearch`, which RAC's `-rac_keyPathByDeletingLastKeyPathComponent` sends, and
      // `NSCaseInsensitiveSearch`, `NSLiteralSearch`, `NSAnchoredSearch`), whose bits are
      // `String.CompareOptions`'.
      c.instance("rangeOfString:options:") { call in
        let text = call.receiverString
        let needle = try call.string(0)
        let options = String.CompareOptions(rawValue: UInt(truncatingIfNeeded: try call.integer(1)) & 0xF)
        guard !needle.isEmpty, let range = text.range(of: needle, options: options) else {
          return ObjCStruct.range(location: NSNotFound, length: 0)
        }
        let location = text.utf16.distance(from: text.utf16.startIndex, to: range.lowerBound)
        let length = text.utf16.distance(from: range.lowerBound, to: range.upperBound)
        return ObjCStruct.range(location: location, length: length)
      }
      c.instance("componentsSeparatedByString:") { call in
        let separator = try call.string(0)
        guard !separator.isEmpty else { return ObjCArray([call.receiverString], mutable: false) }
        return ObjCArray(call.receiverString.components(separatedBy: separator), mutable: false)
      }
      c.instance("stringByReplacingOccurrencesOfString:withString:") { call in
        let target = try call.string(0)
        guard !target.isEmpty else { return call.receiverString }
        let replacement = try call.string(1)
        // At most every target replaced: the result's size is bounded before it is made.
        let text = call.receiverString
        let growth = max(0, replacement.utf8.count - target.utf8.count)
        try call.reserve(text.utf8.count + text.utf8.count / target.utf8.count * growth)
        return text.replacingOccurrences(of: target, with: replacement)
      }
      c.instance("componentsSeparatedByCharactersInSet:") { call in
        let set = try call.requiredObject(0, CharacterSetValue.self, "an NSCharacterSet")
        let pieces = call.receiverString.unicodeScalars.split(
          omittingEmptySubsequences: false, whereSeparator: set.set.contains)
        return ObjCArray(pieces.map { String(String.UnicodeScalarView($0)) }, mutable: false)
      }
      c.instance("stringByTrimmingCharactersInSet:") { call in
        let set = try call.requiredObject(0, CharacterSetValue.self, "an NSCharacterSet")
        return call.receiverString.trimmingCharacters(in: set.set)
      }
      c.instance("uppercaseString") { call in call.receiverString.uppercased() }
      c.instance("lowercaseString") { call in call.receiverString.lowercased() }
      c.instance("capitalizedString") { call in call.receiverString.capitalized }
      c.instance("intValue", returns: .int) { call in
        CNumber(integer: Int64(NumberParsing.integer(call.receiverString)), type: .int)
      }
      c.instance("integerValue", returns: .long) { call in CNumber.long(NumberParsing.integer(call.receiverString)) }
      c.instance("longLongValue", returns: .longLong) { call in
        CNumber(integer: Int64(NumberParsing.integer(call.receiverString)), type: .longLong)
      }
      c.instance("doubleValue", returns: .double) { call in CNumber.double(NumberParsing.double(call.receiverString)) }
      c.instance("floatValue", returns: .float) { call in
        CNumber(real: NumberParsing.double(call.receiverString), type: .float)
      }
      c.instance("boolValue", returns: .bool) { call in
        let trimmed = call.receiverString.drop { $0 == " " }
        let first = trimmed.first.map { String($0).lowercased() } ?? ""
        return CNumber.bool(
          first == "y" || first == "t"
            || (first.first?.isNumber == true && first != "0" && NumberParsing.integer(call.receiverString) != 0))
      }
      c.instance("UTF8String") { call in CString(string: call.receiverString) }
      c.instance("description") { call in call.receiverString }
      c.instance("compare:", returns: .long) { call in
        let other = try call.string(0)
        return CNumber.long(call.receiverString < other ? -1 : (call.receiverString == other ? 0 : 1))
      }
      c.instance("caseInsensitiveCompare:", returns: .long) { call in
        let a = call.receiverString.lowercased()
        let b = try call.string(0).lowercased()
        return CNumber.long(a < b ? -1 : (a == b ? 0 : 1))
      }
      c.instance("lengthOfBytesUsingEncoding:", returns: .unsignedLong) { call in
        CNumber.unsignedLong(call.receiverString.utf8.count)
      }
      c.instance("stringByPaddingToLength:withString:startingAtIndex:") { call in
        // Lengths and the pad's index count UTF-16 units, as Foundation's do; a negative length is
        // an NSUInteger near 2^64, which no budget holds.
        let length = try call.integer(0)
        let units = Array(call.receiverString.utf16)
        guard length >= 0 else { throw call.interpreter.budget.exhausted(at: call.location) }
        if length <= units.count { return String(decoding: units[..<length], as: UTF16.self) }
        let pad = Array(try call.string(1).utf16)
        let start = try call.integer(2)
        guard start >= 0, start < pad.count else {
          throw call.exception(
            "NSRangeException",
            "-[__NSCFString stringByPaddingToLength:withString:startingAtIndex:]: out of range padIndex")
        }
        let missing = length - units.count
        let cycle = Array(String(decoding: pad[start...] + pad[..<start], as: UTF16.self).utf8)
        let tail = String(decoding: (pad[start...] + pad[..<start]).prefix(missing % pad.count), as: UTF16.self)
        let (padding, overflow) = (missing / pad.count).multipliedReportingOverflow(by: cycle.count)
        let head = Array(call.receiverString.utf8)
        let total = head.count + padding + Array(tail.utf8).count
        try call.reserve(overflow ? .max : total)
        // Written once into the string's own storage, the cycles' bytes doubled (one copy a
        // doubling): a buffer, then a string of it, then the receiver joined to it held the
        // result three times over, 2.6 GB for 900 MB of padding under a budget of 1 GB.
        return String(unsafeUninitializedCapacity: total) { buffer in
          var written = 0
          func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
            written = buffer[written...].initialize(fromContentsOf: bytes)
          }
          append(head)
          let padStart = written
          if padding > 0 { append(cycle.prefix(padding)) }
          while written - padStart < padding {
            let copied = min(written - padStart, padding - (written - padStart))
            buffer.baseAddress.map { base in (base + written).initialize(from: base + padStart, count: copied) }
            written += copied
          }
          append(tail.utf8)
          return written
        }
      }
      c.classMethod("stringWithFormat:") { call in try call.formatted(from: 0) }
      c.classMethod("localizedStringWithFormat:") { call in try call.formatted(from: 0) }
      c.classMethod("stringWithString:") { call in
        let string = try call.string(0)
        return call.receiverClassName == "NSMutableString" ? ObjCMutableString(string) : string
      }
      c.classMethod("string") { call in call.receiverClassName == "NSMutableString" ? ObjCMutableString("") : "" }
      c.classMethod("stringWithUTF8String:") { call in
        guard let cString = call.argument(0) as? CString else { throw call.wrongArgument(0, expected: "a C string") }
        return call.receiverClassName == "NSMutableString" ? ObjCMutableString(cString.string) : cString.string
      }
      c.initializer("init") { call in
        (call.receiver as? AllocatedObject)?.className == "NSMutableString" ? ObjCMutableString("") : ""
      }
      c.initializer("initWithString:") { call in
        let string = try call.string(0)
        return (call.receiver as? AllocatedObject)?.className == "NSMutableString" ? ObjCMutableString(string) : string
      }
      c.initializer("initWithFormat:") { call in
        let string = try call.formatted(from: 0)
        return (call.receiver as? AllocatedObject)?.className == "NSMutableString" ? ObjCMutableString(string) : string
      }
      c.initializer("initWithFormat:arguments:") { call in
        guard let list = call.argument(1) as? VariadicArgumentList else {
          throw call.wrongArgument(1, expected: "a va_list (va_start it first)")
        }
        let string: String
        do {
          string = try FormatString.format(
            try call.string(0), list.remaining, className: call.interpreter.className(of:))
        } catch let problem as FormatString.Problem {
          throw call.fail("\(call.methodName): \(problem.message)")
        }
        return (call.receiver as? AllocatedObject)?.className == "NSMutableString" ? ObjCMutableString(string) : string
      }
      c.initializer("initWithUTF8String:") { call in
        guard let cString = call.argument(0) as? CString else { throw call.wrongArgument(0, expected: "a C string") }
        return (call.receiver as? AllocatedObject)?.className == "NSMutableString"
          ? ObjCMutableString(cString.string) : cString.string
      }
    }
    table.define("NSMutableString", superclass: "NSString") { c in
      c.instance("appendString:") { call in
        let string = try call.receiver(as: ObjCMutableString.self)
        let other = try call.string(0)
        try call.reserve(string.string.utf8.count + other.utf8.count)
        string.string += other
        return nil
      }
      c.instance("appendFormat:") { call in
        let string = try call.receiver(as: ObjCMutableString.self)
        let other = try call.formatted(from: 0)
        try call.reserve(string.string.utf8.count + other.utf8.count)
        string.string += other
        return nil
      }
      c.instance("setString:") { call in
        try call.receiver(as: ObjCMutableString.self).string = try call.string(0)
        return nil
      }
      c.instance("insertString:atIndex:") { call in
        let string = try call.receiver(as: ObjCMutableString.self)
        var units = Array(string.string.utf16)
        let index = try call.integer(1)
        guard index >= 0, index <= units.count else {
          throw call.exception(
            "NSRangeException", "-[__NSCFString insertString:atIndex:]: Range or index out of bounds")
        }
        let inserted = try call.string(0)
        try call.reserve(string.string.utf8.count + inserted.utf8.count)
        units.insert(contentsOf: inserted.utf16, at: index)
        string.string = String(decoding: units, as: UTF16.self)
        return nil
      }
      c.instance("deleteCharactersInRange:") { call in
        let string = try call.receiver(as: ObjCMutableString.self)
        var units = Array(string.string.utf16)
        let range = try call.range(0)
        guard let indexes = range.indexes(within: units.count) else {
          throw call.exception(
            "NSRangeException", "-[__NSCFString deleteCharactersInRange:]: Range or index out of bounds")
        }
        units.removeSubrange(indexes)
        string.string = String(decoding: units, as: UTF16.self)
        return nil
      }
      c.instance("replaceCharactersInRange:withString:") { call in
        let string = try call.receiver(as: ObjCMutableString.self)
        var units = Array(string.string.utf16)
        let range = try call.range(0)
        guard let indexes = range.indexes(within: units.count) else {
          throw call.exception(
            "NSRangeException", "-[__NSCFString replaceCharactersInRange:withString:]: Range or index out of bounds")
        }
        let replacement = try call.string(1)
        try call.reserve(string.string.utf8.count + replacement.utf8.count)
        units.replaceSubrange(indexes, with: replacement.utf16)
        string.string = String(decoding: units, as: UTF16.self)
        return nil
      }
      c.classMethod("stringWithCapacity:") { _ in ObjCMutableString("") }
      c.initializer("initWithCapacity:") { _ in ObjCMutableString("") }
    }
    table.define("NSCharacterSet", superclass: "NSObject") { c in
      c.classMethod("whitespaceCharacterSet") { _ in CharacterSetValue(set: .whitespaces) }
      c.classMethod("whitespaceAndNewlineCharacterSet") { _ in CharacterSetValue(set: .whitespacesAndNewlines) }
      c.classMethod("decimalDigitCharacterSet") { _ in CharacterSetValue(set: .decimalDigits) }
      c.classMethod("newlineCharacterSet") { _ in CharacterSetValue(set: .newlines) }
      c.classMethod("characterSetWithCharactersInString:") { call in
        CharacterSetValue(set: CharacterSet(charactersIn: try call.string(0)))
      }
    }
  }
}

/// An `NSCharacterSet`.
struct CharacterSetValue {
  let set: CharacterSet
}

/// `-intValue` and `-doubleValue` of a string: leading spaces, then as many characters as read as
/// a number; 0 when none do.
enum NumberParsing {
  static func integer(_ text: String) -> Int {
    var scalars = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    var sign = 1
    if scalars.first == "-" || scalars.first == "+" {
      sign = scalars.first == "-" ? -1 : 1
      scalars = scalars.dropFirst()
    }
    var value = 0
    for character in scalars {
      guard let digit = character.wholeNumberValue, character.isASCII else { break }
      let (product, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = product.addingReportingOverflow(digit)
      if overflow1 || overflow2 { return sign > 0 ? Int.max : Int.min }
      value = sum
    }
    return sign * value
  }

  static func double(_ text: String) -> Double {
    let trimmed = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" }.utf8
    // The longest prefix in C's decimal syntax (sign, digits, point, digits, exponent), read in
    // one pass: a string of millions of digits is one parse, not one a prefix.
    var end = trimmed.startIndex
    func skipDigits() -> Int {
      var count = 0
      while end < trimmed.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(trimmed[end]) {
        end = trimmed.index(after: end)
        count += 1
      }
      return count
    }
    if end < trimmed.endIndex, trimmed[end] == UInt8(ascii: "-") || trimmed[end] == UInt8(ascii: "+") {
      end = trimmed.index(after: end)
    }
    var digits = skipDigits()
    if end < trimmed.endIndex, trimmed[end] == UInt8(ascii: ".") {
      end = trimmed.index(after: end)
      digits += skipDigits()
    }
    guard digits > 0 else {
      // `inf`, `nan` and the like: short words, tried prefix by prefix.
      let word = String(Substring(trimmed.prefix(9)))
      var best: Double = 0
      for length in 1...max(1, word.count) {
        if let value = Double(word.prefix(length)), value.isNaN || value.isInfinite { best = value }
      }
      return best
    }
    let mantissaEnd = end
    if end < trimmed.endIndex, trimmed[end] == UInt8(ascii: "e") || trimmed[end] == UInt8(ascii: "E") {
      end = trimmed.index(after: end)
      if end < trimmed.endIndex, trimmed[end] == UInt8(ascii: "-") || trimmed[end] == UInt8(ascii: "+") {
        end = trimmed.index(after: end)
      }
      if skipDigits() == 0 { end = mantissaEnd }
    }
    return Double(String(Substring(trimmed[trimmed.startIndex..<end]))) ?? 0
  }
}

extension NativeCall {
  /// An `NSRange` argument.
  func range(_ index: Int) throws -> RangeArgument {
    guard let structure = argument(index) as? ObjCStruct, structure.name == "NSRange",
      let location = structure.field("location") as? CNumber, let length = structure.field("length") as? CNumber
    else {
      throw wrongArgument(index, expected: "an NSRange")
    }
    return RangeArgument(location: location.int, length: length.int)
  }

  /// `format, …` from argument `index` on, formatted as `stringWithFormat:` does.
  func formatted(from index: Int) throws -> String {
    let format = try string(index)
    do {
      return try FormatString.format(
        format, Array(arguments.dropFirst(index + 1)), limit: interpreter.budget.allowance(),
        className: interpreter.className(of:))
    } catch let problem as FormatString.Problem {
      throw fail("\(methodName): \(problem.message)")
    } catch is FormatString.TooLarge {
      throw interpreter.budget.exhausted(at: location)
    }
  }
}
