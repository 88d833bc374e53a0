import XCTest

/// `-rac_liftSelector:withSignals:`, `…withSignalsFromArray:` and `…withSignalOfArguments:` on
/// the program's objects and UIKit's stand-ins, as NSObject+RACLifting.m has them: the method runs
/// with the latest value of every signal once each has sent, the result signal replays the last
/// return value (`RACUnit` for `void`), and the lift ends with the object.
final class LiftingSnippetTests: LeakCheckedTestCase {
  private static let greeter = #"""
    @interface Greeter : NSObject
    @property (nonatomic, copy) NSString *greeting;
    - (void)greet:(NSString *)name with:(NSString *)word;
    - (NSInteger)lengthOf:(NSString *)text;
    @end
    @implementation Greeter
    - (void)greet:(NSString *)name with:(NSString *)word { NSLog(@"%@, %@", word, name); }
    - (NSInteger)lengthOf:(NSString *)text { return text.length; }
    - (void)dealloc { NSLog(@"greeter gone"); }
    @end

    """#

  func testTheMethodRunsWithTheLatestValueOfEverySignalOnceEachHasSent() {
    assertPrints(
      Self.greeter + #"""
        Greeter *greeter = [Greeter new];
        RACSubject *names = [RACSubject subject];
        RACSubject *words = [RACSubject subject];
        RACSignal *greeted = [greeter rac_liftSelector:@selector(greet:with:) withSignals:names, words, nil];
        [names sendNext:@"Ann"];
        [words sendNext:@"Hello"];
        [names sendNext:@"Bob"];
        [greeted subscribeNext:^(id x) {
            NSLog(@"result %@", x == [RACUnit defaultUnit] ? @"unit" : x);
        } completed:^{
            NSLog(@"greeted completed");
        }];
        RACSignal *lengths = [greeter rac_liftSelector:@selector(lengthOf:) withSignalsFromArray:@[ names ]];
        [lengths subscribeNext:^(NSNumber *length) { NSLog(@"length %@ %@", length, [length class]); }];
        [names sendNext:@"Carol"];
        [greeter rac_liftSelector:@selector(setGreeting:) withSignalOfArguments:[RACSignal return:RACTuplePack(@"Hi")]];
        NSLog(@"greeting %@", greeter.greeting);
        [words sendCompleted];
        [names sendCompleted];
        """#,
      [
        "Hello, Ann", "Hello, Bob", "result unit", "Hello, Carol", "result unit", "length 5 __NSCFNumber",
        "greeting Hi", "greeted completed", "greeter gone",
      ])
  }

  /// RAC's swizzled `-dealloc` completes `rac_willDeallocSignal` before the class's own `-dealloc`
  /// runs, so the lift completes first.
  func testTheLiftEndsWhenTheObjectIsDeallocated() {
    assertPrints(
      Self.greeter + #"""
        RACSubject *names = [RACSubject subject];
        Greeter *greeter = [Greeter new];
        [[greeter rac_liftSelector:@selector(greet:with:)
                       withSignals:names, [RACSignal return:@"Hey"], nil] subscribeCompleted:^{
            NSLog(@"lift completed");
        }];
        [names sendNext:@"Ann"];
        greeter = nil;
        [names sendNext:@"Bob"];
        NSLog(@"end");
        """#,
      ["Hey, Ann", "lift completed", "greeter gone", "end"])
  }

  func testALabelsTextFollowsTheLiftedSignal() {
    assertPrints(
      #"""
      UILabel *label = [[UILabel alloc] init];
      RACSubject *names = [RACSubject subject];
      RACSignal *set = [label rac_liftSelector:@selector(setText:) withSignals:names, nil];
      [names sendNext:@"Ann"];
      NSLog(@"%@", label.text);
      [names sendNext:@"Bob"];
      NSLog(@"%@ %d", label.text, [set first] == [RACUnit defaultUnit]);
      [names sendCompleted];
      """#,
      ["Ann", "Bob 1"])
  }

  func testOneSignalPerArgumentIsRequired() {
    assertFails(
      Self.greeter + #"""
        Greeter *greeter = [Greeter new];
        [greeter rac_liftSelector:@selector(greet:with:) withSignals:[RACSignal return:@"Ann"], nil];
        """#,
      containing: "Wrong number of signals for greet:with: (expected 2, got 1)")
  }

  func testTheObjectMustAnswerTheSelector() {
    assertFails(
      Self.greeter + #"""
        Greeter *greeter = [Greeter new];
        [greeter rac_liftSelector:@selector(wave:) withSignalsFromArray:@[ [RACSignal return:@1] ]];
        """#,
      containing: "Greeter does not respond to wave:")
  }

  func testATupleOfTheWrongSizeStopsTheRun() {
    assertFails(
      Self.greeter + #"""
        Greeter *greeter = [Greeter new];
        [greeter rac_liftSelector:@selector(greet:with:) withSignalOfArguments:[RACSignal return:RACTuplePack(@"Ann")]];
        """#,
      containing: "Number of supplied arguments (1), does not match the number expected by the signature (2)")
  }

  private static let shape = #"""
    typedef struct {
        NSInteger count;
        double scale;
    } Pair;

