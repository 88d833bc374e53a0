import XCTest

/// `IMP`s read, installed and called (`method_getImplementation`, `method_setImplementation`,
/// `class_getMethodImplementation`, `class_addMethod`, `class_replaceMethod`,
/// `imp_implementationWithBlock`, a call through a function-pointer cast), as RAC's
/// `NSObject+RACDeallocating.m` and `NSObject+RACSelectorSignal.m` swizzle, on fixtures written here.
final class ObjCRuntimeImplementationTests: LeakCheckedTestCase {
  private let speaker = #"""
    @interface Speaker : NSObject
    - (NSString *)say:(NSString *)word;
    @end
    @implementation Speaker
    - (NSString *)say:(NSString *)word { return [NSString stringWithFormat:@"say %@", word]; }
    @end
    @interface LoudSpeaker : Speaker
    @end
    @implementation LoudSpeaker
    @end

    """#

  func testABlockInstalledAsAMethodGetsSelfFirstAndTheOriginalRunsThroughItsIMP() {
    assertPrints(
      speaker + #"""
        Speaker *speaker = [Speaker new];
        Method method = class_getInstanceMethod([Speaker class], @selector(say:));
        NSString *(*original)(id, SEL, NSString *) = (__typeof__(original))method_getImplementation(method);
        IMP replacement = imp_implementationWithBlock(^(Speaker *self, NSString *word) {
          return [original(self, @selector(say:), word) stringByAppendingString:@"!"];
        });
        IMP old = method_setImplementation(method, replacement);
        NSLog(@"%@", [speaker say:@"hi"]);
        NSLog(@"%@", ((NSString *(*)(id, SEL, NSString *))old)(speaker, @selector(say:), @"direct"));
        NSLog(@"%d", method_getImplementation(method) == replacement);
        """#,
      ["say hi!", "say direct", "1"])
  }

  func testAddingAMethodOverridesAnInheritedOneButNotTheClassesOwn() {
    assertPrints(
      speaker + #"""
        IMP quiet = imp_implementationWithBlock(^(id self, NSString *word) { return @"..."; });
        NSLog(@"%d %d", class_addMethod([Speaker class], @selector(say:), quiet, "@@:@"),
          class_addMethod([LoudSpeaker class], @selector(say:), quiet, "@@:@"));
        NSLog(@"%@ %@", [[Speaker new] say:@"a"], [[LoudSpeaker new] say:@"b"]);
        Method added = class_getInstanceMethod([LoudSpeaker class], @selector(say:));
        NSLog(@"%s", method_getTypeEncoding(added));
        """#,
      ["0 1", "say a ...", "@@:@"])
  }

  func testReplacingAMethodAnswersTheOldImplementationOrNULL() {
    assertPrints(
      speaker + #"""
        IMP shout = imp_implementationWithBlock(^(id self, NSString *word) { return [word uppercaseString]; });
        IMP before = class_replaceMethod([LoudSpeaker class], @selector(say:), shout, "@@:@");
        NSLog(@"%d %@", before == NULL, [[LoudSpeaker new] say:@"b"]);
        IMP again = class_replaceMethod([LoudSpeaker class], @selector(say:), shout, "@@:@");
        NSLog(@"%d", again == shout);
        IMP found = class_getMethodImplementation([LoudSpeaker class], @selector(say:));
        NSLog(@"%d %d", found == shout, class_getMethodImplementation([Speaker class], @selector(nothing)) == _objc_msgForward);
        """#,
      ["1 B", "1", "1 1"])
  }

  func testExchangedImplementationsSwapWhatTwoSelectorsRun() {
    assertPrints(
      #"""
      @interface Pair : NSObject
      - (NSString *)left;
      - (NSString *)right;
      @end
      @implementation Pair
      - (NSString *)left { return @"L"; }
      - (NSString *)right { return @"R"; }
      @end
      Pair *pair = [Pair new];
      method_exchangeImplementations(class_getInstanceMethod([Pair class], @selector(left)),
        class_getInstanceMethod([Pair class], @selector(right)));
      NSLog(@"%@%@", [pair left], [pair right]);
      """#,
      ["RL"])
  }

  func testAnIMPOfSomethingElseIsAnError() {
    assertFails(
      #"""
      class_addMethod([NSObject class], @selector(probe), (IMP)@"text", "v@:");
      """#,
      containing: "argument 3 of class_addMethod must be an IMP", at: (1, 53))
  }
}
