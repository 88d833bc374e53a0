import ObjCInterpreter
import ObjCLibraries
import RAC
import XCTest

/// `--rac-source` on a checkout of ReactiveObjC (the 3.x line): its folder is found, the checkout
/// is told from a RAC 2.5 one, and its annotated files (nullability, generics, `__kindof`,
/// attributes) load and run in place of the Swift core as RAC 2.5's do. Held on
/// `Fixtures/MiniReactiveObjC`, a ReactiveObjC-shaped signal family written here (no ReactiveObjC
/// code is in this repository).
final class ReactiveObjCCheckoutTests: LeakCheckedTestCase {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/MiniReactiveObjC")

  private func library() throws -> RACSourceLibrary {
    RACSourceLibrary(checkout: try RACSourceCheckout(path: Self.fixture.path))
  }

  func testAReactiveObjCCheckoutIsFoundFromItsRootOrItsFolderAndToldFromARAC25One() throws {
    let fromRoot = try RACSourceCheckout(path: Self.fixture.path)
    let fromFolder = try RACSourceCheckout(path: Self.fixture.appendingPathComponent("ReactiveObjC").path)
    XCTAssertEqual(fromRoot.directory.lastPathComponent, "ReactiveObjC")
    XCTAssertEqual(fromRoot.directory.standardizedFileURL, fromFolder.directory.standardizedFileURL)
    XCTAssertEqual(fromRoot.line, .reactiveObjC)
    XCTAssertEqual(fromRoot.line.description, "ReactiveObjC checkout (the 3.x line)")
    let rac25 = try RACSourceCheckout(path: RACSourceLoadingTests.fixture.path)
    XCTAssertEqual(rac25.line, .reactiveCocoa2)
  }

  func testEveryAnnotatedFileOfTheFixtureLoadsWithItsCategoriesAndTheCoresOtherFilesAreMissing() throws {
    let library = try library()
    XCTAssertTrue(library.failures.isEmpty, library.failures.compactMap(\.error?.headline).joined(separator: "\n"))
    let loaded = library.reports.filter(\.isLoaded)
    XCTAssertEqual(
      loaded.map(\.name),
      [
        "RACStream.m", "RACSignal.m", "RACDynamicSignal.m", "RACDisposable.m", "RACCompoundDisposable.m",
        "RACSubscriber.m",
      ])
    XCTAssertEqual(loaded.map(\.classes), [1, 1, 1, 1, 1, 1])
    // RACSignal.m: five methods in the class, three in its `(Subscription)` category.
    XCTAssertEqual(loaded.map(\.methods), [6, 8, 2, 3, 6, 4])
    XCTAssertEqual(library.reports.filter(\.isMissing).count, 40 + 38 + 8)
  }

  func testASnippetPrintsTheSameOnTheAnnotatedSourceAsOnTheSwiftCoreAndRunsItsMethods() throws {
    let text = """
      RACSignal<NSNumber *> *signal = [RACSignal createSignal:^RACDisposable * _Nullable (id<RACSubscriber> subscriber) {
        [subscriber sendNext:@1];
        [subscriber sendNext:@2];
        [subscriber sendCompleted];
        return nil;
      }];
      __kindof RACSignal *mapped = [signal map:^id _Nullable (NSNumber * _Nullable value) { return @(value.integerValue * 10); }];
      [mapped subscribeNext:^(id _Nullable x) { NSLog(@"next %@", x); } completed:^{ NSLog(@"done"); }];
      """
    let onCore = SnippetRun.run(files: [SourceFile(name: "map.m", text: text)])
    let onSource = SnippetRun.run(
      files: [SourceFile(name: "map.m", text: text)], recordingTrace: true, library: try library())
    XCTAssertNil(onCore.error, onCore.error?.description ?? "")
    XCTAssertNil(onSource.error, onSource.error?.description ?? "")
    XCTAssertEqual(onCore.output, ["next 10", "next 20", "done"])
    XCTAssertEqual(onSource.output, onCore.output)
    // The fixture's -bind: ran, at its line of the annotated RACSignal.m, with its own blocks.
    let bind = try XCTUnwrap(onSource.trace.events.first { $0.phase == .enter && $0.block == "-bind:" })
    XCTAssertEqual(bind.source?.file.hasSuffix("MiniReactiveObjC/ReactiveObjC/RACSignal.m"), true)
    XCTAssertEqual(bind.source?.line, 27)  // `- (RACSignal *)bind:(RACSignalBindBlock (^)(void))block {`
    let blocks = Set(onSource.trace.events.filter { $0.phase == .enter }.map(\.block))
    XCTAssertTrue(blocks.isSuperset(of: ["addSignal", "completeSignal", "-flattenMap:", "-map:"]), "\(blocks)")
  }

  /// Where the loaded source behaves otherwise than RAC 2.5, the run shows the source's behaviour:
  /// the fixture's `-concat:` keeps both subscriptions until the concatenation is disposed (as
  /// ReactiveObjC's does), so disposing it ends the second signal's subscription too.
  func testTheLoadedSourcesOwnBehaviourIsWhatRunsWhereItDiffersFromTheCore() throws {
    let text = """
      RACSignal *first = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@1];
        [subscriber sendCompleted];
        return [RACDisposable disposableWithBlock:^{ NSLog(@"first disposed"); }];
      }];
      RACSignal *second = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@2];
        return [RACDisposable disposableWithBlock:^{ NSLog(@"second disposed"); }];
      }];
      RACDisposable *disposable = [[first concat:second] subscribeNext:^(id x) { NSLog(@"next %@", x); }];
      NSLog(@"dispose");
      [disposable dispose];
      """
    let run = SnippetRun.run(files: [SourceFile(name: "concat.m", text: text)], library: try library())
    XCTAssertNil(run.error, run.error?.description ?? "")
    XCTAssertEqual(run.output, ["next 1", "next 2", "dispose", "second disposed", "first disposed"])
  }

  func testAnAnnotationTheParserDoesNotKnowIsAnErrorNamingTheCheckoutsFileAndLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("objc3-rac-\(UUID().uuidString)")
    let source = folder.appendingPathComponent("ReactiveObjC")
    try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "@interface RACSignal<__covariant ValueType> : NSObject\n- (void)go UNKNOWN_MACRO;\n@end\n".write(
      to: source.appendingPathComponent("RACSignal.h"), atomically: true, encoding: .utf8)
    try "#import \"RACSignal.h\"\n@implementation RACSignal\n- (void)go { }\n@end\n".write(
      to: source.appendingPathComponent("RACSignal.m"), atomically: true, encoding: .utf8)
    let library = RACSourceLibrary(checkout: try RACSourceCheckout(path: folder.path))
    XCTAssertEqual(library.checkout.line, .reactiveObjC)
    XCTAssertEqual(library.failures.map(\.name), ["RACSignal.m"])
    let error = try XCTUnwrap(library.failures.first?.error)
    XCTAssertTrue(error.location.file.hasSuffix("ReactiveObjC/RACSignal.h"), error.location.file)
    XCTAssertEqual(error.location.line, 2)
    XCTAssertEqual(error.location.column, 12)
    XCTAssertEqual(error.message, "expected '{' to start the body of -go, found 'UNKNOWN_MACRO'")
  }
}
