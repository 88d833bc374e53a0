import Foundation
import RAC
import XCTest

@testable import ObjCInterpreter
@testable import ObjCLibraries

/// `FastCast` and `CNumber.cast` read values in place instead of casting them (issue 21, Speed):
/// whatever static type an `Any` was made from, they must answer what `as?` answers.
final class FastCastTests: LeakCheckedTestCase {
  private let objcClass = ObjCClass(name: "Widget", superclassName: "NSObject", isDefinedBySnippet: true)

  /// An instance of the snippet's class, held in `Any?` as itself, as its superclass, as
  /// `AnyObject`, and wrapped in an optional inside the `Any`.
  private func heldInstances() -> [(String, Any?, ObjCInstance)] {
    let instance = ObjCInstance(objcClass: objcClass, classes: ["Widget": objcClass])
    let asCoreObject: CoreObject = instance
    let asAnyObject: AnyObject = instance
    let wrapped: ObjCInstance? = instance
    return [
      ("itself", instance, instance), ("as CoreObject", asCoreObject, instance),
      ("as AnyObject", asAnyObject, instance), ("wrapped in an optional", wrapped as Any, instance),
    ]
  }

  func testAnObjectIsFoundWhateverTypeItIsHeldAs() {
    for (how, value, instance) in heldInstances() {
      XCTAssertTrue(FastCast.object(value, ObjCInstance.self) === instance, how)
      XCTAssertTrue((value as? ObjCInstance) === instance, how)
      XCTAssertNil(FastCast.object(value, CStruct.self), how)
      XCTAssertNil(CNumber.cast(value), how)
    }
  }

  func testOtherValuesAreNotTheFinalClassAsked() {
    let values: [Any?] = [
      nil, NSNumber(value: 3), "text", CNumber.int(1), [1, 2] as [Any], ClassValue(name: "X", chain: []),
    ]
    for value in values {
      XCTAssertNil(FastCast.object(value, ObjCInstance.self), "\(String(describing: value))")
    }
  }

  func testACNumberIsReadWhereverItIsHeld() {
    let number = CNumber(integer: -7, type: .long)
    let wrapped: CNumber? = number
    XCTAssertEqual(CNumber.cast(number), number)
    XCTAssertEqual(CNumber.cast(wrapped as Any), number)
    XCTAssertNil(CNumber.cast(nil))
    XCTAssertNil(CNumber.cast(NSNumber(value: 7)))
    XCTAssertNil(CNumber.cast("7"))
  }

  func testHeldTellsObjectsFromOtherValuesWithoutCopyingThem() {
    XCTAssertEqual(FastCast.held(nil, as: CNumber.self), .none)
    XCTAssertEqual(FastCast.held(CNumber.int(2), as: CNumber.self), .exactly)
    XCTAssertEqual(FastCast.held(NSNumber(value: 2), as: CNumber.self), .object)
    XCTAssertEqual(FastCast.held(ObjCArray([], mutable: false), as: CNumber.self), .object)
    XCTAssertEqual(FastCast.held("two", as: CNumber.self), .other)
    XCTAssertEqual(FastCast.held(Optional(CNumber.int(2)) as Any, as: CNumber.self), .other)
  }

  func testExactlyFindsOnlyWhatIsHeldAsTheClassItself() {
    let subject = RACSubject()
    let asSignal: RACSignal = subject
    XCTAssertTrue(FastCast.exactly(subject as Any, RACSubject.self) === subject)
    XCTAssertNil(FastCast.exactly(asSignal as Any, RACSubject.self))
    XCTAssertTrue((asSignal as Any as? RACSubject) === subject)
  }
  func testDynamicTypeIsWhatTypeOfAnswersForEveryValue() {
    let subject = RACSubject()
    let asSignal: RACSignal = subject
    let asAnyObject: AnyObject = subject
    let wrapped: CNumber? = CNumber.int(1)
    let values: [Any?] = [
      subject, asSignal, asAnyObject, NSNumber(value: 3), "text", CNumber.int(1), wrapped as Any,
      ClassValue(name: "X", chain: ["X"]), [1, 2] as [Any],
    ]
    XCTAssertNil(FastCast.dynamicType(of: nil))
    for value in values {
      let expected = value.map { ObjectIdentifier(type(of: $0)) }
      XCTAssertEqual(FastCast.dynamicType(of: value).map(ObjectIdentifier.init), expected, "\(value ?? "nil")")
    }
  }

  func testInlineStructReadsOnlyAStructHeldAsItself() {
    let classValue = ClassValue(name: "RACSignal", chain: ["RACSignal", "RACStream", "NSObject"])
    XCTAssertEqual(FastCast.inlineStruct(classValue as Any, ClassValue.self), classValue)
    XCTAssertNil(FastCast.inlineStruct(Optional(classValue) as Any, ClassValue.self))
    XCTAssertNil(FastCast.inlineStruct("RACSignal" as Any, ClassValue.self))
    XCTAssertNil(FastCast.inlineStruct(RACSubject() as Any, ClassValue.self))
  }

  /// `FastCast.copy(of:)` (a variable's read, a block's argument, issue 37): the copy is the value,
  /// and it holds its object as Swift's copy would, one retain that the copy's end gives back.
  func testACopyIsTheValueAndHoldsItsObjectOnce() {
    weak var watched: RACSubject?
    var copies: [Any?] = []
    do {
      let subject = RACSubject()
      watched = subject
      var stored: Any? = subject
      copies.append(withUnsafeMutablePointer(to: &stored) { FastCast.copy(of: $0) })
      stored = nil
    }
    XCTAssertTrue(copies[0] as? RACSubject === watched, "the copy keeps the object the original let go")
    copies.removeAll()
    XCTAssertNil(watched, "the copy's end releases it: one retain, given back once")
  }

