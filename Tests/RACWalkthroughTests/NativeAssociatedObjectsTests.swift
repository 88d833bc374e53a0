import Foundation
import ObjCInterpreter
import RACWalkthroughKit
import XCTest

@testable import ObjCLibraries

/// A scene's native service keeps its Objective-C associated objects itself, so they go when it
/// goes, as the runtime frees an object's associated values in its `-dealloc` (the reply scheduler
/// `SceneSignals.m` keeps on a service outlived it in a table swept only now and then).
final class NativeAssociatedObjectsTests: LeakCheckedTestCase {
  private final class Value {}

  func testAServicesAssociatedValueGoesWithTheServiceAndNotBefore() throws {
    let table = AssociatedObjects()
    let key = try XCTUnwrap(PointerKey(SelectorValue(name: "walkthroughReplyScheduler")))
    weak var held: Value?
    var service: ScriptedService? = ScriptedService(name: "decoder") { _, _ in .init(after: 1, .hang) }
    do {
      let value = Value()
      held = value
      table.set(value, for: try XCTUnwrap(service), key: key, retained: true)
    }
    XCTAssertNotNil(held, "kept while the service lives")
    XCTAssertTrue(table.value(for: try XCTUnwrap(service), key: key) as AnyObject? === held)
    service = nil
    XCTAssertNil(held, "gone with the service, with no sweep of the table")
  }

  func testRemovingAServicesAssociatedValuesLetsThemGo() throws {
    let table = AssociatedObjects()
    let key = try XCTUnwrap(PointerKey(SelectorValue(name: "walkthroughReplyScheduler")))
    weak var held: Value?
    let service = ScriptedService(name: "decoder") { _, _ in .init(after: 1, .hang) }
    do {
      let value = Value()
      held = value
      table.set(value, for: service, key: key, retained: true)
    }
    table.removeAll(for: service)
    XCTAssertNil(held)
    XCTAssertNil(table.value(for: service, key: key))
  }
}
