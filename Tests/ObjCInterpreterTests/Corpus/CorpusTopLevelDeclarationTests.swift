import ObjCInterpreter
import ObjCLibraries
import XCTest

/// Top-level constants and prototypes as RAC code and its headers write them.
final class CorpusTopLevelDeclarationTests: LeakCheckedTestCase {
  /// `NSString *const X = @"…";` once sent the parser round a loop that never advanced.
  func testAConstPointerConstantAtTheTopLevelIsDeclaredAndUsed() {
    assertPrints(
      """
      NSString *const FMErrorDomain = @"FMErrorDomain";
      static NSString * _Nullable const FMNothing = nil;
      extern NSString *const FMOther;
      NSLog(@"%@ %@", FMErrorDomain, FMNothing);
      """,
      ["FMErrorDomain (null)"])
  }

  func testFoundationExportPrototypesWithFormatAttributesAreDeclarationsOnly() {
    assertPrints(
      """
      typedef NS_ENUM(NSInteger, DCLevel) { DCLevelDebug };
      FOUNDATION_EXPORT void DCLog(DCLevel level, NSString *format, ...) NS_FORMAT_FUNCTION(2,3);
      UIKIT_EXTERN NSString *const DCName;
      NSLog(@"declared");
      """,
      ["declared"])
  }

  /// A scene's header-like file declares the enums; the post's file, which runs, uses them (the
  /// constants were read only from the file whose top-level code runs).
  func testAnEnumDeclaredInAnotherFileOfTheSnippetHasItsValues() {
    let header = SourceFile(
      name: "scene.m",
      text: """
        typedef NS_ENUM(NSInteger, UIAlertControllerStyle) { UIAlertControllerStyleActionSheet = 0, UIAlertControllerStyleAlert };
        @interface Sheet : NSObject
        @end
        @implementation Sheet
        + (NSInteger)style { return UIAlertControllerStyleAlert; }
        @end
        """)
    let post = SourceFile(
      name: "post.m", text: #"NSLog(@"%ld %ld", (long)UIAlertControllerStyleAlert, (long)[Sheet style]);"#)
    let run = SnippetRun.run(files: [header, post])
    XCTAssertNil(run.error, run.error?.description ?? "")
    XCTAssertEqual(run.output, ["1 1"])
  }

  func testAPlainEnumsConstantsTakeTheTypeTheirValuesNeedAsClangGivesThem() {
    assertPrints(
      """
      enum Big { BigA = 5000000000, BigB };
      enum Wide { WideA = 4294967295u, WideB };
      enum Edge { EdgeA = 2147483647, EdgeB };
      enum Small { SmallA = -1, SmallB };
      enum Byte : unsigned char { ByteA = 200, ByteB };
      NSLog(@"%lld %zu | %lld %zu | %lld %zu | %d %zu | %d %zu", (long long)BigB, sizeof(BigB), (long long)WideB,
        sizeof(WideB), (long long)EdgeB, sizeof(EdgeB), SmallB, sizeof(SmallB), ByteB, sizeof(ByteB));
      """,
      ["5000000001 8 | 4294967296 8 | 2147483648 4 | 0 4 | 201 1"])
  }

  func testAnEnumConstantOnePastTheLargestIntegerIsClangsDiagnostic() {
    assertFails(
      "enum E { A = LLONG_MAX, B };\nNSLog(@\"%lld\", (long long)A);",
      withError: """
        snippet.m:1:25: error: incremented enumerator value 9223372036854775808 is not representable in the largest integer type
        enum E { A = LLONG_MAX, B };
                                ^
        """)
  }
}
