import XCTest

/// The Objective-C runtime's functions over classes and methods, `@encode` in an expression and
/// `<string.h>`'s comparisons, as RAC's files beyond the core use them, on fixtures written here.
final class ObjCRuntimeClassFunctionsTests: LeakCheckedTestCase {
  func testEncodeInAnExpressionGivesTheRuntimesTypeEncodings() {
    assertPrints(
      #"""
      printf("%s %s %s %s %s %s\n", @encode(id), @encode(Class), @encode(SEL), @encode(void), @encode(BOOL), @encode(char *));
      printf("%s %s %s %s %s\n", @encode(int), @encode(NSInteger), @encode(NSUInteger), @encode(double), @encode(float));
      printf("%s %s %s\n", @encode(CGRect), @encode(NSRange), @encode(_Complex float));
      printf("%s %s\n", @encode(NSString *), @encode(void (^)(id)));
      """#,
      ["@ # : v B *", "i q Q d f", "{CGRect={CGPoint=dd}{CGSize=dd}} {_NSRange=QQ} jf", "@ @?"])
  }

  func testStrcmpAndStrstrCompareTypeEncodings() {
    assertPrints(
      #"""
      const char *argType = @encode(id);
      NSLog(@"%d %d", strcmp(argType, @encode(id)) == 0, strcmp(argType, @encode(Class)) == 0);
      NSLog(@"%d %d %d", strcmp("abc", "abd") < 0, strcmp("b", "a") > 0, strncmp("abcdef", "abcxyz", 3));
      NSLog(@"%lu", strlen("v@:@"));
      const char *types = "v@:@";
      NSLog(@"%d %d", strstr(types, "@:") != NULL, strstr(types, "jf") == NULL);
      """#,
      ["1 0", "1 1 0", "4", "1 1"])
  }

  func testClassFunctionsAnswerTheProgramsClassesAndTheirSuperclasses() {
    assertPrints(
      #"""
      @interface Animal : NSObject
      @end
      @implementation Animal
      @end
      @interface Dog : Animal
      @end
      @implementation Dog
      @end
      Dog *dog = [[Dog alloc] init];
      Class dogClass = object_getClass(dog);
      NSLog(@"%s %s", class_getName(dogClass), class_getName(class_getSuperclass(dogClass)));
      NSLog(@"%@ %@", objc_getClass("Animal"), objc_getClass("NoSuchClass"));
      NSLog(@"%d", objc_getClass("Dog") == [Dog class]);
      """#,
      ["Dog Animal", "Animal (null)", "1"])
  }

  func testAMethodOfAClassCarriesItsNameAndTypeEncoding() {
    assertPrints(
      #"""
      @interface Counter : NSObject
      @property (nonatomic, assign) NSInteger count;
      - (void)addAmount:(NSInteger)amount label:(NSString *)label;
      - (BOOL)isEmpty;
      + (instancetype)counter;
      @end
      @implementation Counter
      - (void)addAmount:(NSInteger)amount label:(NSString *)label { self.count += amount; }
      - (BOOL)isEmpty { return self.count == 0; }
      + (instancetype)counter { return [[self alloc] init]; }
      @end
      @interface SubCounter : Counter
      @end
      @implementation SubCounter
      @end
      Method add = class_getInstanceMethod([SubCounter class], @selector(addAmount:label:));
      NSLog(@"%@ %s", NSStringFromSelector(method_getName(add)), method_getTypeEncoding(add));
      NSLog(@"%s", method_getTypeEncoding(class_getInstanceMethod([Counter class], @selector(isEmpty))));
      NSLog(@"%s %s", method_getTypeEncoding(class_getInstanceMethod([Counter class], @selector(count))),
            method_getTypeEncoding(class_getInstanceMethod([Counter class], @selector(setCount:))));
      NSLog(@"%s", method_getTypeEncoding(class_getClassMethod([Counter class], @selector(counter))));
      NSLog(@"%d %d", class_getInstanceMethod([Counter class], @selector(bark)) == NULL,
            class_getClassMethod([Counter class], @selector(isEmpty)) == NULL);
      NSLog(@"%d %d", class_respondsToSelector([SubCounter class], @selector(isEmpty)),
            class_respondsToSelector([SubCounter class], @selector(bark)));
      """#,
      ["addAmount:label: v@:q@", "B@:", "q@: v@:q", "@@:", "1 1", "1 0"])
  }

  func testACStringsBytesAndItsTailPastAQualifier() {
    assertPrints(
      #"""
      const char *argType = "r*";
      if (argType[0] == 'r') {
        argType++;
      }
      NSLog(@"%d %d %d", strcmp(argType, @encode(char *)) == 0, argType[0] == '*', argType[1] == 0);
      """#,
      ["1 1 1"])
  }

  func testRangeOfStringWithOptionsSearchesBackwardsAndIgnoringCase() {
    assertPrints(
      #"""
      NSString *keyPath = @"a.b.c";
      NSRange last = [keyPath rangeOfString:@"." options:NSBackwardsSearch];
      NSRange first = [keyPath rangeOfString:@"." options:0];
      NSRange caseless = [@"Hello" rangeOfString:@"LL" options:NSCaseInsensitiveSearch];
      NSLog(@"%lu %lu %lu %lu %d", (unsigned long)last.location, (unsigned long)first.location,
            (unsigned long)caseless.location, (unsigned long)caseless.length,
            [@"abc" rangeOfString:@"." options:NSBackwardsSearch].location == NSNotFound);
      """#,
      ["3 1 2 2 1"])
  }

  func testAStringFunctionGivenNullIsAnErrorAtItsArgument() {
    assertFails(
      #"""
      const char *nothing = NULL;
      int result = strcmp(nothing, "a");
      """#,
      containing: "strcmp(NULL) crashes", at: (2, 21))
  }

  func testAMapTableHoldsItsObjectsWeaklyWhenAskedTo() {
    assertPrints(
      #"""
      NSMapTable *table = [NSMapTable strongToWeakObjectsMapTable];
      NSMapTable *strong = [NSMapTable strongToStrongObjectsMapTable];
      @autoreleasepool {
        NSObject *object = [[NSObject alloc] init];
        [table setObject:object forKey:@"weak"];
        [strong setObject:[[NSObject alloc] init] forKey:@"kept"];
        NSLog(@"%d %lu", [table objectForKey:@"weak"] == object, (unsigned long)table.count);
      }
      NSLog(@"%@ %lu %d", [table objectForKey:@"weak"], (unsigned long)table.count, [strong objectForKey:@"kept"] != nil);
      [strong removeObjectForKey:@"kept"];
      NSLog(@"%@", [strong objectForKey:@"kept"]);
      """#,
      ["1 1", "(null) 0 1", "(null)"])
  }
}
