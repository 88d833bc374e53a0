import XCTest

/// Protocols as the runtime keeps them: `@protocol … @end` read with its required and optional
/// methods, `protocol_getMethodDescription`, and protocols added to a class at run time
/// (`class_addProtocol`), as `RACDelegateProxy.m` uses them, on fixtures written here.
final class ObjCRuntimeProtocolTests: LeakCheckedTestCase {
  private let protocols = #"""
    @protocol Named <NSObject>
    @property (nonatomic, copy, readonly) NSString *name;
    @end
    @protocol Counting <Named>
    - (NSUInteger)countOfString:(NSString *)string;
    @optional
    - (void)didCount:(NSUInteger)count;
    + (BOOL)canCount;
    @required
    - (BOOL)isReady;
    @end
    @interface Counter : NSObject
    @end
    @implementation Counter
    @end

    """#

  func testMethodDescriptionsAreTheDeclaredRequiredAndOptionalMethods() {
    assertPrints(
      protocols + #"""
        Protocol *counting = @protocol(Counting);
        struct objc_method_description d = protocol_getMethodDescription(counting, @selector(countOfString:), YES, YES);
        printf("%s %s\n", sel_getName(d.name), d.types);
        d = protocol_getMethodDescription(counting, @selector(didCount:), NO, YES);
        printf("%s %s\n", sel_getName(d.name), d.types);
        d = protocol_getMethodDescription(counting, @selector(didCount:), YES, YES);
        printf("%d\n", d.name == NULL);
        d = protocol_getMethodDescription(counting, @selector(canCount), NO, NO);
        printf("%s %s\n", sel_getName(d.name), d.types);
        d = protocol_getMethodDescription(counting, @selector(isReady), YES, YES);
        printf("%s %s\n", sel_getName(d.name), d.types);
        d = protocol_getMethodDescription(counting, @selector(name), YES, YES);
        printf("%s %s\n", sel_getName(d.name), d.types);
        NSMethodSignature *signature = [NSMethodSignature signatureWithObjCTypes:
          protocol_getMethodDescription(counting, @selector(countOfString:), YES, YES).types];
        printf("%lu %s\n", (unsigned long)signature.numberOfArguments, signature.methodReturnType);
        """#,
      ["countOfString: Q@:@", "didCount: v@:Q", "1", "canCount B@:", "isReady B@:", "name @@:", "3 Q"])
  }

  func testAProtocolAddedToAClassAtRunTimeIsConformedToOnceAlongItsSubclasses() {
    assertPrints(
      protocols + #"""
        @interface SubCounter : Counter
        @end
        @implementation SubCounter
        @end
        printf("%d\n", class_conformsToProtocol([Counter class], @protocol(Counting)));
        printf("%d %d\n", class_addProtocol([Counter class], @protocol(Counting)),
          class_addProtocol([Counter class], @protocol(Counting)));
        printf("%d %d %d\n", class_conformsToProtocol([Counter class], @protocol(Counting)),
          class_conformsToProtocol([SubCounter class], @protocol(Counting)),
          class_conformsToProtocol([Counter class], @protocol(Named)));
        printf("%s %d\n", protocol_getName(objc_getProtocol("Named")), objc_getProtocol("Unknown") == NULL);
        """#,
      ["0", "1 0", "1 1 1", "Named 1"])
  }
}
