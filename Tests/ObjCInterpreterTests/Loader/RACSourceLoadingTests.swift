import Foundation
import ObjCInterpreter
import ObjCLibraries
import RAC
import XCTest

/// `--rac-source`: a checkout's files load before the reader's code and run in place of the Swift
/// core. Held on `Fixtures/MiniRAC`, a checkout-shaped signal family written here (no RAC code is
/// in this repository).
final class RACSourceLoadingTests: LeakCheckedTestCase {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/MiniRAC")

  private func library() throws -> RACSourceLibrary {
    RACSourceLibrary(checkout: try RACSourceCheckout(path: Self.fixture.path))
  }

  private let mapSnippet = """
    RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
      [subscriber sendNext:@1];
      [subscriber sendNext:@2];
      [subscriber sendCompleted];
      return nil;
    }];
    RACSignal *mapped = [signal map:^id(NSNumber *value) { return @(value.integerValue * 10); }];
    [mapped subscribeNext:^(id x) { NSLog(@"next %@", x); } completed:^{ NSLog(@"done"); }];
    """

  func testACheckoutIsFoundFromItsRootOrItsSourceFolder() throws {
    let fromRoot = try RACSourceCheckout(path: Self.fixture.path)
    let fromFolder = try RACSourceCheckout(path: Self.fixture.appendingPathComponent("ReactiveCocoa").path)
    XCTAssertEqual(fromRoot.directory.standardizedFileURL, fromFolder.directory.standardizedFileURL)
    XCTAssertThrowsError(try RACSourceCheckout(path: Self.fixture.appendingPathComponent("README.md").path))
    XCTAssertThrowsError(try RACSourceCheckout(path: Self.fixture.deletingLastPathComponent().path))
  }

  func testEveryFileOfTheFixtureLoadsAndTheCoresOtherFilesAreMissing() throws {
    let library = try library()
    let loaded = library.reports.filter(\.isLoaded).map(\.name)
    XCTAssertEqual(
      loaded,
      [
        "RACStream.m", "RACSignal.m", "RACSignal+Operations.m", "RACDynamicSignal.m", "RACSubject.m",
        "RACDisposable.m", "RACCompoundDisposable.m", "RACSubscriber.m",
      ])
    // Every file of RAC 2.5 is reported: the 46 core, the 39 beyond them, the 7 kept out.
    XCTAssertEqual(library.reports.count, 92)
    XCTAssertTrue(library.failures.isEmpty)
    XCTAssertEqual(library.reports.filter(\.isMissing).count, 38 + 39 + 7)
    XCTAssertEqual(
      library.reports.compactMap(\.keptOutReason).filter { $0.hasPrefix("kept native: the network") }.count, 2)
    let signal = try XCTUnwrap(library.reports.first { $0.name == "RACSignal.m" })
    XCTAssertEqual(signal.classes, 1)
    XCTAssertEqual(signal.methods, 6)
  }

  func testASnippetPrintsTheSameOnTheLoadedSourceAsOnTheSwiftCore() throws {
    let onCore = SnippetRun.run(files: [SourceFile(name: "map.m", text: mapSnippet)])
    let onSource = SnippetRun.run(files: [SourceFile(name: "map.m", text: mapSnippet)], library: try library())
    XCTAssertNil(onCore.error)
    XCTAssertNil(onSource.error, onSource.error?.description ?? "")
    XCTAssertEqual(onCore.output, ["next 10", "next 20", "done"])
    XCTAssertEqual(onSource.output, onCore.output)
  }

