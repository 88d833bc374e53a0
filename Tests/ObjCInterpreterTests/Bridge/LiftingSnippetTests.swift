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
}
