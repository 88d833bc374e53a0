import XCTest

/// `-rac_signalForSelector:` (NSObject+RACSelectorSignal.m) on the snippet's objects, and KVC's
/// `-setNilValueForKey:`, which RAC's specs observe through it.
final class SelectorSignalTests: LeakCheckedTestCase {
  /// The object's own method first, then the arguments as a tuple; only that object; a selector
  /// the class lacks is answered (and responded to) once asked for; dot syntax goes through it; the
  /// subject completes when the object goes.
  func testTheSignalSendsEachCallsArgumentsAfterTheObjectsOwnMethod() {
    assertPrints(
      #"""
      @interface Screen : NSObject
      @property (nonatomic, assign) NSInteger count;
      - (void)viewWillAppear:(BOOL)animated;
      @end
      @implementation Screen
      - (void)viewWillAppear:(BOOL)animated { NSLog(@"own viewWillAppear: %d", animated); }
      @end
      Screen *screen = [Screen new];
      Screen *other = [Screen new];
      [[screen rac_signalForSelector:@selector(viewWillAppear:)] subscribeNext:^(RACTuple *args) {
          NSLog(@"signal: %@", args.first);
      } completed:^{
          NSLog(@"completed");
      }];
      [[screen rac_signalForSelector:@selector(didTap:)] subscribeNext:^(RACTuple *args) { NSLog(@"tapped %@", args.first); }];
      [[screen rac_signalForSelector:@selector(setCount:)] subscribeNext:^(RACTuple *args) { NSLog(@"count set to %@", args.first); }];
      [screen viewWillAppear:YES];
      [other viewWillAppear:NO];
      NSLog(@"responds: %d %d", [screen respondsToSelector:@selector(didTap:)], [other respondsToSelector:@selector(didTap:)]);
      [screen performSelector:@selector(didTap:) withObject:@"a"];
      screen.count = 3;
      NSLog(@"count %ld", (long)screen.count);
      screen = nil;
      NSLog(@"end");
      """#,
      [
        "own viewWillAppear: 1", "signal: 1", "own viewWillAppear: 0", "responds: 1 0", "tapped a", "count set to 3",
        "count 3", "completed", "end",
      ])
  }

  func testAskingAValueThatIsNotAnObjectOfTheProgramIsAnError() {
    assertFails(
      #"""
      [@"text" rac_signalForSelector:@selector(length)];
      """#,
      containing: "-rac_signalForSelector: works on instances of classes the program defines here")
  }

  /// KVC sets nil on a scalar property through `-setNilValueForKey:`: NSObject's raises, a class's
  /// own override answers instead.
  func testSettingNilOnAScalarKeySendsSetNilValueForKey() {
    assertPrints(
      #"""
      @interface Counter : NSObject
      @property (nonatomic, assign) NSInteger value;
      @property (nonatomic, assign) BOOL catchNil;
      @end
      @implementation Counter
      - (void)setNilValueForKey:(NSString *)key {
          if (self.catchNil) { NSLog(@"caught nil for %@", key); return; }
          [super setNilValueForKey:key];
      }
      @end
      Counter *counter = [Counter new];
      [counter setValue:@4 forKey:@"value"];
      counter.catchNil = YES;
      [counter setValue:nil forKey:@"value"];
      counter.catchNil = NO;
      @try {
          [counter setValue:nil forKey:@"value"];
      } @catch (NSException *exception) {
          NSLog(@"%@", exception.name);
      }
      NSLog(@"value %ld", (long)counter.value);
      """#,
      ["caught nil for value", "NSInvalidArgumentException", "value 4"])
  }

  /// `@protocol(Name)` is a value (`NSProtocolFromString`), which `fromProtocol:` takes; a selector
  /// of two arguments sent by `-performSelector:withObject:withObject:` comes as a pair.
  func testAProtocolIsAValueAndTwoArgumentsComeAsAPair() {
    assertPrints(
      #"""
      @protocol Greeter
      - (void)greet:(id)name with:(id)word;
      @end
      @interface Host : NSObject
      @end
      @implementation Host
      @end
      Protocol *protocol = @protocol(Greeter);
      NSLog(@"%@", NSStringFromProtocol(protocol));
      Host *host = [Host new];
      [[host rac_signalForSelector:@selector(greet:with:) fromProtocol:protocol] subscribeNext:^(RACTuple *pair) {
          NSLog(@"%@ %@", pair.second, pair.first);
      }];
      [host performSelector:@selector(greet:with:) withObject:@"Ada" withObject:@"hello"];
      """#,
      ["Greeter", "hello Ada"])
  }

  /// A selector only the protocol declares is injected with the protocol's types, as
  /// NSObject+RACSelectorSignal.m adds it: it returns zero of its declared result (`BOOL`,
  /// `NSUInteger`, an object's nil) and takes its arguments as declared (a double passed for an
  /// `NSUInteger` arrives truncated); an optional declaration is found as a required one is.
  func testAMethodOnlyTheProtocolDeclaresReturnsZeroOfItsDeclaredTypeAndTakesItsDeclaredArguments() {
    assertPrints(
      #"""
      @protocol Counting
      @required
      - (BOOL)acceptsNumber:(NSUInteger)number;
      @optional
      - (NSUInteger)countOf:(id)object flag:(BOOL)flag;
      - (id)label;
      @end
      @interface Counter : NSObject
      @end
      @implementation Counter
      @end
      Counter *counter = [Counter new];
      for (NSString *name in @[ @"acceptsNumber:", @"countOf:flag:", @"label" ]) {
          [[counter rac_signalForSelector:NSSelectorFromString(name) fromProtocol:@protocol(Counting)] subscribeNext:^(RACTuple *x) {
              NSLog(@"%@ [%@]", name, [x.allObjects componentsJoinedByString:@", "]);
          }];
      }
      id<Counting> counting = (id)counter;
      NSLog(@"%@", @([counting acceptsNumber:42.9]));
      NSLog(@"%@", @([counting countOf:@"foo" flag:YES]));
      NSLog(@"%@", [counting label]);
      """#,
      [
        "acceptsNumber: [42]", "0", "countOf:flag: [foo, 1]", "0", "label []", "(null)",
      ])
  }

  /// RAC asserts that a declared protocol declares the selector it is asked to inject.
  func testInjectingASelectorTheProtocolDoesNotDeclareIsRACsAssertion() {
    assertFails(
      #"""
      @protocol Counting
      - (BOOL)acceptsNumber:(NSUInteger)number;
      @end
      @interface Counter : NSObject
      @end
      @implementation Counter
      @end
      [[Counter new] rac_signalForSelector:@selector(reset) fromProtocol:@protocol(Counting)];
      """#,
      containing: "RAC assertion failed: Selector reset does not exist in <Counting>", at: (8, 1))
  }
}
