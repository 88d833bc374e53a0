import XCTest

/// `NSMethodSignature`, `NSInvocation` and the runtime's message forwarding
/// (`-forwardingTargetForSelector:`, `-methodSignatureForSelector:` / `-forwardInvocation:`), as
/// RAC's lifting, block trampoline and delegate proxy use them, on fixtures written here.
final class InvocationAndForwardingTests: LeakCheckedTestCase {
  func testASignatureReadsEachSlotsTypeFromTheEncoding() {
    assertPrints(
      #"""
      NSMethodSignature *signature = [NSMethodSignature signatureWithObjCTypes:"v24@0:8{CGRect={CGPoint=dd}{CGSize=dd}}16r*B"];
      NSLog(@"%lu %s %lu", (unsigned long)signature.numberOfArguments, signature.methodReturnType,
            (unsigned long)signature.methodReturnLength);
      for (NSUInteger i = 0; i < signature.numberOfArguments; i++) {
        NSLog(@"%lu %s", (unsigned long)i, [signature getArgumentTypeAtIndex:i]);
      }
      """#,
      ["5 v 0", "0 @", "1 :", "2 {CGRect={CGPoint=dd}{CGSize=dd}}", "3 r*", "4 B"])
  }

  func testAnInvocationSendsItsSelectorWithItsArgumentsAndKeepsTheResult() {
    assertPrints(
      #"""
      @interface Greeter : NSObject
      - (NSString *)greet:(NSString *)name times:(NSInteger)times;
      @end
      @implementation Greeter
      - (NSString *)greet:(NSString *)name times:(NSInteger)times {
        NSLog(@"greeting %@ %ld times", name, (long)times);
        return [NSString stringWithFormat:@"hello %@ x%ld", name, (long)times];
      }
      @end
      Greeter *greeter = [[Greeter alloc] init];
      NSMethodSignature *signature = [greeter methodSignatureForSelector:@selector(greet:times:)];
      NSLog(@"%lu %s %s", (unsigned long)signature.numberOfArguments, [signature getArgumentTypeAtIndex:3],
            signature.methodReturnType);
      NSInvocation *invocation = [NSInvocation invocationWithMethodSignature:signature];
      invocation.target = greeter;
      invocation.selector = @selector(greet:times:);
      NSString *name = @"Ada";
      NSInteger times = 2;
      [invocation setArgument:&name atIndex:2];
      [invocation setArgument:&times atIndex:3];
      [invocation invoke];
      __unsafe_unretained NSString *result = nil;
      [invocation getReturnValue:&result];
      NSInteger readBack = 0;
      [invocation getArgument:&readBack atIndex:3];
      NSLog(@"%@ | %ld | %@", result, (long)readBack, NSStringFromSelector(invocation.selector));
      NSLog(@"%d", [greeter methodSignatureForSelector:@selector(wave)] == nil);
      """#,
      ["4 q @", "greeting Ada 2 times", "hello Ada x2 | 2 | greet:times:", "1"])
  }

  func testAnUnansweredMessageGoesToTheObjectsForwardInvocation() {
    assertPrints(
      #"""
      @interface Echo : NSObject
      - (NSString *)shout:(NSString *)word;
      @end
      @implementation Echo
      - (NSString *)shout:(NSString *)word { return [word uppercaseString]; }
      @end
      @interface Relay : NSObject
      @property (nonatomic, strong) Echo *echo;
      @end
      @implementation Relay
      - (NSMethodSignature *)methodSignatureForSelector:(SEL)selector {
        return [self.echo methodSignatureForSelector:selector];
      }
      - (void)forwardInvocation:(NSInvocation *)invocation {
        NSLog(@"forwarding %@", NSStringFromSelector(invocation.selector));
        [invocation invokeWithTarget:self.echo];
      }
      @end
      Relay *relay = [[Relay alloc] init];
      relay.echo = [[Echo alloc] init];
      NSLog(@"%@", [(id)relay shout:@"hi"]);
      """#,
      ["forwarding shout:", "HI"])
  }

  func testAForwardingTargetAnswersInsteadAndAnObjectThatDoesNotForwardStillFails() {
    assertPrints(
      #"""
      @interface Helper : NSObject
      - (NSInteger)answer;
      @end
      @implementation Helper
      - (NSInteger)answer { return 42; }
      @end
      @interface Front : NSObject
      @property (nonatomic, strong) Helper *helper;
      @end
      @implementation Front
      - (id)forwardingTargetForSelector:(SEL)selector { return self.helper; }
      @end
      Front *front = [[Front alloc] init];
      front.helper = [[Helper alloc] init];
      NSLog(@"%@", @([(id)front answer]));
      """#,
      ["42"])
    assertFails(
      #"""
      @interface Plain : NSObject
      @end
      @implementation Plain
      @end
      Plain *plain = [[Plain alloc] init];
      [(id)plain answer];
      """#,
      containing: "unrecognized selector sent to instance")
  }
}