    @interface Shape : NSObject
    @property (nonatomic, assign) CGRect frame;
    @property (nonatomic, assign) NSRange span;
    @property (nonatomic, assign) Pair pair;
    @property (nonatomic, assign) char *label;
    - (void)writeSevenTo:(int *)target;
    - (Pair)doubled:(Pair)pair;
    @end
    @implementation Shape
    - (void)writeSevenTo:(int *)target { *target = 7; }
    - (Pair)doubled:(Pair)pair {
        pair.count *= 2;
        pair.scale *= 2;
        return pair;
    }
    @end

    """#

  /// NSInvocation+RACTypeParsing.m's `-rac_setArgument:atIndex:` and `-rac_returnValue`: a struct
  /// comes out of its `NSValue`, a pointer out of its `NSValue`, a `char *` from an `NSString`, and
  /// a struct result goes back into an `NSValue`.
  func testStructsPointersAndCStringsCrossTheLiftAsTheMethodTakesThem() {
    assertPrints(
      Self.shape + #"""
        Shape *shape = [Shape new];
        RACSubject *frames = [RACSubject subject];
        RACSubject *spans = [RACSubject subject];
        RACSubject *pairs = [RACSubject subject];
        RACSubject *labels = [RACSubject subject];
        RACSubject *targets = [RACSubject subject];
        RACSubject *doubling = [RACSubject subject];
        [shape rac_liftSelector:@selector(setFrame:) withSignalsFromArray:@[ frames ]];
        [shape rac_liftSelector:@selector(setSpan:) withSignalsFromArray:@[ spans ]];
        [shape rac_liftSelector:@selector(setPair:) withSignalsFromArray:@[ pairs ]];
        [shape rac_liftSelector:@selector(setLabel:) withSignalsFromArray:@[ labels ]];
        [shape rac_liftSelector:@selector(writeSevenTo:) withSignalsFromArray:@[ targets ]];
        RACSignal *doubled = [shape rac_liftSelector:@selector(doubled:) withSignalsFromArray:@[ doubling ]];
        NSLog(@"%d %d %d", CGRectEqualToRect(shape.frame, CGRectZero), NSEqualRanges(shape.span, NSMakeRange(0, 0)),
            [[NSValue valueWithPointer:shape.label] isEqual:[NSValue valueWithPointer:NULL]]);
        CGRect frame = CGRectMake(1, 2, 3, 4);
        [frames sendNext:[NSValue valueWithBytes:&frame objCType:@encode(CGRect)]];
        [spans sendNext:[NSValue valueWithRange:NSMakeRange(5, 6)]];
        Pair pair = (Pair){ 3, 1.5 };
        [pairs sendNext:[NSValue valueWithBytes:&pair objCType:@encode(Pair)]];
        [labels sendNext:@"tag"];
        int number = 0;
        [targets sendNext:[NSValue valueWithPointer:&number]];
        NSLog(@"frame %d span %@ pair %ld %.1f label %@ number %d", CGRectEqualToRect(shape.frame, frame),
            NSStringFromRange(shape.span), (long)shape.pair.count, shape.pair.scale, @(shape.label), number);
        [doubling sendNext:[NSValue valueWithBytes:&pair objCType:@encode(Pair)]];
        Pair result = { 0, 0.0 };
        [[doubled first] getValue:&result];
        NSLog(@"doubled %ld %.1f", (long)result.count, result.scale);
        NSLog(@"%d %d", [Shape.class isEqual:Shape.class], [Shape.class isEqual:NSObject.class]);
        """#,
      ["1 1 1", "frame 1 span {5, 6} pair 3 1.5 label tag number 7", "doubled 6 3.0", "1 0"])
  }
}
