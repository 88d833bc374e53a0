import ObjCWalkthroughs
import XCTest

@testable import ObjCInterpreter
@testable import ObjCLibraries

/// Each native class is defined once, its superclass stated in that one place; every other
/// registration of its methods extends it (`NativeClasses.define` / `extend`).
final class NativeClassDefinitionTests: XCTestCase {
  func testEveryClassOfTheToolsTablesIsDefinedOnceWithOneSuperclass() {
    XCTAssertEqual(NativeClasses.libraries.definitionProblems, [])
    XCTAssertEqual(NativeClasses.walkthroughs.definitionProblems, [])
    XCTAssertEqual(NativeClasses.walkthroughs.withSpecDSL.definitionProblems, [])
  }

  func testAClassDefinedAgainWithAnotherSuperclassIsAProblem() {
    let table = NativeClasses.make { table in
      table.define("RACSignal", superclass: "NSObject") { _ in }
      table.define("FMThing", superclass: "NSObject") { _ in }
      table.define("FMThing", superclass: "NSObject") { _ in }
      table.extend("FMOther") { _ in }
    }
    XCTAssertEqual(
      table.definitionProblems,
      [
        "RACSignal is defined as a subclass of NSObject and of RACStream",
        "FMThing is defined twice (add methods with extend)",
        "FMOther is extended before it is defined",
      ])
    // The first definition stands.
    XCTAssertEqual(table.superclass(of: "RACSignal"), "RACStream")
  }

  func testFoundationValuesAnswerTheClassChainsTheTableStates() {
    let table = NativeClasses.libraries
    XCTAssertEqual(
      ValueDescription.logicalClassChain(of: ObjCArray([], mutable: true), natives: table),
      ["NSMutableArray", "NSArray", "NSObject"])
    XCTAssertEqual(
      ValueDescription.logicalClassChain(of: NSNumber(value: 1), natives: table), ["NSNumber", "NSValue", "NSObject"])
    XCTAssertEqual(ValueDescription.logicalClassChain(of: "text", natives: table), ["NSString", "NSObject"])
    // A class the table does not have sits under NSObject.
    XCTAssertEqual(table.chain(from: "NSBlock"), ["NSBlock", "NSObject"])
    // A host's class is placed where the host's definition puts it.
    let hosted = NativeClasses.make { $0.define("FMCell", superclass: "UIViewController") { _ in } }
    XCTAssertEqual(hosted.chain(from: "FMCell"), ["FMCell", "UIViewController", "UIResponder", "NSObject"])
  }
}
