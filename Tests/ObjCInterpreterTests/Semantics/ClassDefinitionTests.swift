import XCTest

/// Classes a snippet defines: properties (synthesised, custom accessors, copy), instance
/// variables, class and instance methods, `super`, `-description`, categories on library classes,
/// and key-value observing through `RACObserve` and `RAC(…) =`.
final class ClassDefinitionTests: LeakCheckedTestCase {
  private let account = #"""
    @interface Account : NSObject
    @property (nonatomic, copy) NSString *owner;
    @property (nonatomic, assign) NSInteger balance;
    + (instancetype)accountWithOwner:(NSString *)owner;
    - (void)deposit:(NSInteger)amount;
    @end
    @implementation Account {
      int _operations;
    }
    + (instancetype)accountWithOwner:(NSString *)owner {
      Account *account = [[self alloc] init];
      account.owner = owner;
      return account;
    }
    - (instancetype)init {
      self = [super init];
      if (self) { _balance = 100; }
      return self;
    }
    - (void)deposit:(NSInteger)amount { self.balance += amount; _operations++; }
    - (NSString *)description { return [NSString stringWithFormat:@"<%@: %ld after %d>", self.owner, (long)self.balance, _operations]; }
    @end

    """#

  func testAClassWithPropertiesInstanceVariablesAndAnInitializer() {
    assertPrints(
      account + #"""
        Account *a = [Account accountWithOwner:@"ming"];
        [a deposit:5];
        [a deposit:-20];
        NSLog(@"%@ %ld %@", a.owner, a.balance, a);
        """#,
      ["ming 85 <ming: 85 after 2>"])
  }

  func testACopyPropertyKeepsACopyOfAMutableString() {
    assertPrints(
      account + #"""
        NSMutableString *name = [NSMutableString stringWithString:@"a"];
        Account *a = [Account new];
        a.owner = name;
        [name appendString:@"b"];
        NSLog(@"%@ %@", a.owner, name);
        """#,
      ["a ab"])
  }

  func testACategoryAddsAMethodToALibraryClass() {
    assertPrints(
      #"""
      @implementation RACSignal (Doubling)
      - (RACSignal *)doubled { return [self map:^id(NSNumber *n) { return @(n.integerValue * 2); }]; }
      @end
      [[@[@1, @2].rac_sequence.signal doubled] subscribeNext:^(id x) { NSLog(@"%@", x); }];
      """#,
      ["2", "4"])
  }

  /// Posts define their own app classes under the names the walkthroughs' scenes use (post 000's
  /// `FMContact`): the snippet's class is the one that runs; RAC's and Foundation's stay reserved.
  func testASnippetsOwnClassShadowsASceneStandInOfThatName() {
    assertPrints(
      #"""
      @interface FMContact : NSObject
      @property (nonatomic, copy) NSString *nick;
      @end
      @implementation FMContact
      @end
      FMContact *contact = [[FMContact alloc] init];
      [RACObserve(contact, nick) subscribeNext:^(NSString *nick) { NSLog(@"nick %@", nick); }];
      contact.nick = @"T";
      """#,
      ["nick (null)", "nick T"])
    assertFails(
      """
      @interface RACSubject : NSObject
      @end
      """,
      containing: "'RACSubject' is a library class; the snippet cannot define it again")
  }

  func testRACObserveSendsTheCurrentValueThenEachChange() {
    assertPrints(
      account + #"""
        Account *a = [Account accountWithOwner:@"ming"];
        [RACObserve(a, balance) subscribeNext:^(NSNumber *balance) { NSLog(@"balance %@", balance); }];
        [a deposit:5];
        a.balance = 1;
        """#,
      ["balance 100", "balance 105", "balance 1"])
  }

  func testRACAssignmentBindsAPropertyToASignal() {
    assertPrints(
      account + #"""
        Account *a = [Account new];
        RACSubject *names = [RACSubject subject];
        RAC(a, owner) = names;
        [names sendNext:@"first"];
        NSLog(@"%@", a.owner);
        [names sendNext:@"second"];
        NSLog(@"%@", a.owner);
        """#,
      ["first", "second"])
  }

  func testAKeyPathOfTwoKeysFollowsTheObjectInTheMiddle() {
    assertPrints(
      #"""
      @interface Node : NSObject
      @property (nonatomic, strong) Node *next;
      @property (nonatomic, copy) NSString *label;
      @end
      @implementation Node
      @end
      Node *head = [Node new];
      Node *first = [Node new]; first.label = @"one";
      Node *second = [Node new]; second.label = @"two";
      [RACObserve(head, next.label) subscribeNext:^(id label) { NSLog(@"%@", label); }];
      head.next = first;
      first.label = @"uno";
      head.next = second;
      """#,
      ["(null)", "one", "uno", "two"])
  }

  func testAFileOfMethodsRunsItsTestMethod() {
    assertPrints(
      #"""
      - (void)helper { NSLog(@"helper"); }
      - (void)testSomething {
        [self helper];
        NSLog(@"test ran");
      }
      """#,
      ["helper", "test ran"])
  }
}
