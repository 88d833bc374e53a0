/// What runs when no file has top-level statements. Pasted listings stand alone in the ways their
/// authors ran them, and the tool runs each of those the way its host would:
/// a test file's `test…` methods (as XCTest runs them), a command-line tool's `main`, a view
/// controller's lifecycle (the table's `entryLifecycle`), or, failing those, the snippet's only method,
/// or the demo methods nothing in the snippet calls (a blog's `- (void)zipDemo {…}` beside
/// `- (void)combineDemo {…}`, bare or in its own class's `@implementation`, each of which its author
/// called from somewhere the post leaves out).
package enum EntryPoint {
  /// Every `test…` method without parameters, in the order the files write them, each on a new
  /// instance of its class, as XCTest runs a test case's tests.
  case testMethods([MethodDefinition])
  /// C's `int main(int argc, const char *argv[])`: given argc 1 and argv holding the file's name.
  case main(FunctionDefinition)
  /// A view controller's code in `-viewDidLoad` (and `-viewWillAppear:`, `-viewDidAppear:`): an
  /// instance of the class is made and UIKit's lifecycle sent to it, so it may call `super` and
  /// the other methods of its file.
  case viewControllerLifecycle(className: String)
  /// The only method of the snippet's own classes, when it takes no arguments.
  case onlyMethod(MethodDefinition)
  /// The demo methods: those that take no arguments, return `void` and that nothing in the snippet
  /// names (no send, `@selector`, property access or string of that name, and no framework method
  /// they would override, as `-dealloc` or `-viewWillLayoutSubviews`), written bare (outside any
  /// `@implementation`) or in the `@implementation` of a class the snippet defines (not a category:
  /// its methods extend a class the snippet did not make). In the order written, each on a new
  /// instance of its class as the test methods run.
  case uncalledMethods([MethodDefinition])

  /// The entry point of the loaded files, in the order above; nil when a file has top-level code
  /// (that runs instead) or nothing qualifies. Declarations alone are no top-level code: at the
  /// top of a C or Objective-C file they declare its file-scope variables (`static int count = 0;`
  /// before `int main(…)`). A spec program has none: its runner calls each spec's `-spec` and each
  /// configuration's `+configure:` (`SpecProgram`), and its files' variables stay the test target's
  /// globals (`SourceFile.Kind.spec`).
  static func find(
    in loaded: SnippetLoader.Loaded, programs: [Program], lifecycle: [(selector: String, arguments: [Any?])],
    isFrameworkMethod: (_ selector: String, _ isClassMethod: Bool) -> Bool = { _, _ in false }
  ) -> EntryPoint? {
    guard hasOnlyFileScopeDeclarations(programs), !programs.contains(where: { $0.source.kind == .spec }) else {
      return nil
    }
    // The snippet's own files' methods: not those of a library loaded with it (RAC's source, whose
    // categories on Foundation's classes are defined by source too).
    let snippetFiles = Set(programs.filter { $0.source.kind != .library }.map(\.source.name))
    let own = loaded.classes.values.filter(\.isDefinedBySnippet)
      .flatMap { Array($0.instanceMethods.values) + Array($0.classMethods.values) }
      .filter { snippetFiles.contains($0.location.file) }
      .sorted { $0.location < $1.location }
    let tests = own.filter { $0.selector.hasPrefix("test") && $0.parameters.isEmpty }
    if !tests.isEmpty { return .testMethods(tests) }
    if let main = loaded.functions["main"] { return .main(main) }
    let lifecycle = Set(lifecycle.map(\.selector))
    if let first = own.first(where: { !$0.isClassMethod && lifecycle.contains($0.selector) }),
      let className = first.className
    {
      return .viewControllerLifecycle(className: className)
    }
    if own.count == 1, let only = own.first, only.parameters.isEmpty { return .onlyMethod(only) }
    let snippetPrograms = programs.filter { $0.source.kind != .library }
    let named = namesMentioned(in: snippetPrograms)
    let uncalled = snippetPrograms.flatMap(\.items).flatMap { item -> [MethodDefinition] in
      switch item {
      case .method(let method): return [method]
      case .implementation(let implementation)
      where implementation.categoryName == nil && loaded.classes[implementation.name]?.isDefinedBySnippet == true:
        return implementation.methods
      default: return []
      }
    }.filter { method in
      method.parameters.isEmpty && method.body != nil && method.returnsVoid && !named.contains(method.selector)
        && !isFrameworkMethod(method.selector, method.isClassMethod)
    }
    return uncalled.isEmpty ? nil : .uncalledMethods(uncalled)
  }

  /// Every selector or property name the files' code names: sends, `@selector(…)`, dot accesses,
  /// and string literals (`NSSelectorFromString(@"…")`).
  private static func namesMentioned(in programs: [Program]) -> Set<String> {
    var names = Set(programs.flatMap(\.stringLiterals))
    let walker = SyntaxWalker(expression: { expression in
      switch expression {
      case let send as MessageSend: names.insert(send.selector)
      case let literal as SelectorLiteral: names.insert(literal.selector)
      case let member as MemberExpression: names.insert(member.name)
      default: break
      }
    })
    for item in programs.flatMap(\.items) {
      switch item {
      case .statement(let statement): walker.walk(statement)
      case .implementation(let implementation):
        for case let body? in implementation.methods.map(\.body) { walker.walk(body) }
      case .method(let method): if let body = method.body { walker.walk(body) }
      case .function(let function): walker.walk(function.body)
      default: break
      }
    }
    return names
  }

  /// Whether every top-level statement of the files declares variables (none at all included).
  static func hasOnlyFileScopeDeclarations(_ programs: [Program]) -> Bool {
    programs.allSatisfy { $0.statements.allSatisfy { $0 is DeclarationStatement } }
  }
}
