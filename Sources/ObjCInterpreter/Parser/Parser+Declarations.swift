/// The items of a file: `@interface` / `@implementation` / `@protocol` / `@class`, methods (also
/// bare ones, as posts print RAC's methods outside their `@implementation`), C functions,
/// typedefs (block types, `NS_ENUM`), and the statements at the top level, which run in order.
extension Parser {
  mutating func parseProgram() throws -> [TopLevelItem] {
    var items: [TopLevelItem] = []
    var previousEnd = 0
    while !isAtEnd {
      let token = current
      switch token.kind {
      case .atKeyword("interface"):
        items.append(.interface(try parseInterface()))
      case .atKeyword("implementation"):
        var fileScope: [TopLevelItem] = []
        items.append(.implementation(try parseImplementation(fileScopeItems: &fileScope)))
        items += fileScope
      case .atKeyword("protocol"):
        if let declaration = try parseProtocol() { items.append(.protocolDeclaration(declaration)) }
      case .atKeyword("class"):
        advance()
        while let name = current.identifier {
          typeNames.insert(name)
          advance()
          // `@class RACSignal<__covariant ValueType>;`: the forward declaration of a generic class.
          _ = try parseTypeParameters()
          if !match(",") { break }
        }
        try expect(";", "after @class")
      case .atKeyword("import"):
        _ = try parseStatement()
      case .atKeyword("end"):
        throw error("'@end' without '@interface' or '@implementation'", at: token.location)
      case .punctuator("-"), .punctuator("+"):
        if peek().isPunctuator("(") || (peek().identifier != nil && token.startsLine && isBareMethodAhead()) {
          if let method = try parseMethod(inClass: nil) {
            method.commentClassHint = classHint(between: previousEnd, and: token.location.offset)
            items.append(.method(method))
          }
        } else {
          items.append(.statement(try parseStatement()))
        }
      case .identifier("typedef"):
        if let enumeration = try parseTypedef() { items.append(.enumeration(enumeration)) }
      case .identifier("enum")
      where peek().isPunctuator("{") || peek(2).isPunctuator("{") || peek().isPunctuator(":")
        || (peek().identifier != nil && peek(2).isPunctuator(":")):
        items.append(.enumeration(try parseEnum(typeName: nil, underlying: .int)))
        try expect(";", "after the enum")
      default:
        if let function = try parseFunctionIfAhead() {
          if let function { items.append(.function(function)) }
        } else {
          items.append(.statement(try parseStatement()))
        }
      }
      previousEnd = tokens[max(0, index - 1)].location.offset
    }
    return items
  }

  /// `- name {` without a return type (an `id` method), told from a statement like `-x;`.
  private func isBareMethodAhead() -> Bool {
    var offset = 1
    while peek(offset).identifier != nil {
      offset += 1
      if peek(offset).isPunctuator("{") { return true }
      guard peek(offset).isPunctuator(":") else { return false }
      offset += 1
      if peek(offset).isPunctuator("(") { return true }
      return false
    }
    return false
  }

  /// The class a comment before a bare method names by its file, as source-reading posts say
  /// where a method is (`//RACStream.m中`, `//在RACEmptySignal.m中,subscribe的实现`): the last such
  /// comment between the previous item and this one.
  private func classHint(between start: Int, and end: Int) -> String? {
    var hint: String?
    for comment in comments where comment.location.offset >= start && comment.location.offset < end {
      if let name = Parser.classNamedByFile(in: comment.text) { hint = name }
    }
    return hint
  }

  /// `RACStream` for a text that mentions `RACStream.m`.
  static func classNamedByFile(in text: String) -> String? {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    var found: String?
    while index < scalars.count {
      guard scalars[index].isASCII, Lexer.isIdentifierStart(scalars[index]), scalars[index].properties.isUppercase
      else {
        index += 1
        continue
      }
      var end = index
      while end < scalars.count, scalars[end].isASCII, Lexer.isIdentifierPart(scalars[end]) { end += 1 }
      if end + 1 < scalars.count, scalars[end] == ".", scalars[end + 1] == "m" || scalars[end + 1] == "h" {
        var name = String.UnicodeScalarView()
        name.append(contentsOf: scalars[index..<end])
        found = String(name)
      }
      index = end
    }
    return found
  }

