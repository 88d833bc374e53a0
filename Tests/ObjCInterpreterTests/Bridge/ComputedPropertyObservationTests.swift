import ObjCInterpreter
import ObjCLibraries
import XCTest

/// KVO reads a key by the getter the class writes and tells a computed key's observers when a key
/// it depends on changes (`+keyPathsForValuesAffecting<Key>`): `RACObserve` of a view model's
/// computed property, on the Swift core and on RAC 2.5's own source.
final class ComputedPropertyObservationTests: LeakCheckedTestCase {
  private static let person = #"""
    @interface Person : NSObject
    @property (nonatomic, copy) NSString *first;
    @property (nonatomic, copy) NSString *last;
    @property (nonatomic, readonly) NSString *full;
    @property (nonatomic, getter=isNamed) BOOL named;
    @end
    @implementation Person
    + (NSSet *)keyPathsForValuesAffectingFull { return [NSSet setWithObjects:@"first", @"last", nil]; }
    + (NSSet *)keyPathsForValuesAffectingValueForKey:(NSString *)key {
      if ([key isEqualToString:@"named"]) return [NSSet setWithObject:@"first"];
      return [super keyPathsForValuesAffectingValueForKey:key];
    }
    - (NSString *)full { return [NSString stringWithFormat:@"%@ %@", self.first, self.last]; }
    - (BOOL)isNamed { return self.first.length > 0; }
    @end

    Person *person = [Person new];
    person.first = @"Ann";
    person.last = @"Lee";
    RACDisposable *full = [RACObserve(person, full) subscribeNext:^(NSString *name) { NSLog(@"full: %@", name); }];
    RACDisposable *named = [RACObserve(person, named) subscribeNext:^(NSNumber *named) { NSLog(@"named: %@", named); }];
    person.first = @"Bo";
    person.last = @"Ray";
    person.first = nil;
    [full dispose];
    [named dispose];
    person.last = @"Sun";
    """#

  private static let expected = [
    "full: Ann Lee", "named: 1", "full: Bo Lee", "named: 1", "full: Bo Ray", "full: (null) Ray", "named: 0",
  ]

  func testAComputedPropertysObserversHearItsGetterAfterEachKeyItDependsOn() {
    assertPrints(Self.person, Self.expected)
  }

  func testAComputedPropertysObserversHearItsGetterOnRACSource() throws {
    guard let directory = ProcessInfo.processInfo.environment["RAC_SOURCE_DIR"], !directory.isEmpty else {
      throw XCTSkip("set RAC_SOURCE_DIR to a checkout of ReactiveCocoa 2.5 to run RAC's own KVO code")
    }
    let library = RACSourceLibrary(checkout: try RACSourceCheckout(path: directory))
    let run = SnippetRun.run(files: [SourceFile(name: "person.m", text: Self.person)], library: library)
    XCTAssertNil(run.error)
    XCTAssertEqual(run.output, Self.expected)
  }

  /// Keys that depend on each other (a mistake KVO does not guard against) tell each observer once
  /// per change instead of recursing without end.
  func testKeysThatDependOnEachOtherAreEachToldOnce() {
    assertPrints(
      #"""
      @interface Pair : NSObject
      @property (nonatomic, copy) NSString *left;
      @property (nonatomic, copy) NSString *right;
      @end
      @implementation Pair
      + (NSSet *)keyPathsForValuesAffectingLeft { return [NSSet setWithObject:@"right"]; }
      + (NSSet *)keyPathsForValuesAffectingRight { return [NSSet setWithObject:@"left"]; }
      @end

      Pair *pair = [Pair new];
      RACDisposable *left = [[RACObserve(pair, left) skip:1] subscribeNext:^(id x) { NSLog(@"left %@", x); }];
      RACDisposable *right = [[RACObserve(pair, right) skip:1] subscribeNext:^(id x) { NSLog(@"right %@", x); }];
      pair.left = @"L";
      pair.right = @"R";
      [left dispose];
      [right dispose];
      """#,
      ["left L", "right (null)", "right R", "left L"])
  }
}
