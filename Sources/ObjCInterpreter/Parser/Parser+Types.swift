/// Types and declarators: `NSUInteger`, `unsigned long long`, `id<RACSubscriber>`,
/// `NSArray<NSString *> *`, `typeof(self)`, and C's inside-out declarators for blocks
/// (`RACStream *(^innerBlock)(id value)`, `RACStreamBindBlock (^)(void)`).
extension Parser {
  /// Whether a declarator of `base` is a `void *`, which this runtime reads as `id` but which holds
  /// an object unretained, as C does (declared with `isWeak`).
  static func isVoidPointer(_ base: BaseType, _ type: TypeName) -> Bool {
    if case .type(.void) = base, case .id = type { return true }
    return false
  }

  /// The typedefs of Foundation, Dispatch and RAC that snippets use.
  static let libraryTypedefs: [String: TypeName] = {
    var table: [String: TypeName] = [
      "BOOL": .scalar(.bool), "bool": .scalar(.bool), "_Bool": .scalar(.bool),
      "NSInteger": .scalar(.long), "NSUInteger": .scalar(.unsignedLong), "CGFloat": .scalar(.double),
      "NSTimeInterval": .scalar(.double), "CFAbsoluteTime": .scalar(.double), "CFTimeInterval": .scalar(.double),
      "int8_t": .scalar(.char), "uint8_t": .scalar(.unsignedChar),
      "int16_t": .scalar(.short), "uint16_t": .scalar(.unsignedShort), "int32_t": .scalar(.int),
      "uint32_t": .scalar(.unsignedInt), "int64_t": .scalar(.long), "uint64_t": .scalar(.unsignedLong),
      "size_t": .scalar(.unsignedLong), "ssize_t": .scalar(.long), "unichar": .scalar(.unsignedShort),
      "NSStringEncoding": .scalar(.unsignedLong), "NSComparisonResult": .scalar(.long),
      "dispatch_time_t": .scalar(.unsignedLong), "uintptr_t": .scalar(.unsignedLong), "intptr_t": .scalar(.long),
      "UIControlState": .scalar(.unsignedLong), "UIControlEvents": .scalar(.unsignedLong),
      "RACSchedulerPriority": .scalar(.long), "NSKeyValueObservingOptions": .scalar(.unsignedLong),
      "UITableViewCellStyle": .scalar(.long), "UIAlertControllerStyle": .scalar(.long),
      "UIAlertActionStyle": .scalar(.long), "NSEnumerationOptions": .scalar(.unsignedLong),
      "NSSortOptions": .scalar(.unsignedLong), "NSStringCompareOptions": .scalar(.unsignedLong),
      "id": .id, "instancetype": .id, "Class": .classType, "SEL": .selector,
      "dispatch_queue_t": .id, "dispatch_block_t": .block(returns: .void, parameters: []),
      "dispatch_semaphore_t": .id, "dispatch_group_t": .id,
      "NSRange": .structure("NSRange"), "CGRect": .structure("CGRect"), "CGPoint": .structure("CGPoint"),
      "CGSize": .structure("CGSize"), "NSErrorDomain": .object("NSString"),
    ]
    table["RACStreamBindBlock"] = .block(returns: .object("RACStream"), parameters: [.id, .pointer(.scalar(.bool))])
    table["RACSignalErrorDomain"] = nil
    // <stdarg.h>: a variadic method's remaining arguments (`VariadicArgumentList`).
    table["va_list"] = .id
    // The C libraries RAC's core calls (`CLibraries`): libkern's lock and pthread's mutex are
    // integers here (0 unlocked, 1 held), Core Foundation's and Dispatch's references are objects.
    let cLibraryTypes: [(String, TypeName)] = [
      ("dispatch_once_t", .scalar(.long)), ("OSSpinLock", .scalar(.int)), ("pthread_mutex_t", .scalar(.long)),
      ("time_t", .scalar(.long)), ("CFIndex", .scalar(.long)), ("CFComparisonResult", .scalar(.long)),
      ("CFOptionFlags", .scalar(.unsignedLong)), ("Boolean", .scalar(.unsignedChar)),
      ("objc_AssociationPolicy", .scalar(.unsignedLong)), ("NSStringEnumerationOptions", .scalar(.unsignedLong)),
      ("NSKeyValueChange", .scalar(.unsignedLong)), ("CFTypeRef", .id), ("CFArrayRef", .id),
      ("CFMutableArrayRef", .id), ("CFBinaryHeapRef", .id), ("CFDateRef", .id), ("CFAllocatorRef", .id),
      ("CFStringRef", .id), ("dispatch_source_t", .id), ("dispatch_queue_attr_t", .id),
      ("dispatch_source_type_t", .id), ("dispatch_object_t", .id),
      // <objc/runtime.h>: a method, an implementation, a property and an instance variable are
      // opaque references the runtime's functions hand out and take back (`RuntimeReference`).
      ("Method", .id), ("IMP", .id), ("objc_property_t", .id), ("Ivar", .id),
    ]
    for (name, type) in cLibraryTypes where table[name] == nil { table[name] = type }
    return table
  }()