  // MARK: - Classes

  private mutating func parseInterface() throws -> ClassInterface {
    let location = advance().location
    let (name, _) = try expectIdentifier("a class name after @interface")
    typeNames.insert(name)
    // `@interface RACSignal<__covariant ValueType> : RACStream`: inside the interface a type
    // parameter is a type (any object, as the interpreter checks no generics); after it, the name
    // means what it meant before.
    let typeParameters = try parseTypeParameters()
    let shadowed = typeParameters.map { typedefs[$0] }
    for parameter in typeParameters { typedefs[parameter] = .id }
    defer { for (parameter, previous) in zip(typeParameters, shadowed) { typedefs[parameter] = previous } }
    var superclassName: String?
    var categoryName: String?
    if match(":") {
      superclassName = try expectIdentifier("a superclass name").0
    } else if match("(") {
      if let category = current.identifier {
        categoryName = category
        advance()
      } else {
        categoryName = ""
      }
      try expect(")", "to close the category name")
    }
    let adoptedProtocols = try parseAdoptedProtocols(typeParameters: typeParameters)
    var instanceVariables: [VariableDeclaration] = []
    if current.isPunctuator("{") { instanceVariables = try parseInstanceVariables() }
    var properties: [PropertyDeclaration] = []
    var methods: [MethodDefinition] = []
    while !matchAt("end") {
      if isAtEnd { throw unexpected("expected '@end' to close the @interface of \(name)") }
      let token = current
      switch token.kind {
      case .atKeyword("property"):
        properties += try parseProperty()
      case .atKeyword("optional"), .atKeyword("required"):
        advance()
      case .punctuator("-"), .punctuator("+"):
        // Declarations (no body) too: which methods a header declares is what tells a loaded
        // file's dependency on another (`RACSourceLibrary`).
        lastMethodDeclaration = nil
        if let method = try parseMethod(inClass: name) ?? lastMethodDeclaration { methods.append(method) }
      case .identifier("typedef"):
        _ = try parseTypedef()
      case .punctuator(";"):
        advance()
      default:
        throw unexpected("expected a property or method declaration in the @interface of \(name)")
      }
    }
    return ClassInterface(
      location: location, name: name, superclassName: superclassName, categoryName: categoryName,
      adoptedProtocols: adoptedProtocols, properties: properties, instanceVariables: instanceVariables, methods: methods
    )
  }

  /// The protocols an `@interface` adopts, after the superclass's type arguments if it has any
  /// (`: RACSignal<ValueType> <RACSubscriber>`, as ReactiveObjC's `RACSubject` reads): a list is the
  /// protocols' when it holds names alone (no `*`, no nested list) and none of them is one of the
  /// class's own type parameters or a generic's keyword.
  private mutating func parseAdoptedProtocols(typeParameters: [String]) throws -> [String] {
    var adopted: [String] = []
    while current.isPunctuator("<") {
      let start = index
      try skipProtocolsAndGenerics()
      let listed = tokens[(start + 1)..<(index - 1)]
      let names = listed.compactMap(\.identifier)
      let holdsNamesAlone = listed.allSatisfy { $0.identifier != nil || $0.isPunctuator(",") }
      let namesTypes = names.contains { typeParameters.contains($0) || Parser.genericKeywords.contains($0) }
      if holdsNamesAlone, !names.isEmpty, !namesTypes { adopted += names }
    }
    return adopted
  }

  /// Words of a generic list that name a type, never a protocol (`RACSignal<id>`, `<__kindof UIView *>`).
  private static let genericKeywords: Set<String> = [
    "id", "__kindof", "__covariant", "__contravariant", "instancetype",
  ]

