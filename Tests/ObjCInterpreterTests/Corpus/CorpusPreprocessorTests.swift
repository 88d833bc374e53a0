import XCTest

/// The C preprocessor as RAC's own macros use it (metamacros: `##` pasting that makes the name of
/// another macro, rescanned with the arguments that follow; `@` before a macro as `@keypath` uses it).
final class CorpusPreprocessorTests: LeakCheckedTestCase {
  func testAPastedNameIsRescannedAsAFunctionLikeMacro() {
    assertPrints(
      """
      #define GLUE(A, B) A ## B
      #define TWICE2(x) ((x) * 2)
      NSLog(@"%d", GLUE(TWICE, 2)(21));
      """,
      ["42"])
  }

  func testTheMetamacroArgumentCounterCountsItsArguments() {
    assertPrints(
      """
      #define CAT_(A, B) A ## B
      #define CAT(A, B) CAT_(A, B)
      #define FIRST_(HEAD, ...) HEAD
      #define FIRST(...) FIRST_(__VA_ARGS__, 0)
      #define PICK(N, ...) CAT(PICK, N)(__VA_ARGS__)
      #define PICK4(_0, _1, _2, _3, ...) FIRST(__VA_ARGS__)
      #define COUNT(...) PICK(4, __VA_ARGS__, 4, 3, 2, 1)
      NSLog(@"%d %d %d", COUNT(x), COUNT(x, y), COUNT(x, y, z));
      """,
      ["1 2 3"])
  }

  func testAnAtSignBeforeAUserMacroBoxesItsExpansion() {
    assertPrints(
      """
      #define NAME_OF(OBJ, PATH) (((void)(NO && ((void)OBJ.PATH, NO)), # PATH))
      NSString *text = @"abc";
      NSLog(@"%@", @NAME_OF(text, length));
      """,
      ["length"])
  }

  func testVariadicMacroWithEmptyArgumentsDropsTheComma() {
    assertPrints(
      """
      #define SAY(FMT, ...) NSLog(FMT, ##__VA_ARGS__)
      SAY(@"no args");
      SAY(@"%d args", 1);
      """,
      ["no args", "1 args"])
  }
}
