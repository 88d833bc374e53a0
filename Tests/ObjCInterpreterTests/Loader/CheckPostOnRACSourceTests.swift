import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import XCTest

/// `check-post --rac-source`: a listing that quotes RAC's own methods runs in place of the user's
/// checkout's, once, in the runs of the post's listings; each output the post states is compared
/// once, and the method's row names the outputs that went through it. Held on `Fixtures/MiniRAC`
/// and posts written here.
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

    The same signal, uppercased:

    ```objc
    [[signal map:^id(NSString *text) { return [text uppercaseString]; }] subscribeNext:^(id x) {
        NSLog(@"%@", x);
    }];
    ```

    This prints:

    ```
    AB
    ```

    And one that maps nothing:

    ```objc
    [[RACSignal return:@"plain"] subscribeNext:^(id x) {
        NSLog(@"%@", x);
    }];
    ```

    Output:

    ```
    plain
    ```
    """
  }

  /// The report's lines, the post named `post.md`.
  private func lines(_ report: PostCheck.Report) -> [String] { PostCheck.render(report, name: "post.md") }

  func testAListingOfRACsMethodIsReportedOnceWithTheOutputsThatWentThroughIt() throws {
    let report = PostCheck.check(
      post: post(quotingMapThatReturns: "block(value)"), name: "post.md", library: try library())
    XCTAssertEqual(
      lines(report),
      [
        "post.md: 3 outputs stated: 3 match, 0 differ, 0 cannot run",
        "post.md: 4 listings: 3 run, 1 run as RAC's methods",
        "output 1  the block at line 31  from #2 · matches (1 line(s))",
        "output 2  the block at line 45  from #2 + #3 (#2, which declares 'signal'; the 1 line(s) printed first are #2's own stated output) · matches (1 line(s))",
        "output 3  the block at line 59  from #4 · matches (1 line(s))",
        "#1  line 6  runs as RAC's -[RACStream map:]: the outputs of #2 and #3 went through it",
        "#2  line 18  runs · output 1",
        "#3  line 37  runs, with #2, which declares 'signal' · output 2",
        "#4  line 51  runs · output 3",
      ])
    XCTAssertFalse(report.differsUnexplained)
  }

  func testAMisquotedMethodMakesTheOutputsThroughItDifferAndTheRunsOnTheCheckoutsOwnSayWhy() throws {
    // The quote drops the block: the outputs that go through it print the value unmapped; with the
    // checkout's own map: they print the post's.
    let report = PostCheck.check(post: post(quotingMapThatReturns: "value"), name: "post.md", library: try library())
    XCTAssertEqual(
      report.outputs.map(\.verdict), [.differs(["- 2", "+ ab"]), .differs(["- AB", "+ ab"]), .matches(lines: 1)])
    XCTAssertEqual(
      report.outputs.map(\.explanation),
      [
        [PostCheckOnRACSourceWords.version], [PostCheckOnRACSourceWords.version], [],
      ])
    XCTAssertFalse(report.differsUnexplained)
    XCTAssertEqual(report.listings[0].outputsThroughIt, [2, 3])
  }

  func testWithoutACheckoutTheListingIsDeclarationsOnly() {
    let report = PostCheck.check(post: post(quotingMapThatReturns: "block(value)"), name: "post.md")
    XCTAssertEqual(report.listings.map(\.kind), [.declarationsOnly, .runs, .runs, .runs])
    XCTAssertEqual(report.outputs.map(\.verdict), [.matches(lines: 1), .matches(lines: 1), .matches(lines: 1)])
  }
}

/// What an output's row says when the checkout's own methods print the post's output.
private enum PostCheckOnRACSourceWords {
  static let version =
    "a RAC version: with the checkout's own methods in place of #1 the run prints the post's output: the post quotes another version of RAC than the checkout (or misquotes it)"
}
