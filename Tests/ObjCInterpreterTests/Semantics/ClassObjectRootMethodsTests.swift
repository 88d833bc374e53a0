import XCTest

/// A class object answers the root class's instance methods, as the runtime's root metaclass
/// inherits from NSObject (`[NSString isEqual:x]`, which RAC's lifting specs send), on fixtures
/// written here.
final class ClassObjectRootMethodsTests: LeakCheckedTestCase {
  func testAClassIsEqualToItselfAndHashesAsItself() {
    assertPrints(
      #"""
      @interface Shape : NSObject
      @end
      @implementation Shape
      @end
      Class shape = [Shape class];
      NSLog(@"%d %d %d", [Shape isEqual:shape], [Shape isEqual:[NSString class]], [NSString isEqual:[NSString class]]);
      NSLog(@"%d", [Shape hash] == [shape hash]);
      """#,
      ["1 0 1", "1"])
  }

  func testAClassMethodOfTheClassStillComesFirst() {
    assertPrints(
      #"""
      @interface Token : NSObject
      + (BOOL)isEqual:(id)other;
      @end
      @implementation Token
      + (BOOL)isEqual:(id)other { NSLog(@"Token's own"); return NO; }
      @end
      NSLog(@"%d", [Token isEqual:[Token class]]);
      """#,
      ["Token's own", "0"])
  }

  func testASelectorNeitherHasIsStillUnrecognized() {
    assertFails(
      #"""
      @interface Token : NSObject
      @end
      @implementation Token
      @end
      [Token frobnicate];
      """#,
      containing: "+[Token frobnicate]: unrecognized selector sent to class")
  }
}
