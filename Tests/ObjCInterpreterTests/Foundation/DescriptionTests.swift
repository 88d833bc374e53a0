import XCTest

/// `%@` of Foundation's and RAC's objects prints what iOS prints.
final class DescriptionTests: LeakCheckedTestCase {
  func testArraysOneElementALineNestedArraysIndentedStringsQuotedWhenNeeded() {
    assertPrints(
      #"NSLog(@"%@", @[@1, @"plain", @"two words", @"", @[@2, @"x"], [NSNull null], @"中"]);"#,
      [
        "(", "    1,", "    plain,", "    \"two words\",", "    \"\",", "        (", "        2,", "        x",
        "    ),",
        "    \"<null>\",", "    \"\\U4e2d\"", ")",
      ])
  }

  func testEmptyCollections() {
    assertPrints(#"NSLog(@"%@ %@", @[], @{});"#, ["(", ") {", "}"])
  }

  func testDictionariesSortStringKeys() {
    assertPrints(
      #"NSLog(@"%@", @{@"b": @2, @"a": @"x y", @"c": @[@1]});"#,
      ["{", "    a = \"x y\";", "    b = 2;", "    c =     (", "        1", "    );", "}"])
  }

  func testNumbersIntegersDoublesAndBooleans() {
    assertPrints(
      #"NSLog(@"%@ %@ %@ %@ %@ %@", @3, @3.0, @0.1, @(1.0 / 3), @YES, @(-0.5f));"#,
      ["3 3 0.1 0.3333333333333333 1 -0.5"])
  }

  func testErrorsTuplesAndSignals() {
    let run = SnippetRun.run(
      #"""
      NSError *plain = [NSError errorWithDomain:@"Demo" code:7 userInfo:nil];
      NSError *described = [NSError errorWithDomain:@"Demo" code:8 userInfo:@{NSLocalizedDescriptionKey: @"broken"}];
      NSLog(@"%@", plain);
      NSLog(@"%@", described);
      NSLog(@"%@ | %ld | %@", plain.domain, (long)plain.code, described.localizedDescription);
      NSLog(@"%@", RACTuplePack(@1, nil));
      NSLog(@"%@", [RACSignal empty]);
      """#)
    XCTAssertNil(run.error)
    let masked = run.output.map {
      $0.replacingOccurrences(of: #"0x[0-9a-f]+"#, with: "0x…", options: .regularExpression)
    }
    XCTAssertEqual(
      masked,
      [
        "Error Domain=Demo Code=7 \"(null)\"",
        "Error Domain=Demo Code=8 \"broken\" UserInfo={NSLocalizedDescription=broken}",
        "Demo | 7 | broken",
        "<RACTuple: 0x…> (", "    1,", "    \"<null>\"", ")",
        "<RACEmptySignal: 0x…> name: +empty",
      ])
  }

  func testTheSnippetsOwnDescriptionIsUsedForPercentAt() {
    assertPrints(
      #"""
      @interface Point2 : NSObject
      @property (nonatomic) int x;
      @end
      @implementation Point2
      - (NSString *)description { return [NSString stringWithFormat:@"(%d)", self.x]; }
      @end
      Point2 *p = [Point2 new]; p.x = 4;
      NSLog(@"%@ %@", p, @[p]);
      """#,
      ["(4) (", "    \"(4)\"", ")"])
  }
}
