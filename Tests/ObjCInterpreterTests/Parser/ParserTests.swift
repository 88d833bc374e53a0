import ObjCWalkthroughs
import XCTest

@testable import ObjCInterpreter
@testable import ObjCLibraries

/// The parser: statements told from declarations, C's inside-out declarators for blocks, messages
/// with any word as a selector part, the definitions posts print, and errors at the right token.
final class ParserTests: LeakCheckedTestCase {
  private func parse(_ text: String) throws -> Program {
    try Parser.parse(SourceFile(name: "t.m", text: text), knownTypeNames: NativeClasses.walkthroughs.classNames)
  }

  private func declaration(_ text: String) throws -> VariableDeclaration {
    let program = try parse(text)
    guard let statement = program.statements.first as? DeclarationStatement, let first = statement.declarations.first
    else {
      throw XCTSkip("not a declaration: \(text)")
    }
    return first
  }

  func testBlockVariablesAreReadInsideOut() throws {
    let inner = try declaration("RACStream *(^innerBlock)(id value) = ^(id value) { return nil; };")
    XCTAssertEqual(inner.name, "innerBlock")
    XCTAssertEqual(inner.type.description, "RACStream * (^)(id)")
    let factory = try declaration("RACStreamBindBlock (^A_Block_That_Return_A_RACStreamBindBlock)(void) = nil;")
    XCTAssertEqual(factory.type.description, "RACStream * (^)(id, BOOL *) (^)()")
    let nested = try declaration("int (^(^maker)(int))(double) = nil;")
    XCTAssertEqual(nested.type.description, "int (^)(double) (^)(int)")
  }

  func testDeclarationsOfUnknownClassesAndScalarsAreDeclarations() throws {
    XCTAssertEqual(try declaration("FMAccount *account = nil;").type.description, "FMAccount *")
    XCTAssertEqual(try declaration("unsigned long long n = 1;").type.description, "unsigned long long")
    XCTAssertEqual(try declaration("__block NSUInteger count = 0;").isBlockStorage, true)
    XCTAssertEqual(try declaration("__weak typeof(self) weakSelf = self;").isWeak, true)
    XCTAssertEqual(try declaration("BOOL *stop = NULL;").type.description, "BOOL *")
    XCTAssertEqual(try declaration("Class class = self.class;").name, "class")
  }

  func testAStatementThatStartsWithTypeofDeclares() throws {
    let program = try parse(
      "__weak typeof(self) weakSelf = self;\ntypeof(self) strongSelf = weakSelf;\n__typeof__(weakSelf) other = nil;")
    let declared = program.statements.compactMap { ($0 as? DeclarationStatement)?.declarations.first?.name }
    XCTAssertEqual(declared, ["weakSelf", "strongSelf", "other"])
  }

  func testAMultiplicationIsNotADeclaration() throws {
    let program = try parse("int a = 2, b = 3; a * b;")
    XCTAssertTrue(program.statements[1] is ExpressionStatement)
  }

  func testSelectorPartsMayBeKeywords() throws {
    let program = try parse("id x = [class return:@1]; id y = [RACSignal if:a then:b else:c];")
    let sends = program.statements.compactMap {
      ($0 as? DeclarationStatement)?.declarations.first?.initializer as? MessageSend
    }
    XCTAssertEqual(sends.map(\.selector), ["return:", "if:then:else:"])
  }

  func testVariadicArgumentsFollowTheLastSelectorPart() throws {
    let program = try parse("NSString *s = [NSString stringWithFormat:@\"%@-%@\", a, b];")
    let send = try XCTUnwrap(
      (program.statements[0] as? DeclarationStatement)?.declarations[0].initializer as? MessageSend)
    XCTAssertEqual(send.selector, "stringWithFormat:")
    XCTAssertEqual(send.arguments.count, 3)
  }

  func testBlocksAreNamedAfterWhereTheyGo() throws {
    let program = try parse(
      """
      [signal subscribeNext:^(id x) {} error:^(NSError *e) {}];
      void (^done)(void) = ^{};
      dispatch_async(q, ^{});
      """)
    var names: [String] = []
    for statement in program.statements {
      SyntaxWalker(expression: { if let block = $0 as? BlockLiteral { names.append(block.traceName) } }).walk(statement)
    }
    XCTAssertEqual(names, ["subscribeNext: block", "error: block", "done", "dispatch_async block"])
  }

  func testACastIsToldFromAParenthesis() throws {
    let program = try parse("id a = (NSString *)x; id b = (x) * 2; double c = (double)n / 2;")
    let initializers = program.statements.compactMap { ($0 as? DeclarationStatement)?.declarations.first?.initializer }
    XCTAssertTrue(initializers[0] is CastExpression)
    XCTAssertTrue(initializers[1] is BinaryExpression)
    XCTAssertTrue((initializers[2] as? BinaryExpression)?.left is CastExpression)
  }

  func testClassesCategoriesAndBareMethodsAreItems() throws {
    let program = try parse(
      """
      @interface Box : NSObject
      @property (nonatomic, copy) NSString *name;
      - (void)open;
      @end
      @implementation Box
      - (void)open { }
      @end
      @implementation RACSignal (Mine)
      - (RACSignal *)twice { return self; }
      @end
      //RACStream.m中
      - (instancetype)map:(id (^)(id value))block { return nil; }
      """)
    XCTAssertEqual(program.items.count, 4)
    guard case .method(let bare) = program.items[3] else { return XCTFail("no bare method") }
    XCTAssertEqual(bare.selector, "map:")
    XCTAssertEqual(bare.commentClassHint, "RACStream")
  }

