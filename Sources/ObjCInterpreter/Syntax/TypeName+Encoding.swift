/// The Objective-C runtime's type encodings (`@encode(…)`, a method's type string), as clang writes
/// them for a 64-bit iOS device: RAC compares an argument's encoding with `@encode(id)`,
/// `@encode(BOOL)`, `@encode(CGRect)` to know how to box it (`NSInvocation+RACTypeParsing.m`,
/// `NSObject+RACSelectorSignal.m`), so every encoding the runtime hands out comes from here.
extension TypeName {
  /// `@` for an object, `#` a class, `:` a selector, `@?` a block, `*` a C string, `^…` another
  /// pointer, `{Name=…}` a struct, the scalar letters (`B` for `BOOL`, which is `bool` on arm64;
  /// `q`/`Q` for `long`, which is 64-bit).
  package var typeEncoding: String {
    switch self {
    case .void: return "v"
    case .scalar(let type): return type.typeEncoding
    case .id, .object, .typeOf: return "@"
    case .classType: return "#"
    case .selector: return ":"
    case .block: return "@?"
    case .pointer(.scalar(.char)): return "*"
    case .pointer(let pointee): return "^" + pointee.typeEncoding
    case .structure(let name): return TypeName.foundationStructEncodings[name] ?? "{\(name)=}"
    case .array(let element, let count): return "[\(count)\(element.typeEncoding)]"
    case .cStruct(let layout): return "{\(layout.name)=" + layout.fields.map(\.type.typeEncoding).joined() + "}"
    }
  }

  /// Foundation's and Core Graphics' structs, by the names their encodings carry.
  static let foundationStructEncodings: [String: String] = [
    "NSRange": "{_NSRange=QQ}", "CGPoint": "{CGPoint=dd}", "CGSize": "{CGSize=dd}",
    "CGRect": "{CGRect={CGPoint=dd}{CGSize=dd}}",
  ]
}

extension CScalarType {
  /// The scalar a type encoding's letter stands for (`Q` an `unsigned long`), past the `r` of a
  /// const; nil for anything not a scalar.
  package init?(typeEncoding: String) {
    let letter = typeEncoding.first == "r" ? typeEncoding.dropFirst().first : typeEncoding.first
    let scalars: [Character: CScalarType] = [
      "B": .bool, "c": .char, "C": .unsignedChar, "s": .short, "S": .unsignedShort, "i": .int, "I": .unsignedInt,
      "l": .int, "L": .unsignedInt, "q": .long, "Q": .unsignedLong, "f": .float, "d": .double,
    ]
    guard let letter, let scalar = scalars[letter] else { return nil }
    self = scalar
  }

  /// The letter clang encodes the scalar with.
  package var typeEncoding: String {
    switch self {
    case .bool: return "B"
    case .char: return "c"
    case .unsignedChar: return "C"
    case .short: return "s"
    case .unsignedShort: return "S"
    case .int: return "i"
    case .unsignedInt: return "I"
    case .long, .longLong: return "q"
    case .unsignedLong, .unsignedLongLong: return "Q"
    case .float: return "f"
    case .double: return "d"
    }
  }
}
