import XCTest

/// An unrecognized selector raises `NSInvalidArgumentException`, as the runtime's
/// `-doesNotRecognizeSelector:` does: `@try`/`@catch` catches it with the runtime's reason, and
/// `@finally` runs on the way out. Uncaught, the run stops with the same error as before (the reason
/// and the tool's suggestion). It stopped the run even inside `@try`, where defensive code (and the
/// spec suites' `raiseException()`) expects to catch it.
final class UnrecognizedSelectorExceptionTests: XCTestCase {
  private static let box = #"""
    @interface Box : NSObject
    @end
    @implementation Box
    @end

    """#

  func testAnInstanceThatDoesNotRecognizeASelectorRaisesACatchableInvalidArgumentException() {
    assertPrints(
      Self.box + #"""
        id box = [Box new];
        @try {
          [box count];
          NSLog(@"not reached");
        } @catch (NSException *exception) {
          NSLog(@"%@", exception.name);
          NSLog(@"%d", [exception.reason hasPrefix:@"-[Box count]: unrecognized selector sent to instance 0x"]);
        } @finally {
          NSLog(@"finally");
        }
        NSLog(@"after");
        """#,
      ["NSInvalidArgumentException", "1", "finally", "after"])
  }

  func testAClassThatDoesNotRecognizeASelectorRaisesToo() {
    assertPrints(
      Self.box + #"""
        @try {
          [Box performSelector:@selector(shared)];
        } @catch (NSException *exception) {
          NSLog(@"%@ %d", exception.name, [exception.reason hasPrefix:@"+[Box shared]: unrecognized selector sent to class"]);
        }
        """#,
      ["NSInvalidArgumentException 1"])
  }

  /// A model object without `NSCopying` as a dictionary key: Foundation's `-copyWithZone:` is unrecognized.
  func testCopyingAnObjectThatDoesNotAdoptNSCopyingRaisesAsWell() {
    assertPrints(
      Self.box + #"""
        @try {
          NSDictionary *byBox = @{ [Box new] : @1 };
          NSLog(@"%@", byBox);
        } @catch (NSException *exception) {
          NSLog(@"%@", exception.name);
        }
        """#,
      ["NSInvalidArgumentException"])
  }

  func testUncaughtItStopsTheRunWithTheReasonAndTheSuggestionAtTheSend() {
    assertFails(
      Self.box + "[[Box new] descriptoin];",
      containing: "-[Box descriptoin]: unrecognized selector sent to instance", at: (5, 1))
    assertFails(
      "[[RACSignal empty] subscribeNxt:^(id x) {}];", containing: "did you mean 'subscribeNext:'?", at: (1, 1))
  }

  /// Rethrown from `@catch`, it goes on up as the same exception.
  func testACaughtExceptionRethrownReachesTheOuterHandler() {
    assertPrints(
      Self.box + #"""
        @try {
          @try {
            [[Box new] frobnicate];
          } @catch (NSException *inner) {
            NSLog(@"inner");
            @throw inner;
          }
        } @catch (NSException *outer) {
          NSLog(@"outer %@", outer.name);
        }
        """#,
      ["inner", "outer NSInvalidArgumentException"])
  }
}