  func testTypedefsOfBlocksAndEnumsBecomeTypes() throws {
    let program = try parse(
      """
      typedef BOOL(^SatisfyActionBlock)(NSUInteger credit);
      typedef NS_ENUM(NSUInteger, SMStudentGender) { SMStudentGenderMale, SMStudentGenderFemale = 5 };
      SatisfyActionBlock check = nil;
      SMStudentGender gender = SMStudentGenderFemale;
      """)
    XCTAssertEqual(program.typedefs["SatisfyActionBlock"]?.description, "BOOL (^)(unsigned long)")
    XCTAssertEqual(program.typedefs["SMStudentGender"]?.description, "unsigned long")
    XCTAssertEqual(program.statements.count, 2)
  }

  func testAListingCutShortWithDotsSaysSoAtTheDots() {
    XCTAssertThrowsError(
      try parse(
        """
        - (RACSignal *)bind:(RACStreamBindBlock (^)(void))block {
        return [[RACSignal createSignal:^(id<RACSubscriber> subscriber) {
        RACStreamBindBlock bindingBlock = block();
        ...(太多不复制,有需要知道这里面的细节再看)...
        }] setNameWithFormat:@"[%@] -bind:", self.name];
        }
        """)
    ) { error in
      let error = error as? ObjCError
      XCTAssertEqual(error?.location.line, 4)
      XCTAssertEqual(error?.location.column, 1)
      XCTAssertTrue(error?.message.contains("cut short") == true, "\(String(describing: error))")
    }
  }

  func testAMissingSemicolonIsReportedJustPastTheLastTokenOfTheLineThatLacksItAsClangDoes() {
    XCTAssertThrowsError(try parse("int a = 1\nint b = 2;")) { error in
      XCTAssertEqual("\(error)", "t.m:1:10: error: expected ';' at end of declaration\nint a = 1\n         ^")
    }
    XCTAssertThrowsError(try parse("int a = 1;\nNSLog(@\"%d\", a)  // logs\n  NSLog(@\"x\");")) { error in
      XCTAssertEqual(
        "\(error)", "t.m:2:16: error: expected ';' after expression\nNSLog(@\"%d\", a)  // logs\n               ^")
    }
  }

  func testAMissingSemicolonOnOneLineIsReportedJustPastTheTokenBeforeTheNextStatement() {
    XCTAssertThrowsError(try parse("int a = 1 int b = 2;")) { error in
      XCTAssertEqual(
        "\(error)", "t.m:1:10: error: expected ';' at end of declaration\nint a = 1 int b = 2;\n         ^")
    }
  }

  func testAMissingSemicolonAfterAMacroIsReportedAtTheEndOfTheMacrosUse() {
    XCTAssertThrowsError(try parse("#define TWICE(x) ((x) * 2)\nint a = TWICE(3)\nint b;")) { error in
      XCTAssertEqual(
        "\(error)", "t.m:2:17: error: expected ';' at end of declaration\nint a = TWICE(3)\n                ^")
    }
  }

  /// A message send on the next line would read as a subscript of the line that lacks its `;`
  /// (`[RACSignal return:@1]` then `[s subscribeNext:…]`); clang takes a `[` that starts a line and
  /// reads as a message as the next statement, and so does the parser. A real subscript on the next
  /// line (`[0]`) is still a subscript.
  func testAMissingSemicolonBeforeAMessageSendOnTheNextLineIsReportedAtTheEndOfTheLineThatLacksIt() {
    XCTAssertThrowsError(try parse("RACSignal *s = [RACSignal return:@1]\n[s subscribeNext:^(id x) {}];")) { error in
      XCTAssertEqual(
        "\(error)",
        "t.m:1:37: error: expected ';' at end of declaration\nRACSignal *s = [RACSignal return:@1]\n"
          + String(repeating: " ", count: 36) + "^")
    }
    XCTAssertThrowsError(try parse("id a = @[@1];\n[a count]\n[a description];")) { error in
      XCTAssertEqual(
        "\(error)", "t.m:2:10: error: expected ';' after expression\n[a count]\n         ^")
    }
    XCTAssertNoThrow(try parse("id a = @[@1];\nid b = a\n[0];"))
  }

  func testAMissingSemicolonAtTheEndOfTheFileIsReportedPastTheLastToken() {
    XCTAssertThrowsError(try parse("NSLog(@\"a\")\n")) { error in
      XCTAssertEqual("\(error)", "t.m:1:12: error: expected ';' after expression\nNSLog(@\"a\")\n           ^")
    }
  }

  func testAnErrorShowsTheLineAndACaretUnderTheColumnCountingWideCharacters() {
    XCTAssertThrowsError(try parse("NSLog(@\"中文\", ]);")) { error in
      XCTAssertEqual(
        "\(error)", "t.m:1:14: error: expected an expression, found ']'\nNSLog(@\"中文\", ]);\n               ^")
    }
  }
}