  /// Words that start a type in C, besides type names.
  static let typeKeywords: Set<String> = [
    "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "const", "volatile", "struct",
    "enum", "union", "typeof", "__typeof__", "__typeof", "__kindof", "__unsafe_unretained", "__strong", "__weak",
    "__block", "__autoreleasing", "static", "extern", "register", "inline", "_Nullable", "_Nonnull", "__nullable",
    "__nonnull", "nullable", "nonnull", "_Null_unspecified", "null_unspecified", "__unused", "FOUNDATION_EXPORT",
    "FOUNDATION_EXTERN", "UIKIT_EXTERN",
  ]

  /// Qualifiers the parser reads past: nullability, ownership of a pointer, `const`.
  static let ignoredQualifiers: Set<String> = [
    "const", "volatile", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "nullable", "nonnull",
    "_Null_unspecified", "null_unspecified", "__unsafe_unretained", "__strong", "__autoreleasing", "__kindof",
    "restrict", "__restrict", "__unused", "__attribute_unused__", "NS_NOESCAPE", "__nullable_result",
    // ARC's bridging casts change who owns a Core Foundation reference; in this runtime a `void *`
    // made from an object is that object, so the type is read past (`parseCast` notes the +1 a
    // `__bridge_retained` or `__bridge_transfer` cast hands over).
    "__bridge", "__bridge_transfer", "__bridge_retained",
  ]

  /// Whether `name` is a type here: a C scalar word, a typedef, a known class.
  func isTypeName(_ name: String) -> Bool {
    Parser.typeKeywords.contains(name) || typedefs[name] != nil || typeNames.contains(name)
  }

  /// Whether the tokens at `offset` start a type (for casts and parameters).
  func startsType(at offset: Int = 0) -> Bool {
    var offset = offset
    // `(__bridge void *)`, `(__bridge __strong id)`: ownership words before the type.
    while let word = peek(offset).identifier,
      ["__bridge", "__bridge_transfer", "__bridge_retained", "__strong"].contains(word)
    {
      offset += 1
    }
    guard let name = peek(offset).identifier else { return false }
    if isTypeName(name) { return true }
    // `(FMAccount *)x`: an unknown capitalised name followed by `*` and `)` or another `*`.
    if name.first?.isUppercase == true, peek(offset + 1).isPunctuator("*") {
      let after = peek(offset + 2)
      return after.isPunctuator(")") || after.isPunctuator("*")
        || Parser.ignoredQualifiers.contains(after.identifier ?? "")
    }
    if name.first?.isUppercase == true, peek(offset + 1).isPunctuator("<") { return true }
    return false
  }

  /// Ownership written after a declarator's `*` (`id __weak x`, `NSObject * __unsafe_unretained y`).
  struct PointerOwnership {
    var isWeak = false
    var isUnretained = false
  }

