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
}
