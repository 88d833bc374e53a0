import ObjCInterpreter
import XCTest

/// A loop that runs wholly inside the Swift core, with no call of the program's nested to be counted,
/// stops the run at the program's statement with a clear error (RAC on a device recurses until the
/// stack overflows; the tool went down with a segmentation fault, its output lost), and nothing the
/// program would do after it runs. Fixtures written here.
final class CoreRecursionTests: LeakCheckedTestCase {
  /// The recursion these tests provoke is deeper than ThreadSanitizer's own shadow stack. A skip
  /// here comes before `setUp` takes the live objects' baseline, so the leak check is off for it.
  override func setUpWithError() throws {
    try super.setUpWithError()
    if ThreadSanitizer.isLoaded {
      expectsLeakedObjects = true
      throw XCTSkip("the recursion overflows ThreadSanitizer's shadow stack")
    }
  }

  func testASubjectSubscribedToItselfStopsTheRunAtTheSendThatStartsTheLoop() {
    // The subject holds its own subscription: a cycle, in RAC too.
    expectsLeakedObjects = true
    let run = SnippetRun.run(
      #"""
      RACSubject *echo = [RACSubject subject];
      [echo subscribe:echo];
      NSLog(@"before");
      [echo sendNext:@1];
      NSLog(@"after");
      """#)
    XCTAssertEqual(run.output, ["before"])
    XCTAssertEqual(
      run.error?.message,
      "the stack is nearly spent in RAC's -[RACSubject sendNext:]: an endless recursion (a subject, channel or observed property that feeds itself?) or a chain of operators too deep to go through; RAC on a device crashes here with a stack overflow"
    )
    XCTAssertEqual(run.error.map { [$0.location.line, $0.location.column] }, [4, 1])
  }

  /// A property bound to a map of its own observation sets itself for ever: each setting's KVO
  /// notification sends the next value. The statement after the binding never runs.
  func testAPropertyBoundToItsOwnObservationStopsTheRunAtTheBinding() {
    let run = SnippetRun.run(
      #"""
      @interface Counter : NSObject
      @property (nonatomic, strong) NSNumber *count;
      @end
      @implementation Counter
      @end
      Counter *counter = [Counter new];
      RAC(counter, count) = [RACObserve(counter, count) map:^id(NSNumber *count) {
          return @(count.intValue + 1);
      }];
      NSLog(@"bound, count %@", counter.count);
      """#)
    XCTAssertEqual(run.output, [])
    XCTAssertEqual(run.error?.location.line, 8, run.error?.headline ?? "no error")
    XCTAssertTrue(
      run.error?.message.contains("the stack is nearly spent in RAC's") == true, run.error?.headline ?? "no error")
  }
}
