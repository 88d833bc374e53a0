import XCTest

/// `NSUserDefaults` in memory and RAC 2.5's `-rac_channelTerminalForKey:` on it: a key's value
/// now and after each change, the terminal's values set on the key (on a scheduler of their own),
/// the channel's own settings not echoed, and completion when the defaults go.
final class UserDefaultsChannelTests: LeakCheckedTestCase {
  func testStandardDefaultsStartEmptyAndKeepWhatIsSet() {
    assertPrints(
      """
      NSUserDefaults *defaults = NSUserDefaults.standardUserDefaults;
      NSLog(@"%@ %d", [defaults objectForKey:@"name"], [defaults boolForKey:@"flag"]);
      [defaults setObject:@"Ann" forKey:@"name"];
      [defaults setBool:YES forKey:@"flag"];
      [defaults setInteger:7 forKey:@"count"];
      NSLog(@"%@ %d %ld same: %d", [defaults stringForKey:@"name"], [defaults boolForKey:@"flag"],
        (long)[defaults integerForKey:@"count"], defaults == [NSUserDefaults standardUserDefaults]);
      [defaults removeObjectForKey:@"name"];
      NSLog(@"%@", [defaults objectForKey:@"name"]);
      """,
      ["(null) 0", "Ann 1 7 same: 1", "(null)"])
  }

  func testAChannelTerminalFollowsTheKeyBothWaysWithoutEchoes() {
    assertPrints(
      """
      @interface Settings : NSObject
      @property (nonatomic, copy) NSString *name;
      @end
      @implementation Settings
      @end

      NSUserDefaults *defaults = [NSUserDefaults new];
      [defaults setObject:@"Ann" forKey:@"name"];
      Settings *settings = [Settings new];
      RACChannelTerminal *terminal = [defaults rac_channelTerminalForKey:@"name"];
      [terminal subscribeNext:^(NSString *name) { NSLog(@"terminal %@", name); }];
      RACChannelTo(settings, name) = terminal;
      NSLog(@"settings %@", settings.name);
      [defaults setObject:@"Bo" forKey:@"name"];
      [defaults setObject:@"Bo" forKey:@"name"];
      NSLog(@"settings %@", settings.name);
      settings.name = @"Cy";
      [NSThread sleepForTimeInterval:0.1];
      NSLog(@"defaults %@", [defaults objectForKey:@"name"]);
      """,
      ["terminal Ann", "settings Ann", "terminal Bo", "settings Bo", "defaults Cy"])
  }

  func testAChannelTerminalCompletesWhenItsDefaultsAreDeallocated() {
    assertPrints(
      """
      RACChannelTerminal *terminal;
      @autoreleasepool {
        NSUserDefaults *defaults = [NSUserDefaults new];
        [defaults.rac_deallocDisposable addDisposable:[RACDisposable disposableWithBlock:^{ NSLog(@"deallocated"); }]];
        terminal = [defaults rac_channelTerminalForKey:@"key"];
        [terminal subscribeCompleted:^{ NSLog(@"completed"); }];
      }
      NSLog(@"after");
      """,
      ["deallocated", "completed", "after"])
  }

  func testAVariableWithAnAttributeAfterItsNameIsDeclared() {
    assertPrints(
      """
      NSObject *object __attribute__((objc_precise_lifetime)) = [NSObject new];
      NSLog(@"%d", object != nil);
      """,
      ["1"])
  }
}
