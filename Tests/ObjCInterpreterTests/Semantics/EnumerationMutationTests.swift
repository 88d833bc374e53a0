import XCTest

/// `for … in` over a mutable array or dictionary its body changes raises `NSGenericException`, as
/// clang's fast enumeration does (the loop walked a copy and went on). Fixtures written here.
final class EnumerationMutationTests: LeakCheckedTestCase {
  func testAddingToAnArrayWhileWalkingItRaisesBeforeTheNextElement() {
    let run = SnippetRun.run(
      #"""
      NSMutableArray *queue = [@[@"a", @"b"] mutableCopy];
      @try {
          for (NSString *item in queue) {
              NSLog(@"saw %@", item);
              [queue addObject:[item uppercaseString]];
          }
      } @catch (NSException *exception) {
          NSLog(@"%@", exception.name);
          NSLog(@"%d", [exception.reason hasSuffix:@"was mutated while being enumerated."]);
          NSLog(@"%d", [exception.reason hasPrefix:@"*** Collection <__NSArrayM: 0x"]);
      }
      NSLog(@"%lu", (unsigned long)queue.count);
      """#)
    XCTAssertNil(run.error, run.error?.description ?? "")
    XCTAssertEqual(run.output, ["saw a", "NSGenericException", "1", "1", "3"])
  }

  func testUncaughtTheRunStopsAtTheCollectionWithFoundationsMessage() {
    assertFails(
      #"""
      NSMutableDictionary *scores = [@{@"ann": @1} mutableCopy];
      for (NSString *name in scores) {
          scores[@"bob"] = @2;
      }
      """#,
      containing: "uncaught exception: NSGenericException: *** Collection <__NSDictionaryM: 0x", at: (2, 24))
  }

  /// As Foundation's mutable array: a change in the last element's body that leaves no more to walk
  /// ends the loop quietly; one that adds elements is found when the loop asks for them.
  func testAChangeInTheLastElementsBodyRaisesOnlyWhenItAddedElements() {
    assertPrints(
      #"""
      NSMutableArray *numbers = [@[@1, @2, @3] mutableCopy];
      for (NSNumber *number in numbers) {
          if (number.intValue == 3) [numbers removeObject:number];
      }
      NSLog(@"%lu", (unsigned long)numbers.count);
      @try {
          for (NSNumber *number in numbers) {
              if (number.intValue == 2) [numbers addObject:@4];
          }
      } @catch (NSException *exception) {
          NSLog(@"%@", exception.name);
      }
      for (NSNumber *number in [numbers copy]) [numbers addObject:number];
      NSLog(@"%lu", (unsigned long)numbers.count);
      """#,
      ["2", "NSGenericException", "6"])
  }
}
