/// Reads a library file the way clang compiles it: its quoted `#import`s first, each header found
/// beside the file (or in the checkout's header folders), read once and in order, so the file sees
/// their classes, properties, typedefs, enums and `extern` constants.
///
/// A header's macros stay in the header: the ones RAC's code uses (`RACTuplePack`, `@keypath`,
/// `@weakify`, `@onExit`, `metamacro_…`) are known to the parser, so that the trace shows them as
/// written. A header the checkout does not have (`RACSignalProvider.h`, which Xcode generates from
/// a DTrace script) is skipped: what it declares, the runtime provides.
struct HeaderReader {
  let checkout: RACSourceCheckout
  /// Names the parser reads as types before any header (the native classes).
  let knownTypeNames: Set<String>
  /// Each header read so far, by file name, in the order read.
  private(set) var headers: [(name: String, program: Program)] = []
  private var typedefs: [String: TypeName] = [:]
  private var declaredClasses: Set<String> = []
  private var reading: Set<String> = []

  /// extobjc's headers: nothing but macros (`@weakify`, `@onExit`, `@keypath`, `metamacro_…`),
  /// which the parser reads itself.
  static let knownToTheParser: Set<String> = [
    "EXTScope.h", "metamacros.h", "EXTKeyPathCoding.h", "EXTRuntimeExtensions.h",
  ]

  init(checkout: RACSourceCheckout, knownTypeNames: Set<String>) {
    self.checkout = checkout
    self.knownTypeNames = knownTypeNames
  }

  /// Parses `file` after the headers it imports that are not read yet.
  mutating func parse(_ file: SourceFile) throws -> Program {
    let imports = Lexer.lex(file).preprocessor.quotedImports
    for header in imports { try readHeader(header) }
    return try Parser.parse(file, knownTypeNames: knownTypeNames.union(declaredClasses), typedefs: typedefs)
  }

  private mutating func readHeader(_ name: String) throws {
    guard !reading.contains(name), !headers.contains(where: { $0.name == name }) else { return }
    guard checkout.path(of: name) != nil, !HeaderReader.knownToTheParser.contains(name) else { return }
    reading.insert(name)
    defer { reading.remove(name) }
    let file = try checkout.read(name)
    for header in Lexer.lex(file).preprocessor.quotedImports { try readHeader(header) }
    let program = try Parser.parse(file, knownTypeNames: knownTypeNames.union(declaredClasses), typedefs: typedefs)
    for (typedefName, type) in program.typedefs { typedefs[typedefName] = type }
    for item in program.items {
      if case .interface(let interface) = item { declaredClasses.insert(interface.name) }
    }
    headers.append((name, program))
  }
}
