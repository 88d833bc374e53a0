import XCTest

/// A class of the program with its own `-isEqual:` and `-hash` is compared and hashed by them
/// wherever Foundation and RAC send those messages: a set, an array's search, a dictionary's key,
/// `-distinctUntilChanged` and a tuple's `-isEqual:` on the Swift core; on fixtures written here.
final class ProgramEqualityTests: LeakCheckedTestCase {
  private let point = #"""
    @interface Point2 : NSObject
    @property (nonatomic) NSInteger x;
    + (instancetype)at:(NSInteger)x;
    @end
    @implementation Point2
    + (instancetype)at:(NSInteger)x { Point2 *p = [self new]; p.x = x; return p; }
    - (BOOL)isEqual:(id)other {
      if (![other isKindOfClass:[Point2 class]]) return [super isEqual:other];
      return ((Point2 *)other).x == self.x;
    }
    - (NSUInteger)hash { return (NSUInteger)self.x; }
    - (NSString *)description { return [NSString stringWithFormat:@"P%ld", (long)self.x]; }
    @end

    """#

  func testCollectionsFindAndKeepOneOfEqualObjects() {
    assertPrints(
      point + #"""
        Point2 *a = [Point2 at:1], *b = [Point2 at:1], *c = [Point2 at:2];
        NSSet *set = [NSSet setWithObjects:a, b, c, nil];
        NSMutableSet *mutable = [NSMutableSet set];
        [mutable addObject:a];
        [mutable addObject:b];
        NSLog(@"%lu %d %lu", (unsigned long)set.count, [set containsObject:b], (unsigned long)mutable.count);
        NSArray *array = @[a, c];
        NSLog(@"%d %lu %d", [array containsObject:b], (unsigned long)[array indexOfObject:b], [@[a] isEqual:@[b]]);
        NSMapTable *table = [NSMapTable strongToStrongObjectsMapTable];
        [table setObject:@"one" forKey:a];
        NSLog(@"%@ %d %d", [table objectForKey:b], [a isEqual:b], [a isEqual:@"P1"]);
        """#,
      ["2 1 1", "1 0 1", "one 1 0"])
  }

  func testTheSwiftCoresComparisonsAskTheProgramsIsEqual() {
    assertPrints(
      point + #"""
        RACSubject *points = [RACSubject subject];
        [[points distinctUntilChanged] subscribeNext:^(Point2 *p) { NSLog(@"%@", p); }];
        [points sendNext:[Point2 at:1]];
        [points sendNext:[Point2 at:1]];
        [points sendNext:[Point2 at:2]];
        [points sendCompleted];
        NSLog(@"%d %d", [RACTuplePack([Point2 at:3]) isEqual:RACTuplePack([Point2 at:3])],
          [RACTuplePack([Point2 at:3]) isEqual:RACTuplePack([Point2 at:4])]);
        """#,
      ["P1", "P2", "1 0"])
  }

  func testAClassWithoutItsOwnIsEqualIsEqualToItselfAlone() {
    assertPrints(
      #"""
      @interface Token : NSObject
      @end
      @implementation Token
      @end
      Token *a = [Token new], *b = [Token new];
      NSLog(@"%lu %d %d", (unsigned long)[NSSet setWithObjects:a, b, a, nil].count, [@[a] containsObject:b], [a isEqual:a]);
      """#,
      ["2 0 1"])
  }
}
