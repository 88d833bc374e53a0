import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import XCTest

/// How pasted listings are made to stand alone: a `main`, a view controller's `-viewDidLoad` that
/// calls the file's other methods, module imports. Each must run, not print "nothing to run".
final class CorpusEntryPointTests: LeakCheckedTestCase {
  func testAMainFunctionIsTheEntryPoint() {
    assertPrints(
      """
      #import <Foundation/Foundation.h>
      int main(void) {
          @autoreleasepool {
              [[RACSignal return:@"hello from main"] subscribeNext:^(id x) { NSLog(@"%@", x); }];
          }
          return 0;
      }
      """,
      ["hello from main"])
  }

  /// Declarations at the top of a C file are its file-scope variables, not top-level code: the file
  /// still runs by its `main`, which sees them (static or not) set to their initial values first.
  func testFileScopeVariablesBeforeMainAreGlobalsAndMainRuns() {
    assertPrints(
      """
      static int counter = 10;
      NSString *const greeting = @"hello";
      static RACSubject *subject;
      void bump(void) { counter++; }
      int main(int argc, const char *argv[]) {
          @autoreleasepool {
              bump();
              subject = [RACSubject subject];
              [subject subscribeNext:^(id x) { NSLog(@"%@ %@ %d", greeting, x, counter); }];
              [subject sendNext:@"main"];
          }
          return 0;
      }
      """,
      ["hello main 11"])
  }

  func testAFileScopeStaticBesideTestMethodsIsSharedByThem() {
    assertPrints(
      """
      static NSInteger runs = 0;
      - (void)testFirst { runs++; NSLog(@"first %ld", (long)runs); }
      - (void)testSecond { runs++; NSLog(@"second %ld", (long)runs); }
      """,
      ["first 1", "second 2"])
  }

  func testMainMayTakeArgcAndArgvAsAnArrayParameter() {
    assertPrints(
      """
      int main(int argc, const char * argv[]) {
          NSLog(@"argc %d", argc);
          return 0;
      }
      """,
      ["argc 1"])
  }

  func testViewDidLoadRunsWhenItCallsTheFilesOtherMethods() {
    assertPrints(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          [self setUpSignals];
      }
      - (void)setUpSignals {
          [[RACSignal return:@"set up"] subscribeNext:^(id x) { NSLog(@"%@", x); }];
      }
      """,
      ["set up"])
  }

  func testAViewControllerSubclassMayCallSuperInItsLifecycle() {
    assertPrints(
      """
      @interface DemoViewController : UIViewController
      @end
      @implementation DemoViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSLog(@"did load");
      }
      @end
      """,
      ["did load"])
  }

  func testModuleImportsAreIgnoredLikeHashImports() {
    assertPrints(
      """
      @import Foundation;
      @import ReactiveCocoa;
      NSLog(@"imported");
      """,
      ["imported"])
  }

  func testAFileWithSeveralTestMethodsRunsEachInOrder() {
    assertPrints(
      """
      - (void)testFirst { NSLog(@"first"); }
      - (void)testSecond { NSLog(@"second"); }
      """,
      ["first", "second"])
  }

  /// A blog's demo methods side by side, called from code the post leaves out: each runs, in the
  /// order written, and a helper one of them calls runs only through it.
  func testBareDemoMethodsNothingCallsRunInOrder() {
    assertPrints(
      """
      - (void)combineDemo {
          RACSubject *letters = [RACSubject subject];
          RACSubject *numbers = [RACSubject subject];
          [[RACSignal combineLatest:@[letters, numbers] reduce:^id(NSString *letter, NSString *number) {
              return [letter stringByAppendingString:number];
          }] subscribeNext:^(id x) { [self log:x]; }];
          [letters sendNext:@"A"];
          [numbers sendNext:@"1"];
          [letters sendNext:@"B"];
          [letters sendCompleted];
          [numbers sendCompleted];
      }
      - (void)log:(id)x { NSLog(@"%@", x); }
      - (void)zipDemo {
          [self logged];
          [[RACSignal zip:@[[RACSignal return:@"C"], [RACSignal return:@"2"]]] subscribeNext:^(RACTuple *t) {
              NSLog(@"%@%@", t.first, t.second);
          }];
      }
      - (void)logged { NSLog(@"zip"); }
      """,
      ["A1", "B1", "zip", "C2"])
  }

  /// A post's view controller with its demo methods and no `-viewDidLoad` (the author called them
  /// from code left out): each runs in order on a new instance of its class, which its other
  /// methods and properties serve; a method of a category on a framework class is no demo.
  func testDemoMethodsOfTheSnippetsOwnClassRunInOrder() {
    assertPrints(
      """
      @interface DemoViewController : UIViewController
      @property (nonatomic, copy) NSString *prefix;
      @end
      @implementation DemoViewController
      - (instancetype)init { if ((self = [super init])) { _prefix = @"> "; } return self; }
      - (void)mergeDemo {
          [[[RACSignal return:@"a"] merge:[RACSignal return:@"b"]] subscribeNext:^(id x) { [self show:x]; }];
      }
      - (void)show:(id)x { NSLog(@"%@%@", self.prefix, x); }
      - (void)concatDemo {
          [[[RACSignal return:@"c"] concat:[RACSignal return:@"d"]] subscribeNext:^(id x) { [self show:x]; }];
      }
      + (void)classDemo { NSLog(@"class"); }
      @end
      @implementation NSObject (Shout)
      - (void)shout { NSLog(@"category"); }
      @end
      """,
      ["> a", "> b", "> c", "> d", "class"])
  }

  /// A method the framework calls (`-dealloc`, `-description`) or one returning a value is no demo:
  /// a file of only those still has nothing to run.
  func testOverridesAndValueReturningMethodsAreNotRunAsDemos() throws {
    let snippet = """
      - (void)dealloc { NSLog(@"dealloc"); }
      - (NSString *)description { return @"a snippet"; }
      - (RACSignal *)nameSignal { return [RACSignal return:@"name"]; }
      """
    XCTAssertEqual(
      try ObjCSnippet(files: [SourceFile(name: "methods.m", text: snippet)], natives: .walkthroughs).hasEntryPoint,
      false)
  }
}
