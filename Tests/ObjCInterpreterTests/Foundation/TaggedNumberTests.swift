import Foundation
import ObjCInterpreter
import XCTest

/// Integer `NSNumber`s as Darwin makes them, tagged pointers (`TaggedNumber`): no object behind
/// them, one value for one integer and C type, and still an `NSNumber` to every method, collection,
/// description and the bridge to the core, on snippets written here.
final class TaggedNumberTests: LeakCheckedTestCase {
  func testTwoBoxesOfOneIntegerAreEqualPointersAndOfTwoIntegersNot() {
    assertPrints(
      """
      NSInteger five = 5;
      NSNumber *a = @(five);
      NSNumber *b = @(2 + 3);
      NSLog(@"%d %d %d", a == b, @(5) == @(5), a == @(6));
      NSLog(@"%d %d %d", a == [NSNumber numberWithInteger:5], @(five) == @((int)five), @(5) == @(5.0));
      """,
      ["1 1 0", "1 1 1"])
  }

  func testEqualityAndHashAreByValueAcrossTypesAndWithRealNumbers() {
    assertPrints(
      """
      NSLog(@"%d %d %d", [@(5) isEqual:@(5)], [@(5) isEqual:@((long)5)], [@(5) isEqual:@(5.0)]);
      NSLog(@"%d %d", [@(5) isEqualToNumber:@(5.0)], [@(5) isEqual:@(6)]);
      NSLog(@"%d %d", [@(5) hash] == [@(5.0) hash], [@(5) hash] == [@((char)5) hash]);
      NSLog(@"%ld %ld", (long)[@(3) compare:@(5)], (long)[@(5) compare:@(5.0)]);
      """,
      ["1 1 1", "1 0", "1 1", "-1 0"])
  }

  func testABoxedIntegerIsFoundInASetAsADictionaryKeyAndInAnArray() {
    assertPrints(
      """
      NSInteger one = 1;
      NSSet *set = [NSSet setWithObjects:@(one), @(2), @1, @(1.0), nil];
      NSLog(@"%lu %d %d", (unsigned long)set.count, [set containsObject:@(2)], [set containsObject:@(3)]);
      NSDictionary *names = @{ @(one): @"one", @2: @"two" };
      NSLog(@"%@ %@ %@", names[@1], names[@(1 + 1)], names[@(1.0)]);
      NSArray *values = @[ @(one), @(2) ];
      NSLog(@"%d %lu", [values containsObject:@2], (unsigned long)[values indexOfObject:@(2.0)]);
      """,
      ["2 1 0", "one two one", "1 1"])
  }

  func testItPrintsAsTheNumberItStandsFor() {
    assertPrints(
      """
      NSInteger minusSeven = -7;
      NSLog(@"%@ %@ %@", @(42), [@(minusSeven) description], [@(300) stringValue]);
      NSLog(@"%@", @[ @(1), @((unsigned char)200) ]);
      NSLog(@"%@", [NSString stringWithFormat:@"<%@>", @(1LL << 40)]);
      """,
      ["42 -7 300", "(", "    1,", "    200", ")", "<1099511627776>"])
  }

  func testObjCTypeIsTheEncodingOfTheTypeItWasBoxedFrom() {
    assertPrints(
      """
      int small = 5;
      long large = 5;
      NSLog(@"%s %s %s", [@(small) objCType], [@(large) objCType], [@(YES) objCType]);
      NSLog(@"%s %s", [@((char)5) objCType], [@((short)5) objCType]);
      """,
      ["i q c", "c s"])
  }

  func testItIsAKindOfNSNumberOfClassNSCFNumber() {
    assertPrints(
      """
      NSNumber *five = @(5);
      NSLog(@"%d %d %d", [five isKindOfClass:[NSNumber class]], [five isKindOfClass:[NSValue class]],
        [five isKindOfClass:[NSString class]]);
      NSLog(@"%@ %@ %@", [five class], [@(YES) class], [@(2.5) class]);
      NSLog(@"%d", [five respondsToSelector:@selector(integerValue)]);
      """,
      ["1 1 0", "__NSCFNumber __NSCFBoolean __NSCFNumber", "1"])
  }

  func testItsGettersConvertAsCFNumberGetValueDoesInAnOperandAndInASend() {
    assertPrints(
      """
      NSNumber *n = @(300);
      NSNumber *minusOne = @(-1);
      NSLog(@"%d %d %d", n.charValue, [n charValue], (int)n.shortValue);
      NSLog(@"%lu %lu", (unsigned long)minusOne.unsignedIntegerValue, (unsigned long)[minusOne unsignedIntegerValue]);
      NSLog(@"%.1f %d %d", n.doubleValue + 0.5, n.boolValue, @(0).boolValue);
      long sum = 0;
      for (NSInteger i = 0; i < 4; i++) {
        NSNumber *boxed = @(i * 1000);
        sum += boxed.integerValue + boxed.intValue;
      }
      NSLog(@"%ld", sum);
      """,
      ["44 44 300", "18446744073709551615 18446744073709551615", "300.5 1 0", "12000"])
  }