  /// `fileScopeItems` receives what C lets a file declare between methods (RAC's `static`
  /// constants, C functions, typedefs): file-scope items, whichever `@implementation` they sit in.
  private mutating func parseImplementation(fileScopeItems: inout [TopLevelItem]) throws -> ClassImplementation {
    let location = advance().location
    let (name, _) = try expectIdentifier("a class name after @implementation")
    typeNames.insert(name)
    var categoryName: String?
    if match(":") {
      _ = try expectIdentifier("a superclass name")
    }
    if match("(") {
      categoryName = current.identifier ?? ""
      if current.identifier != nil { advance() }
      try expect(")", "to close the category name")
    }
    var instanceVariables: [VariableDeclaration] = []
    if current.isPunctuator("{") { instanceVariables = try parseInstanceVariables() }
    var methods: [MethodDefinition] = []
    var synthesizedProperties: [String] = []
    var dynamicProperties: [String] = []
    // An `@implementation` still open at the end of the file ends there: posts often print a class
    // without its closing `@end`.
    while !matchAt("end"), !isAtEnd {
      switch current.kind {
      case .punctuator("-"), .punctuator("+"):
        if let method = try parseMethod(inClass: name) { methods.append(method) }
      case .atKeyword(let keyword) where keyword == "synthesize" || keyword == "dynamic":
        // `@synthesize a, b = _b;`: the property names, each first in its clause.
        advance()
        var startsClause = true
        while !current.isPunctuator(";") {
          if isAtEnd { throw unexpected("expected ';'") }
          if startsClause, let property = current.identifier {
            if keyword == "dynamic" {
              dynamicProperties.append(property)
            } else {
              synthesizedProperties.append(property)
            }
          }
          startsClause = current.isPunctuator(",")
          advance()
        }
        advance()
      case .punctuator(";"):
        advance()
      case .identifier("typedef"):
        if let enumeration = try parseTypedef() { fileScopeItems.append(.enumeration(enumeration)) }
      case .identifier:
        if let function = try parseFunctionIfAhead() {
          if let function { fileScopeItems.append(.function(function)) }
        } else if isDeclarationStart() {
          fileScopeItems.append(.statement(try parseStatement()))
        } else {
          throw unexpected("expected a method definition in the @implementation of \(name)")
        }
      default:
        throw unexpected("expected a method definition in the @implementation of \(name)")
      }
    }
    return ClassImplementation(
      location: location, name: name, categoryName: categoryName, instanceVariables: instanceVariables,
      methods: methods, synthesizedProperties: synthesizedProperties, dynamicProperties: dynamicProperties)
  }

  private mutating func parseInstanceVariables() throws -> [VariableDeclaration] {
    try expect("{", "to start the instance variables")
    var variables: [VariableDeclaration] = []
    while !match("}") {
      if isAtEnd { throw unexpected("expected '}' to close the instance variables") }
      if case .atKeyword = current.kind {
        advance()
        continue
      }
      let (specifiers, base) = try parseDeclarationSpecifiers()
      while true {
        let declarator = try parseDeclarator(base, allowsAbstract: false)
        // A `void *` instance variable holds an object without retaining it, as C does
        // (RACDisposable's `_disposeBlock` holds `(__bridge void *)self`, or a block kept alive by
        // `CFBridgingRetain`); this runtime reads `void *` as `id`, so it is told here.
        let isCPointer = Parser.isVoidPointer(base, declarator.type)
        variables.append(
          VariableDeclaration(
            location: declarator.location, type: declarator.type, name: declarator.name ?? "", initializer: nil,
            isWeak: specifiers.isWeak || isCPointer))
        variables[variables.count - 1].isCPointer = isCPointer
        if !match(",") { break }
      }
      try expect(";", "after the instance variable")
    }
    return variables
  }

  private mutating func parseProperty() throws -> [PropertyDeclaration] {
    advance()
    var attributes: [String] = []
    if match("(") {
      while !current.isPunctuator(")") {
        guard let word = current.identifier else { throw unexpected("expected a property attribute") }
        advance()
        if match("=") {
          var value = ""
          while let part = current.identifier ?? (current.isPunctuator(":") ? ":" : nil) {
            value += part
            advance()
          }
          attributes.append(word + "=" + value)
        } else {
          attributes.append(word)
        }
        if !match(",") { break }
      }
      try expect(")", "to close the property attributes")
    }
    try skipInterfaceBuilderMarks()
    let (specifiers, base) = try parseDeclarationSpecifiers()
    var properties: [PropertyDeclaration] = []
    while true {
      let declarator = try parseDeclarator(base, allowsAbstract: false)
      var allAttributes = attributes
      if specifiers.isWeak { allAttributes.append("weak") }
      properties.append(
        PropertyDeclaration(
          location: declarator.location, name: declarator.name ?? "", type: declarator.type,
          attributes: allAttributes))
      if !match(",") { break }
    }
    try expect(";", "after the property")
    return properties
  }