  /// Storage and ownership written before a declaration's type.
  struct DeclarationSpecifiers {
    var isStatic = false
    var isBlockStorage = false
    var isWeak = false
    var isAutoreleasing = false
    var isUnretained = false
    var isConst = false
    var isExtern = false
    var isTypedef = false
  }

  /// The specifiers and the base type of a declaration: `static const NSInteger`, `__block BOOL`,
  /// `unsigned long long`, `NSString` (made a pointer by the declarator's `*`), `id<RACSubscriber>`.
  mutating func parseDeclarationSpecifiers() throws -> (DeclarationSpecifiers, BaseType) {
    var specifiers = DeclarationSpecifiers()
    var signedness: Bool?
    var longs = 0
    var sizeWord: String?
    var base: BaseType?
    let start = current.location
    loop: while let word = current.identifier {
      switch word {
      case "static": specifiers.isStatic = true
      case "extern", "FOUNDATION_EXPORT", "UIKIT_EXTERN", "FOUNDATION_EXTERN": specifiers.isExtern = true
      case "typedef": specifiers.isTypedef = true
      case "__block": specifiers.isBlockStorage = true
      case "__weak": specifiers.isWeak = true
      // `__unsafe_unretained` keeps no reference either (EXTScope's `@unsafeify`): held as `__weak`
      // is, so a gone object reads nil rather than dangling, but while the object is dying it still
      // reads it, as on a device (`Box.isUnretained`).
      case "__unsafe_unretained":
        specifiers.isWeak = true
        specifiers.isUnretained = true
      case "__autoreleasing": specifiers.isAutoreleasing = true
      case "const": specifiers.isConst = true
      case "inline", "register", "volatile", "auto", "__inline", "static_inline": break
      case "signed": signedness = true
      case "unsigned": signedness = false
      case "long": longs += 1
      case "short", "char", "int", "float", "double", "void":
        if word == "int", sizeWord != nil || longs > 0 { break }
        sizeWord = word
      case _ where Parser.ignoredQualifiers.contains(word): break
      case "enum" where peek().isPunctuator(":") || peek().isPunctuator("{"):
        // `typedef enum : NSUInteger { … } Name;` is read by `parseTypedef`; here an anonymous
        // enum's type is its underlying integer.
        advance()
        base = .type(.scalar(.long))
        continue loop
      case "struct", "union":
        advance()
        var tag: String?
        if current.identifier != nil { tag = try expectIdentifier("a name after '\(word)'").0 }
        if current.isPunctuator("{") {
          base = .type(.cStruct(try parseStructBody(tag: tag ?? "(anonymous)")))
        } else if let tag {
          let layout = structLayouts[tag] ?? CStructLayout.library[tag]
          base = .type(layout.map { .cStruct($0) } ?? .structure(tag))
        } else {
          throw unexpected("expected a name or '{' after '\(word)'")
        }
        continue loop
      case "enum":
        advance()
        _ = try expectIdentifier("a name after 'enum'")
        base = .type(.scalar(.long))
        continue loop
      case "typeof", "__typeof__", "__typeof":
        guard base == nil, sizeWord == nil, longs == 0, signedness == nil else { break loop }
        advance()
        try expect("(", "after typeof")
        let operand = try parseExpression()
        try expect(")", "to close typeof(…)")
        base = .type(.typeOf(TypeOfOperand(operand)))
        continue loop
      default:
        guard base == nil, sizeWord == nil, longs == 0, signedness == nil else { break loop }
        if let type = typedefs[word] {
          base = .type(type)
        } else if isTypeName(word) || word.first?.isUppercase == true {
          base = .className(word)
        } else {
          break loop
        }
        advance()
        try skipProtocolsAndGenerics()
        continue loop
      }
      advance()
    }
    if let base { return (specifiers, base) }
    if sizeWord == nil, longs == 0, signedness == nil {
      throw ObjCError(.syntax, "expected a type", at: start, in: source)
    }
    let unsigned = signedness == false
    let scalar: CScalarType
    switch (sizeWord, longs) {
    case ("void", _): return (specifiers, .type(.void))
    case ("char", _): scalar = unsigned ? .unsignedChar : .char
    case ("short", _): scalar = unsigned ? .unsignedShort : .short
    case ("float", _): scalar = .float
    case ("double", _): scalar = .double
    case (_, 0): scalar = unsigned ? .unsignedInt : .int
    case (_, 1): scalar = unsigned ? .unsignedLong : .long
    default: scalar = unsigned ? .unsignedLongLong : .longLong
    }
    return (specifiers, .type(.scalar(scalar)))
  }

