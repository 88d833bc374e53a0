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
}
