import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import XCTest

/// `check-post --rac-source`: a listing that quotes RAC's own methods runs in place of the user's
/// checkout's, with the post's listings that run. Held on `Fixtures/MiniRAC` and posts written here.
final class CheckPostOnRACSourceTests: LeakCheckedTestCase {
  private func library() throws -> RACSourceLibrary {
    RACSourceLibrary(checkout: try RACSourceCheckout(path: RACSourceLoadingTests.fixture.path))
  }

  private func post(quotingMapThatReturns mapped: String) -> String {
    """
    # How map: works

    `map:` is `flattenMap:` with a block that wraps each value (RACStream.m):

    ```objc
    //RACStream.m
    - (instancetype)map:(id (^)(id value))block {
        Class class = self.class;
        return [[self flattenMap:^(id value) {
            return [class return:\(mapped)];
        }] setNameWithFormat:@"[%@] -map:", self.name];
    }
    ```

    Try it:

    ```objc
    RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@"ab"];
        [subscriber sendCompleted];
        return nil;
    }];
    [[signal map:^id(NSString *text) { return @(text.length); }] subscribeNext:^(id x) {
        NSLog(@"%@", x);
    }];
    ```

    输出:

    ```
    2
    ```
    """
  }

  func testAListingOfRACsMethodRunsAsThatMethodWithTheListingsThatRun() throws {
    let rows = PostCheck.check(
      post: post(quotingMapThatReturns: "block(value)"), name: "post.md", library: try library())
    XCTAssertEqual(rows.map(\.kind), [.runsAsRACMethods, .runs])
    XCTAssertEqual(rows[0].detail, "-[RACStream map:], with #2")
    XCTAssertEqual(rows[0].output, .matches(lines: 1))
    XCTAssertEqual(rows[1].output, .matches(lines: 1))
  }

  func testTheQuotedMethodReallyRunsInPlaceOfTheCheckouts() throws {
    // A misquoted method (it drops the block) prints something else: the row says so.
    let rows = PostCheck.check(post: post(quotingMapThatReturns: "value"), name: "post.md", library: try library())
    XCTAssertEqual(rows[0].kind, .runsAsRACMethods)
    XCTAssertEqual(rows[0].output, .differs(["listing #2:", "- 2", "+ ab"]))
    XCTAssertEqual(rows[1].output, .matches(lines: 1))
  }

  func testWithoutACheckoutTheListingIsDeclarationsOnly() {
    let rows = PostCheck.check(post: post(quotingMapThatReturns: "block(value)"), name: "post.md")
    XCTAssertEqual(rows.map(\.kind), [.declarationsOnly, .runs])
  }
}
