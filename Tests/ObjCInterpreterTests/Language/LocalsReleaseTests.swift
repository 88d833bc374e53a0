import ObjCInterpreter
import RAC
import XCTest

/// ARC releases a method's or a block's locals as it returns: what a local alone kept alive dies
/// inside the call, before the call's return is traced (RACDisposable's `-dispose` frees its block,
/// and the subscriber the block held, inside `-dispose`).
final class LocalsReleaseTests: LeakCheckedTestCase {
  private let program = #"""
    @interface Noisy : NSObject
    @property (nonatomic, copy) NSString *name;
    @end
    @implementation Noisy
    - (void)dealloc { NSLog(@"dealloc %@", _name); }
    @end
    @interface Worker : NSObject
    - (void)work;
    @end
    @implementation Worker
    - (void)work {
      Noisy *first = [Noisy new];
      first.name = @"first";
      Noisy *second = [Noisy new];
      second.name = @"second";
      void (^inBlock)(void) = ^{
        Noisy *inner = [Noisy new];
        inner.name = @"inner";
      };
      inBlock();
      NSLog(@"worked");
    }
    @end
    [[Worker new] work];
    NSLog(@"after");
    """#

  func testLocalsDieLastDeclaredFirstBeforeTheirCallReturns() throws {
    let run = SnippetRun.run(program, recordingTrace: true)
    XCTAssertNil(run.error, run.error?.description ?? "")
    XCTAssertEqual(run.output, ["dealloc inner", "worked", "dealloc second", "dealloc first", "after"])
    let work = try XCTUnwrap(run.trace.calls("-work").first)
    let workReturn = try XCTUnwrap(run.trace.exit(of: work))
    let deallocs = run.trace.calls("-dealloc")
    XCTAssertEqual(deallocs.count, 3)
    XCTAssertTrue(
      deallocs.allSatisfy { $0.sequence > work.sequence && $0.sequence < workReturn.sequence },
      "every local died inside -work: \(deallocs.map(\.sequence)) not within \(work.sequence)…\(workReturn.sequence)")
  }
}
