import XCTest

/// `_objc_msgForward` installed as a method's implementation: the message goes to the object's
/// `-methodSignatureForSelector:` and `-forwardInvocation:` (here a block installed at run time, as
/// RAC's selector signals install theirs), whose `NSInvocation` reads the arguments and sets the
/// result; fixtures written here.
final class ObjCRuntimeMessageForwardTests: LeakCheckedTestCase {
  private let adder = #"""
    @interface Adder : NSObject
    - (NSInteger)add:(NSInteger)a to:(NSInteger)b;
    - (BOOL)isReady;
    @end
    @implementation Adder
    - (NSInteger)add:(NSInteger)a to:(NSInteger)b { return a + b; }
    - (BOOL)isReady { return YES; }
    @end
    NSMutableArray *log = [NSMutableArray array];
    Adder *adder = [Adder new];
    Method add = class_getInstanceMethod([Adder class], @selector(add:to:));
    class_addMethod([Adder class], @selector(rac_original_add:to:), method_getImplementation(add), method_getTypeEncoding(add));
    class_replaceMethod([Adder class], @selector(add:to:), _objc_msgForward, method_getTypeEncoding(add));
    class_replaceMethod([Adder class], @selector(isReady), _objc_msgForward, "c@:");
    class_replaceMethod([Adder class], @selector(forwardInvocation:), imp_implementationWithBlock(^(id self, NSInvocation *invocation) {
      [log addObject:NSStringFromSelector(invocation.selector)];
      if (invocation.selector != @selector(add:to:)) return;
      NSInteger a = 0, b = 0;
      [invocation getArgument:&a atIndex:2];
      [invocation getArgument:&b atIndex:3];
      [log addObject:[NSString stringWithFormat:@"%ld %ld", (long)a, (long)b]];
      invocation.selector = @selector(rac_original_add:to:);
      [invocation invoke];
      NSInteger sum = 0;
      [invocation getReturnValue:&sum];
      sum *= 10;
      [invocation setReturnValue:&sum];
    }), "v@:@");

    """#

  func testAForwardedMessageReachesForwardInvocationWhoseResultIsTheMessages() {
    assertPrints(
      adder + #"""
        NSLog(@"%ld", (long)[adder add:2 to:3]);
        NSLog(@"%@", [log componentsJoinedByString:@", "]);
        NSLog(@"%d", method_getImplementation(class_getInstanceMethod([Adder class], @selector(add:to:))) == _objc_msgForward);
        """#,
      ["50", "add:to:, 2 3", "1"])
  }

  func testAForwardedMessageWhoseResultNobodySetAnswersZero() {
    assertPrints(
      adder + #"""
        NSLog(@"%@", @([adder isReady]));
        NSLog(@"%@", [log componentsJoinedByString:@", "]);
        """#,
      ["0", "isReady"])
  }

  func testAMethodThatOnlyForwardsIsNotOneTheObjectRespondsTo() {
    assertPrints(
      adder + #"""
        NSLog(@"%d %d", [adder respondsToSelector:@selector(isReady)], [adder respondsToSelector:@selector(rac_original_add:to:)]);
        """#,
      ["0 1"])
  }

  func testAForwardedMessageTheObjectDoesNotForwardIsUnrecognized() {
    assertFails(
      #"""
      @interface Quiet : NSObject
      - (void)speak;
      @end
      @implementation Quiet
      - (void)speak {}
      @end
      class_replaceMethod([Quiet class], @selector(speak), _objc_msgForward, "v@:");
      [[Quiet new] speak];
      """#,
      containing: "-[Quiet speak]: unrecognized selector sent to instance", at: (8, 1))
  }
}
