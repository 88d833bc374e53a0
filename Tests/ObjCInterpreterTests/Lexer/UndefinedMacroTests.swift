import XCTest

/// A macro defined, used and `#undef`ined inside one method, as RAC's `NSInvocation+RACTypeParsing.m`
/// writes its helpers, on a fixture written here: each use before the `#undef` expands, and the
/// name is free again after it.
final class UndefinedMacroTests: LeakCheckedTestCase {
  func testAUseBeforeUndefExpandsAndTheNameIsFreeAfterIt() {
    assertPrints(
      #"""
      @interface Reader : NSObject
      - (void)read:(id)object;
      @end
      @implementation Reader
      - (void)read:(id)object {
      #define READ_AS(type, selector) \
        do { \
          type value = [object selector]; \
          NSLog(@"%@", @(value)); \
        } while (0)
        if ([object isKindOfClass:[NSNumber class]]) {
          READ_AS(int, intValue);
          READ_AS(double, doubleValue);
        }
      #undef READ_AS
      #ifdef READ_AS
        NSLog(@"still defined");
      #endif
        int READ_AS = 7;
        NSLog(@"%d", READ_AS);
      }
      @end
      [[[Reader alloc] init] read:@2.5];
      """#,
      ["2", "2.5", "7"])
  }
}
