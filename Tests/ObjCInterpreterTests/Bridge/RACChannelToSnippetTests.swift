import XCTest

/// `RACChannelTo(target, key)` on both sides of `=`, as MVVM code binds a view to its model: the
/// macro's `RACKVOChannel`, whose following terminal the macro reads or binds to another terminal.
final class RACChannelToSnippetTests: LeakCheckedTestCase {
  private static let person = #"""
    @interface Person : NSObject
    @property (nonatomic, copy) NSString *name;
    @property (nonatomic, assign) NSInteger age;
    @end
    @implementation Person
    @end

    """#

  func testTwoKeysBoundWithRACChannelToFollowEachOtherWithoutEchoes() {
    assertPrints(
      Self.person + #"""
        Person *model = [Person new];
        Person *view = [Person new];
        model.name = @"Ann";
        view.name = @"placeholder";
        [RACObserve(model, name) subscribeNext:^(NSString *name) { NSLog(@"model.name = %@", name); }];
        RACChannelTo(view, name) = RACChannelTo(model, name);
        NSLog(@"view %@", view.name);
        model.name = @"Bob";
        NSLog(@"view %@", view.name);
        view.name = @"Cy";
        NSLog(@"model %@", model.name);
        """#,
      ["model.name = Ann", "view Ann", "model.name = Bob", "view Bob", "model.name = Cy", "model Cy"])
  }

  /// Read alone, the macro is the following terminal: the key's value now and after each change;
  /// sending to it sets the key (nil as the nil value), and it completes when the target goes.
  func testRACChannelToReadAloneIsATerminalOnTheKey() {
    assertPrints(
      Self.person + #"""
        Person *person = [Person new];
        person.age = 3;
        RACChannelTerminal *age = RACChannelTo(person, age, @0);
        [age subscribeNext:^(NSNumber *value) { NSLog(@"age %@", value); } completed:^{ NSLog(@"completed"); }];
        person.age = 4;
        [age sendNext:@10];
        NSLog(@"set %ld", (long)person.age);
        [age sendNext:nil];
        NSLog(@"set %ld", (long)person.age);
        person = nil;
        NSLog(@"%@", [age class]);
        """#,
      ["age 3", "age 4", "set 10", "set 0", "completed", "RACChannelTerminal"])
  }

  func testATextFieldBindsToAModelKey() {
    assertPrints(
      Self.person + #"""
        Person *model = [Person new];
        model.name = @"Ann";
        UITextField *field = [[UITextField alloc] init];
        RACChannelTo(field, text) = RACChannelTo(model, name);
        NSLog(@"field %@", field.text);
        field.text = @"Annie";
        NSLog(@"model %@", model.name);
        """#,
      ["field Ann", "model Annie"])
  }

  /// A key path of several keys is observed key by key: a new intermediate object brings its value,
  /// a nil one sends nil, one that dies (held weakly, no KVO notification) sends nil, and a value
  /// sent to the terminal is set on the intermediate object there is (nothing when there is none).
  func testAKeyPathOfSeveralKeysFollowsItsIntermediateObjects() {
    assertPrints(
      #"""
      @interface Node : NSObject
      @property (nonatomic, copy) NSString *name;
      @property (nonatomic, strong) Node *child;
      @property (nonatomic, weak) Node *weakChild;
      @end
      @implementation Node
      @end

      Node *root = [Node new];
      RACChannelTerminal *terminal = RACChannelTo(root, child.name);
      [terminal subscribeNext:^(NSString *name) { NSLog(@"strong %@", name); }];
      [terminal sendNext:@"lost"];
      Node *first = [Node new];
      first.name = @"one";
      root.child = first;
      first.name = @"uno";
      [terminal sendNext:@"set"];
      NSLog(@"first.name %@", first.name);
      root.child = nil;
      first.name = @"unheard";
      RACChannelTerminal *weakTerminal = RACChannelTo(root, weakChild.name);
      [weakTerminal subscribeNext:^(NSString *name) { NSLog(@"weak %@", name); }];
      @autoreleasepool {
        Node *second = [Node new];
        second.name = @"two";
        root.weakChild = second;
      }
      NSLog(@"weakChild %@", root.weakChild);
      """#,
      [
        "strong (null)", "strong one", "strong uno", "first.name set", "strong (null)", "weak (null)", "weak two",
        "weak (null)", "weakChild (null)",
      ])
  }

  func testAMacroWithoutAKeyPathIsASourceErrorAtItsPlace() {
    assertFails(
      Self.person + #"""
        Person *person = [Person new];
        RACChannelTo(person) = RACChannelTo(person, name);
        """#,
      containing: "between RACChannelTo's target and key path", at: (8, 20))
  }

  func testAValueThatPostsNoKVONotificationsIsRefused() {
    assertFails(
      #"""
      RACChannelTerminal *terminal = RACChannelTo(@"text", length);
      """#,
      containing: "RACChannelTo needs an object that posts KVO notifications")
  }
}
