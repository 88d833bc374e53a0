import ObjCInterpreter
import ObjCLibraries
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

  /// An `__autoreleasing` local puts its object in the autorelease pool: it outlives the variable
  /// until the enclosing `@autoreleasepool` ends (or, outside one, until the turn is over).
  func testAnAutoreleasingLocalKeepsItsObjectUntilThePoolEnds() {
    assertPrints(
      #"""
      @interface Noisy : NSObject
      @end
      @implementation Noisy
      - (void)dealloc { NSLog(@"dealloc"); }
      @end
      @autoreleasepool {
          {
              __autoreleasing Noisy *parked = [Noisy new];
          }
          NSLog(@"scope ended");
      }
      NSLog(@"pool drained");
      """#,
      ["scope ended", "dealloc", "pool drained"])
  }

  /// RAC's `RACDynamicSequence -dealloc` guard: every hundred nested deallocations the next node is
  /// parked in the autorelease pool, so a chain of thousands is released without one deep
  /// recursion (which the interpreter would stop at its nesting budget).
  func testAChainThatParksItsTailEveryHundredDeallocationsGoesWithoutDeepRecursion() {
    assertPrints(
      #"""
      @interface Node : NSObject {
          Node *_next;
      }
      - (void)setNext:(Node *)next;
      @end
      @implementation Node
      - (void)setNext:(Node *)next { _next = next; }
      - (void)dealloc {
          static volatile int32_t depth = 0;
          if (OSAtomicIncrement32(&depth) >= 100) {
              OSAtomicAdd32(-100, &depth);
              __autoreleasing Node *parked __attribute__((unused)) = _next;
          }
          _next = nil;
          OSAtomicDecrement32(&depth);
      }
      @end
      @autoreleasepool {
          Node *head = [Node new];
          for (int i = 0; i < 5000; i++) {
              Node *node = [Node new];
              [node setNext:head];
              head = node;
          }
      }
      NSLog(@"released");
      """#,
      ["released"])
  }

  /// An object the pool lets go of may park another in the pool from its `-dealloc` while the pool
  /// drains (RAC's sequences do): that one waits for the next drain, and nothing traps.
  func testADeallocThatParksAnObjectWhileThePoolDrainsLeavesItForTheNextDrain() {
    assertPrints(
      #"""
      @interface Parker : NSObject {
          id _next;
      }
      @property (nonatomic, copy) NSString *name;
      - (void)setNext:(id)next;
      @end
      @implementation Parker
      - (void)setNext:(id)next { _next = next; }
      - (void)dealloc {
          NSLog(@"%@ goes", _name);
          __autoreleasing id parked __attribute__((unused)) = _next;
          _next = nil;
      }
      @end
      @autoreleasepool {
          Parker *first = [Parker new];
          first.name = @"first";
          Parker *second = [Parker new];
          second.name = @"second";
          [first setNext:second];
          second = nil;
          __autoreleasing Parker *parked __attribute__((unused)) = first;
          first = nil;
      }
      NSLog(@"pool drained");
      """#,
      ["first goes", "pool drained", "second goes"])
  }
}