  /// `{ type field; … }` after `struct Tag`: the struct's layout, registered under its tag.
  mutating func parseStructBody(tag: String) throws -> CStructLayout {
    let open = try expect("{", "to start the struct's fields")
    try enterNesting()
    defer { nesting -= 1 }
    var fields: [(name: String, type: TypeName)] = []
    while !match("}") {
      if isAtEnd { throw unexpected("expected '}' to close the struct that starts on line \(open.location.line)") }
      let (_, base) = try parseDeclarationSpecifiers()
      while true {
        let declarator = try parseDeclarator(base, allowsAbstract: false)
        fields.append((declarator.name ?? "", declarator.type))
        if !match(",") { break }
      }
      try expect(";", "after the struct's field")
    }
    let layout = CStructLayout(name: tag, fields: fields)
    guard layout.depth <= Parser.maximumNesting else {
      throw error("struct nesting too deep (more than \(Parser.maximumNesting) levels)", at: open.location)
    }
    structLayouts[tag] = layout
    return layout
  }

  /// `<RACSubscriber>` after `id`, `<NSString *>` after `NSArray`, `<__kindof UIButton *, id>`
  /// after `RACCommand`: read past (the interpreter checks no generics).
  mutating func skipProtocolsAndGenerics() throws {
    guard current.isPunctuator("<") else { return }
    var depth = 0
    repeat {
      // `NSArray<id<NSCopying>>`, `<ObjectType : id<NSCopying>>`: as in C++, the `>>` that closes
      // two lists is two `>`s, the second of which may close a list this call does not own.
      if current.isPunctuator(">>") { splitShiftRight() }
      if current.isPunctuator("<") { depth += 1 }
      if current.isPunctuator(">") { depth -= 1 }
      if isAtEnd || current.isPunctuator(";") || current.isPunctuator("{") {
        throw unexpected("expected '>' to close the generic or protocol list")
      }
      advance()
    } while depth > 0
  }

  /// Replaces the current `>>` with two `>` tokens.
  private mutating func splitShiftRight() {
    let token = current
    let location = token.location
    let second = SourceLocation(
      file: location.file, offset: location.offset + 1, line: location.line, column: location.column + 1)
    tokens[index] = Token(
      kind: .punctuator(">"), location: location, startsLine: token.startsLine, endOffset: location.offset + 1)
    tokens.insert(
      Token(kind: .punctuator(">"), location: second, startsLine: false, endOffset: token.endOffset), at: index + 1)
  }

  /// A declaration's base type before its declarator applies pointers and block signatures.
  enum BaseType {
    /// A class name: `NSString`, which `*` makes an object type.
    case className(String)
    case type(TypeName)
  }

