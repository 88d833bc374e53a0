/// A C or Objective-C type as a snippet writes it in a declaration, a cast, a parameter or a block
/// signature. The interpreter needs types only where C's behaviour depends on them: truncating a
/// value assigned to an `int`, an `unsigned` that wraps, a `BOOL`, a block's arity, a `BOOL *stop`
/// out-parameter; object types are kept for messages and `typeof`.
indirect package enum TypeName: Sendable, CustomStringConvertible {
  case void
  case scalar(CScalarType)
  /// `id`, `id<RACSubscriber>`, `instancetype`, `__kindof`: any object.
  case id
  /// `NSString *`, `RACSignal *`: a pointer to an instance of the named class.
  case object(String)
  /// `Class`.
  case classType
  /// `SEL`.
  case selector
  /// `RACStream *(^)(id value)` and typedefs of it: what it returns and its parameters.
  case block(returns: TypeName, parameters: [TypeName])
  /// `BOOL *`, `char *`, `int *`…: a pointer to something not an object.
  case pointer(TypeName)
  /// A struct Foundation or UIKit defines (`NSRange`, `CGRect`, `CGPoint`, `CGSize`).
  case structure(String)
  /// `typeof(expr)` / `__typeof__(expr)`: the type of an expression, known when it runs.
  case typeOf(TypeOfOperand)
  /// `RACDisposable *_inlineDisposables[2]`: a fixed-size C array.
  case array(TypeName, count: Int)
  /// A C struct with its fields (`NSFastEnumerationState`, `struct timespec`, one the file defines).
  case cStruct(CStructLayout)

  /// Whether values of this type are objects (retained, messaged, nil-able).
  var isObject: Bool {
    switch self {
    case .id, .object, .classType, .block, .typeOf: return true
    default: return false
    }
  }

  var scalarType: CScalarType? {
    if case .scalar(let type) = self { return type }
    return nil
  }

  package var description: String {
    switch self {
    case .void: return "void"
    case .scalar(let type): return type.description
    case .id: return "id"
    case .object(let name): return name + " *"
    case .classType: return "Class"
    case .selector: return "SEL"
    case .block(let returns, let parameters):
      return "\(returns) (^)(\(parameters.map(\.description).joined(separator: ", ")))"
    case .pointer(let pointee): return "\(pointee) *"
    case .structure(let name): return name
    case .typeOf: return "typeof(…)"
    case .array(let element, let count): return "\(element) [\(count)]"
    case .cStruct(let layout): return layout.description
    }
  }
}

/// The operand of `typeof(…)`, boxed so that `TypeName` stays `Sendable`.
final package class TypeOfOperand: @unchecked Sendable {
  let expression: any Expression

  init(_ expression: any Expression) {
    self.expression = expression
  }
}
