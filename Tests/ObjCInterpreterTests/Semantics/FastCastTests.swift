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
}
