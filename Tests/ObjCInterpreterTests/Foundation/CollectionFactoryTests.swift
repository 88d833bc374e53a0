import XCTest

/// Foundation's collection and date methods a snippet from a post reaches for beside RAC's: a
/// dictionary made of two arrays, its keys by value, a string split at any of a set's characters,
/// a date from the epoch. Each as Foundation answers it, its exception included. Fixtures written
/// here.
final class CollectionFactoryTests: LeakCheckedTestCase {
  func testADictionaryOfTwoArraysPairsThemAndRaisesWhenTheirCountsDiffer() {
    assertPrints(
      #"""
      NSDictionary *made = [NSDictionary dictionaryWithObjects:@[@1, @2] forKeys:@[@"a", @"b"]];
      NSLog(@"%@ %@ %lu", made[@"a"], made[@"b"], (unsigned long)made.count);
      NSMutableDictionary *mutable = [[NSMutableDictionary alloc] initWithObjects:@[@1] forKeys:@[@"a"]];
      mutable[@"c"] = @3;
      NSLog(@"%lu", (unsigned long)mutable.count);
      @try {
          [NSDictionary dictionaryWithObjects:@[@1] forKeys:@[]];
      } @catch (NSException *exception) {
          NSLog(@"%@: %@", exception.name, exception.reason);
      }
      """#,
      [
        "1 2 2", "2",
        "NSInvalidArgumentException: *** -[NSDictionary initWithObjects:forKeys:]: count of objects (1) differs from count of keys (0)",
      ])
  }

  func testADictionarysKeysAreFoundByTheirObjectAndSortedByIt() {
    assertPrints(
      #"""
      NSDictionary *scores = @{@"ann": @2, @"bob": @1, @"cy": @3, @"dee": @1};
      NSLog(@"%@", [[[scores allKeysForObject:@1] sortedArrayUsingSelector:@selector(compare:)] componentsJoinedByString:@","]);
      NSLog(@"%@", [[scores keysSortedByValueUsingSelector:@selector(compare:)] lastObject]);
      NSLog(@"%lu", (unsigned long)[scores allKeysForObject:@9].count);
      """#,
      ["bob,dee", "cy", "0"])
  }

  func testAStringSplitAtASetsCharactersKeepsTheEmptyPiecesBetweenNeighbours() {
    assertPrints(
      #"""
      NSCharacterSet *separators = [NSCharacterSet characterSetWithCharactersInString:@",;"];
      NSLog(@"%@", [[@"a,b;c,,d" componentsSeparatedByCharactersInSet:separators] componentsJoinedByString:@"|"]);
      NSLog(@"%lu", (unsigned long)[@"" componentsSeparatedByCharactersInSet:separators].count);
      """#,
      ["a|b|c||d", "1"])
  }

  func testADateFromTheEpochIsThatManySecondsAfterIt() {
    assertPrints(
      #"""
      NSDate *later = [NSDate dateWithTimeIntervalSince1970:10];
      NSLog(@"%.1f", [later timeIntervalSinceDate:[NSDate dateWithTimeIntervalSince1970:4]]);
      NSLog(@"%.1f", [later timeIntervalSince1970]);
      NSLog(@"%.1f", [[NSDate dateWithTimeIntervalSinceReferenceDate:5] timeIntervalSinceReferenceDate]);
      """#,
      ["6.0", "10.0", "5.0"])
  }

  /// The three sorts that ask the program: a comparator block, a selector sent to each element,
  /// and a dictionary's keys by their values; a comparator's raise ends the sort and reaches the
  /// program's `@catch`.
  func testSortsAskTheProgramAndAComparatorsRaiseEndsTheSort() {
    assertPrints(
      #"""
      NSArray *words = @[@"pear", @"fig", @"apple"];
      NSArray *byLength = [words sortedArrayUsingComparator:^NSComparisonResult(NSString *a, NSString *b) {
          return [@(a.length) compare:@(b.length)];
      }];
      NSLog(@"%@", [byLength componentsJoinedByString:@","]);
      NSLog(@"%@", [[words sortedArrayUsingSelector:@selector(compare:)] componentsJoinedByString:@","]);
      NSLog(@"%@", [[@{@"x": @3, @"y": @1} keysSortedByValueUsingSelector:@selector(compare:)] componentsJoinedByString:@","]);
      @try {
          [words sortedArrayUsingComparator:^NSComparisonResult(id a, id b) {
              [NSException raise:@"Unsortable" format:@"%@ and %@", a, b];
              return NSOrderedSame;
          }];
      } @catch (NSException *exception) {
          NSLog(@"%@", exception.name);
      }
      """#,
      ["fig,pear,apple", "apple,fig,pear", "y,x", "Unsortable"])
  }
}
