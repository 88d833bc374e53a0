import XCTest

/// `-valueForKey:` and `-setValue:forKey:` on the program's objects search as KVC does: a getter
/// (`-getKey`, `-key`, `-isKey`, `-_key`), else an instance variable (`_key`, `_isKey`, `key`,
/// `isKey`), else `-valueForUndefinedKey:`, which a class may override.
final class KeyValueCodingSearchTests: LeakCheckedTestCase {
  func testAKeyIsReadThroughTheFirstGetterThenAnInstanceVariable() {
    assertPrints(
      #"""
      @interface Item : NSObject {
        NSString *_title;
        int count;
        BOOL isDone;
      }
      @end
      @implementation Item
      - (instancetype)init { if ((self = [super init])) { _title = @"milk"; count = 2; isDone = YES; } return self; }
      - (NSString *)getLabel { return @"from -getLabel"; }
      - (NSString *)_secret { return @"from -_secret"; }
      @end

      Item *item = [Item new];
      NSLog(@"%@ %@ %@ %@", [item valueForKey:@"title"], [item valueForKey:@"count"], [item valueForKey:@"done"],
            [item valueForKey:@"label"]);
      NSLog(@"%@", [item valueForKey:@"secret"]);
      [item setValue:@"12" forKey:@"count"];
      [item setValue:@4.7 forKey:@"done"];
      NSLog(@"%@ %@", [item valueForKey:@"count"], [item valueForKey:@"done"]);
      """#,
      ["milk 2 1 from -getLabel", "from -_secret", "12 1"])
  }

  func testSettingAKeyWithNoSetterSetsItsInstanceVariableAndTellsItsObservers() {
    assertPrints(
      #"""
      @interface Counter : NSObject
      @property (nonatomic, readonly) NSInteger total;
      @end
      @implementation Counter
      @end

      Counter *counter = [Counter new];
      [RACObserve(counter, total) subscribeNext:^(id total) { NSLog(@"total %@", total); }];
      [counter setValue:@3 forKey:@"total"];
      NSLog(@"%ld", (long)counter.total);
      """#,
      ["total 0", "total 3", "3"])
  }

  func testAnUndefinedKeyRaisesUnlessTheClassOverridesValueForUndefinedKey() {
    assertPrints(
      #"""
      @interface Lenient : NSObject
      @end
      @implementation Lenient
      - (id)valueForUndefinedKey:(NSString *)key { return [key uppercaseString]; }
      - (void)setValue:(id)value forUndefinedKey:(NSString *)key { NSLog(@"ignored %@ = %@", key, value); }
      @end
      @interface Strict : NSObject
      @end
      @implementation Strict
      @end

      Lenient *lenient = [Lenient new];
      NSLog(@"%@", [lenient valueForKey:@"missing"]);
      [lenient setValue:@1 forKey:@"missing"];
      @try {
        [[Strict new] valueForKey:@"missing"];
      } @catch (NSException *exception) {
        NSLog(@"%@", exception.name);
      }
      """#,
      ["MISSING", "ignored missing = 1", "NSUnknownKeyException"])
  }
}
