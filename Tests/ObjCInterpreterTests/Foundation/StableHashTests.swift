import XCTest

/// `-hash` is the same in every run (issue 38): an object's is the made-up address `%p` prints,
/// a string's and a number's come from their value, so a program that prints hashes prints the
/// same every time; equal values hash alike.
final class StableHashTests: LeakCheckedTestCase {
  func testAnObjectsHashIsTheAddressItPrints() {
    assertPrints(
      #"""
      @interface Thing : NSObject
      @end
      @implementation Thing
      @end
      Thing *thing = [[Thing alloc] init];
      NSObject *object = [[NSObject alloc] init];
      NSLog(@"%p %p", thing, object);
      NSLog(@"0x%lx 0x%lx", (unsigned long)[thing hash], (unsigned long)[object hash]);
      """#,
      ["0x6000000000a0 0x6000000000c0", "0x6000000000a0 0x6000000000c0"])
  }

  func testStringAndNumberHashesAreTheSameInEveryRunAndAgreeWithEquality() {
    assertPrints(
      #"""
      NSLog(@"%lu", (unsigned long)[@"abc" hash]);
      NSLog(@"%lu %lu", (unsigned long)[@3 hash], (unsigned long)[@(-3) hash]);
      NSLog(@"%d", [@3 hash] == [@3.0 hash]);
      NSLog(@"%d", [@"abc" hash] == [[NSMutableString stringWithString:@"abc"] hash]);
      NSLog(@"%lu", (unsigned long)[@[@1, @2] hash]);
      """#,
      ["16654208175385433931", "7963307283 7963307283", "1", "1", "2"])
  }
}
