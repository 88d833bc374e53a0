import XCTest

/// UIKit as RAC snippets write it, on the kit's stand-ins: fields, labels, buttons, image views
/// and alerts a snippet makes itself, RAC 2.5's UIKit categories on them, and the user scripted
/// from the snippet (UIKit's `sendActionsForControlEvents:`, UIKeyInput's `insertText:`, and the
/// `simulate…` methods where UIKit has none).
final class UIKitStandInTests: LeakCheckedTestCase {
  func testTypingReachesRacTextSignalButSettingTextFromCodeOnlyWithAnEditingEvent() {
    assertPrints(
      """
      UITextField *field = [[UITextField alloc] init];
      [field.rac_textSignal subscribeNext:^(NSString *text) { NSLog(@"text '%@'", text); }];
      [field simulateTyping:@"ab"];
      [field deleteBackward];
      field.text = @"hi";
      NSLog(@"set from code: %@", field.text);
      [field sendActionsForControlEvents:UIControlEventEditingChanged];
      [field insertText:@"!"];
      [field sendActionsForControlEvents:UIControlEventTouchUpInside];
      """,
      ["text ''", "text 'a'", "text 'ab'", "text 'a'", "set from code: hi", "text 'hi'", "text 'hi!'"])
  }

  func testTypingPostsTextDidChangeFromTheFieldForEachEditButSettingTextDoesNot() {
    assertPrints(
      """
      UITextField *field = [[UITextField alloc] init];
      UITextField *other = [[UITextField alloc] init];
      RACDisposable *changes = [[[NSNotificationCenter defaultCenter]
        rac_addObserverForName:UITextFieldTextDidChangeNotification object:field]
        subscribeNext:^(NSNotification *note) {
          NSLog(@"%@ '%@' from field: %d", note.name, [note.object text], note.object == field);
        }];
      [field insertText:@"ab"];
      [other insertText:@"z"];
      [field deleteBackward];
      field.text = @"";
      [field deleteBackward];
      [changes dispose];
      """,
      [
        "UITextFieldTextDidChangeNotification 'a' from field: 1",
        "UITextFieldTextDidChangeNotification 'ab' from field: 1",
        "UITextFieldTextDidChangeNotification 'a' from field: 1",
      ])
  }

  func testUIKitsNotificationNamesAreTheirOwnStringsAndReachObserversTheProgramPostsTo() {
    assertPrints(
      """
      RACDisposable *shows = [[[NSNotificationCenter defaultCenter]
        rac_addObserverForName:UIKeyboardWillShowNotification object:nil]
        subscribeNext:^(NSNotification *note) {
          NSLog(@"%@ %@", note.name, note.userInfo[UIKeyboardAnimationDurationUserInfoKey]);
        }];
      [[NSNotificationCenter defaultCenter] postNotificationName:UIKeyboardWillShowNotification object:nil
        userInfo:@{UIKeyboardAnimationDurationUserInfoKey: @0.25}];
      [[NSNotificationCenter defaultCenter] postNotificationName:UIKeyboardWillHideNotification object:nil];
      NSLog(@"%@", UIApplicationDidEnterBackgroundNotification);
      [shows dispose];
      """,
      ["UIKeyboardWillShowNotification 0.25", "UIApplicationDidEnterBackgroundNotification"])
  }

  func testKeyValueObservingSeesTheSetterButNotTheKeyboard() {
    assertPrints(
      """
      UITextField *field = [UITextField new];
      [RACObserve(field, text) subscribeNext:^(NSString *text) { NSLog(@"KVO '%@'", text); }];
      [field simulateTyping:@"x"];
      field.text = @"y";
      """,
      ["KVO ''", "KVO 'y'"])
  }

  func testRACBindsALabelsTextAndRACObserveSeesEachValue() {
    assertPrints(
      """
      UILabel *label = [[UILabel alloc] init];
      RACSubject *names = [RACSubject subject];
      RAC(label, text) = [names map:^id(NSString *name) { return [@"Hello, " stringByAppendingString:name]; }];
      [RACObserve(label, text) subscribeNext:^(NSString *text) { NSLog(@"label %@", text); }];
      [names sendNext:@"Ann"];
      [names sendNext:@"Bo"];
      NSLog(@"%@", label.text);
      """,
      ["label (null)", "label Hello, Ann", "label Hello, Bo", "Hello, Bo"])
  }

  func testAButtonsControlEventSignalSendsTheButtonForEachTapUntilDisposed() {
    assertPrints(
      """
      UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem];
      [button setTitle:@"Save" forState:UIControlStateNormal];
      RACDisposable *taps = [[button rac_signalForControlEvents:UIControlEventTouchUpInside]
        subscribeNext:^(UIButton *sender) { NSLog(@"tap on %@", [sender titleForState:UIControlStateNormal]); }];
      [button sendActionsForControlEvents:UIControlEventTouchUpInside];
      [button sendActionsForControlEvents:UIControlEventTouchDown];
      [button sendActionsForControlEvents:UIControlEventTouchUpInside];
      [taps dispose];
      [button sendActionsForControlEvents:UIControlEventTouchUpInside];
      NSLog(@"done");
      """,
      ["tap on Save", "tap on Save", "done"])
  }