  /// Interface Builder's marks before a property's type (`IBOutlet UITextField *field`,
  /// `IBOutletCollection(UIButton) NSArray *buttons`, `IBInspectable`): UIKit's headers define
  /// them as nothing, so a view controller's `.m` file reads as clang reads it.
  private mutating func skipInterfaceBuilderMarks() throws {
    while let word = current.identifier, ["IBOutlet", "IBInspectable", "IBOutletCollection"].contains(word) {
      advance()
      if word == "IBOutletCollection", match("(") {
        while !current.isPunctuator(")") {
          guard current.identifier != nil else { throw unexpected("expected the outlets' class") }
          advance()
        }
        try expect(")", "to close IBOutletCollection")
      }
    }
  }

  /// The type parameters of a generic class (`<__covariant First, __covariant Second>`, `<ObjectType
  /// : id<NSCopying>>`) after its name in `@interface` or `@class`, as Xcode 7's lightweight
  /// generics write them: their names, in order; none when no `<` follows.
  mutating func parseTypeParameters() throws -> [String] {
    guard current.isPunctuator("<") else { return [] }
    let open = advance()
    var names: [String] = []
    repeat {
      if current.isIdentifier("__covariant") || current.isIdentifier("__contravariant") { advance() }
      names.append(try expectIdentifier("a type parameter's name").0)
      if match(":") { _ = try parseTypeName() }
    } while match(",")
    guard match(">") else {
      throw unexpected("expected '>' to close the type parameters that '<' on column \(open.location.column) opened")
    }
    return names
  }

  /// `@protocol Name <Adopted> … @end`: its methods and properties' accessors, each required or
  /// optional; nil for a forward declaration (`@protocol Name;`, `@protocol A, B;`).
  private mutating func parseProtocol() throws -> ProtocolDeclaration? {
    let location = advance().location
    let (name, _) = try expectIdentifier("a protocol name")
    if match(";") { return nil }
    if current.isPunctuator(",") {
      while !match(";") {
        if isAtEnd { throw unexpected("expected ';'") }
        advance()
      }
      return nil
    }
    var adopted: [String] = []
    if match("<") {
      while let protocolName = current.identifier {
        adopted.append(protocolName)
        advance()
        if !match(",") { break }
      }
      try expect(">", "to close the protocols that @protocol \(name) adopts")
    }
    var methods: [ProtocolDeclaration.Method] = []
    var isRequired = true
    while !matchAt("end") {
      if isAtEnd { throw unexpected("expected '@end' to close the @protocol \(name)") }
      switch current.kind {
      case .atKeyword("optional"):
        advance()
        isRequired = false
      case .atKeyword("required"):
        advance()
        isRequired = true
      case .atKeyword("property"):
        for property in try parseProperty() {
          let type = property.type.typeEncoding
          methods.append(
            .init(
              selector: property.getterName, typeEncoding: type + "@:", isClassMethod: false, isRequired: isRequired))
          if !property.attributes.contains("readonly") {
            methods.append(
              .init(
                selector: property.setterName, typeEncoding: "v@:" + type, isClassMethod: false, isRequired: isRequired)
            )
          }
        }
      case .punctuator("-"), .punctuator("+"):
        lastMethodDeclaration = nil
        let method = try parseMethod(inClass: nil) ?? lastMethodDeclaration
        if let method {
          methods.append(
            .init(
              selector: method.selector, typeEncoding: method.typeEncoding, isClassMethod: method.isClassMethod,
              isRequired: isRequired))
        }
      case .punctuator(";"):
        advance()
      default:
        throw unexpected("expected a property or method declaration in the @protocol \(name)")
      }
    }
    return ProtocolDeclaration(location: location, name: name, adoptedProtocols: adopted, methods: methods)
  }

