import Shared
import XCTest

/// `lookThroughOptionals` finds the value under any number of optionals hidden in `Any`, tells
/// optionals from everything else by their conformance, and leaves every other value as it is.
final class LookThroughOptionalsTests: XCTestCase {
  private struct Point: Equatable {
    let x: Int
  }

  private final class Box {}

  func testOptionalsHiddenInAnyAreLookedThroughToTheirValue() {
    let once: Any = Optional("A") as Any
    let twice: Any = Optional(Optional(3)) as Any
    let thrice: Any = Optional(Optional(Optional(Point(x: 2)))) as Any
    XCTAssertEqual(lookThroughOptionals(once) as? String, "A")
    XCTAssertEqual(lookThroughOptionals(twice) as? Int, 3)
    XCTAssertEqual(lookThroughOptionals(thrice) as? Point, Point(x: 2))
  }

  func testAnOptionalHoldingNothingIsNilAtAnyDepth() {
    XCTAssertNil(lookThroughOptionals(nil))
    XCTAssertNil(lookThroughOptionals(Optional<String>.none as Any))
    XCTAssertNil(lookThroughOptionals(Optional(Optional<Int>.none) as Any))
  }

  func testOtherValuesAreLeftAsTheyAre() {
    let box = Box()
    XCTAssertTrue((lookThroughOptionals(box) as? Box) === box)
    XCTAssertEqual(lookThroughOptionals(Point(x: 1)) as? Point, Point(x: 1))
    XCTAssertEqual(lookThroughOptionals(2.5) as? Double, 2.5)
    XCTAssertEqual(lookThroughOptionals([1, 2]) as? [Int], [1, 2])
    XCTAssertEqual(lookThroughOptionals([Optional(1), nil]) as? [Int?], [1, nil])
    XCTAssertTrue(lookThroughOptionals(Int.self) as? Int.Type == Int.self)
  }
}
