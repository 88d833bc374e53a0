import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import XCTest

/// Which earlier listings of a post a listing runs with: those that declare the names it lacks —
/// the latest declaration of a name, never a listing that only uses it — and none for a name no
/// listing declares. Held on a post written here.
final class PostListingGroupsTests: LeakCheckedTestCase {
  private let post = """
    # Counting words

    ```objc
    NSArray *words = @[@"one", @"two"];
    NSLog(@"%lu", (unsigned long)words.count);
    ```

    Output:

    ```
    2
    ```

    ```objc
    NSLog(@"%@", [words firstObject]);
    ```

    ```objc
    NSLog(@"%@", [words lastObject]);
    ```

    This prints:

    ```
    two
    ```

    Later the post declares `words` again:

    ```objc
    NSArray *words = @[@"three"];
    ```

    ```objc
    NSLog(@"%@", [words lastObject]);
    ```

    This prints:

    ```
    three
    ```

    ```objc
    NSLog(@"%@", [letters lastObject]);
    ```
    """

  func testAListingRunsWithTheLatestListingThatDeclaresWhatItUsesAndNoneThatOnlyUsesIt() {
    let report = PostCheck.check(post: post, name: "post.md")
    XCTAssertEqual(
      report.listings.map(\.ranWith),
      [[], ["#1, which declares 'words'"], ["#1, which declares 'words'"], [], ["#4, which declares 'words'"], []])
    XCTAssertEqual(report.listings.map(\.kind), [.runs, .runs, .runs, .runs, .runs, .elided])
    XCTAssertEqual(report.outputs.map(\.producedBy), [[1], [1, 3], [4, 5]])
    XCTAssertEqual(report.outputs.map(\.verdict), [.matches(lines: 1), .matches(lines: 1), .matches(lines: 1)])
  }
}
