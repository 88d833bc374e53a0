import Foundation
import ObjCInterpreter

/// `NSMethodSignature`: a method's types read from its encoding (`v@:@`, as `@encode` and
/// `method_getTypeEncoding` write them), one type a slot: the result, then `self`, `_cmd` and each
/// argument. RAC reads it to box and unbox an invocation's arguments
/// (`NSInvocation+RACTypeParsing.m`) and to know how many a lifted selector takes
/// (`NSObject+RACLifting.m`). `-methodSignatureForSelector:` and
/// `+instanceMethodSignatureForSelector:` answer from the method the class would run
/// (`CLibraries.method`), nil when it has none, as Foundation's do.
enum FoundationMethodSignatures {
  static func register(in table: NativeClasses) {
    table.define("NSMethodSignature", superclass: "NSObject") { c in
      c.classMethod("signatureWithObjCTypes:") { call in
        guard let types = call.argument(0).flatMap({ ($0 as? CString)?.string ?? ObjCEquality.stringValue($0) })
        else { throw call.wrongArgument(0, expected: "a type encoding (\"v@:\")") }
        guard let signature = MethodSignatureValue(encoding: types) else {
          throw call.exception(
            "NSInvalidArgumentException",
            "+[NSMethodSignature signatureWithObjCTypes:]: unsupported type encoding spec '\(types)'")
        }
        return signature
      }
      c.instance("numberOfArguments", returns: .unsignedLong) { call in
        CNumber.unsignedLong(try methodSignature(call).argumentTypes.count)
      }
      c.instance("getArgumentTypeAtIndex:") { call in
        let signature = try methodSignature(call)
        let index = try call.count(0)
        guard index < signature.argumentTypes.count else {
          throw call.exception(
            "NSInvalidArgumentException",
            "-[NSMethodSignature getArgumentTypeAtIndex:]: index (\(index)) out of bounds [0, \(signature.argumentTypes.count - 1)]"
          )
        }
        return CString(string: signature.argumentTypes[index])
      }
      c.instance("methodReturnType") { call in CString(string: try methodSignature(call).returnType) }
      c.instance("methodReturnLength", returns: .unsignedLong) { call in
        CNumber.unsignedLong(MethodSignatureValue.size(of: try methodSignature(call).returnType))
      }
      c.instance("isOneway", returns: .bool) { call in CNumber.bool(try methodSignature(call).returnType.hasPrefix("V"))
      }
    }
    table.extend("NSObject") { c in
      c.instance("methodSignatureForSelector:") { call in
        let selector = try call.requiredObject(0, SelectorValue.self, "a selector (@selector(…))")
        let isClass = call.receiver is ClassValue
        let className = (call.receiver as? ClassValue)?.name ?? call.interpreter.classValue(of: call.receiver).name
        return CLibraries.method(selector.name, of: className, isClassMethod: isClass, call.interpreter)
          .flatMap { MethodSignatureValue(encoding: $0.typeEncoding) }
      }
      c.classMethod("instanceMethodSignatureForSelector:") { call in
        let selector = try call.requiredObject(0, SelectorValue.self, "a selector (@selector(…))")
        return CLibraries.method(selector.name, of: call.receiverClassName, isClassMethod: false, call.interpreter)
          .flatMap { MethodSignatureValue(encoding: $0.typeEncoding) }
      }
    }
  }

  private static func methodSignature(_ call: NativeCall) throws -> MethodSignatureValue {
    try call.receiver(as: MethodSignatureValue.self)
  }
}

/// A method signature's types, each as its encoding (qualifiers kept, frame offsets dropped).
final class MethodSignatureValue: NativeObjectValue, CustomStringConvertible, @unchecked Sendable {
  var classChain: [String] { ["NSMethodSignature", "NSObject"] }
  var concreteClassName: String { "NSMethodSignature" }
  var description: String {
    "<NSMethodSignature: \(ValueDescription.address(of: self))> \(returnType)\(argumentTypes.joined())"
  }

  let returnType: String
  let argumentTypes: [String]

  /// Reads `encoding`; nil when it holds no type or a type this reader does not know.
  init?(encoding: String) {
    var types: [String] = []
    var rest = Substring(encoding)
    while !rest.isEmpty {
      guard let type = MethodSignatureValue.readType(&rest) else { return nil }
      types.append(type)
      rest = rest.drop { $0.isNumber || $0 == "-" }
    }
    guard let first = types.first else { return nil }
    returnType = first
    argumentTypes = Array(types.dropFirst())
  }

  /// One type at the front of `text`, with its qualifiers (`r` const, `n`/`N`/`o`/`O` in and out,
  /// `R` by reference, `V` oneway); nil for an unknown letter or an unclosed bracket.
  private static func readType(_ text: inout Substring) -> String? {
    var type = ""
    while let first = text.first, "rnNoORV".contains(first) {
      type.append(first)
      text.removeFirst()
    }
    guard let letter = text.first else { return nil }
    text.removeFirst()
    type.append(letter)
    switch letter {
    case "c", "i", "s", "l", "q", "C", "I", "S", "L", "Q", "f", "d", "D", "B", "v", "*", "#", ":", "?":
      return type
    case "@":
      if text.first == "?" {
        text.removeFirst()
        type.append("?")
      } else if text.first == "\"", let close = text.dropFirst().firstIndex(of: "\"") {
        type += text[text.startIndex...close]
        text = text[text.index(after: close)...]
      }
      return type
    case "^", "j":
      guard let pointee = readType(&text) else { return nil }
      return type + pointee
    case "b":
      let digits = text.prefix { $0.isNumber }
      text = text.dropFirst(digits.count)
      return type + digits
    case "{", "[", "(":
      let close: Character = letter == "{" ? "}" : letter == "[" ? "]" : ")"
      var depth = 1
      while let next = text.first {
        text.removeFirst()
        type.append(next)
        if next == letter { depth += 1 }
        if next == close {
          depth -= 1
          if depth == 0 { return type }
        }
      }
      return nil
    default:
      return nil
    }
  }

  /// The bytes a value of `type` takes (LP64): what `-methodReturnLength` answers.
  static func size(of type: String) -> Int {
    let bare = type.drop { "rnNoORV".contains($0) }
    switch bare.first {
    case nil, "v": return 0
    case "c", "C", "B": return 1
    case "s", "S": return 2
    case "i", "I", "f": return 4
    case "D": return 16
    case "{": return TypeNameSizes.structSizes[String(bare)] ?? 16
    default: return 8
    }
  }
}

/// The sizes of the structs whose encodings `TypeName.typeEncoding` writes.
private enum TypeNameSizes {
  static let structSizes = [
    "{_NSRange=QQ}": 16, "{CGPoint=dd}": 16, "{CGSize=dd}": 16, "{CGRect={CGPoint=dd}{CGSize=dd}}": 32,
  ]
}