  func testACopyOfEveryKindOfValueAnswersAsTheOriginal() {
    let subject = RACSubject()
    let wrapped: CNumber? = CNumber.int(5)
    var values: [Any?] = [
      nil, subject, CNumber(integer: -7, type: .long), "text", wrapped as Any,
      ClassValue(name: "X", chain: ["X"]), [1, 2] as [Any],
    ]
    let copies = values.indices.map { index in
      withUnsafeMutablePointer(to: &values[index]) { FastCast.copy(of: $0) }
    }
    XCTAssertNil(copies[0])
    XCTAssertTrue(copies[1] as? RACSubject === subject)
    XCTAssertEqual(CNumber.cast(copies[2]), CNumber(integer: -7, type: .long))
    XCTAssertEqual(copies[3] as? String, "text")
    XCTAssertEqual(copies[4] as? CNumber, CNumber.int(5))
    XCTAssertEqual(copies[5] as? ClassValue, ClassValue(name: "X", chain: ["X"]))
    XCTAssertEqual(copies[6] as? [Int], [1, 2])
  }

  /// `FastCast.clearBits` (a returned block's parameter box emptied): nil is stored, then the
  /// object is released; a value it cannot clear by its bits is left as it is.
  func testClearingStoresNilAndReleasesTheObject() {
    weak var watched: RACSubject?
    var stored: Any?
    do {
      let subject = RACSubject()
      watched = subject
      stored = subject
    }
    XCTAssertNotNil(watched)
    XCTAssertTrue(withUnsafeMutablePointer(to: &stored) { FastCast.clearBits(UnsafeMutableRawPointer($0)) })
    XCTAssertNil(stored)
    XCTAssertNil(watched)
    var text: Any? = "kept"
    XCTAssertFalse(withUnsafeMutablePointer(to: &text) { FastCast.clearBits(UnsafeMutableRawPointer($0)) })
    XCTAssertEqual(text as? String, "kept")
  }

  /// `FastCast.takePlain` (an operator's operand that came back as an `Any?`, issue 37): a number
  /// held as itself is taken and the optional left nil; anything else is left as it was.
  func testTakingANumberLeavesNilAndLeavesEverythingElse() {
    var number: Any? = CNumber(integer: -7, type: .long)
    XCTAssertEqual(FastCast.takePlain(&number, CNumber.self), CNumber(integer: -7, type: .long))
    XCTAssertNil(number)
    let subject = RACSubject()
    let wrapped: CNumber? = CNumber.int(5)
    var others: [Any?] = [nil, subject, "text", wrapped as Any, NSNumber(value: 3)]
    for index in others.indices {
      XCTAssertNil(FastCast.takePlain(&others[index], CNumber.self), "\(others[index] ?? "nil")")
    }
    XCTAssertNil(others[0])
    XCTAssertTrue(others[1] as? RACSubject === subject)
    XCTAssertEqual(others[2] as? String, "text")
    XCTAssertEqual(others[3] as? CNumber, CNumber.int(5))
    XCTAssertEqual(others[4] as? NSNumber, NSNumber(value: 3))
  }

  /// `FastCast.plainValue(at:)` and `overwritePlain` (a variable's number read and stepped in
  /// place): only a number held as itself is read or written over.
  func testANumberIsReadAndWrittenInPlaceAndNothingElseIs() {
    var stored: Any? = CNumber.int(41)
    let read = withUnsafeMutablePointer(to: &stored) { FastCast.plainValue(at: UnsafeRawPointer($0), CNumber.self) }
    XCTAssertEqual(read, CNumber.int(41))
    XCTAssertTrue(
      withUnsafeMutablePointer(to: &stored) {
        FastCast.overwritePlain(at: UnsafeMutableRawPointer($0), with: CNumber(integer: 42, type: .long))
      })
    XCTAssertEqual(stored as? CNumber, CNumber(integer: 42, type: .long))
    var text: Any? = "kept"
    XCTAssertNil(withUnsafeMutablePointer(to: &text) { FastCast.plainValue(at: UnsafeRawPointer($0), CNumber.self) })
    XCTAssertFalse(
      withUnsafeMutablePointer(to: &text) {
        FastCast.overwritePlain(at: UnsafeMutableRawPointer($0), with: CNumber.int(1))
      })
    XCTAssertEqual(text as? String, "kept")
    var none: Any? = nil
    XCTAssertFalse(
      withUnsafeMutablePointer(to: &none) {
        FastCast.overwritePlain(at: UnsafeMutableRawPointer($0), with: CNumber.int(1))
      })
    XCTAssertNil(none)
  }

  func testDynamicTypeOfAValueIsWhatTypeOfAnswers() {
    let subject = RACSubject()
    let asSignal: RACSignal = subject
    let wrapped: CNumber? = CNumber.int(1)
    let values: [Any] = [
      subject, asSignal, NSNumber(value: 3), "text", CNumber.int(1), wrapped as Any,
      ClassValue(name: "X", chain: ["X"]), [1, 2] as [Any],
    ]
    for value in values {
      XCTAssertTrue(FastCast.dynamicType(ofValue: value) == type(of: value), "\(value)")
    }
  }
}
