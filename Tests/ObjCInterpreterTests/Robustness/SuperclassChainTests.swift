import XCTest

/// A class's superclasses end (issue 37's hangs): a class that is its own superclass, directly or
/// through another, is clang's error at the interface that closes the cycle, and a hierarchy
/// deeper than `SnippetLoader.maximumSuperclasses` stops at the class past it, each at once.
final class SuperclassChainTests: LeakCheckedTestCase {
  func testAClassThatIsItsOwnSuperclassIsClangsError() {
    assertFails(
      #"""
      @interface Loop : Loop
      @end
      @implementation Loop
      @end
      [[Loop alloc] init];
      """#,
      containing: "trying to recursively use 'Loop' as superclass of 'Loop'", at: (1, 1))
  }

  func testTwoClassesThatAreEachOthersSuperclassAreAnError() {
    assertFails(
      #"""
      @interface A : B
      @end
      @interface B : A
      @end
      @implementation A
      @end
      @implementation B
      @end
      NSLog(@"%@", [[A alloc] init]);
      """#,
      containing: "trying to recursively use 'A' as superclass of 'B'", at: (3, 1))
  }

  func testAHierarchyPastTheLimitStopsAtTheClassPastIt() {
    var lines = ["@interface C0 : NSObject", "@end"]
    for level in 1...1_200 { lines += ["@interface C\(level) : C\(level - 1)", "@end"] }
    assertFails(
      lines.joined(separator: "\n"), containing: "'C1000' has more than 1000 superclasses", at: (2_001, 1))
  }

  func testADeepHierarchyWithinTheLimitFindsItsRootsMethod() {
    var lines = [
      "@interface C0 : NSObject", "- (void)hello;", "@end", "@implementation C0",
      "- (void)hello { NSLog(@\"hello\"); }", "@end",
    ]
    for level in 1...300 { lines += ["@interface C\(level) : C\(level - 1)", "@end"] }
    lines.append("[[[C300 alloc] init] hello];")
    assertPrints(lines.joined(separator: "\n"), ["hello"])
  }
}
