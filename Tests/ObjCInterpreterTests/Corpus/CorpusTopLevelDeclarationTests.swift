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
}
