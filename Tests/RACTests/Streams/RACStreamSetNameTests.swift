import Foundation
import XCTest

@testable import RAC

/// `-setName:`: RAC 2.5's `name` is a readwrite property, kept whether or not
/// `RAC_DEBUG_SIGNAL_NAMES` is set (the tests run without it), unlike `-setNameWithFormat:`.
final class RACStreamSetNameTests: RACTestCase {
  func testANameSetIsKeptAndShownByTheDescriptionAndTheTrace() {
    let signal = RACSignal.createSignal { _ in nil }
    XCTAssertFalse(StreamName.debugNamesEnabled)

    signal.setName("numbers")
    XCTAssertEqual(signal.name, "numbers")
    XCTAssertTrue(signal.description.hasSuffix("> name: numbers"), signal.description)
    XCTAssertEqual(signal.traceName, "numbers")

    signal.setNameWithFormat("formatted %d", 1)
    XCTAssertEqual(signal.name, "numbers", "-setNameWithFormat: is a no-op without RAC_DEBUG_SIGNAL_NAMES")
    XCTAssertEqual(signal.traceName, "formatted 1", "the trace still reads the format")

    signal.setName("renamed")
    XCTAssertEqual([signal.name, signal.traceName], ["renamed", "renamed"])
  }

  /// An operator names its result after the receiver's name as it is then (`[%@] -map:`).
  func testAnOperatorsTraceNameReadsTheNameThatWasSet() {
    let signal = RACSignal.createSignal { _ in nil }
    signal.setName("numbers")

    XCTAssertEqual(signal.map { $0 }.traceName, "[numbers] -map:")
    XCTAssertEqual(signal.map { $0 }.name, "", "RAC's own name of the result needs RAC_DEBUG_SIGNAL_NAMES")
  }

  /// A release build of RAC 2.5 fixes the names of `+return:` and `+empty` signals (their classes
  /// override `-setName:`), so a name set on them is dropped.
  func testReturnAndEmptySignalsKeepTheirFixedNames() {
    let returned = RACSignal.return(1)
    let empty = RACSignal.empty()

    returned.setName("one")
    empty.setName("none")

    XCTAssertEqual([returned.name, empty.name], ["+return:", "+empty"])
  }
}
