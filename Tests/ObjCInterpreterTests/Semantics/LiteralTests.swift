import XCTest

/// Objective-C's literals and subscripts.
final class LiteralTests: LeakCheckedTestCase {
  func testBoxedLiteralsAndTheirClasses() {
    assertPrints(
      #"""
      int n = 4;
      NSLog(@"%@ %@ %@ %@ %@ %@", @1, @-2, @2.5, @YES, @(n * 2), @('A'));
      NSLog(@"%@ %@ %@ %@", [@1 class], [@YES class], [@"s" class], [@(n) class]);
      """#,
      ["1 -2 2.5 1 8 65", "__NSCFNumber __NSCFBoolean __NSCFConstantString __NSCFNumber"])
  }

  func testCollectionsLiteralsSubscriptsAndClasses() {
    assertPrints(
      #"""
      NSArray *a = @[@1, @"two"];
      NSDictionary *d = @{@"key": a};
      NSMutableArray *m = [a mutableCopy];
      m[0] = @"one";
      NSMutableDictionary *md = [NSMutableDictionary dictionary];
      md[@"k"] = @3;
      NSLog(@"%@ %@ %@ %@ %@", a[1], d[@"key"][0], m[0], md[@"k"], d[@"missing"]);
      NSLog(@"%@ %@ %@ %@ %@", [a class], [@[] class], [m class], [d class], [md class]);
      """#,
      ["two 1 one 3 (null)", "__NSArrayI __NSArray0 __NSArrayM __NSDictionaryI __NSDictionaryM"])
  }

  func testANilInACollectionLiteralIsFoundationsException() {
    assertFails(
      "id none = nil;\nNSArray *a = @[@1, none];",
      containing: "attempt to insert nil object from objects[1]", at: (2, 20))
  }

  func testStringLiteralsJoinAndStringsComputedAtRunTimeHaveTheirOwnClasses() {
    assertPrints(
      #"""
      NSString *joined = @"ab" @"cd";
      NSString *formatted = [NSString stringWithFormat:@"%@-%d", @"x", 1];
      NSString *longer = [NSString stringWithFormat:@"%@ %@", @"a string too long", @"for a pointer"];
      NSLog(@"%@ %@ %@ %@", joined, [joined class], [formatted class], [longer class]);
      """#,
      ["abcd __NSCFConstantString NSTaggedPointerString __NSCFString"])
  }
}
