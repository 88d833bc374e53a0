import XCTest

@testable import RAC

/// Descriptions print the same addresses in every run of a walkthrough (`ObjectAddress`).
final class ObjectAddressTests: RACTestCase {
  private func descriptions() -> [String] {
    ObjectAddress.beginRun()
    defer { ObjectAddress.endRun() }
    let signal = RACSignal.createSignal { _ in nil }
    let subject = RACSubject.subject()
    let other = NSObject()
    return [signal.description, subject.description, ObjectAddress.of(other), ObjectAddress.of(other)]
  }

  func testTwoRunsPrintTheSameAddressesInTheOrderObjectsWereMade() {
    let first = descriptions()
    _ = RACSignal.createSignal { _ in nil }  // objects made between runs change nothing
    let second = descriptions()
    XCTAssertEqual(first, second)
    XCTAssertEqual(
      first,
      [
        "<RACDynamicSignal: 0x600000000020> name: ", "<RACSubject: 0x600000000060> name: ", "0x600000000028",
        "0x600000000028",
      ])
  }

  func testDescribingWithoutNewAddressesLeavesTheOrderOfFirstPrintingAlone() {
    ObjectAddress.beginRun()
    defer { ObjectAddress.endRun() }
    let printed = NSObject()
    let notYet = NSObject()
    let later = NSObject()
    let first = ObjectAddress.of(printed)
    let seen = ObjectAddress.withoutNewAddresses { [ObjectAddress.of(printed), ObjectAddress.of(notYet)] }
    XCTAssertEqual(seen, [first, "0x…"])
    // `notYet` was only looked at: `later`, printed first, is the second object numbered.
    XCTAssertEqual(
      [first, ObjectAddress.of(later), ObjectAddress.of(notYet)],
      ["0x600000000028", "0x600000000048", "0x600000000068"])
  }

  func testOutsideARunAnObjectHasItsRealAddress() {
    let object = NSObject()
    let real = "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    XCTAssertEqual(ObjectAddress.of(object), real)
  }
}
