/// Whether a block literal may be passed where a block type is declared, as clang decides it at
/// compile time ("incompatible block pointer types sending 'void (^)(void)' to parameter of type
/// 'void (^)(id)'"). The tool checks when the block is passed (a message to the core's table or to
/// a method with a declared block parameter), at the literal's position.
///
/// Only what clang surely rejects is rejected: a different number of parameters, an object where
/// a scalar is declared (or the other way round), a value returned where `void` is declared (or
/// none where one is). Two scalar types, or two object types, are never told apart: clang's rules
/// there (BOOL against an inferred `int`, covariant object returns) depend on types the
/// interpreter does not track, and a false error would stop a program that compiles.
extension ObjCBlock {
  /// The literal's type as clang writes it: `id (^)(id, id)`, `void (^)(void)`; a return type the
  /// literal does not write is inferred from its first `return`, as clang infers it.
  package var clangTypeText: String {
    BlockCompatibility.text(
      returns: BlockCompatibility.returnKind(of: literal).type, parameters: literal.parameters.map(\.type))
  }

  /// Clang's error if this block cannot be passed to a parameter of type `expected`; nil when it can
  /// (or when `expected` is no block type). With `emptyMeansAny`, a declared type with no
  /// parameters takes any (a header's `id (^)()`, as RAC 2.5 declares `reduceEach:`'s block, is a
  /// block type without a prototype, which a source's type does not tell from `(void)`).
  package func incompatibility(passedAs expected: TypeName, emptyMeansAny: Bool = false) -> String? {
    guard case .block(let expectedReturn, let expectedParameters) = expected else { return nil }
    let parameters = literal.parameters.map(\.type)
    let (returned, known) = BlockCompatibility.returnKind(of: literal)
    var compatible =
      parameters.count == expectedParameters.count || (emptyMeansAny && expectedParameters.isEmpty)
    for (parameter, declared) in zip(parameters, expectedParameters) where parameter.isObject != declared.isObject {
      compatible = false
    }
    let returnsVoid = BlockCompatibility.isVoid(returned)
    if returnsVoid != BlockCompatibility.isVoid(expectedReturn) {
      compatible = false
    } else if known, !returnsVoid, returned.isObject != expectedReturn.isObject {
      compatible = false
    }
    guard !compatible else { return nil }
    return "incompatible block pointer types sending '\(clangTypeText)' to parameter of type '"
      + BlockCompatibility.text(returns: expectedReturn, parameters: expectedParameters) + "'"
  }
}

/// The pieces of `ObjCBlock`'s check: a literal's return type, and block types as clang writes them.
enum BlockCompatibility {
  /// The literal's return type, and whether it is known for sure: written, `void` (no `return`
  /// with a value), or inferred from a returned expression whose type is plain from its form (a
  /// string or boxed literal, `YES`, a number, a comparison). Anything else reads as `id`, not
  /// known.
  static func returnKind(of literal: BlockLiteral) -> (type: TypeName, known: Bool) {
    if let written = literal.returnType { return (written, true) }
    guard let value = literal.firstReturnedValue else { return (.void, true) }
    switch value {
    case let string as StringLiteral: return string.isObjectiveC ? (.object("NSString"), true) : (.id, false)
    case is BoxedExpression: return (.object("NSNumber"), true)
    case is ArrayLiteral: return (.object("NSArray"), true)
    case is DictionaryLiteral: return (.object("NSDictionary"), true)
    case is BoolLiteral: return (.scalar(.bool), true)
    case is IntegerLiteral: return (.scalar(.int), true)
    case is FloatingLiteral: return (.scalar(.double), true)
    case let binary as BinaryExpression
    where ["==", "!=", "<", ">", "<=", ">=", "&&", "||"].contains(binary.op):
      return (.scalar(.int), true)
    default: return (.id, false)
    }
  }

  static func isVoid(_ type: TypeName) -> Bool {
    if case .void = type { return true }
    return false
  }

  /// `RACStream *(^)(id)`: no space after a pointer's star, `(void)` for no parameters.
  static func text(returns: TypeName, parameters: [TypeName]) -> String {
    let returned = returns.description
    let list = parameters.isEmpty ? "void" : parameters.map(\.description).joined(separator: ", ")
    return returned + (returned.hasSuffix("*") ? "" : " ") + "(^)(" + list + ")"
  }
}
