import XCTest

/// `objc_msgSendSuper` with a `struct objc_super` (called by name and through a pointer cast of
/// its name, as RAC's swizzled `-dealloc` and `-methodSignatureForSelector:` call it) and
/// `objc_msgSend`, on fixtures written here.
final class ObjCRuntimeMessageSendSuperTests: LeakCheckedTestCase {
  func testMessageSendSuperStartsTheSearchAtTheGivenClass() {
    assertPrints(
      #"""
      @interface Base : NSObject
      - (NSString *)who:(NSString *)suffix;
      @end
      @implementation Base
      - (NSString *)who:(NSString *)suffix { return [@"base" stringByAppendingString:suffix]; }
      @end
      @interface Derived : Base
      @end
      @implementation Derived
      - (NSString *)who:(NSString *)suffix { return [@"derived" stringByAppendingString:suffix]; }
      @end
      Derived *object = [Derived new];
      struct objc_super superInfo = { .receiver = object, .super_class = class_getSuperclass([Derived class]) };
      NSString *(*send)(struct objc_super *, SEL, NSString *) = (__typeof__(send))objc_msgSendSuper;
      NSLog(@"%@ %@", send(&superInfo, @selector(who:), @"!"), [object who:@"?"]);
      NSLog(@"%@", objc_msgSend(object, @selector(who:), @"."));
      """#,
      ["base! derived?", "derived."])
  }

  func testDeallocSentToNSObjectThroughSuperDoesNothing() {
    assertPrints(
      #"""
      @interface Plain : NSObject
      @end
      @implementation Plain
      @end
      Plain *plain = [Plain new];
      struct objc_super superInfo = { .receiver = plain, .super_class = [NSObject class] };
      void (*send)(struct objc_super *, SEL) = (__typeof__(send))objc_msgSendSuper;
      send(&superInfo, sel_registerName("dealloc"));
      NSLog(@"done");
      """#,
      ["done"])
  }

  func testASuperStructWithoutAClassIsAnError() {
    assertFails(
      #"""
      struct objc_super superInfo = { .receiver = @"x", .super_class = Nil };
      objc_msgSendSuper(&superInfo, @selector(description));
      """#,
      containing: "objc_msgSendSuper: the struct objc_super's super_class is Nil", at: (2, 19))
  }
}