  /// `- (Type)part:(Type)name part:(Type)name { … }`; nil for a declaration (ending in `;`).
  mutating func parseMethod(inClass className: String?) throws -> MethodDefinition? {
    let signToken = advance()
    let isClassMethod = signToken.isPunctuator("+")
    var returnType = TypeName.id
    if match("(") {
      returnType = try parseTypeName()
      try expect(")", "to close the method's return type")
    }
    var selector = ""
    var parameters: [Parameter] = []
    var isVariadic = false
    guard let firstName = current.identifier else { throw unexpected("expected the method's name") }
    advance()
    if current.isPunctuator(":") {
      var part: String? = firstName
      while let name = part {
        try expect(":", "after the selector part")
        selector += name + ":"
        var type = TypeName.id
        var ownership = PointerOwnership()
        if match("(") {
          (type, ownership) = try parseOwnedTypeName()
          try expect(")", "to close the parameter's type")
        }
        let (parameterName, location) = try expectIdentifier("the parameter's name")
        var parameter = Parameter(type: type, name: parameterName, location: location)
        parameter.isWeak = ownership.isWeak
        parameter.isUnretained = ownership.isUnretained
        parameters.append(parameter)
        try skipAttributes()
        if let next = current.identifier, peek().isPunctuator(":") {
          part = next
          advance()
        } else if current.isPunctuator(":") {
          part = ""
        } else {
          part = nil
        }
      }
      if match(",") {
        try expect("...", "after ',' in the method's parameters")
        isVariadic = true
      }
    } else {
      selector = firstName
    }
    try skipAttributes()
    if match(";") {
      lastMethodDeclaration = MethodDefinition(
        location: signToken.location, isClassMethod: isClassMethod, returnType: returnType, selector: selector,
        parameters: parameters, body: nil)
      return nil
    }
    guard current.isPunctuator("{") else {
      throw unexpected("expected '{' to start the body of \(isClassMethod ? "+" : "-")\(selector)")
    }
    enclosingFunctionName = "\(isClassMethod ? "+" : "-")[\(className ?? "?") \(selector)]"
    defer { enclosingFunctionName = nil }
    let body = try parseCompoundStatement()
    let method = MethodDefinition(
      location: signToken.location, isClassMethod: isClassMethod, returnType: returnType, selector: selector,
      parameters: parameters, body: body)
    method.className = className
    method.isVariadic = isVariadic
    return method
  }

  // MARK: - Functions

  /// A C function definition at the top level (`static void log(id x) { … }`), a prototype
  /// (skipped: `.some(nil)`), or nil when the tokens are not a function.
  private mutating func parseFunctionIfAhead() throws -> FunctionDefinition?? {
    guard isDeclarationStart() || current.identifier.map({ Parser.typeKeywords.contains($0) }) == true else {
      return nil
    }
    let start = index
    guard let (_, base) = try? parseDeclarationSpecifiers() else {
      index = start
      return nil
    }
    // Pointers and the qualifiers between them (`NSString *const`, `char * _Nullable`).
    var isPointer = false
    while true {
      if match("*") {
        isPointer = true
        continue
      }
      guard let word = current.identifier, Parser.ignoredQualifiers.contains(word) else { break }
      _ = advance()
    }
    guard let name = current.identifier, !Parser.reservedWords.contains(name), peek().isPunctuator("(") else {
      index = start
      return nil
    }
    let location = advance().location
    guard let (parameters, _) = try? parseParameters(), (try? skipAttributes()) != nil,
      current.isPunctuator("{") || current.isPunctuator(";")
    else {
      index = start
      return nil
    }
    if match(";") { return .some(nil) }
    let returnType: TypeName
    switch base {
    case .className(let className): returnType = .object(className)
    // `const void *retain(…)` returns a pointer (an object here), `const char *f(…)` a C string.
    case .type(.void) where isPointer: returnType = .id
    case .type(.scalar(let scalar)) where isPointer: returnType = .pointer(.scalar(scalar))
    case .type(let type): returnType = type
    }
    enclosingFunctionName = name
    defer { enclosingFunctionName = nil }
    let body = try parseCompoundStatement()
    return FunctionDefinition(
      location: location, name: name, returnType: returnType, parameters: parameters, body: body)
  }

  // MARK: - Typedefs and enums