  /// One declarator: a name (or none, for abstract ones in casts and parameters) and the type it
  /// gives the base. C reads declarators inside out: in `R *(^name)(P)` the name is a block taking
  /// `P` and returning `R *`.
  /// - Parameters:
  ///   - base: the type the declaration starts with (`RACStream`, `int`).
  ///   - allowsAbstract: whether the name may be missing (a cast, a parameter's type).
  ///   - isParameter: a function's parameter, where C lets `char *argv[]` stand for a pointer (the
  ///     only place the interpreter accepts array brackets).
  /// - Returns: the declared name (if any), where it is, and its type.
  /// - Throws: `ObjCError` at the first token that is not a declarator.
  mutating func parseDeclarator(_ base: BaseType, allowsAbstract: Bool, isParameter: Bool = false) throws -> (
    name: String?, location: SourceLocation, type: TypeName
  ) {
    let location = current.location
    pointerOwnership = PointerOwnership()
    let (name, nameLocation, transform) = try declaratorParts(allowsAbstract: allowsAbstract, isParameter: isParameter)
    let initial: PendingType
    switch base {
    case .className(let className): initial = .classNamed(className)
    case .type(let type): initial = .resolved(type)
    }
    let type = transform(initial)
    // `RACSignal s`: an object is only ever reached through a pointer (a name the parser does not
    // know as a class is left to the resolver's `unknown type name`).
    if case .classNamed(let className) = type, typeNames.contains(className) {
      throw error(
        "interface type '\(className)' cannot be statically allocated (did you mean '\(className) *'?)", at: location)
    }
    return (name, nameLocation ?? location, type.resolved)
  }

  private enum PointerKind {
    case star
    case caret
  }

  private enum Suffix {
    case function([TypeName])
    case array
    case sizedArray(Int)
  }

  /// The parts of a declarator: its name, and how it turns the base type into the name's type
  /// (pointers first, then the parameter lists after the name, then an inner parenthesised
  /// declarator, which is how `(^name)` makes a block of the function type around it).
  private mutating func declaratorParts(
    allowsAbstract: Bool, isParameter: Bool = false
  ) throws -> (String?, SourceLocation?, (PendingType) -> PendingType) {
    var pointers: [PointerKind] = []
    while true {
      if match("*") {
        pointers.append(.star)
      } else if match("^") {
        pointers.append(.caret)
      } else if current.isIdentifier("__weak") || current.isIdentifier("__unsafe_unretained") {
        pointerOwnership.isWeak = true
        pointerOwnership.isUnretained = current.isIdentifier("__unsafe_unretained")
        advance()
      } else if let word = current.identifier, Parser.ignoredQualifiers.contains(word) {
        advance()
      } else {
        break
      }
      if pointers.count > Parser.maximumNesting {
        throw error("declarator nesting too deep (more than \(Parser.maximumNesting) levels)", at: current.location)
      }
    }
    var name: String?
    var nameLocation: SourceLocation?
    var inner: ((PendingType) -> PendingType)?
    if current.isPunctuator("("), peek().isPunctuator("^") || peek().isPunctuator("*") {
      advance()
      try enterNesting()
      defer { nesting -= 1 }
      let parts = try declaratorParts(allowsAbstract: allowsAbstract)
      try expect(")", "to close the declarator")
      name = parts.0
      nameLocation = parts.1
      inner = parts.2
    } else if let word = current.identifier, !Parser.reservedWords.contains(word) || word == "class" {
      name = word
      nameLocation = advance().location
    } else if !allowsAbstract {
      throw unexpected("expected a name in the declaration")
    }
    var suffixes: [Suffix] = []
    if name != nil, !isParameter, inner == nil { declaredUnsizedArray = false }
    while true {
      // Each suffix nests the type one level deeper (`int x[1][1]…`), which its every use walks.
      if suffixes.count >= Parser.maximumNesting, current.isPunctuator("(") || current.isPunctuator("[") {
        throw error("declarator nesting too deep (more than \(Parser.maximumNesting) levels)", at: current.location)
      }
      if current.isPunctuator("(") {
        suffixes.append(.function(try parseParameterTypes()))
      } else if current.isPunctuator("["), isParameter {
        try skipArrayBrackets()
        suffixes.append(.array)
      } else if current.isPunctuator("["), peek().isPunctuator("]") {
        // `(id __unsafe_unretained [])stackbuf`: an array of unknown size is a pointer, unless a
        // brace initializer gives its size (`NSString *names[] = {@"a", @"b"}`).
        if name != nil, inner == nil, suffixes.isEmpty { declaredUnsizedArray = true }
        advance()
        advance()
        suffixes.append(.array)
      } else if current.isPunctuator("[") {
        let open = advance()
        if case .integer(let count, _) = current.kind, peek().isPunctuator("]") {
          advance()
          suffixes.append(.sizedArray(Int(clamping: count)))
        } else if allowsVariableArrayLength, suffixes.isEmpty, inner == nil, variableArrayLength == nil {
          // C99's variable-length array, a local's outermost dimension: `char bytes[size]`.
          allowsVariableArrayLength = false
          variableArrayLength = try parseAssignment()
          suffixes.append(.sizedArray(0))
        } else {
          throw error("the size of a C array must be an integer constant", at: current.location)
        }
        try expect("]", "to close the array size that '[' on column \(open.location.column) opened")
      } else {
        break
      }
    }
    // Attributes after a declarator (`NS_REQUIRES_NIL_TERMINATION`, `__attribute__((…))`).
    try skipAttributes()
    let transform: (PendingType) -> PendingType = { base in
      var type = base
      for pointer in pointers { type = type.pointer(pointer == .caret) }
      for suffix in suffixes.reversed() {
        switch suffix {
        case .function(let parameters): type = .function(returns: type.resolved, parameters: parameters)
        case .array: type = type.pointer(false)
        case .sizedArray(let count): type = .resolved(.array(type.resolved, count: count))
        }
      }
      return inner.map { $0(type) } ?? type
    }
    return (name, nameLocation, transform)
  }

