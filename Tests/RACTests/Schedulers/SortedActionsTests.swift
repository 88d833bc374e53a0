import Foundation
import XCTest

@testable import RAC

/// The order a virtual queue keeps its waiting blocks in: by date, then in the order they came.
final class SortedActionsTests: XCTestCase {
  private final class Item {
    let date: Date
    let order: Int
    init(_ seconds: Double, _ order: Int) {
      date = Date(timeIntervalSinceReferenceDate: seconds)
      self.order = order
    }
  }

  private func queue() -> SortedActions<Item> { SortedActions { ($0.date, $0.order) } }

  private func drain(_ actions: inout SortedActions<Item>) -> [Int] {
    var orders: [Int] = []
    while let item = actions.removeFirst() { orders.append(item.order) }
    return orders
  }

  func testItemsLeaveByDateThenInTheOrderTheyCame() {
    var actions = queue()
    for (seconds, order) in [(2.0, 0), (1.0, 1), (2.0, 2), (0.5, 3), (1.0, 4)] { actions.insert(Item(seconds, order)) }
    XCTAssertEqual(actions.count, 5)
    XCTAssertEqual(drain(&actions), [3, 1, 4, 0, 2])
    XCTAssertTrue(actions.isEmpty)
    XCTAssertNil(actions.first)
  }

  func testAnItemIsFoundAndRemovedWhereverItWaits() {
    var actions = queue()
    let items = (0..<6).map { Item(Double($0 % 2), $0) }
    for item in items { actions.insert(item) }
    XCTAssertTrue(actions.contains(items[3]))
    XCTAssertFalse(actions.contains(Item(1, 3)), "another item with the same date and order is not the one waiting")
    XCTAssertTrue(actions.remove(where: { $0.order == 3 }) === items[3])
    XCTAssertFalse(actions.contains(items[3]))
    XCTAssertNil(actions.remove(where: { $0.order == 3 }))
    XCTAssertEqual(drain(&actions), [0, 2, 4, 1, 5])
  }

  /// Thousands of blocks sent at once, then taken one by one while more come: the order holds
  /// across the start index's compaction, and what has left is not kept.
  func testALongQueueKeepsItsOrderWhileItIsTakenFromAndAddedTo() {
    var actions = queue()
    weak var firstItem: Item?
    do {
      let first = Item(0, 0)
      firstItem = first
      actions.insert(first)
    }
    for order in 1..<5000 { actions.insert(Item(0, order)) }
    var taken: [Int] = []
    for order in 5000..<7000 {
      if let item = actions.removeFirst() { taken.append(item.order) }
      actions.insert(Item(0, order))
    }
    XCTAssertNil(firstItem, "a removed item is released")
    taken += drain(&actions)
    XCTAssertEqual(taken, Array(0..<7000))
  }

  func testRemoveAllHandsOverWhatWaitsInOrder() {
    var actions = queue()
    for order in 0..<3 { actions.insert(Item(Double(3 - order), order)) }
    _ = actions.removeFirst()
    XCTAssertEqual(actions.removeAll().map(\.order), [1, 0])
    XCTAssertTrue(actions.isEmpty)
  }
}
