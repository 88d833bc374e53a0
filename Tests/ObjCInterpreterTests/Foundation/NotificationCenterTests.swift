import XCTest

/// `NSNotificationCenter` as RAC posts use it: block and target-action observers, in the order they
/// were added, filtered by name and object; RAC's `-rac_addObserverForName:object:` observing only
/// while subscribed.
final class NotificationCenterTests: LeakCheckedTestCase {
  func testObserversHearTheirNotificationsInOrderAndStopWhenRemoved() {
    assertPrints(
      #"""
      @interface Listener : NSObject
      - (void)heard:(NSNotification *)note;
      @end
      @implementation Listener
      - (void)heard:(NSNotification *)note { NSLog(@"target heard %@ %@", note.name, note.userInfo[@"key"]); }
      @end
      NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
      Listener *listener = [Listener new];
      NSObject *sender = [NSObject new];
      id token = [center addObserverForName:@"Ping" object:nil queue:nil usingBlock:^(NSNotification *note) {
          NSLog(@"block heard %@ from %@", note.name, note.object == sender ? @"sender" : @"someone");
      }];
      [center addObserver:listener selector:@selector(heard:) name:@"Ping" object:sender];
      [center postNotificationName:@"Ping" object:nil userInfo:@{ @"key": @1 }];
      [center postNotificationName:@"Ping" object:sender userInfo:@{ @"key": @2 }];
      [center postNotificationName:@"Other" object:sender];
      [center removeObserver:token];
      [center removeObserver:listener];
      [center postNotificationName:@"Ping" object:sender];
      NSLog(@"done");
      """#,
      ["block heard Ping from someone", "block heard Ping from sender", "target heard Ping 2", "done"])
  }

  func testRACsSignalObservesOnlyWhileSubscribed() {
    assertPrints(
      #"""
      NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
      RACSignal *pings = [center rac_addObserverForName:@"Ping" object:nil];
      [center postNotificationName:@"Ping" object:nil];
      RACDisposable *subscription = [pings subscribeNext:^(NSNotification *note) { NSLog(@"heard %@", note.name); }];
      [center postNotificationName:@"Ping" object:nil];
      [subscription dispose];
      [center postNotificationName:@"Ping" object:nil];
      NSLog(@"done");
      """#,
      ["heard Ping", "done"])
  }
}

/// The trace names the library's signals as RAC names them: an object's description spliced into
/// the name (`object: <(null): 0x0>`, `<Host: 0x…> -rac_signalForSelector: greet:`), not quoted
/// as a string argument is.
final class LibrarySignalNameTests: LeakCheckedTestCase {
  func testObserverAndSelectorSignalsAreNamedAsRACNamesThem() {
    let run = SnippetRun.run(
      #"""
      @interface Host : NSObject
      - (void)greet:(NSString *)name;
      @end
      @implementation Host
      - (void)greet:(NSString *)name {}
      @end

      Host *host = [Host new];
      RACDisposable *greetings = [[host rac_signalForSelector:@selector(greet:)] subscribeNext:^(id x) {}];
      RACDisposable *pings = [[[NSNotificationCenter defaultCenter] rac_addObserverForName:@"Ping" object:nil]
        subscribeNext:^(id x) {}];
      [host greet:@"Ann"];
      [greetings dispose];
      [pings dispose];
      """#, recordingTrace: true)
    XCTAssertNil(run.error)
    let names = Set(run.trace.events.compactMap { event in event.owner.map { "\($0)" } })
    XCTAssertTrue(
      names.contains { $0.hasSuffix(#"> -rac_signalForSelector: greet:""#) && $0.contains(#" "<Host: 0x"#) }, "\(names)"
    )
    XCTAssertTrue(
      names.contains { $0.hasSuffix(#"-rac_addObserverForName: "Ping" object: <(null): 0x0>""#) }, "\(names)")
  }
}
