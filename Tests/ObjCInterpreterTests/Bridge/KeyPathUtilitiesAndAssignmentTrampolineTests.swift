import XCTest

/// RAC's key-path utilities on `NSString` (NSString+RACKeyPathUtilities.h) and the object the
/// `RAC(…)` macro expands to (`RACSubscriptingAssignmentTrampoline`), as RAC's own specs use them.
final class KeyPathUtilitiesAndAssignmentTrampolineTests: LeakCheckedTestCase {
  func testAKeyPathsComponentsAndItsPathsWithoutTheFirstOrLastComponent() {
    assertPrints(
      #"""
      NSLog(@"%@", [@"self.test.key.path".rac_keyPathComponents componentsJoinedByString:@"|"]);
      NSLog(@"%@", @"grandparent.parent.child".rac_keyPathByDeletingLastKeyPathComponent);
      NSLog(@"%@", @"first.second.third".rac_keyPathByDeletingFirstKeyPathComponent);
      NSLog(@"%d %d %d", @"".rac_keyPathComponents == nil, @"self".rac_keyPathByDeletingLastKeyPathComponent == nil,
        @"self".rac_keyPathByDeletingFirstKeyPathComponent == nil);
      """#,
      ["self|test|key|path", "grandparent.parent", "second.third", "1 1 1"])
  }

  func testTheTrampolineBindsASignalToTheKeyPathWithItsNilValue() {
    assertPrints(
      #"""
      @interface Box : NSObject
      @property (nonatomic, strong) id contents;
      @end
      @implementation Box
      @end
      Box *box = [[Box alloc] init];
      RACSubject *values = [RACSubject subject];
      [[RACSubscriptingAssignmentTrampoline alloc] initWithTarget:box nilValue:@"empty"][@"contents"] = values;
      [values sendNext:@"apple"];
      NSLog(@"%@", box.contents);
      [values sendNext:nil];
      NSLog(@"%@", box.contents);
      """#,
      ["apple", "empty"])
  }
}
