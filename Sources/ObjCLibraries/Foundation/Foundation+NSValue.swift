import Foundation
import ObjCInterpreter

/// `NSValue` boxes of structs, as RAC's lifting specs make and read them: `+valueWithBytes:objCType:`
/// of a struct variable's address (a Foundation struct or one the program declares),
/// `+valueWithRange:` and `+valueWithCGRect:` and their kin, `-getValue:` into a variable, and the
/// struct back by its getter (`-rangeValue`, `-CGRectValue`…); `-getValue:` and `-objCType` of
/// a pointer's value too, and a byte buffer where a variable's address goes (`ValueMemory`). Equal when their structs are; the
/// `…EqualTo…` functions of Foundation's and Core Graphics' structs compare the same way.
enum FoundationStructValues {
  static func register(in table: NativeClasses) {
    table.extend("NSValue") { c in
      c.classMethod("valueWithBytes:objCType:") { call in
        let value = try ValueMemory.read(call, 0, expected: "the address of a variable (&variable) or a byte buffer")
        let type = (call.argument(1) as? CString)?.string ?? ""
        return StructBoxValue(CAggregates.copy(value), objCType: type)
      }
      for (selector, name, encoding) in [
        ("valueWithRange:", "NSRange", "{_NSRange=QQ}"),
        ("valueWithCGRect:", "CGRect", "{CGRect={CGPoint=dd}{CGSize=dd}}"),
        ("valueWithCGPoint:", "CGPoint", "{CGPoint=dd}"), ("valueWithCGSize:", "CGSize", "{CGSize=dd}"),
      ] {
        c.classMethod(selector) { call in
          guard let structure = call.argument(0) as? ObjCStruct, structure.name == name else {
            throw call.wrongArgument(0, expected: "an \(name)")
          }
          return StructBoxValue(structure, objCType: encoding)
        }
      }
      for (selector, name) in [
        ("rangeValue", "NSRange"), ("CGRectValue", "CGRect"), ("CGPointValue", "CGPoint"), ("CGSizeValue", "CGSize"),
      ] {
        c.instance(selector) { call in
          guard let box = call.receiver as? StructBoxValue, let structure = box.value as? ObjCStruct,
            structure.name == name
          else { throw call.fail("\(call.methodName): the value does not hold an \(name)") }
          return structure
        }
      }
      c.instance("getValue:") { call in
        let value: Any?
        switch call.receiver {
        case let box as StructBoxValue: value = box.value
        case let pointer as PointerValue: value = pointer.pointee
        default:
          throw call.fail("\(call.methodName): only a value made from a struct or a pointer can be read back here")
        }
        try ValueMemory.write(
          CAggregates.copy(value), call, 0, expected: "the address of a variable (&variable) or a byte buffer")
        return nil
      }
      // A pointer's is `^v`, as `+valueWithPointer:` takes a `const void *`.
      c.instance("objCType") { call in
        switch call.receiver {
        case let box as StructBoxValue: return CString(string: box.objCType)
        case is PointerValue: return CString(string: "^v")
        default: return nil
        }
      }
      c.instance("isEqualToValue:", returns: .bool) { call in
        CNumber.bool(ObjCEquality.isEqual(call.receiver, call.argument(0)))
      }
    }
    for (function, name) in [
      ("NSEqualRanges", "NSRange"), ("CGRectEqualToRect", "CGRect"), ("CGPointEqualToPoint", "CGPoint"),
      ("CGSizeEqualToSize", "CGSize"),
    ] {
      table.function(function) { call, interpreter in
        guard let left = try call.argument(0) as? ObjCStruct, left.name == name,
          let right = try call.argument(1) as? ObjCStruct, right.name == name
        else { throw interpreter.fail("\(function) takes two \(name)s", at: call.location) }
        return CNumber.bool(StructEquality.isEqual(left, right))
      }
    }
  }
}

/// An `NSValue` holding a struct (its own copy) and the struct's type encoding; equal to another
/// holding an equal struct (`-isEqual:` reaches `==` through `ObjCEquality`).
final class StructBoxValue: NativeObjectValue, CustomStringConvertible, Hashable {
  static func == (lhs: StructBoxValue, rhs: StructBoxValue) -> Bool { StructEquality.isEqual(lhs.value, rhs.value) }

  func hash(into hasher: inout Hasher) {
    hasher.combine((value as? ObjCStruct)?.name ?? (value as? CStruct)?.layout.name)
  }

  let value: Any?
  let objCType: String
  var classChain: [String] { ["NSValue", "NSObject"] }
  var concreteClassName: String { "NSConcreteValue" }

  init(_ value: Any?, objCType: String) {
    self.value = value
    self.objCType = objCType
  }

  /// As Foundation writes a boxed `NSRange` (`NSRange: {10, 20}`), `CGRect` (`NSRect: …`) and the
  /// rest; a program's struct as its fields.
  var description: String {
    guard let structure = value as? ObjCStruct else { return ValueDescription.describe(value) }
    let label = ["NSRange": "NSRange", "CGRect": "NSRect", "CGPoint": "NSPoint", "CGSize": "NSSize"][structure.name]
    return label.map { "\($0): \(structure)" } ?? structure.description
  }
}

/// Two structs' equality, field by field: Foundation's and Core Graphics' by their fields' values,
/// a program's by each field's.
enum StructEquality {
  static func isEqual(_ left: Any?, _ right: Any?) -> Bool {
    switch (left, right) {
    case (let left as ObjCStruct, let right as ObjCStruct):
      return left.name == right.name && left.description == right.description
    case (let left as CStruct, let right as CStruct):
      return left.layout.name == right.layout.name
        && left.layout.fieldNames.allSatisfy { isEqual(left.field($0), right.field($0)) }
    case (let left as CNumber, let right as CNumber):
      return left.double == right.double
    default:
      return ObjCEquality.isEqual(left, right)
    }
  }
}