  /// A type while a declarator is applied: a bare class name (not yet a pointer) or a function
  /// (which `^` or `*` makes a block).
  fileprivate enum PendingType {
    case classNamed(String)
    case resolved(TypeName)
    case function(returns: TypeName, parameters: [TypeName])

    func pointer(_ isCaret: Bool) -> PendingType {
      switch self {
      case .classNamed(let name): return .resolved(.object(name))
      case .function(let returns, let parameters): return .resolved(.block(returns: returns, parameters: parameters))
      case .resolved(let type):
        if isCaret { return .resolved(.block(returns: type, parameters: [])) }
        if case .void = type { return .resolved(.id) }
        return .resolved(.pointer(type))
      }
    }

    var resolved: TypeName {
      switch self {
      case .classNamed(let name): return .object(name)
      case .resolved(let type): return type
      case .function(let returns, let parameters): return .block(returns: returns, parameters: parameters)
      }
    }
  }

  /// `[]` or `[N]` after a parameter's name: skipped, the parameter is a pointer.
  private mutating func skipArrayBrackets() throws {
    let open = advance()
    while !current.isPunctuator("]") {
      guard !isAtEnd, !current.isPunctuator(")"), !current.isPunctuator(";") else {
        throw error("expected ']' to close the '[' of the parameter", at: open.location)
      }
      advance()
    }
    advance()
  }

  /// `(void)`, `()`, `(id value, BOOL *stop)`, `(NSString *first, ...)`: the parameter types.
  mutating func parseParameterTypes() throws -> [TypeName] {
    try parseParameters().parameters.map(\.type)
  }

  /// A parenthesised parameter list with names (for blocks and C functions).
  mutating func parseParameters() throws -> (parameters: [Parameter], isVariadic: Bool) {
    try expect("(", "to start the parameters")
    try enterNesting()
    defer { nesting -= 1 }
    var parameters: [Parameter] = []
    var isVariadic = false
    if current.isIdentifier("void"), peek().isPunctuator(")") {
      advance()
    }
    while !current.isPunctuator(")") {
      if match("...") {
        isVariadic = true
        break
      }
      let location = current.location
      let (specifiers, base) = try parseDeclarationSpecifiers()
      let declarator = try parseDeclarator(base, allowsAbstract: true, isParameter: true)
      var parameter = Parameter(type: declarator.type, name: declarator.name, location: location)
      parameter.isWeak = specifiers.isWeak || pointerOwnership.isWeak
      parameter.isUnretained = specifiers.isUnretained || pointerOwnership.isUnretained
      parameters.append(parameter)
      if !match(",") { break }
    }
    try expect(")", "to close the parameters")
    return (parameters, isVariadic)
  }