  func testTheLoadedSourcesMethodsAndBlocksRunAndAreTracedAtTheirLines() throws {
    let run = SnippetRun.run(
      files: [SourceFile(name: "map.m", text: mapSnippet)], recordingTrace: true, library: try library())
    XCTAssertNil(run.error, run.error?.description ?? "")
    let bind = try XCTUnwrap(run.trace.events.first { $0.phase == .enter && $0.block == "-bind:" })
    XCTAssertEqual(bind.owner?.className, "RACDynamicSignal")
    XCTAssertEqual(bind.source?.file.hasSuffix("Fixtures/MiniRAC/ReactiveCocoa/RACSignal.m"), true)
    XCTAssertEqual(bind.source?.line, 34)  // `- (RACSignal *)bind:…` in the fixture
    // The posts' block names, as the source's variables name them.
    let blocks = Set(run.trace.events.filter { $0.phase == .enter }.map(\.block))
    XCTAssertTrue(
      blocks.isSuperset(of: ["addSignal", "completeSignal", "-flattenMap:", "-map:", "+return:"]), "\(blocks)")
    // Lines of RAC's files run as statements of their own.
    XCTAssertTrue(
      run.trace.events.contains { $0.phase == .line && $0.source?.file.hasSuffix("RACCompoundDisposable.m") == true })
  }

  func testAClassOfTheSourceCannotBeDefinedAgainByTheSnippet() throws {
    let run = SnippetRun.run(
      files: [SourceFile(name: "again.m", text: "@interface RACSignal : NSObject\n@end\n")], library: try library())
    XCTAssertEqual(
      run.error?.message, "'RACSignal' is a class of the loaded RAC source; the snippet cannot define it again")
  }

  func testACheckoutWithAFileThatDoesNotLoadIsRefusedWithThatFilesError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("broken-rac-\(UUID().uuidString)")
    let source = folder.appendingPathComponent("ReactiveCocoa")
    try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "@implementation RACSignal\n- (id)broken { return [self ; }\n@end\n".write(
      to: source.appendingPathComponent("RACSignal.m"), atomically: true, encoding: .utf8)
    let library = RACSourceLibrary(checkout: try RACSourceCheckout(path: folder.path))
    XCTAssertEqual(library.failures.map(\.name), ["RACSignal.m"])
    XCTAssertThrowsError(try ObjCSnippet(files: [SourceFile(name: "a.m", text: "NSLog(@\"x\");")], library: library)) {
      error in
      let message = (error as? ObjCError)?.headline ?? ""
      XCTAssertTrue(message.contains("RACSignal.m:2:"), message)
      XCTAssertTrue(message.contains("--rac-source: 1 of the checkout's RAC core files do not load"), message)
    }
  }

  /// A checkout's files are read inside the checkout only, regular and of a readable size: a core
  /// file linked to a file elsewhere (whose text an error would echo), a pipe (a read that never
  /// ends) and a 500 MB file (read whole, then lexed, for minutes) are each refused by name.
  func testACheckoutsFileLinkedOutsideItAPipeOrAHugeFileIsRefusedUnread() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crafted-rac-\(UUID().uuidString)")
    let source = folder.appendingPathComponent("ReactiveCocoa")
    try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "@implementation RACSignal\n@end\n".write(
      to: source.appendingPathComponent("RACSignal.m"), atomically: true, encoding: .utf8)
    let secret = folder.appendingPathComponent("secret.txt")
    try "CANARY outside the checkout's folder".write(to: secret, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      at: source.appendingPathComponent("RACStream.h"), withDestinationURL: secret)
    XCTAssertEqual(mkfifo(source.appendingPathComponent("RACSubject.m").path, 0o600), 0)
    let huge = source.appendingPathComponent("RACScheduler.m")
    XCTAssertTrue(FileManager.default.createFile(atPath: huge.path, contents: nil))
    let handle = try FileHandle(forWritingTo: huge)
    try handle.truncate(atOffset: 500 << 20)
    try handle.close()
    let checkout = try RACSourceCheckout(path: folder.path)
    func refusal(_ name: String) -> String {
      do {
        _ = try checkout.read(name)
        return "read"
      } catch {
        return "\(error)"
      }
    }
    XCTAssertTrue(refusal("RACStream.h").hasSuffix("RACStream.h: a link to a file outside the checkout"))
    XCTAssertTrue(refusal("RACSubject.m").hasSuffix("RACSubject.m: not a regular file (a pipe, a device or a folder)"))
    XCTAssertTrue(
      refusal("RACScheduler.m").hasSuffix("RACScheduler.m: 500 MB, more than the 8 MB a file read here may hold"))
    XCTAssertEqual(refusal("RACSignal.m"), "read")
  }

  func testASignalTheCoreMadeIsAdoptedSoItsOperatorsRunOnTheLoadedSource() throws {
    let text = """
      @interface Person : NSObject
      @property (nonatomic, copy) NSString *name;
      @end
      @implementation Person
      @end
      Person *person = [[Person alloc] init];
      person.name = @"Ann";
      RACSignal *lengths = [RACObserve(person, name) map:^id(NSString *name) { return @(name.length); }];
      [lengths subscribeNext:^(id x) { NSLog(@"length %@", x); }];
      person.name = @"Bobby";
      """
    let onCore = SnippetRun.run(files: [SourceFile(name: "observe.m", text: text)])
    let run = SnippetRun.run(
      files: [SourceFile(name: "observe.m", text: text)], recordingTrace: true, library: try library())
    XCTAssertNil(run.error, run.error?.description ?? "")
    XCTAssertEqual(onCore.output, ["length 3", "length 5"])
    XCTAssertEqual(run.output, onCore.output)
    // `-map:` is the fixture's, sent to RAC's signal that subscribes to the core's KVO signal.
    // (RACObserve's own -map: inside the core stays the core's: it has no source line.)
    let maps = run.trace.events.filter { $0.phase == .enter && $0.block == "-map:" && $0.source != nil }
    XCTAssertEqual(maps.count, 1)
    XCTAssertEqual(maps.first?.source?.file.hasSuffix("MiniRAC/ReactiveCocoa/RACStream.m"), true)
  }

  func testADisposableOfTheSourceHandedToACoreCompoundIsDisposedThroughIt() throws {
    let text = """
      @interface Owner : NSObject
      @end
      @implementation Owner
      @end
      RACDisposable *kept = [RACDisposable disposableWithBlock:^{ NSLog(@"kept disposed"); }];
      @autoreleasepool {
        Owner *owner = [[Owner alloc] init];
        RACDisposable *removed = [RACDisposable disposableWithBlock:^{ NSLog(@"removed disposed"); }];
        [owner.rac_deallocDisposable addDisposable:kept];
        [owner.rac_deallocDisposable addDisposable:removed];
        [owner.rac_deallocDisposable removeDisposable:removed];
        NSLog(@"owner goes");
      }
      NSLog(@"%d", kept.disposed);
      """
    let run = SnippetRun.run(files: [SourceFile(name: "dealloc.m", text: text)], library: try library())
    XCTAssertNil(run.error, run.error?.description ?? "")
    // The core compound that owner's deallocation disposes holds the fixture's disposable, lent to
    // it: disposing it sends -dispose to the fixture's object; the one removed again is not.
    XCTAssertEqual(run.output, ["owner goes", "kept disposed", "1"])
  }
}

