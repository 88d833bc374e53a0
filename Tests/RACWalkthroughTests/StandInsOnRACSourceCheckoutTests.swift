import Foundation
import RACWalkthroughCLI
import RACWalkthroughs
import XCTest

/// With a checkout of ReactiveCocoa 2.5 (`RAC_SOURCE_DIR`): the signals the walkthroughs' stand-ins
/// hand the post's code (a text field's `rac_textSignal`, `RACObserve`'s, a scripted service's) are
/// made by RAC's loaded classes — no core signal wrapped for the interpreter (`bridged`) shows in
/// `verify --rac-source`'s comparison — and the walkthroughs that need nothing else of the core make
/// the same calls on both. Skipped without it: the repository holds no line of RAC's code.
///
/// ```sh
/// RAC_SOURCE_DIR=~/src/ReactiveCocoa swift test --filter StandInsOnRACSourceCheckoutTests
/// ```
final class StandInsOnRACSourceCheckoutTests: LeakCheckedTestCase {
  private func run(_ arguments: [String]) -> (status: Int32, output: [String]) {
    var output: [String] = []
    let environment = CommandEnvironment(
      write: { output.append($0) }, writeError: { output.append("stderr: " + $0) }, readLine: { nil },
      isInteractive: false, walkthroughsDirectory: walkthroughsDirectory)
    return (WalkthroughCommandLine.run(arguments, environment: environment), output)
  }

  private func checkout() throws -> String {
    guard let checkout = ProcessInfo.processInfo.environment["RAC_SOURCE_DIR"], !checkout.isEmpty else {
      throw XCTSkip("set RAC_SOURCE_DIR to a checkout of ReactiveCocoa 2.5 to run the walkthroughs on it")
    }
    return checkout
  }