  /// `typedef …;`: registers the name as a type; an `NS_ENUM` / `NS_OPTIONS` / `enum {…}` typedef
  /// also declares its constants (returned).
  @discardableResult
  mutating func parseTypedef() throws -> EnumDeclaration? {
    let location = advance().location
    if let word = current.identifier,
      word == "NS_ENUM" || word == "NS_OPTIONS" || word == "NS_CLOSED_ENUM"
        || word == "NS_ERROR_ENUM"
    {
      advance()
      try expect("(", "after \(word)")
      // `NS_ERROR_ENUM(RACSignalErrorDomain, RACSignalError)` (Xcode 8) names the error domain the
      // codes belong to where `NS_ENUM` names the type; the codes are `NSInteger`s.
      let underlying: TypeName
      if word == "NS_ERROR_ENUM" {
        _ = try parseConditional()
        underlying = .scalar(.long)
      } else {
        underlying = try parseTypeName()
      }
      try expect(",", "between the enum's type and its name")
      let (name, _) = try expectIdentifier("the enum's name")
      try expect(")", "to close \(word)(…)")
      typedefs[name] = underlying
      let enumeration = try parseEnum(typeName: name, underlying: underlying.scalarType ?? .long, hasKeyword: false)
      try expect(";", "after the enum")
      return enumeration
    }
    if current.isIdentifier("enum"), peek().isPunctuator("{") || peek(2).isPunctuator("{") || peek().isPunctuator(":") {
      var underlying = CScalarType.int
      if peek().isPunctuator(":") {
        // `typedef enum : NSUInteger { … } Name;`
        advance()
        advance()
        underlying = try parseTypeName().scalarType ?? .int
        let enumeration = try parseEnum(typeName: nil, underlying: underlying, hasKeyword: false)
        let (name, _) = try expectIdentifier("the enum's type name")
        typedefs[name] = .scalar(underlying)
        try expect(";", "after the typedef")
        return EnumDeclaration(
          location: enumeration.location, typeName: name, underlyingType: underlying, constants: enumeration.constants,
          isFixed: true)
      }
      let enumeration = try parseEnum(typeName: nil, underlying: .int)
      let (name, _) = try expectIdentifier("the enum's type name")
      typedefs[name] = .scalar(.int)
      try expect(";", "after the typedef")
      return EnumDeclaration(
        location: enumeration.location, typeName: name, underlyingType: .int, constants: enumeration.constants)
    }
    if current.isIdentifier("struct") || current.isIdentifier("union"),
      peek().isPunctuator("{") || peek(2).isPunctuator("{")
    {
      advance()
      var tag: String?
      if let word = current.identifier {
        tag = word
        advance()
      }
      let layout = try parseStructBody(tag: tag ?? "")
      let (name, _) = try expectIdentifier("the struct's type name")
      let named = tag == nil ? CStructLayout(name: name, fields: layout.fields) : layout
      typedefs[name] = .cStruct(named)
      try expect(";", "after the typedef")
      return nil
    }
    let (_, base) = try parseDeclarationSpecifiers()
    while true {
      let declarator = try parseDeclarator(base, allowsAbstract: false)
      guard let name = declarator.name else { throw error("typedef without a name", at: location) }
      typedefs[name] = declarator.type
      if !match(",") { break }
    }
    try expect(";", "after the typedef")
    return nil
  }

  /// `enum Name : Type { A, B = 2, C }` (the `enum` keyword already read when `hasKeyword` is
  /// false, as after `NS_ENUM(…)`).
  mutating func parseEnum(typeName: String?, underlying: CScalarType, hasKeyword: Bool = true) throws -> EnumDeclaration
  {
    let location = current.location
    var underlying = underlying
    var isFixed = !hasKeyword
    if hasKeyword {
      advance()
      let name = current.identifier
      if name != nil { advance() }
      if match(":") {
        underlying = try parseTypeName().scalarType ?? underlying
        isFixed = true
      }
      if let name { typedefs[name] = .scalar(underlying) }
    }
    try expect("{", "to start the enum's constants")
    var constants: [(name: String, value: (any Expression)?, location: SourceLocation)] = []
    while !current.isPunctuator("}") {
      let (name, constantLocation) = try expectIdentifier("an enum constant")
      try skipAttributes()
      var value: (any Expression)?
      if match("=") { value = try parseConditional() }
      constants.append((name, value, constantLocation))
      if !match(",") { break }
    }
    try expect("}", "to close the enum")
    return EnumDeclaration(
      location: location, typeName: typeName, underlyingType: underlying, constants: constants, isFixed: isFixed)
  }
}
