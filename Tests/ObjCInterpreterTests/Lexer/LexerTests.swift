import XCTest

@testable import ObjCInterpreter
@testable import ObjCLibraries

/// The lexer reads Objective-C as the posts write it: literals with C's types, strings with escapes
/// and Chinese text, every operator, comments kept aside, and the line where printed output starts.
final class LexerTests: LeakCheckedTestCase {
  private func kinds(_ text: String) -> [Token.Kind] {
    Lexer.lex(SourceFile(name: "t.m", text: text)).tokens.map(\.kind)
  }

  func testIntegerLiteralsTakeTheTypeTheirSuffixAndSizeGiveThem() {
    XCTAssertEqual(
      kinds("7 7u 7L 7UL 7ll 0x10 010 0b101 3000000000 0xFFFFFFFF"),
      [
        .integer(7, .int), .integer(7, .unsignedInt), .integer(7, .long), .integer(7, .unsignedLong),
        .integer(7, .longLong), .integer(16, .int), .integer(8, .int), .integer(5, .int),
        .integer(3_000_000_000, .long), .integer(0xFFFF_FFFF, .unsignedInt), .endOfFile,
      ])
  }

  func testFloatingLiteralsAreDoublesUnlessSuffixedF() {
    XCTAssertEqual(
      kinds("1.5 .5 2. 1e3 1.5f"),
      [
        .floating(1.5, .double), .floating(0.5, .double), .floating(2, .double), .floating(1000, .double),
        .floating(1.5, .float), .endOfFile,
      ])
  }

