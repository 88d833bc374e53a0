import XCTest

/// Key-value coding's collection operators in `-valueForKeyPath:` (`@count`, `@sum`, `@avg`,
/// `@max`, `@min`, the unions), as Foundation applies them to arrays and sets, on fixtures written
/// here.
final class KeyValueCollectionOperatorTests: LeakCheckedTestCase {
  func testNumericOperatorsReadThePathToTheirRightInEachElement() {
    assertPrints(
      #"""
      @interface Item : NSObject
      @property (nonatomic) NSInteger price;
      @property (nonatomic, copy) NSString *name;
      @end
      @implementation Item
      @end
      NSMutableArray *items = [NSMutableArray array];
      for (NSInteger i = 1; i <= 4; i++) {
        Item *item = [Item new];
        item.price = i * 10;
        item.name = i % 2 ? @"odd" : @"even";
        [items addObject:item];
      }
      NSLog(@"%@ %@ %@ %@ %@", [items valueForKeyPath:@"@count"], [items valueForKeyPath:@"@sum.price"],
        [items valueForKeyPath:@"@avg.price"], [items valueForKeyPath:@"@max.price"], [items valueForKeyPath:@"@min.name"]);
      NSLog(@"%@", [[items valueForKeyPath:@"@distinctUnionOfObjects.name"] componentsJoinedByString:@","]);
      NSLog(@"%@", [[items valueForKeyPath:@"@unionOfObjects.name"] componentsJoinedByString:@","]);
      """#,
      ["4 100 25 40 even", "odd,even", "odd,even,odd,even"])
  }

  func testUnionsOfArraysFlattenAndAnOperatorOnANonCollectionRaises() {
    assertPrints(
      #"""
      NSArray *nested = @[@[@1, @2], @[@2, @3]];
      NSLog(@"%@", [[nested valueForKeyPath:@"@unionOfArrays.self"] componentsJoinedByString:@","]);
      NSLog(@"%@", [[nested valueForKeyPath:@"@distinctUnionOfArrays.self"] componentsJoinedByString:@","]);
      NSLog(@"%@ %@", [[NSSet setWithObjects:@1, @5, nil] valueForKeyPath:@"@max.self"], [@[] valueForKeyPath:@"@avg.self"]);
      @try {
        [@"text" valueForKeyPath:@"@count"];
      } @catch (NSException *e) {
        NSLog(@"%@", e.name);
      }
      """#,
      ["1,2,2,3", "1,2,3", "5 (null)", "NSUnknownKeyException"])
  }
}
