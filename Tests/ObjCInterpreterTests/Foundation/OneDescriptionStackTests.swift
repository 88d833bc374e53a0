import Foundation
import RAC
import RACWalkthroughKit
import XCTest

@testable import ObjCInterpreter
@testable import ObjCLibraries

/// The translations' `NSLog` and the interpreter's describe Foundation's values through one stack
/// (`FoundationDescription`): the same values print the same on both consoles.
final class OneDescriptionStackTests: LeakCheckedTestCase {
  /// What a Swift walkthrough's `NSLog` prints for `arguments`, a line each.
  private func translationPrints(_ format: String, _ arguments: Any?...) -> [String] {
    let walkthrough = Walkthrough(name: "describe", title: "describe", post: "") { _ in
      RACWalkthroughKit.NSLog(format, arguments)
    }
    return WalkthroughRun.replay(walkthrough, recordingTrace: false).outputLines
  }

  func testAnArrayOfForeignTextFloatsAndBooleansPrintsTheSameOnBothConsoles() {
    let objectiveC = SnippetRun.run(
      #"NSLog(@"%@", @[@"甲 乙", @1.5f, @120.0, @YES, @[@"x", [NSNull null]], @{@"b": @2, @"a": @"q r"}]);"#)
    XCTAssertNil(objectiveC.error)
    let swift = translationPrints(
      "%@",
      [
        "甲 乙", NSNumber(value: Float(1.5)), NSNumber(value: 120.0), true, ["x", NSNull()] as [Any],
        ["b": 2, "a": "q r"] as [String: Any],
      ] as [Any])
    let expected = [
      "(",
      "    \"\\U7532 \\U4e59\",",
      "    1.5,",
      "    120,",
      "    1,",
      "        (",
      "        x,",
      "        \"<null>\"",
      "    ),",
      "        {",
      "        a = \"q r\";",
      "        b = 2;",
      "    }",
      ")",
    ]
    XCTAssertEqual(objectiveC.output.joined(separator: "\n").components(separatedBy: "\n"), expected)
    XCTAssertEqual(swift.joined(separator: "\n").components(separatedBy: "\n"), expected)
  }

  func testNumbersAndNilPrintTheSameOnBothConsoles() {
    let objectiveC = SnippetRun.run(#"NSLog(@"%@ %@ %@ %@", @(0.1), @3, nil, @NO);"#)
    XCTAssertEqual(objectiveC.output, ["0.1 3 (null) 0"])
    XCTAssertEqual(translationPrints("%@ %@ %@ %@", 0.1, 3, nil, false), ["0.1 3 (null) 0"])
  }
}