  func testAnIntegerBeyondTheTaggedPayloadStaysARealNumberThatComparesByValue() {
    assertPrints(
      """
      long long big = 1LL << 60;
      NSNumber *a = @(big);
      NSLog(@"%@ %d %lld", a, [a isEqual:@(big)], a.longLongValue);
      NSLog(@"%d %d", [@(1LL << 55) isEqual:@((1LL << 55) - 1)], @((1LL << 55) - 1) == @((1LL << 55) - 1));
      """,
      ["1152921504606846976 1 1152921504606846976", "0 1"])
  }

  func testTheCoreCarriesBoxedIntegersAndComparesThemByValue() {
    assertPrints(
      """
      RACSubject *subject = [RACSubject subject];
      [[[[subject distinctUntilChanged] ignore:@2] startWith:@0] subscribeNext:^(NSNumber *x) {
        NSLog(@"%@ %ld", x, (long)x.integerValue * 10);
      }];
      for (NSInteger i = 1; i < 4; i++) {
        [subject sendNext:@(i)];
        [subject sendNext:@(i)];
      }
      [[RACSignal return:@(7)] subscribeNext:^(id x) { NSLog(@"%@ %d", x, [x isEqual:@7]); }];
      [subject sendCompleted];
      RACSubject *numbers = [RACSubject subject];
      [[numbers aggregateWithStart:@0 reduce:^id(NSNumber *sum, NSNumber *x) {
        return @(sum.integerValue + x.integerValue);
      }] subscribeNext:^(id x) { NSLog(@"sum %@", x); }];
      [numbers sendNext:@1];
      [numbers sendNext:@2];
      [numbers sendNext:@3];
      [numbers sendCompleted];
      """,
      ["0 0", "1 10", "3 30", "7 1", "sum 6"])
  }

  func testABoxedIntegerSwitchesToTheCaseOfItsNumberAndLiftsIntoAnIntegerParameter() {
    assertPrints(
      """
      @interface Counter : NSObject
      - (void)setCount:(NSInteger)count label:(NSString *)label;
      @end
      @implementation Counter
      - (void)setCount:(NSInteger)count label:(NSString *)label { NSLog(@"%@ %ld", label, (long)(count * 2)); }
      @end
      RACSubject *key = [RACSubject subject];
      RACSubject *zero = [RACSubject subject];
      RACSubject *one = [RACSubject subject];
      [[RACSignal switch:key cases:@{ @0: zero, @1: one } default:nil] subscribeNext:^(id x) { NSLog(@"%@", x); }];
      [key sendNext:@0];
      [zero sendNext:@"from zero"];
      [key sendNext:@(1)];
      [one sendNext:@"from one"];
      Counter *counter = [Counter new];
      RACSubject *counts = [RACSubject subject];
      [counter rac_liftSelector:@selector(setCount:label:) withSignals:counts, [RACSignal return:@"count"], nil];
      [counts sendNext:@21];
      [counts sendCompleted];
      [key sendCompleted];
      [zero sendCompleted];
      [one sendCompleted];
      """,
      ["from zero", "from one", "count 42"])
  }

  func testTheLeaksReportNeverListsABoxedInteger() throws {
    let snippet = try leakSnippet(
      "numbers.m",
      """
      @interface Holder : NSObject
      @property (nonatomic, strong) NSNumber *count;
      @property (nonatomic, strong) NSArray *values;
      @property (nonatomic, copy) void (^block)(void);
      @end
      @implementation Holder
      @end
      Holder *holder = [Holder new];
      NSInteger seven = 7;
      holder.count = @(seven);
      holder.values = @[ @(1), @(2), @(seven) ];
      holder.block = ^{ NSLog(@"%@ %@", holder.count, holder.values); };
      holder = nil;
      NSLog(@"end");
      """, racSource: false)
    let found = snippet.findLeaks()
    XCTAssertNil(found.error, "\(found.error?.description ?? "")")
    XCTAssertEqual(found.output, ["end"])
    let lines = found.report?.lines ?? []
    XCTAssertTrue(lines.contains { $0.hasPrefix("kept by a cycle") }, "\(lines)")
    XCTAssertTrue(lines.contains { $0.contains("Holder#") }, "\(lines)")
    XCTAssertFalse(lines.contains { $0.contains("NSNumber") || $0.contains("NSCFNumber") }, "\(lines)")
    expectsLeakedObjects = true
  }
}
