import XCTest

/// Classes made and registered while the program runs (`objc_allocateClassPair`,
/// `objc_registerClassPair`) and an object moved to one (`object_setClass`), as RAC's
/// `RACObjCRuntime.m` and `NSObject+RACSelectorSignal.m` use them, on fixtures written here.
final class ObjCRuntimeClassPairTests: LeakCheckedTestCase {
  func testAClassMadeAtRunTimeSubclassesAProgramClassAndIsFoundOnceRegistered() {
    assertPrints(
      #"""
      @interface Greeter : NSObject
      - (NSString *)greeting;
      @end
      @implementation Greeter
      - (NSString *)greeting { return @"hello"; }
      @end
      Class made = objc_allocateClassPair([Greeter class], "Greeter_Probe", 0);
      NSLog(@"%s %s", class_getName(made), class_getName(class_getSuperclass(made)));
      NSLog(@"before registering: %@", objc_getClass("Greeter_Probe"));
      objc_registerClassPair(made);
      NSLog(@"after: %d", objc_getClass("Greeter_Probe") == made);
      NSLog(@"again: %@", objc_allocateClassPair([Greeter class], "Greeter_Probe", 0));
      NSLog(@"%d %d", [made isSubclassOfClass:[Greeter class]], [made instancesRespondToSelector:@selector(greeting)]);
      """#,
      ["Greeter_Probe Greeter", "before registering: (null)", "after: 1", "again: (null)", "1 1"])
  }

  func testAnObjectMovedToAMadeClassAnswersWithItsMethodsAndKeepsItsState() {
    assertPrints(
      #"""
      @interface Counter : NSObject
      @property (nonatomic, assign) NSInteger count;
      - (NSString *)name;
      @end
      @implementation Counter
      - (NSString *)name { return @"counter"; }
      @end
      Counter *counter = [Counter new];
      counter.count = 3;
      Class made = objc_allocateClassPair([Counter class], "Counter_Moved", 0);
      class_addMethod(made, @selector(name), imp_implementationWithBlock(^(Counter *self) {
        return [NSString stringWithFormat:@"moved %ld", (long)self.count];
      }), "@@:");
      objc_registerClassPair(made);
      Counter *other = [Counter new];
      Class old = object_setClass(counter, made);
      NSLog(@"%s -> %s", class_getName(old), class_getName(object_getClass(counter)));
      NSLog(@"%@ / %@", [counter name], [other name]);
      counter.count = 4;
      NSLog(@"%@ %d", [counter name], [counter isKindOfClass:[Counter class]]);
      """#,
      ["Counter -> Counter_Moved", "moved 3 / counter", "moved 4 1"])
  }

  func testAMethodAddedForClassMakesTheObjectReportAnotherClass() {
    assertPrints(
      #"""
      @interface Model : NSObject
      @end
      @implementation Model
      @end
      Model *model = [Model new];
      Class stated = [model class];
      Class made = objc_allocateClassPair(stated, "Model_Hidden", 0);
      Method classMethod = class_getInstanceMethod(made, @selector(class));
      class_replaceMethod(made, @selector(class), imp_implementationWithBlock(^(id self) { return stated; }),
        method_getTypeEncoding(classMethod));
      objc_registerClassPair(made);
      object_setClass(model, made);
      NSLog(@"%@ %s", [model class], class_getName(object_getClass(model)));
      """#,
      ["Model Model_Hidden"])
  }

  func testAClassMadeAtRunTimeMaySubclassALibraryClassAndItsMethodsStayTheRunsOwn() {
    assertPrints(
      #"""
      Class made = objc_allocateClassPair([NSObject class], "Probe_Made", 0);
      objc_registerClassPair(made);
      NSLog(@"%s %d", class_getName(class_getSuperclass(made)), [made instancesRespondToSelector:@selector(description)]);
      NSLog(@"%d", class_respondsToSelector(made, @selector(probe)));
      class_addMethod(made, @selector(probe), imp_implementationWithBlock(^(id self) { return 7; }), "i@:");
      NSLog(@"%d", class_respondsToSelector(made, @selector(probe)));
      """#,
      ["NSObject 1", "0", "1"])
  }

  func testMovingAnObjectTheRuntimeCannotMoveIsAnError() {
    assertFails(
      #"""
      Class made = objc_allocateClassPair([NSObject class], "Array_Made", 0);
      object_setClass(@[], made);
      """#,
      containing: "object_setClass: '__NSArray0' objects cannot become 'Array_Made' here", at: (2, 17))
  }
}