  func testAButtonsRacCommandRunsOnATapWithTheButtonAndDisablesItWhileExecuting() {
    // The command's block takes the button as its input, not from the snippet's variable: a block
    // that captured the button would hold it (through the command it holds) forever, as on a device.
    assertPrints(
      """
      UIButton *button = [[UIButton alloc] init];
      [button setTitle:@"Send" forState:UIControlStateNormal];
      RACSubject *work = [RACSubject subject];
      button.rac_command = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(UIButton *input) {
        NSLog(@"execute with %@", input.currentTitle);
        return work;
      }];
      NSLog(@"enabled before: %d", button.enabled);
      [button sendActionsForControlEvents:UIControlEventTouchUpInside];
      [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{
        NSLog(@"enabled while executing: %d", button.enabled);
        [work sendCompleted];
      }];
      [[RACScheduler mainThreadScheduler] afterDelay:2 schedule:^{
        NSLog(@"enabled after: %d", button.enabled);
      }];
      """,
      [
        "enabled before: 1", "execute with Send", "enabled while executing: 0", "enabled after: 1",
      ])
  }

  func testTargetActionCallsTheSnippetsMethodWithTheSenderUntilTheTargetIsRemoved() {
    assertPrints(
      """
      @interface Controller : NSObject
      - (void)tapped:(UIButton *)sender;
      @end
      @implementation Controller
      - (void)tapped:(UIButton *)sender { NSLog(@"tapped: %@", [sender currentTitle]); }
      @end

      Controller *controller = [Controller new];
      UIButton *button = [UIButton buttonWithType:UIButtonTypeCustom];
      [button setTitle:@"Go" forState:UIControlStateNormal];
      [button addTarget:controller action:@selector(tapped:) forControlEvents:UIControlEventTouchUpInside];
      [button sendActionsForControlEvents:UIControlEventTouchUpInside];
      [button removeTarget:controller action:@selector(tapped:) forControlEvents:UIControlEventTouchUpInside];
      [button sendActionsForControlEvents:UIControlEventTouchUpInside];
      NSLog(@"removed");
      """,
      ["tapped: Go", "removed"])
  }

  func testAnAlertsButtonClickedSignalSendsTheTappedButtonsIndexAndTheDelegateGetsTheRest() {
    assertPrints(
      """
      @interface Asker : NSObject
      @end
      @implementation Asker
      - (void)alertView:(UIAlertView *)alertView clickedButtonAtIndex:(NSInteger)index {
        NSLog(@"delegate clicked %ld", (long)index);
      }
      - (void)alertView:(UIAlertView *)alertView didDismissWithButtonIndex:(NSInteger)index {
        NSLog(@"delegate dismissed %ld", (long)index);
      }
      @end

      Asker *asker = [Asker new];
      UIAlertView *plain = [[UIAlertView alloc] initWithTitle:@"Delete?" message:nil delegate:asker
        cancelButtonTitle:@"No" otherButtonTitles:@"Yes", @"Always", nil];
      NSLog(@"%ld buttons, cancel %ld, last '%@'", (long)plain.numberOfButtons, (long)plain.cancelButtonIndex,
        [plain buttonTitleAtIndex:2]);
      [plain show];
      [plain simulateClickOnButtonAtIndex:0];
      UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"Delete?" message:nil delegate:asker
        cancelButtonTitle:@"No" otherButtonTitles:@"Yes", nil];
      [alert.rac_buttonClickedSignal subscribeNext:^(NSNumber *index) { NSLog(@"RAC clicked %@", index); }];
      [alert.rac_willDismissSignal subscribeNext:^(NSNumber *index) { NSLog(@"RAC will dismiss %@", index); }];
      [alert show];
      NSLog(@"visible %d", alert.visible);
      [alert simulateClickOnButtonAtIndex:1];
      NSLog(@"visible %d", alert.visible);
      """,
      [
        "3 buttons, cancel 0, last 'Always'", "delegate clicked 0", "delegate dismissed 0", "visible 1",
        "RAC clicked 1", "RAC will dismiss 1", "delegate dismissed 1", "visible 0",
      ])
  }

