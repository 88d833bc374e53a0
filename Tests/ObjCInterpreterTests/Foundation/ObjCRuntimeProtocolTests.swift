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

  /// objc4's `class_conformsToProtocol` reads the class's own list alone; `-conformsToProtocol:`
  /// walks the superclasses.
  func testAProtocolAddedToAClassAtRunTimeIsTheClassesOwnAndItsSubclassesConformThroughIt() {
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
        printf("%d %d\n", [SubCounter conformsToProtocol:@protocol(Counting)],
          [[SubCounter new] conformsToProtocol:@protocol(Named)]);
        printf("%s %d\n", protocol_getName(objc_getProtocol("Named")), objc_getProtocol("Unknown") == NULL);
        """#,
      ["0", "1 0", "1 0 1", "1 1", "Named 1"])
  }

  /// A class conforms to what its `@interface`, a category and a class extension adopt, to what
  /// those protocols adopt, and its subclasses with it; a generic superclass's type arguments are
  /// not protocols.
  func testAClassConformsToTheProtocolsItsInterfaceCategoriesAndExtensionAdopt() {
    assertPrints(
      protocols + #"""
        @protocol Resettable
        - (void)reset;
        @end
        @protocol Printable
        @end
        @interface Tally : NSObject <Counting>
        @end
        @implementation Tally
        @end
        @interface Tally () <Resettable>
        @end
        @interface Counter (Printing) <Printable>
        @end
        @interface Holder<ObjectType> : NSObject
        @end
        @implementation Holder
        @end
        @interface NamedHolder<ValueType> : Holder<ValueType> <Named>
        @end
        @implementation NamedHolder
        @end
        @interface SubTally : Tally
        @end
        @implementation SubTally
        @end
        Tally *tally = [Tally new];
        printf("%d %d %d %d\n", [tally conformsToProtocol:@protocol(Counting)],
          [tally conformsToProtocol:@protocol(Named)], [tally conformsToProtocol:@protocol(NSObject)],
          [tally conformsToProtocol:@protocol(Printable)]);
        printf("%d %d %d\n", [SubTally conformsToProtocol:@protocol(Resettable)],
          [[SubTally new] conformsToProtocol:@protocol(Counting)], class_conformsToProtocol([SubTally class], @protocol(Counting)));
        printf("%d %d\n", [[Counter new] conformsToProtocol:@protocol(Printable)],
          [Counter conformsToProtocol:@protocol(Counting)]);
        printf("%d %d\n", [[NamedHolder new] conformsToProtocol:@protocol(Named)],
          [NamedHolder conformsToProtocol:@protocol(Counting)]);
        """#,
      ["1 1 1 0", "1 1 0", "1 0", "1 0"])
  }

  /// Foundation's and RAC's classes conform to what their headers adopt (`RACSubject.h`:
  /// `<RACSubscriber>`, `RACTuple.h`: `<NSCoding, NSCopying, NSFastEnumeration>`).
  func testLibraryClassesConformToTheProtocolsTheirHeadersAdopt() {
    assertPrints(
      #"""
      printf("%d %d %d\n", [@[] conformsToProtocol:@protocol(NSFastEnumeration)],
        [@"text" conformsToProtocol:@protocol(NSCopying)], [@"text" conformsToProtocol:@protocol(NSFastEnumeration)]);
      printf("%d %d %d\n", [[RACSubject subject] conformsToProtocol:@protocol(RACSubscriber)],
        [[RACSignal empty] conformsToProtocol:@protocol(RACSubscriber)],
        [[RACSubject subject] conformsToProtocol:@protocol(NSObject)]);
      printf("%d %d\n", [RACTuple conformsToProtocol:@protocol(NSFastEnumeration)],
        [RACTuplePack(@1) conformsToProtocol:@protocol(NSCopying)]);
      """#,
      ["1 1 0", "1 0 1", "1 1"])
  }
}
