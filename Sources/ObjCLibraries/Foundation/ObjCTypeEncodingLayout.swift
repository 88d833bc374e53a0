/// The size and alignment a type encoding stands for on a 64-bit Apple platform (arm64 and x86_64
/// alike), as Foundation's `NSGetSizeAndAlignment` reads them: scalars by their letters, every
/// pointer (`@`, `#`, `:`, `*`, `^…`, a block's `@?`) 8 bytes, arrays (`[4i]`), structs
/// (`{CGRect={CGPoint=dd}{CGSize=dd}}`, each field at its alignment, the whole rounded to the
/// largest) and unions (`(…)`, the largest field). Type qualifiers (`r` const, `n`, `N`, `o`, `O`,
/// `R`, `V`) are read past, and so is an object's class in quotes (`@"NSString"`) and the digits
/// clang writes after a method's types. RAC sizes a buffer by it before copying a struct in or out
/// of an invocation (`NSInvocation+RACTypeParsing.m`).
struct ObjCTypeEncodingLayout {
  let size: Int
  let alignment: Int
  /// Where the next type starts in the encoding read.
  let end: String.Index

  /// Nesting deeper than this is refused rather than followed (no encoding of a real type nears it).
  static let maximumDepth = 64

  /// The layout of the first type in `encoding` from `start`; nil when it is not a type encoding.
  static func read(_ encoding: String, from start: String.Index, depth: Int = 0) -> ObjCTypeEncodingLayout? {
    guard depth < maximumDepth else { return nil }
    var index = start
    while index < encoding.endIndex, "rnNoORV".contains(encoding[index]) { index = encoding.index(after: index) }
    guard index < encoding.endIndex else { return nil }
    let letter = encoding[index]
    var next = encoding.index(after: index)
    func scalar(_ size: Int) -> ObjCTypeEncodingLayout {
      ObjCTypeEncodingLayout(size: size, alignment: size, end: skipOffset(encoding, next))
    }
    switch letter {
    case "c", "C", "B": return scalar(1)
    case "s", "S": return scalar(2)
    case "i", "I", "l", "L", "f": return scalar(4)
    case "q", "Q", "d", "#", ":", "*": return scalar(8)
    case "D": return scalar(16)
    case "v": return ObjCTypeEncodingLayout(size: 0, alignment: 1, end: skipOffset(encoding, next))
    case "@":
      if next < encoding.endIndex, encoding[next] == "?" {
        next = encoding.index(after: next)
      } else if next < encoding.endIndex, encoding[next] == "\"" {
        guard let close = encoding[encoding.index(after: next)...].firstIndex(of: "\"") else { return nil }
        next = encoding.index(after: close)
      }
      return scalar(8)
    case "^":
      guard let pointee = read(encoding, from: next, depth: depth + 1) else { return nil }
      next = pointee.end
      return scalar(8)
    case "[":
      var digits = ""
      while next < encoding.endIndex, let digit = encoding[next].wholeNumberValue {
        digits.append(String(digit))
        next = encoding.index(after: next)
      }
      guard let count = Int(digits), let element = read(encoding, from: next, depth: depth + 1),
        element.end < encoding.endIndex, encoding[element.end] == "]"
      else { return nil }
      let (size, overflow) = element.size.multipliedReportingOverflow(by: count)
      guard !overflow else { return nil }
      return ObjCTypeEncodingLayout(
        size: size, alignment: element.alignment, end: skipOffset(encoding, encoding.index(after: element.end)))
    case "{", "(":
      let close: Character = letter == "{" ? "}" : ")"
      // The name, then `=` and the fields (a struct declared but not defined has no `=`).
      while next < encoding.endIndex, encoding[next] != "=", encoding[next] != close {
        next = encoding.index(after: next)
      }
      guard next < encoding.endIndex else { return nil }
      var size = 0
      var alignment = 1
      if encoding[next] == "=" {
        next = encoding.index(after: next)
        while next < encoding.endIndex, encoding[next] != close {
          guard let field = read(encoding, from: next, depth: depth + 1) else { return nil }
          alignment = max(alignment, field.alignment)
          if letter == "{" {
            let offset = rounded(size, to: field.alignment)
            let (sum, overflow) = offset.addingReportingOverflow(field.size)
            guard !overflow else { return nil }
            size = sum
          } else {
            size = max(size, field.size)
          }
          next = field.end
        }
        guard next < encoding.endIndex else { return nil }
      }
      return ObjCTypeEncodingLayout(
        size: rounded(size, to: alignment), alignment: alignment,
        end: skipOffset(encoding, encoding.index(after: next)))
    default:
      return nil
    }
  }

  private static func rounded(_ value: Int, to alignment: Int) -> Int {
    guard alignment > 1 else { return value }
    let remainder = value % alignment
    return remainder == 0 ? value : value + (alignment - remainder)
  }

  /// Past the frame offset clang writes after each of a method's types (`v16@0:8`).
  private static func skipOffset(_ encoding: String, _ start: String.Index) -> String.Index {
    var index = start
    while index < encoding.endIndex, encoding[index].isNumber || encoding[index] == "-" {
      index = encoding.index(after: index)
    }
    return index
  }
}
