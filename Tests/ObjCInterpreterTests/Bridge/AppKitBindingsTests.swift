import Foundation
import ObjCInterpreter
import ObjCLibraries
import XCTest

/// AppKit's Cocoa bindings on the stand-ins (`NSSlider`, `NSTextField`) and RAC 2.5's
/// `-rac_channelToBinding:` (NSObject+RACAppKitBindings.m) over them: on the Swift core, and, where
/// `RAC_SOURCE_DIR` names a checkout of ReactiveCocoa 2.5, on RAC's own category with the same
/// output. A binding shows the model's value at once and after each change; code that sets the view
/// reaches nothing, the user's change reaches the model. Fixtures written here.
final class AppKitBindingsTests: LeakCheckedTestCase {
  private static let model = """
    @interface Volume : NSObject
    @property (nonatomic, strong) NSNumber *level;
    @end
    @implementation Volume
    @end

    """

  func testABindingShowsTheModelsValueAtOnceAndAfterEachChangeUntilUnbound() {
    assertPrints(
      Self.model
        + """
        Volume *volume = [Volume new];
        volume.level = @0.2;
        NSSlider *slider = [[NSSlider alloc] initWithFrame:NSZeroRect];
        NSLog(@"before binding %@", slider.objectValue);
        [slider bind:NSValueBinding toObject:volume withKeyPath:@"level" options:nil];
        NSLog(@"bound %@", slider.objectValue);
        volume.level = @0.6;
        NSLog(@"model changed %@", slider.objectValue);
        NSDictionary *info = [slider infoForBinding:NSValueBinding];
        NSLog(@"observes %@ of the model: %d", info[NSObservedKeyPathKey], info[NSObservedObjectKey] == volume);
        [slider unbind:NSValueBinding];
        volume.level = @0.9;
        NSLog(@"unbound %@, info %@", slider.objectValue, [slider infoForBinding:NSValueBinding]);
        """,
      [
        "before binding 0", "bound 0.2", "model changed 0.6", "observes level of the model: 1",
        "unbound 0.6, info (null)",
      ])
  }

  func testCodeSettingTheViewReachesNothingAndTheUsersChangeReachesTheModel() {
    assertPrints(
      Self.model
        + """
        Volume *volume = [Volume new];
        NSSlider *slider = [NSSlider new];
        [slider bind:NSValueBinding toObject:volume withKeyPath:@"level" options:nil];
        slider.objectValue = @0.3;
        NSLog(@"code set the slider: model %@", volume.level);
        [slider simulateUserChangingObjectValue:@0.7];
        NSLog(@"the user moved it: model %@, slider %@", volume.level, slider.objectValue);
        """,
      ["code set the slider: model (null)", "the user moved it: model 0.7, slider 0.7"])
  }

  func testANullPlaceholderShowsForNilAndANamedTransformerChangesEachValue() {
    assertPrints(
      """
      @interface Account : NSObject
      @property (nonatomic, copy) NSString *name;
      @property (nonatomic, strong) NSNumber *locked;
      @end
      @implementation Account
      @end
      Account *account = [Account new];
      NSTextField *field = [NSTextField new];
      [field bind:NSValueBinding toObject:account withKeyPath:@"name"
          options:@{NSNullPlaceholderBindingOption: @"(no name)"}];
      NSLog(@"%@", field.stringValue);
      account.name = @"Ann";
      NSLog(@"%@", field.stringValue);
      [field bind:NSEnabledBinding toObject:account withKeyPath:@"locked"
          options:@{NSValueTransformerNameBindingOption: NSNegateBooleanTransformerName}];
      NSLog(@"enabled %d", field.enabled);
      account.locked = @YES;
      NSLog(@"enabled %d", field.enabled);
      """,
      ["(no name)", "Ann", "enabled 1", "enabled 0"])
  }

  private static let channelProgram = """
    NSSlider *slider = [[NSSlider alloc] initWithFrame:NSZeroRect];
    RACChannelTerminal *terminal = [slider rac_channelToBinding:NSValueBinding];
    [terminal subscribeNext:^(id x) {
        NSLog(@"reader got %@", x);
    } completed:^{
        NSLog(@"reader's channel completed");
    }];
    [terminal sendNext:@0.5];
    NSLog(@"slider shows %@", slider.objectValue);
    slider.objectValue = @0.1;
    NSLog(@"code set it: slider shows %@", slider.objectValue);
    [slider simulateUserChangingObjectValue:@0.25];
    NSLog(@"slider shows %@", slider.objectValue);
    NSDictionary *info = [slider infoForBinding:NSValueBinding];
    [info[NSObservedObjectKey] setValue:@0.75 forKeyPath:info[NSObservedKeyPathKey]];
    NSLog(@"slider shows %@", slider.objectValue);
    [terminal.rac_deallocDisposable addDisposable:[RACDisposable disposableWithBlock:^{
        NSLog(@"terminal deallocated");
    }]];
    terminal = nil;
    NSLog(@"releasing the slider");
    slider = nil;
    NSLog(@"done");
    """

  /// The reader's terminal gets the user's changes and the model's, never its own values back
  /// nor what code sets on the view; the view's deallocation completes the channel and frees it
  /// (the terminal last, with the autorelease pool that `-rac_channelToBinding:`'s result joined,
  /// which is why RAC's spec waits for it with `toEventually`).
  private static let channelHistory = [
    "slider shows 0.5", "code set it: slider shows 0.1", "reader got 0.25", "slider shows 0.25",
    "reader got 0.75", "slider shows 0.75", "releasing the slider", "reader's channel completed", "done",
    "terminal deallocated",
  ]

  func testAChannelToABindingCarriesTheUsersChangesAndTheReadersValuesWithoutEcho() {
    assertPrints(Self.channelProgram, Self.channelHistory)
  }

  func testAChannelToABindingRunsTheSameOnRACsOwnCategory() throws {
    guard let given = ProcessInfo.processInfo.environment["RAC_SOURCE_DIR"], !given.isEmpty else {
      throw XCTSkip("set RAC_SOURCE_DIR to a checkout of ReactiveCocoa 2.5 to run its AppKit bindings category")
    }
    let run = SnippetRun.run(
      files: [SourceFile(name: "snippet.m", text: Self.channelProgram)],
      library: RACSourceLibrary(checkout: try RACSourceCheckout(path: given)))
    XCTAssertNil(run.error, run.error?.description ?? "")
    XCTAssertEqual(run.output, Self.channelHistory)
  }

  func testAChannelToABindingOfAnObjectWithoutBindingsIsAClearError() {
    assertFails(
      """
      NSObject *object = [NSObject new];
      RACChannelTerminal *terminal = [object rac_channelToBinding:NSValueBinding];
      """,
      containing:
        "-[NSObject rac_channelToBinding:] works on AppKit's views here (NSSlider, NSTextField, NSControl, NSView), not on 'NSObject *'",
      at: (2, 32))
  }
}
