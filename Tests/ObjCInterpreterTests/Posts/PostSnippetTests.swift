import Foundation
import LearningFromRAC
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RAC
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

/// The posts' own Objective-C, pasted verbatim into `Walkthroughs/<name>/post*.m`, runs on the core
/// and prints what the post and the Swift walkthroughs print; post 003's versions of RAC's methods
/// run in place of the core's, under their own names, at their own lines.
final class PostSnippetTests: LeakCheckedTestCase {
  private func file(_ path: String) throws -> SourceFile {
    let url = walkthroughFile(path)
    return SourceFile(name: path, text: try String(contentsOf: url, encoding: .utf8))
  }

  private func outputOfSwiftWalkthrough(_ name: String) throws -> [String] {
    let walkthrough = try XCTUnwrap(allWalkthroughs.first { $0.name == name })
    return WalkthroughRun.replay(walkthrough, recordingTrace: false).outputLines.map(OutputNormalizer.normalize)
  }

  func testTheMapExamplePrintsWhatThePostPrints() throws {
    let snippet = try ObjCSnippet(files: [try file("map/post.m")], natives: .walkthroughs)
    let run = WalkthroughRun.replay(snippet.walkthrough(name: "map/post.m"), recordingTrace: false)
    XCTAssertNil(snippet.lastError)
    XCTAssertEqual(run.outputLines, ["class-__NSCFNumber,value-3", "class-__NSCFConstantString,value-ABC"])
    XCTAssertEqual(
      snippet.expectedOutput?.map(OutputNormalizer.normalize), run.outputLines.map(OutputNormalizer.normalize),
      "the post's 输出 lines")
  }

  func testTheCollectVersionsPrintWhatTheirSwiftWalkthroughsPrint() throws {
    for version in ["collect-v1", "collect-v2", "collect-v3"] {
      let run = SnippetRun.run(files: [try file("\(version)/post.m")])
      XCTAssertNil(run.error, version)
      XCTAssertEqual(run.output.map(OutputNormalizer.normalize), try outputOfSwiftWalkthrough(version), version)
    }
  }

  func testThePostsMapAndFlattenMapRunInPlaceOfTheCoresUnderThePostsNames() throws {
    let run = SnippetRun.run(
      files: [try file("map/post-map-and-flattenMap.m"), try file("map/post-return.m"), try file("map/post.m")],
      recordingTrace: true)
    XCTAssertNil(run.error)
    XCTAssertEqual(run.output, ["class-__NSCFNumber,value-3", "class-__NSCFConstantString,value-ABC"])
    let calls = run.trace.calls
    func first(_ block: String) -> TraceEvent? { calls.first { $0.block == block } }
    XCTAssertEqual(first("-map:")?.source?.line, 2)
    XCTAssertEqual(first("innerBlock")?.source?.line, 5)
    XCTAssertEqual(first("-flattenMap:")?.source?.line, 14)
    XCTAssertEqual(first("bindBlock")?.source?.line, 16)
    XCTAssertEqual(first("A_Block_That_Return_A_RACStreamBindBlock")?.source?.line, 21)
    XCTAssertEqual(first("+return:")?.source?.file, "map/post-return.m")
    // The post's blocks run inside the core's bind: bookkeeping, in the post's order (steps 4–9):
    // the post's +[RACSignal return:] (with a source) calls the core's +[RACReturnSignal return:].
    let steps = calls.filter {
      ["bindingBlock", "bindBlock", "innerBlock", "+return:", "addSignal", "completeSignal"].contains($0.block)
    }
    XCTAssertEqual(
      steps.prefix(7).map { $0.block + ($0.source == nil ? "" : " (post)") },
      [
        "bindingBlock", "bindBlock (post)", "innerBlock (post)", "+return: (post)", "+return:", "addSignal",
        "completeSignal",
      ])
  }

  func testThePostsFilterAndEmptySignalRunInPlaceOfTheCores() throws {
    let driver = SourceFile(
      name: "ours.m",
      text: #"""
        RACSignal *passwords = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
          [subscriber sendNext:@"12345"];
          [subscriber sendNext:@"1234567"];
          [subscriber sendCompleted];
          return nil;
        }];
        [[passwords filter:^BOOL(id value) { NSString *text = value; return text.length > 6; }]
          subscribeNext:^(id x) { NSLog(@"x--%@", x); } completed:^{ NSLog(@"completed"); }];
        """#)
    let run = SnippetRun.run(
      files: [try file("filter/post-filter.m"), try file("filter/post-empty.m"), driver], recordingTrace: true)
    XCTAssertNil(run.error)
    XCTAssertEqual(run.output.map(OutputNormalizer.normalize), try outputOfSwiftWalkthrough("filter"))
    let emptySubscribe = run.trace.calls.first { $0.block == "-subscribe:" && $0.source != nil }
    XCTAssertEqual(emptySubscribe?.owner?.className, "RACEmptySignal")
    XCTAssertEqual(emptySubscribe?.source?.file, "filter/post-empty.m")
    XCTAssertEqual(emptySubscribe?.source?.line, 5)
    XCTAssertNotNil(run.trace.calls.first { $0.block == "+empty" && $0.source?.line == 1 })
  }

  func testThePostsCreditSubjectBehavesAsTheSwiftOne() throws {
    let driver = SourceFile(
      name: "ours.m",
      text: #"""
        SMCreditSubject *subject = [SMCreditSubject create];
        [subject subscribeNext:^(NSUInteger credit) { NSLog(@"first %lu", credit); }];
        [subject sendNext:5];
        [subject subscribeNext:^(NSUInteger credit) { NSLog(@"second %lu", credit); }];
        [subject sendNext:10];
        """#)
    let run = SnippetRun.run(files: [try file("credit-subject/post-credit-subject.m"), driver])
    XCTAssertNil(run.error)
    var swift: [String] = []
    let subject = SMCreditSubject.create()
    _ = subject.subscribeNext { swift.append("first \($0)") }
    _ = subject.sendNext(5)
    _ = subject.subscribeNext { swift.append("second \($0)") }
    _ = subject.sendNext(10)
    XCTAssertEqual(run.output, swift)
    XCTAssertEqual(run.output, ["first 0", "first 5", "second 5", "first 10", "second 10"])
  }
}
