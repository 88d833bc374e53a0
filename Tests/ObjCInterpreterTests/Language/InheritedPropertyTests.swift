import XCTest

/// clang synthesizes no accessor for a property a subclass redeclares when its superclass declares
/// it too, nor for one the class calls `@dynamic`: the superclass's accessor or method answers (as
/// ReactiveObjC's `RACTwoTuple` reads `first` through `RACTuple`'s method). `@synthesize` in the
/// subclass gives it an accessor and a variable of its own. On fixtures written here.
final class InheritedPropertyTests: LeakCheckedTestCase {
  private let base = #"""
    @interface Pair : NSObject
    @property (nonatomic, readonly) id first;
    @property (nonatomic, readonly) id second;
    @end
    @implementation Pair
    - (id)first { return @"pair's first"; }
    - (id)second { return @"pair's second"; }
    @end

    """#

  func testARedeclaredPropertyIsTheSuperclasssAndADynamicOneToo() {
    assertPrints(
      base + #"""
        @interface NamedPair : Pair
        @property (nonatomic, readonly) id first;
        @end
        @implementation NamedPair
        @end
        @interface LazyPair : Pair
        @end
        @interface LazyPair ()
        @property (nonatomic, strong) id second;
        @end
        @implementation LazyPair
        @dynamic second;
        @end
        NSLog(@"%@ / %@", [NamedPair new].first, [[NamedPair new] first]);
        NSLog(@"%@", [LazyPair new].second);
        """#,
      ["pair's first / pair's first", "pair's second"])
  }

  func testASynthesizedRedeclarationHasItsOwnVariable() {
    assertPrints(
      base + #"""
        @interface StoredPair : Pair
        @property (nonatomic, strong, readwrite) id first;
        @end
        @implementation StoredPair
        @synthesize first = _first;
        @end
        StoredPair *pair = [StoredPair new];
        NSLog(@"%@", pair.first);
        pair.first = @"stored";
        NSLog(@"%@ %@", pair.first, pair.second);
        """#,
      ["(null)", "stored pair's second"])
  }
}