  /// Runs `text` as the file `name` on the Swift core and on the checkout (`run --output-only`).
  private func runOnBothCores(named name: String, _ text: String) throws -> (core: [String], source: [String]) {
    let checkout = try checkout()
    // A run on RAC's source leaves some of RAC's objects alive today, as the first test says.
    expectsLeakedObjects = true
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rac-both-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name)
    try text.write(to: file, atomically: true, encoding: .utf8)
    let onCore = run(["run", file.path, "--output-only"]).output
    return (onCore, run(["run", file.path, "--output-only", "--rac-source", checkout]).output)
  }

  func testNoSignalOfTheStandInsIsWrappedForRACsSource() throws {
    let checkout = try checkout()
    // A run on RAC's source leaves some of RAC's objects alive today, stand-ins or not (a plain
    // -concat: of a subject does too): that is not what this test is about.
    expectsLeakedObjects = true
    // A text field, RACObserve, the scripted services, the avatar manager and cell. Where the two
    // runs still part (the background scheduler), the first difference is not a wrapped core signal.
    let names = ["password-map", "contact-form", "qr-decode", "avatar-cell-reused", "save-avatar"]
    let result = run(["verify", "--rac-source", checkout] + names)
    XCTAssertEqual(result.output.filter { $0.contains("on RAC's source: prints what the Swift core prints") }.count, 5)
    XCTAssertEqual(result.output.filter { $0.contains("bridged") }, [], result.output.joined(separator: "\n"))
  }

  func testWalkthroughsOfATextFieldMakeTheSameCallsOnRACsSourceAsOnTheCore() throws {
    let checkout = try checkout()
    expectsLeakedObjects = true  // as above
    let result = run(["verify", "--rac-source", checkout, "flattenMap", "password-map", "password-filter"])
    XCTAssertEqual(result.status, 0, result.output.joined(separator: "\n"))
    XCTAssertEqual(
      result.output.filter { $0.hasPrefix("  on RAC's source: the same ") }.count, 3,
      result.output.joined(separator: "\n"))
  }

  func testAButtonTakesACommandOfRACsLoadedClassesAndExecutesItOnATap() throws {
    let (onCore, onSource) = try runOnBothCores(
      named: "command.m",
      """
      UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem];
      RACSubject *allowed = [RACSubject subject];
      button.rac_command = [[RACCommand alloc] initWithEnabled:allowed signalBlock:^RACSignal *(UIButton *sender) {
          NSLog(@"executing for a %@", NSStringFromClass([sender class]));
          return [RACSignal empty];
      }];
      NSLog(@"enabled %d", button.enabled);
      [allowed sendNext:@NO];
      NSLog(@"enabled %d", button.enabled);
      [allowed sendNext:@YES];
      [button sendActionsForControlEvents:UIControlEventTouchUpInside];
      """)
    // The command's `enabled` arrives on the main thread scheduler, after this turn: the button is
    // still enabled when it is read and tapped.
    XCTAssertEqual(onCore, ["enabled 1", "enabled 1", "executing for a UIButton"])
    XCTAssertEqual(onSource, onCore)
  }

  /// `-rac_signalForControlEvents:` is made by RAC's loaded classes: the subscriber is the control's
  /// target (its `-sendNext:` is RAC's `RACPassthroughSubscriber`'s), disposing removes it, and the
  /// control's deallocation completes the subscribers still there, through its
  /// `rac_deallocDisposable`, on both.
  func testAControlsEventSignalIsMadeByRACsLoadedClassesAndCompletesWhenTheControlGoes() throws {
    let (onCore, onSource) = try runOnBothCores(
      named: "control.m",
      """
      UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem];
      RACSignal *taps = [button rac_signalForControlEvents:UIControlEventTouchUpInside];
      NSLog(@"made by %@", NSStringFromClass([taps class]));
      RACDisposable *first = [taps subscribeNext:^(UIButton *sender) {
          NSLog(@"first: a tap on a %@", NSStringFromClass([sender class]));
      }];
      [taps subscribeNext:^(id sender) {
          NSLog(@"second: a tap");
      } completed:^{
          NSLog(@"second: completed");
      }];
      [button sendActionsForControlEvents:UIControlEventTouchUpInside];
      [first dispose];
      [button sendActionsForControlEvents:UIControlEventTouchUpInside];
      [button sendActionsForControlEvents:UIControlEventValueChanged];
      button = nil;
      NSLog(@"button gone");
      """)
    XCTAssertEqual(
      onCore,
      [
        "made by RACDynamicSignal", "first: a tap on a UIButton", "second: a tap", "second: a tap",
        "second: completed", "button gone",
      ])
    XCTAssertEqual(onSource, onCore)
  }

  /// An alert's `rac_buttonClickedSignal` and `rac_willDismissSignal` are made by RAC's loaded
  /// classes (`-reduceEach:` and `-takeUntil:` over the host's delegate-proxy signal) and print what
  /// the core's print, the alert's own delegate still told of what RAC's proxy does not handle.
  func testAnAlertsSignalsAreMadeByRACsLoadedClasses() throws {
    let (onCore, onSource) = try runOnBothCores(
      named: "alert.m",
      """
      @interface Asker : NSObject <UIAlertViewDelegate>
      @end
      @implementation Asker
      - (void)alertView:(UIAlertView *)alertView didDismissWithButtonIndex:(NSInteger)index {
          NSLog(@"delegate dismissed %ld", (long)index);
      }
      @end

      Asker *asker = [Asker new];
      UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"Delete?" message:nil delegate:asker
          cancelButtonTitle:@"No" otherButtonTitles:@"Yes", nil];
      RACSignal *clicks = alert.rac_buttonClickedSignal;
      NSLog(@"made by %@", NSStringFromClass([clicks class]));
      [clicks subscribeNext:^(NSNumber *index) {
          NSLog(@"clicked %@", index);
      } completed:^{
          NSLog(@"clicks completed");
      }];
      [alert.rac_willDismissSignal subscribeNext:^(NSNumber *index) {
          NSLog(@"will dismiss %@", index);
      }];
      [alert show];
      [alert simulateClickOnButtonAtIndex:1];
      [alert dismissWithClickedButtonIndex:0 animated:YES];
      alert = nil;
      NSLog(@"alert gone");
      """)
    XCTAssertEqual(
      onCore,
      [
        "made by RACDynamicSignal", "clicked 1", "will dismiss 1", "delegate dismissed 1", "will dismiss 0",
        "delegate dismissed 0", "clicks completed", "alert gone",
      ])
    XCTAssertEqual(onSource, onCore)
  }
}
