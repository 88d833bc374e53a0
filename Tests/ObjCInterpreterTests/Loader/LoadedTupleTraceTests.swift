import ObjCInterpreter
import ObjCLibraries
import RAC
import XCTest

/// A checkout's own `RACTuple` is written in traces as the core's tuple is (`RACTuple("a", nil, 1)`,
/// `RACTupleNil` read as nil), so a tuple handed to `+return:` reads alike in both runs and
/// `verify --rac-source` compares tuples by what they hold. The checkout is MiniRAC plus a tuple
/// class written here (no RAC code is in this repository).
final class LoadedTupleTraceTests: LeakCheckedTestCase {
  private let tupleHeader = """
    @interface RACTupleNil : NSObject
    + (RACTupleNil *)tupleNil;
    @end
    @interface RACTuple : NSObject
    @property (nonatomic, strong) NSArray *backingArray;
    + (instancetype)tupleWithObjectsFromArray:(NSArray *)array;
    @end
    """

  private let tupleSource = """
    #import "RACTuple.h"
    @implementation RACTupleNil
    + (RACTupleNil *)tupleNil {
      static RACTupleNil *shared = nil;
      if (shared == nil) shared = [[RACTupleNil alloc] init];
      return shared;
    }
    @end
    @implementation RACTuple
    + (instancetype)tupleWithObjectsFromArray:(NSArray *)array {
      RACTuple *tuple = [[self alloc] init];
      tuple.backingArray = array;
      return tuple;
    }
    @end
    """

  private func checkoutWithATuple() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("LoadedTupleTraceTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.copyItem(at: RACSourceLoadingTests.fixture, to: folder)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let sources = folder.appendingPathComponent("ReactiveCocoa")
    try tupleHeader.write(to: sources.appendingPathComponent("RACTuple.h"), atomically: true, encoding: .utf8)
    try tupleSource.write(to: sources.appendingPathComponent("RACTuple.m"), atomically: true, encoding: .utf8)
    return folder
  }

  func testALoadedTupleIsTracedByWhatItHoldsLikeTheCoresTuple() throws {
    let library = RACSourceLibrary(checkout: try RACSourceCheckout(path: try checkoutWithATuple().path))
    XCTAssertEqual(library.reports.first { $0.name == "RACTuple.m" }?.isLoaded, true)
    let snippet = """
      RACTuple *tuple = [RACTuple tupleWithObjectsFromArray:@[ @"a", [RACTupleNil tupleNil], @1 ]];
      [[RACSignal return:tuple] subscribeNext:^(id x) { NSLog(@"%@", [x class]); }];
      """
    let run = SnippetRun.run(
      files: [SourceFile(name: "tuple.m", text: snippet)], recordingTrace: true, library: library)
    XCTAssertNil(run.error, run.error?.description ?? "")
    XCTAssertEqual(run.output, ["RACTuple"])
    let returned = try XCTUnwrap(run.trace.events.first { $0.phase == .enter && $0.block == "+return:" })
    XCTAssertEqual(returned.arguments.map(\.value), [#"RACTuple("a", nil, 1)"#])
  }
}
