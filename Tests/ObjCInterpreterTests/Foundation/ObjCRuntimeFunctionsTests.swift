import XCTest

/// The Objective-C runtime's C functions, the environment and RAC's DTrace probes, the C math and
/// limits, and Foundation's constants, as RAC's core files use them.
final class ObjCRuntimeFunctionsTests: LeakCheckedTestCase {
  func testAssociatedObjectsByKeyAddressSelectorAndPolicy() {
    assertPrints(
      #"""
      static char nameKey;
      static void *selfKey = NULL;
      selfKey = &selfKey;
      NSObject *object = [[NSObject alloc] init];
      NSObject *other = [[NSObject alloc] init];
      objc_setAssociatedObject(object, &nameKey, @"first", OBJC_ASSOCIATION_RETAIN_NONATOMIC);
      objc_setAssociatedObject(object, selfKey, @"by a pointer to itself", OBJC_ASSOCIATION_RETAIN);
      objc_setAssociatedObject(object, @selector(description), @"by selector", OBJC_ASSOCIATION_RETAIN_NONATOMIC);
      NSMutableString *text = [NSMutableString stringWithString:@"copied"];
      objc_setAssociatedObject(other, &nameKey, text, OBJC_ASSOCIATION_COPY_NONATOMIC);
      [text appendString:@" and changed"];
      NSLog(@"%@ | %@ | %@ | %@", objc_getAssociatedObject(object, &nameKey), objc_getAssociatedObject(object, selfKey),
            objc_getAssociatedObject(object, @selector(description)), objc_getAssociatedObject(other, &nameKey));
      objc_setAssociatedObject(object, &nameKey, nil, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
      NSLog(@"%@ %@", objc_getAssociatedObject(object, &nameKey), objc_getAssociatedObject(nil, &nameKey));
      objc_removeAssociatedObjects(object);
      NSLog(@"removed: %@", objc_getAssociatedObject(object, selfKey));
      """#,
      ["first | by a pointer to itself | by selector | copied", "(null) (null)", "removed: (null)"])
  }

  func testAnAssignedValueIsNotKeptAndAnAssociatedValueGoesWithItsObject() {
    assertPrints(
      #"""
      static char key;
      @interface Noisy : NSObject
      @property (nonatomic, copy) NSString *name;
      @end
      @implementation Noisy
      - (void)dealloc { NSLog(@"dealloc %@", self.name); }
      @end
      NSObject *holder = [[NSObject alloc] init];
      @autoreleasepool {
        Noisy *assigned = [[Noisy alloc] init];
        assigned.name = @"assigned";
        objc_setAssociatedObject(holder, &key, assigned, OBJC_ASSOCIATION_ASSIGN);
        NSLog(@"while alive: %@", [objc_getAssociatedObject(holder, &key) name]);
      }
      NSLog(@"after: %@", objc_getAssociatedObject(holder, &key));
      Noisy *retained = [[Noisy alloc] init];
      retained.name = @"retained";
      objc_setAssociatedObject(holder, &key, retained, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
      retained = nil;
      NSLog(@"kept: %@", [objc_getAssociatedObject(holder, &key) name]);
      objc_setAssociatedObject(holder, &key, nil, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
      NSLog(@"end");
      """#,
      ["while alive: assigned", "dealloc assigned", "after: (null)", "kept: retained", "dealloc retained", "end"])
  }

  func testAStringLiteralHasNoIdentityToAssociateWith() {
    assertFails(
      #"""
      static char key;
      objc_setAssociatedObject(@"literal", &key, @1, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
      """#,
      containing: "objc_setAssociatedObject: '__NSCFConstantString' values have no identity to associate with here",
      at: (2, 26))
  }

  func testSelectorNames() {
    assertPrints(
      #"""
      static const char *nameOf(SEL selector) {
        return sel_getName(selector);
      }
      NSLog(@"%s %@", nameOf(@selector(setNameWithFormat:)), NSStringFromSelector(sel_registerName("map:")));
      """#,
      ["setNameWithFormat: map:"])
  }

  func testNoEnvironmentVariableIsSetNotEvenRACsDebugNames() {
    // As on a device without RAC_DEBUG_SIGNAL_NAMES: RAC's own names stay empty, as the core's do.
    assertPrints(
      #"""
      NSLog(@"%d %d", getenv("RAC_DEBUG_SIGNAL_NAMES") == NULL, getenv("HOME") == NULL);
      """#,
      ["1 1"])
  }

  func testProbesAreDisabledAndDoNotEvaluateTheirArguments() {
    assertPrints(
      #"""
      static const char *noisy(void) {
        NSLog(@"evaluated");
        return "x";
      }
      if (RACSIGNAL_NEXT_ENABLED()) RACSIGNAL_NEXT(noisy(), noisy(), noisy());
      RACCOMPOUNDDISPOSABLE_ADDED(noisy(), noisy(), 1);
      RACCOMPOUNDDISPOSABLE_REMOVED(noisy(), noisy(), 0);
      RACSIGNAL_ERROR(noisy(), noisy(), noisy());
      RACSIGNAL_COMPLETED(noisy(), noisy());
      NSLog(@"%d %d %d %d %d", RACSIGNAL_NEXT_ENABLED(), RACSIGNAL_ERROR_ENABLED(), RACSIGNAL_COMPLETED_ENABLED(),
            RACCOMPOUNDDISPOSABLE_ADDED_ENABLED(), RACCOMPOUNDDISPOSABLE_REMOVED_ENABLED());
      """#,
      ["0 0 0 0 0"])
  }

  func testMathAndLimits() {
    assertPrints(
      #"""
      double whole = 0;
      double part = modf(-3.75, &whole);
      NSLog(@"%g %g %g %g %g", part, whole, fmin(2, -1), fmax(2, -1), fmod(7.5, 2));
      NSLog(@"%d %d %u", INT32_MAX, INT32_MIN, UINT32_MAX);
      NSLog(@"%lld %lld", INT64_MAX / NSEC_PER_SEC, INT64_MIN);
      NSLog(@"%lu %d", ULONG_MAX, ULONG_MAX == NSUIntegerMax);
      """#,
      [
        "-0.75 -3 -1 2 1.5", "2147483647 -2147483648 4294967295", "9223372036 -9223372036854775808",
        "18446744073709551615 1",
      ])
  }

  func testFoundationConstantsRACsFilesName() {
    assertPrints(
      #"""
      NSLog(@"%lu %lu %lu %lu", (unsigned long)NSRegularExpressionSearch,
            (unsigned long)NSStringEnumerationByComposedCharacterSequences, (unsigned long)NSKeyValueChangeInsertion,
            (unsigned long)NSKeyValueChangeRemoval);
      NSLog(@"%@ %@ %@", NSKeyValueChangeNewKey, NSKeyValueChangeOldKey, NSKeyValueChangeKindKey);
      NSLog(@"%ld %lu", (long)NSNotFound, (unsigned long)OBJC_ASSOCIATION_RETAIN_NONATOMIC);
      """#,
      ["1024 2 2 3", "new old kind", "9223372036854775807 1"])
  }
}
