import XCTest

/// A block installed as `-dealloc` at run time (`class_addMethod`, `method_setImplementation`),
/// which runs as the object dies and calls the original through its IMP or `objc_msgSendSuper`,
/// as RAC's `NSObject+RACDeallocating.m` swizzles; fixtures written here.
final class ObjCRuntimeDeallocSwizzlingTests: LeakCheckedTestCase {
  func testABlockAddedAsDeallocRunsWhenTheObjectDiesAndSeesItsState() {
    assertPrints(
      #"""
      @interface Resource : NSObject
      @property (nonatomic, copy) NSString *name;
      @end
      @implementation Resource
      @end
      NSMutableArray *log = [NSMutableArray array];
      @autoreleasepool {
        Resource *resource = [Resource new];
        resource.name = @"file";
        [log addObject:@"made"];
        Class superclass = class_getSuperclass([Resource class]);
        class_addMethod([Resource class], sel_registerName("dealloc"), imp_implementationWithBlock(^(__unsafe_unretained Resource *self) {
          [log addObject:[NSString stringWithFormat:@"dealloc %@", self.name]];
          struct objc_super superInfo = { .receiver = self, .super_class = superclass };
          ((void (*)(struct objc_super *, SEL))objc_msgSendSuper)(&superInfo, sel_registerName("dealloc"));
        }), "v@:");
        [log addObject:@"swizzled"];
      }
      [log addObject:@"after"];
      NSLog(@"%@", [log componentsJoinedByString:@", "]);
      """#,
      ["made, swizzled, dealloc file, after"])
  }

  func testASwizzledDeallocCallsTheClassesOwnThroughItsOriginalIMP() {
    assertPrints(
      #"""
      @interface Tracked : NSObject
      @end
      @implementation Tracked
      - (void)dealloc { NSLog(@"own dealloc"); }
      @end
      @autoreleasepool {
        Tracked *tracked = [Tracked new];
        SEL selector = sel_registerName("dealloc");
        Method method = class_getInstanceMethod([Tracked class], selector);
        __block void (*original)(__unsafe_unretained id, SEL) = NULL;
        IMP swizzled = imp_implementationWithBlock(^(__unsafe_unretained id self) {
          NSLog(@"swizzled dealloc");
          original(self, selector);
        });
        original = (__typeof__(original))method_setImplementation(method, swizzled);
      }
      NSLog(@"after");
      """#,
      ["swizzled dealloc", "own dealloc", "after"])
  }

  func testAnObjectMadeBeforeTheSwizzleRunsItWithItsAssociatedObjects() {
    assertPrints(
      #"""
      static char key;
      NSMutableArray *log = [NSMutableArray array];
      @interface Holder : NSObject
      @end
      @implementation Holder
      @end
      @autoreleasepool {
        Holder *early = [Holder new];
        class_addMethod([Holder class], sel_registerName("dealloc"), imp_implementationWithBlock(^(__unsafe_unretained id self) {
          [log addObject:[NSString stringWithFormat:@"dealloc with %@", objc_getAssociatedObject(self, &key)]];
        }), "v@:");
        objc_setAssociatedObject(early, &key, @"tag", OBJC_ASSOCIATION_RETAIN_NONATOMIC);
      }
      NSLog(@"%@", [log componentsJoinedByString:@", "]);
      """#,
      ["dealloc with tag"])
  }
}
