import ObjCInterpreter
import ObjCLibraries
import XCTest

/// What a send and a property read find is kept for the run (`MethodCache`, `Interpreter.spareFrame`):
/// these hold it to the answers an uncached look-up gives, where one call site meets receivers
/// whose answers differ, and across runs on the Swift core and on RAC's loaded source.
final class MethodCacheTests: LeakCheckedTestCase {
  /// One call site, receivers of one Swift type whose classes differ (an `NSArray` and an
  /// `NSMutableArray` are both `ObjCArray`s), each answered by its own class's category method,
  /// through a send and through dot syntax, in alternation.
  func testOneCallSiteAnswersEachReceiverByItsOwnClass() {
    assertPrints(
      #"""
      @implementation NSArray (Kind)
      - (NSString *)kind { return @"array"; }
      @end
      @implementation NSMutableArray (Kind)
      - (NSString *)kind { return @"mutable array"; }
      @end
      @implementation NSObject (Kind)
      - (NSString *)kind { return @"object"; }
      @end
      NSArray *receivers = @[@[@1], [NSMutableArray array], @2, @[@3], [NSMutableArray array]];
      for (id receiver in receivers) {
        NSLog(@"%@ / %@", [receiver kind], ((NSObject *)receiver).kind);
      }
      """#,
      [
        "array / array", "mutable array / mutable array", "object / object", "array / array",
        "mutable array / mutable array",
      ])
  }

  /// Instances of a class and of its subclass that overrides a method, at one call site: the
  /// subclass's answer is never given to the superclass's instance, nor the other way round.
  func testASubclassesOverrideAndItsSuperclassesMethodAlternateAtOneCallSite() {
    assertPrints(
      #"""
      @interface Shape : NSObject
      - (NSString *)name;
      @end
      @implementation Shape
      - (NSString *)name { return @"shape"; }
      @end
      @interface Square : Shape
      @end
      @implementation Square
      - (NSString *)name { return [@"square of a " stringByAppendingString:[super name]]; }
      @end
      NSArray *shapes = @[[Shape new], [Square new], [Shape new], [Square new]];
      for (Shape *shape in shapes) { NSLog(@"%@", [shape name]); }
      """#,
      ["shape", "square of a shape", "shape", "square of a shape"])
  }

  /// A block called over and over reuses returned frames: its parameter, a `__block` variable it
  /// shares and a pointer to its parameter keep their own values from call to call, as fresh
  /// frames would, and a recursive block gets a frame of its own at every level.
  func testBlockCallsKeepTheirOwnVariablesWhenFramesAreReused() {
    assertPrints(
      #"""
      __block NSInteger total = 0;
      NSMutableArray *pointers = [NSMutableArray array];
      void (^add)(NSInteger) = ^(NSInteger value) {
        NSInteger *where = &value;
        total += *where;
        [pointers addObject:@(*where)];
      };
      for (NSInteger i = 1; i <= 4; i++) { add(i); }
      __block NSInteger (^factorial)(NSInteger);
      factorial = ^NSInteger(NSInteger n) { return n <= 1 ? 1 : n * factorial(n - 1); };
      NSLog(@"%ld %@ %ld %ld", (long)total, [pointers componentsJoinedByString:@","], (long)factorial(5), (long)factorial(3));
      factorial = nil;
      """#,
      ["10 1,2,3,4 120 6"])
  }

  /// The same snippet on the Swift core, on RAC's loaded source, then on the core again, in one
  /// process: each run finds its own methods (the fixture's `-map:` in the second run only, the
  /// core's again in the third), and all three print the same.
  func testRunsOnTheCoreAndOnTheLoadedSourceEachFindTheirOwnMethods() throws {
    let library = RACSourceLibrary(checkout: try RACSourceCheckout(path: RACSourceLoadingTests.fixture.path))
    let text = """
      RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        for (NSInteger i = 1; i <= 3; i++) { [subscriber sendNext:@(i)]; }
        [subscriber sendCompleted];
        return nil;
      }];
      [[signal map:^id(NSNumber *value) { return @(value.integerValue * 10); }] subscribeNext:^(id x) {
        NSLog(@"next %@", x);
      }];
      """
    let file = [SourceFile(name: "map.m", text: text)]
    let first = SnippetRun.run(files: file, recordingTrace: true)
    let onSource = SnippetRun.run(files: file, recordingTrace: true, library: library)
    let again = SnippetRun.run(files: file, recordingTrace: true)
    for run in [first, onSource, again] {
      XCTAssertNil(run.error, run.error?.description ?? "")
      XCTAssertEqual(run.output, ["next 10", "next 20", "next 30"])
    }
    // The fixture's `-map:` (RACStream.m), entered where the fixture writes it, in the second run only.
    let ranTheFixturesMap = [first, onSource, again].map { run in
      run.trace.events.contains { event in
        event.phase == .enter && event.block == "-map:"
          && event.source?.file.hasSuffix("MiniRAC/ReactiveCocoa/RACStream.m") == true
      }
    }
    XCTAssertEqual(ranTheFixturesMap, [false, true, false])
  }
}