  /// A type without a name, as casts and method signatures write it: `(NSString *)`,
  /// `(RACStream * (^)(id value))`, `(void (^)(void))`.
  mutating func parseTypeName() throws -> TypeName {
    try parseOwnedTypeName().type
  }

  /// `parseTypeName` with the ownership written before the type or after its `*`, as a method's
  /// parameter declares it (`(__weak NSObject *)observer`, `(NSObject * __weak)observer`).
  mutating func parseOwnedTypeName() throws -> (type: TypeName, ownership: PointerOwnership) {
    let (specifiers, base) = try parseDeclarationSpecifiers()
    let type = try parseDeclarator(base, allowsAbstract: true).type
    var ownership = pointerOwnership
    ownership.isWeak = ownership.isWeak || specifiers.isWeak
    ownership.isUnretained = ownership.isUnretained || specifiers.isUnretained
    return (type, ownership)
  }

  /// A block literal's return type: specifiers and pointers only, since the parenthesis after it
  /// opens the block's parameters (`^RACDisposable *(id<RACSubscriber> subscriber)`).
  mutating func parseBlockReturnType() throws -> TypeName {
    let (_, base) = try parseDeclarationSpecifiers()
    var type: TypeName
    var isClassName = false
    switch base {
    case .className(let name):
      type = .object(name)
      isClassName = true
    case .type(let resolved): type = resolved
    }
    var pointers = 0
    while true {
      if match("*") {
        pointers += 1
        if pointers > Parser.maximumNesting {
          throw error("declarator nesting too deep (more than \(Parser.maximumNesting) levels)", at: current.location)
        }
        if isClassName {
          isClassName = false
        } else if case .void = type {
          type = .id
        } else {
          type = .pointer(type)
        }
      } else if let word = current.identifier, Parser.ignoredQualifiers.contains(word) {
        advance()
      } else {
        return type
      }
    }
  }

  /// `__attribute__((…))` and the Foundation macros that expand to attributes.
  mutating func skipAttributes() throws {
    while let word = current.identifier {
      if word == "__attribute__" || word == "__attribute" || word == "NS_FORMAT_FUNCTION" || word == "NS_SWIFT_NAME"
        || word == "NS_AVAILABLE_IOS" || word == "NS_DEPRECATED_IOS" || word == "API_AVAILABLE"
        || word == "NS_DESIGNATED_INITIALIZER" && !peek().isPunctuator("(")
      {
        advance()
        if current.isPunctuator("(") { try skipBalanced() }
      } else if [
        "NS_REQUIRES_NIL_TERMINATION", "NS_DESIGNATED_INITIALIZER", "NS_UNAVAILABLE", "UNAVAILABLE_ATTRIBUTE",
        "NS_RETURNS_RETAINED", "NS_RETURNS_NOT_RETAINED", "__deprecated", "NS_REFINED_FOR_SWIFT",
        // ReactiveObjC's RACAnnotations.h: `__attribute__((warn_unused_result))` on its operators.
        "RAC_WARN_UNUSED_RESULT",
      ].contains(word) {
        advance()
      } else {
        return
      }
    }
  }

  /// Reads past a balanced `( … )` group.
  mutating func skipBalanced() throws {
    var depth = 0
    repeat {
      if current.isPunctuator("(") { depth += 1 }
      if current.isPunctuator(")") { depth -= 1 }
      if isAtEnd { throw unexpected("expected ')'") }
      advance()
    } while depth > 0
  }
}