/// A checkout's code that casts an object to an integer (`(NSUInteger)(__bridge void *)self`, as
/// RAC's empty sequence makes its `-hash`) gets a number where it boxes one: the object's address,
/// the same for the same object.
final class RACSourceObjectAddressTests: LeakCheckedTestCase {
  func testAnObjectCastToAnIntegerBoxesToItsAddress() throws {
    let library = RACSourceLibrary(checkout: try RACSourceCheckout(path: RACSourceLoadingTests.fixture.path))
    let snippet = """
      RACSubject *first = [RACSubject subject];
      RACSubject *second = [RACSubject subject];
      NSNumber *hash = @(first.hash);
      NSLog(@"a number: %d", [hash isKindOfClass:[NSNumber class]]);
      NSLog(@"same object, same hash: %d", [hash isEqual:@(first.hash)]);
      NSLog(@"another object, another hash: %d", ![hash isEqual:@(second.hash)]);
      NSLog(@"not zero: %d", hash.unsignedLongValue != 0);
      """
    let run = SnippetRun.run(files: [SourceFile(name: "hash.m", text: snippet)], library: library)
    XCTAssertNil(run.error, run.error?.description ?? "")
    XCTAssertEqual(
      run.output,
      ["a number: 1", "same object, same hash: 1", "another object, another hash: 1", "not zero: 1"])
  }
}