  func testStringsDecodeCEscapesAndKeepChineseText() {
    XCTAssertEqual(
      kinds(#"@"a\tb\n\"c\"\\" "x\x41\101\u4e2d" @"输出""#),
      [.objcString("a\tb\n\"c\"\\"), .cString("xAA中"), .objcString("输出"), .endOfFile])
  }

  func testCharacterLiteralsAreIntegers() {
    XCTAssertEqual(kinds(#"'A' '\n'"#), [.character(65), .character(10), .endOfFile])
  }

  func testAtWordsAndLiteralStartsAreTheirOwnTokens() {
    XCTAssertEqual(
      kinds("@interface @end @YES @[ @{ @( @1"),
      [
        .atKeyword("interface"), .atKeyword("end"), .atKeyword("YES"), .at, .punctuator("["), .at,
        .punctuator("{"), .at, .punctuator("("), .at, .integer(1, .int), .endOfFile,
      ])
  }

  func testLongestOperatorWins() {
    XCTAssertEqual(
      kinds("a<<=b->c...d?:e"),
      [
        .identifier("a"), .punctuator("<<="), .identifier("b"), .punctuator("->"), .identifier("c"),
        .punctuator("..."), .identifier("d"), .punctuator("?"), .punctuator(":"), .identifier("e"), .endOfFile,
      ])
  }

  func testCommentsAreKeptAsideWithTheirPositions() {
    let lexed = Lexer.lex(SourceFile(name: "t.m", text: "x; // one\n/* two\n lines */ y;"))
    XCTAssertEqual(lexed.comments.map(\.text), [" one", " two\n lines "])
    XCTAssertEqual(lexed.comments.map(\.location.line), [1, 2])
    XCTAssertEqual(
      lexed.tokens.map(\.kind), [.identifier("x"), .punctuator(";"), .identifier("y"), .punctuator(";"), .endOfFile])
  }

  func testTheCodeEndsAtThePostsOutputLine() {
    let lexed = Lexer.lex(SourceFile(name: "t.m", text: "f();\n输出:\n2016-03-01 x[1:2] value-3\n"))
    XCTAssertEqual(
      lexed.tokens.map(\.kind), [.identifier("f"), .punctuator("("), .punctuator(")"), .punctuator(";"), .endOfFile])
    XCTAssertEqual(lexed.outputMarkerOffset, 5)
  }

  func testAnOutputWordInsideBracesIsCodeNotAMarker() {
    let lexed = Lexer.lex(SourceFile(name: "t.m", text: "{\nOutput: x;\n}"))
    XCTAssertNil(lexed.outputMarkerOffset)
  }

  func testWhatCannotBeReadBecomesAnInvalidTokenAtItsPlace() {
    let lexed = Lexer.lex(SourceFile(name: "t.m", text: "a\n  \"open\nb"))
    XCTAssertEqual(lexed.tokens[1].kind, .invalid("unterminated string literal"))
    XCTAssertEqual(lexed.tokens[1].location.line, 2)
    XCTAssertEqual(lexed.tokens[1].location.column, 3)
  }

  func testObjectAndFunctionLikeMacrosExpandAtTheirUse() throws {
    let program = try Parser.parse(
      SourceFile(
        name: "t.m",
        text: """
          #define LIMIT 3
          #define SQUARE(x) ((x) * (x))
          #define LOG(fmt, ...) NSLog(fmt, ##__VA_ARGS__)
          #if 0
          this is not code
          #endif
          #ifdef DEBUG
          int debug = 1;
          #else
          int debug = 0;
          #endif
          LOG(@"%d %d %d", LIMIT, SQUARE(LIMIT + 1), debug);
          LOG(@"none");
          """))
    XCTAssertEqual(program.statements.count, 3)
  }

  func testAMacroExpansionThatExplodesIsAnErrorNotAHang() {
    var text = "#define X0 x\n"
    for level in 1...24 { text += "#define X\(level) X\(level - 1) X\(level - 1)\n" }
    text += "X24;"
    XCTAssertThrowsError(try Parser.parse(SourceFile(name: "t.m", text: text))) { error in
      XCTAssertTrue((error as? ObjCError)?.message.contains("too large") == true, "\(error)")
    }
  }
}

/// The preprocessor's own operators and conditions as C defines them: `#x` gives the argument as
/// written, `##` makes one token, `#if` computes C's integer expressions, and what clang refuses
/// at a directive is an error there.
final class PreprocessorDirectiveTests: LeakCheckedTestCase {
  func testStringizingGivesTheArgumentAsWrittenWithItsSpacesNarrowedToOne() {
    assertPrints(
      #"""
      #define S(x) #x
      #define STR(x) S(x)
      #define N 42
      NSLog(@"%s|%s|%s|%s|", S(  a  +b ), STR(N), S("q\n"), S(x '\n' 0x1F 1.50f));
      """#,
      [#"a +b|42|"q\n"|x '\n' 0x1F 1.50f|"#])
  }

  func testPastingMakesOneTokenOfTwo() {
    assertPrints(
      """
      #define CAT(a, b) a ## b
      int CAT(fo, o) = 3, CAT(x, 1) = 4;
      NSLog(@"%d %d %d", foo, x1, CAT(1, 2));
      """,
      ["3 4 12"])
  }

  func testAConditionComputesCsIntegerExpressions() {
    assertPrints(
      """
      #define V 3
      #if (2 + 3) * 4 == 20 && 7 % 4 == 3 && -1 < 0 && (1 ? 5 : 6) == 5 && (1 << 4) == 16 && ~0 == -1
      NSLog(@"arithmetic");
      #endif
      #if 1 - 1
      NSLog(@"one minus one is true");
      #elif V * 2 == 6 && !defined(W) && defined V
      NSLog(@"macros and defined");
      #endif
      """,
      ["arithmetic", "macros and defined"])
  }

  func testADivisionOrRemainderByZeroInAConditionIsClangsErrorAtTheOperator() {
    assertFails(
      "#if 1/0\n#endif\n",
      withError: "snippet.m:1:6: error: division by zero in preprocessor expression\n#if 1/0\n     ^")
    assertFails(
      "#define ZERO 0\n#if 0\n#elif 4 % ZERO\n#endif\n",
      withError: "snippet.m:3:9: error: remainder by zero in preprocessor expression\n#elif 4 % ZERO\n        ^")
    // Where the value is decided without it, clang lets it be.
    assertPrints("#if 1 || (1 % 0)\n#if 0 && 1 / 0\n#elif 1 ? 2 : 1 / 0\nNSLog(@\"live\");\n#endif\n#endif\n", ["live"])
  }

  func testAnIncludeWithNoOrAnEmptyNameIsClangsErrorAtTheName() {
    assertFails(
      "#include \"\"\nNSLog(@\"x\");\n", withError: "snippet.m:1:10: error: empty filename\n#include \"\"\n         ^")
    assertFails("#import <>\n", withError: "snippet.m:1:9: error: empty filename\n#import <>\n        ^")
    assertFails(
      "#include\n", withError: "snippet.m:1:9: error: expected \"FILENAME\" or <FILENAME>\n#include\n        ^")
  }
}
