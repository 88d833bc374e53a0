import XCTest

/// `NSJSONSerialization`, `NSUUID` and `-dataUsingEncoding:` / `-initWithData:encoding:`, on
/// fixtures written here: a reply's JSON text read into the program's values and mapped by RAC,
/// Foundation's error for text that is no JSON, writing with sorted keys, and UUIDs counted within
/// the run so that every run prints the same.
final class JSONAndUUIDTests: LeakCheckedTestCase {
  func testJSONTextReadsIntoTheProgramsValuesAndRACMapsThem() {
    assertPrints(
      #"""
      NSString *reply = @"{\"name\": \"Ann\", \"age\": 31, \"score\": 2.5, \"admin\": true, \"tags\": [\"a\", \"b\"], \"boss\": null}";
      NSData *data = [reply dataUsingEncoding:NSUTF8StringEncoding];
      NSError *error = nil;
      NSDictionary *user = [NSJSONSerialization JSONObjectWithData:data options:0 error:&error];
      NSLog(@"%@ %@ %@ %@ %@ %@ %@", user[@"name"], user[@"age"], user[@"score"], user[@"admin"], user[@"tags"][1],
          user[@"boss"], error);
      NSLog(@"%ld %d", (long)[user[@"age"] integerValue] + 1, [user[@"tags"] isKindOfClass:NSArray.class]);
      [[[RACSignal return:data] map:^id(NSData *body) {
          return [NSJSONSerialization JSONObjectWithData:body options:0 error:NULL][@"name"];
      }] subscribeNext:^(id name) {
          NSLog(@"user %@", name);
      }];
      """#,
      ["Ann 31 2.5 1 b <null> (null)", "32 1", "user Ann"])
  }

  func testTextThatIsNoJSONGivesNilAndFoundationsErrorAndFragmentsNeedTheirOption() {
    assertPrints(
      #"""
      NSError *error = nil;
      id broken = [NSJSONSerialization JSONObjectWithData:[@"{oops" dataUsingEncoding:NSUTF8StringEncoding]
                                                  options:0 error:&error];
      NSLog(@"%@ %@ %ld", broken, error.domain, (long)error.code);
      NSData *number = [@"42" dataUsingEncoding:NSUTF8StringEncoding];
      error = nil;
      NSLog(@"%@ %ld", [NSJSONSerialization JSONObjectWithData:number options:0 error:&error], (long)error.code);
      NSLog(@"%@", [NSJSONSerialization JSONObjectWithData:number options:NSJSONReadingAllowFragments error:NULL]);
      NSMutableDictionary *settings = [NSJSONSerialization JSONObjectWithData:[@"{\"a\": 1}" dataUsingEncoding:NSUTF8StringEncoding]
                                                                    options:NSJSONReadingMutableContainers error:NULL];
      settings[@"b"] = @2;
      NSLog(@"%lu", (unsigned long)settings.count);
      """#,
      ["(null) NSCocoaErrorDomain 3840", "(null) 3840", "42", "2"])
  }

  func testObjectsWriteAsJSONAndAnObjectJSONCannotHoldRaises() {
    let run = SnippetRun.run(
      #"""
      NSData *out = [NSJSONSerialization dataWithJSONObject:@{@"b": @[@1, @YES, [NSNull null]], @"a": @"x"}
                                                    options:NSJSONWritingSortedKeys error:nil];
      NSLog(@"%@", [[NSString alloc] initWithData:out encoding:NSUTF8StringEncoding]);
      NSLog(@"%d %d", [NSJSONSerialization isValidJSONObject:@[@1]], [NSJSONSerialization isValidJSONObject:@1]);
      [NSJSONSerialization dataWithJSONObject:@{@"view": [NSObject new]} options:0 error:nil];
      NSLog(@"not reached");
      """#)
    XCTAssertEqual(run.output, [#"{"a":"x","b":[1,true,null]}"#, "1 0"])
    XCTAssertEqual(
      run.error?.message, "uncaught exception: NSInvalidArgumentException: Invalid type in JSON write (NSObject)")
  }

  func testUUIDsAreCountedWithinTheRunAndEqualByTheirText() {
    assertPrints(
      #"""
      NSUUID *first = [NSUUID UUID];
      NSLog(@"%@ %@", first.UUIDString, [[NSUUID UUID] UUIDString]);
      NSLog(@"%d %@", [[[NSUUID alloc] initWithUUIDString:first.UUIDString] isEqual:first],
          [[NSUUID alloc] initWithUUIDString:@"not a uuid"]);
      """#,
      ["00000000-0000-4000-8000-000000000001 00000000-0000-4000-8000-000000000002", "1 (null)"])
  }
}
