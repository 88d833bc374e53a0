import Foundation
import ObjCInterpreter
import ObjCLibraries
import XCTest

/// A class object answers the root class's instance methods, as the runtime's root metaclass
/// inherits from NSObject: the library's (`[NSString isEqual:x]`, which RAC's lifting specs send)
/// and a category's on NSObject, after the class methods along the class's chain (a category's on
/// NSObject among them), for the snippet's classes and the library's alike; on fixtures written
/// here.
final class ClassObjectRootMethodsTests: LeakCheckedTestCase {
  func testAClassIsEqualToItselfAndHashesAsItself() {
    assertPrints(
      #"""
      @interface Shape : NSObject
      @end
      @implementation Shape
      @end
      Class shape = [Shape class];
      NSLog(@"%d %d %d", [Shape isEqual:shape], [Shape isEqual:[NSString class]], [NSString isEqual:[NSString class]]);
      NSLog(@"%d", [Shape hash] == [shape hash]);
      """#,
      ["1 0 1", "1"])
  }

  func testAClassMethodOfTheClassStillComesFirst() {
    assertPrints(
      #"""
      @interface Token : NSObject
      + (BOOL)isEqual:(id)other;
      @end
      @implementation Token
      + (BOOL)isEqual:(id)other { NSLog(@"Token's own"); return NO; }
      @end
      NSLog(@"%d", [Token isEqual:[Token class]]);
      """#,
      ["Token's own", "0"])
  }

  func testACategoryOnNSObjectAnswersClassMessagesToInterpretedAndLibraryClasses() {
    assertPrints(
      #"""
      @interface Shape : NSObject
      @end
      @implementation Shape
      @end
      @implementation NSObject (Labels)
      + (NSString *)classLabel { return [NSString stringWithFormat:@"+classLabel of %@", self]; }
      - (NSString *)instanceLabel { return [NSString stringWithFormat:@"-instanceLabel of %@", self]; }
      @end
      for (Class each in @[[Shape class], [NSString class], [NSArray class], [RACSignal class]]) {
          NSLog(@"%@", [each classLabel]);
          NSLog(@"%@", [each instanceLabel]);
      }
      NSLog(@"%@ / %@", [Shape instanceLabel], [RACSignal classLabel]);
      NSLog(@"%@", [@"text" instanceLabel]);
      NSLog(@"%d %d %d %d", [NSArray respondsToSelector:@selector(instanceLabel)], [Shape respondsToSelector:@selector(classLabel)],
            [RACSignal respondsToSelector:@selector(isEqual:)], [Shape respondsToSelector:@selector(noSuchLabel)]);
      """#,
      [
        "+classLabel of Shape", "-instanceLabel of Shape",
        "+classLabel of NSString", "-instanceLabel of NSString",
        "+classLabel of NSArray", "-instanceLabel of NSArray",
        "+classLabel of RACSignal", "-instanceLabel of RACSignal",
        "-instanceLabel of Shape / +classLabel of RACSignal",
        "-instanceLabel of text",
        "1 1 1 0",
      ])
  }

  func testACategoryOnNSObjectAnswersClassMessagesToAClassOfLoadedRACSource() throws {
    let library = RACSourceLibrary(checkout: try RACSourceCheckout(path: RACSourceLoadingTests.fixture.path))
    let run = SnippetRun.run(
      files: [
        SourceFile(
          name: "snippet.m",
          text: #"""
            @implementation NSObject (Labels)
            + (NSString *)classLabel { return [NSString stringWithFormat:@"+classLabel of %@", self]; }
            - (NSString *)instanceLabel { return [NSString stringWithFormat:@"-instanceLabel of %@", self]; }
            @end
            NSLog(@"%@ / %@", [RACSignal classLabel], [RACSubject instanceLabel]);
            NSLog(@"%@", [[RACSubject subject] instanceLabel] != nil ? @"an instance answers too" : @"nil");
            """#)
      ], library: library)
    XCTAssertNil(run.error, run.error?.description ?? "")
    XCTAssertEqual(run.output, ["+classLabel of RACSignal / -instanceLabel of RACSubject", "an instance answers too"])
  }

  func testDotSyntaxOnSelfInAClassMethodFindsTheCategorysInstanceMethod() {
    assertPrints(
      #"""
      @interface Shape : NSObject
      + (void)introduce;
      @end
      @implementation Shape
      + (void)introduce { NSLog(@"%@", self.instanceLabel); }
      @end
      @implementation NSString (Introducing)
      + (void)introduce { NSLog(@"%@", self.instanceLabel); }
      @end
      @implementation NSObject (Labels)
      - (NSString *)instanceLabel { return [NSString stringWithFormat:@"-instanceLabel of %@", self]; }
      @end
      [Shape introduce];
      [NSString introduce];
      """#,
      ["-instanceLabel of Shape", "-instanceLabel of NSString"])
  }

  func testAClassMethodComesBeforeTheRootClasssInstanceMethodOfTheSameName() {
    assertPrints(
      #"""
      @interface Shape : NSObject
      @end
      @implementation Shape
      + (NSString *)label { return @"Shape's +label"; }
      @end
      @implementation NSObject (Labels)
      + (NSString *)label { return @"NSObject's +label"; }
      - (NSString *)label { return @"NSObject's -label"; }
      @end
      NSLog(@"%@ / %@ / %@", [Shape label], [NSArray label], [@"x" label]);
      """#,
      ["Shape's +label / NSObject's +label / NSObject's -label"])
  }

  func testASelectorNeitherHasIsStillUnrecognized() {
    assertFails(
      #"""
      @interface Token : NSObject
      @end
      @implementation Token
      @end
      [Token frobnicate];
      """#,
      containing: "+[Token frobnicate]: unrecognized selector sent to class")
  }
}