  /// Once a signal of the alert is asked for, its `delegate` is RAC's delegate proxy
  /// (`RACUseDelegateProxy`): a delegate method sent to it goes to that signal when RAC handles the
  /// selector, and on to the alert's own delegate otherwise.
  func testAnAlertsDelegateIsRACsProxyOnceASignalIsAskedFor() {
    assertPrints(
      #"""
      @interface Listener : NSObject <UIAlertViewDelegate>
      @end
      @implementation Listener
      - (void)alertView:(UIAlertView *)alertView clickedButtonAtIndex:(NSInteger)index {
        NSLog(@"own delegate clicked %ld", (long)index);
      }
      - (void)alertView:(UIAlertView *)alertView willDismissWithButtonIndex:(NSInteger)index {
        NSLog(@"own delegate will dismiss %ld", (long)index);
      }
      @end
      Listener *listener = [Listener new];
      UIAlertView *alert = [[UIAlertView alloc] initWithFrame:CGRectZero];
      alert.delegate = listener;
      NSLog(@"before: %@", NSStringFromClass([alert.delegate class]));
      [alert.rac_buttonClickedSignal subscribeNext:^(NSNumber *index) { NSLog(@"signal clicked %@", index); }];
      NSLog(@"after: %@", NSStringFromClass([alert.delegate class]));
      [alert.delegate alertView:alert clickedButtonAtIndex:2];
      [alert.delegate alertView:alert willDismissWithButtonIndex:2];
      """#,
      [
        "before: Listener", "after: RACDelegateProxy", "signal clicked 2", "own delegate will dismiss 2",
      ])
  }

  func testAViewControllersViewHoldsTheSubviewsItsViewDidLoadAdds() {
    assertPrints(
      """
      @interface FormViewController : UIViewController
      @property (nonatomic, strong) UIImageView *avatar;
      @end
      @implementation FormViewController
      - (void)viewDidLoad {
        [super viewDidLoad];
        self.avatar = [[UIImageView alloc] initWithImage:nil];
        [self.view addSubview:self.avatar];
        [self.view addSubview:[[UITextField alloc] initWithFrame:CGRectMake(0, 0, 100, 30)]];
        RAC(self.avatar, image) = [RACSignal return:[UIImage imageNamed:@"face"]];
        self.view.backgroundColor = [UIColor redColor];
        NSLog(@"%lu subviews; %@; %@; same superview %d", (unsigned long)self.view.subviews.count,
          self.avatar.image, self.view.backgroundColor, self.avatar.superview == self.view);
      }
      @end
      """,
      ["2 subviews; <UIImage: face>; UIExtendedSRGBColorSpace 1 0 0 1; same superview 1"])
  }

  func testAnUnknownUIKitSelectorNamesTheClassAndItsNearestSelectors() {
    let run = SnippetRun.run("UILabel *label = [[UILabel alloc] init];\n[label setTxt:@\"hi\"];")
    XCTAssertEqual(
      run.error.map { Self.withoutAddress($0.description) },
      """
      snippet.m:2:1: error: -[UILabel setTxt:]: unrecognized selector sent to instance 0x… (did you mean 'setText:'?)
      [label setTxt:@"hi"];
      ^
      """)
    let far = SnippetRun.run("UILabel *label = [[UILabel alloc] init];\n[label shake];")
    XCTAssertEqual(
      far.error.map { Self.withoutAddress($0.headline) },
      "snippet.m:2:1: error: -[UILabel shake]: unrecognized selector sent to instance 0x… (UILabel's stand-in has no 'shake'; its nearest: tag, alpha, hidden, isHidden, setTag:, text)"
    )
  }

  func testAnOperatorOtherLibrariesNameDifferentlySuggestsRAC25sOperator() {
    let debounce = SnippetRun.run("RACSubject *s = [RACSubject subject];\n[s debounce:0.3];")
    XCTAssertEqual(
      debounce.error.map { Self.withoutAddress($0.headline) },
      "snippet.m:2:1: error: -[RACSubject debounce:]: unrecognized selector sent to instance 0x… (RAC 2.5 has no 'debounce:': its nearest operator is 'throttle:')"
    )
    let switchMap = SnippetRun.run("RACSubject *s = [RACSubject subject];\n[s flatMapLatest:^(id x) { return x; }];")
    XCTAssertEqual(
      switchMap.error.map { Self.withoutAddress($0.headline) },
      "snippet.m:2:1: error: -[RACSubject flatMapLatest:]: unrecognized selector sent to instance 0x… (RAC 2.5 has no 'flatMapLatest:': it writes 'map:' then 'switchToLatest')"
    )
    let just = SnippetRun.run("[RACSignal just:@1];")
    XCTAssertEqual(
      just.error.map { Self.withoutAddress($0.headline) },
      "snippet.m:1:1: error: +[RACSignal just:]: unrecognized selector sent to class 0x… (RAC 2.5 has no 'just:': its nearest operator is 'return:')"
    )
  }

  private static func withoutAddress(_ text: String) -> String {
    text.replacingOccurrences(of: #"0x[0-9a-f]+"#, with: "0x…", options: .regularExpression)
  }
}
