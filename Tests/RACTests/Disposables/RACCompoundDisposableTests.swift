import Foundation
import XCTest

@testable import RAC

/// `RACCompoundDisposable` (behaviour §4.4): two inline slots plus an overflow list, children
/// disposed outside the lock in slot order, adding to a disposed compound disposes at once.
final class RACCompoundDisposableTests: RACTestCase {
  /// A block disposable that logs its name when disposed.
  private func logging(_ name: String, _ events: LockedLog) -> RACDisposable {
    let disposable = RACDisposable { events.append("dispose \(name)") }
    disposable.traceLabel = name
    return disposable
  }

  func testDisposeDisposesEveryChildOnce() {
    let events = LockedLog()
    let compound = RACCompoundDisposable(disposables: [logging("a", events), logging("b", events)])
    XCTAssertFalse(compound.isDisposed)

    compound.dispose()
    compound.dispose()

    XCTAssertTrue(compound.isDisposed)
    XCTAssertEqual(events.events, ["dispose a", "dispose b"])
    XCTAssertEqual(compound.disposables.count, 0)
  }

  /// RACCompoundDisposableSpec "should dispose of any added disposables immediately if disposed".
  func testAddingToADisposedCompoundDisposesAtOnce() {
    let events = LockedLog()
    let compound = RACCompoundDisposable()
    compound.dispose()
    events.append("compound disposed")

    let late = logging("late", events)
    compound.add(late)
    events.append("added")

    XCTAssertTrue(late.isDisposed)
    XCTAssertEqual(events.events, ["compound disposed", "dispose late", "added"])
    XCTAssertEqual(compound.disposables.count, 0)
  }

  func testNilAndAlreadyDisposedDisposablesAreIgnored() {
    let events = LockedLog()
    let compound = RACCompoundDisposable()
    let alreadyDisposed = logging("old", events)
    alreadyDisposed.dispose()

    compound.add(nil)
    compound.add(alreadyDisposed)
    XCTAssertEqual(compound.disposables.count, 0)

    compound.dispose()
    XCTAssertEqual(events.events, ["dispose old"])
  }

  /// RACCompoundDisposableSpec "should allow disposables to be removed".
  func testRemoveForgetsWithoutDisposing() {
    let events = LockedLog()
    let compound = RACCompoundDisposable()
    let kept = logging("kept", events)
    let removed = logging("removed", events)
    compound.add(kept)
    compound.add(removed)

    compound.remove(removed)
    events.append("removed, disposed: \(removed.isDisposed)")
    compound.dispose()

    XCTAssertFalse(removed.isDisposed)
    XCTAssertEqual(events.events, ["removed, disposed: false", "dispose kept"])
  }

  func testRemoveForgetsEveryOccurrenceInSlotsAndOverflow() {
    let events = LockedLog()
    let compound = RACCompoundDisposable()
    let twice = logging("twice", events)
    let other = logging("other", events)
    compound.add(twice)  // slot 0
    compound.add(other)  // slot 1
    compound.add(twice)  // overflow

    compound.remove(twice)

    XCTAssertEqual(compound.disposables.map { $0.traceLabel }, ["other"])
    compound.dispose()
    XCTAssertEqual(events.events, ["dispose other"])
  }

  func testRemoveAfterDisposeAndRemoveOfNilDoNothing() {
    let events = LockedLog()
    let compound = RACCompoundDisposable()
    compound.add(logging("a", events))
    compound.remove(nil)
    compound.dispose()
    compound.remove(logging("stranger", events))
    XCTAssertEqual(events.events, ["dispose a"])
  }

  func testDisposalOrderIsInlineSlotsThenOverflowInOrder() {
    let events = LockedLog()
    let compound = RACCompoundDisposable()
    for name in ["a", "b", "c", "d", "e"] { compound.add(logging(name, events)) }

    compound.dispose()

    XCTAssertEqual(events.events, ["dispose a", "dispose b", "dispose c", "dispose d", "dispose e"])
  }

  /// A removal frees an inline slot; the next addition takes that slot, so it is disposed before
  /// everything in the overflow even though it was added last (RACCompoundDisposable.m's slots).
  func testAnAdditionAfterARemovalTakesTheFreedInlineSlot() {
    let events = LockedLog()
    let compound = RACCompoundDisposable()
    let a = logging("a", events)
    compound.add(a)  // slot 0
    compound.add(logging("b", events))  // slot 1
    compound.add(logging("c", events))  // overflow 0
    compound.add(logging("d", events))  // overflow 1
    compound.remove(a)
    compound.add(logging("e", events))  // slot 0 again

    XCTAssertEqual(compound.disposables.map { $0.traceLabel }, ["e", "b", "c", "d"])
    compound.dispose()
    XCTAssertEqual(events.events, ["dispose e", "dispose b", "dispose c", "dispose d"])
  }

  /// Children are disposed outside the compound's lock: a child that adds to the compound while
  /// it is being disposed does not deadlock, and what it adds is disposed at once.
  func testAChildMayAddToItsCompoundWhileItIsBeingDisposed() {
    let events = LockedLog()
    let compound = RACCompoundDisposable()
    let reentrant = RACDisposable { [weak compound] in
      events.append("dispose reentrant")
      compound?.add(RACDisposable { events.append("dispose added during dispose") })
      events.append("compound disposed: \(compound?.isDisposed ?? false)")
    }
    compound.add(reentrant)

    compound.dispose()

    XCTAssertEqual(
      events.events, ["dispose reentrant", "dispose added during dispose", "compound disposed: true"])
  }

  /// `+disposableWithBlock:` on the compound class (behaviour §4.5, last bullet): a compound that
  /// holds one block disposable, not a plain block disposable.
  func testInitWithBlockHoldsOneBlockDisposable() {
    let events = LockedLog()
    let compound = RACCompoundDisposable { events.append("block") }

    let children = compound.disposables
    XCTAssertEqual(children.count, 1)
    XCTAssertFalse(children.first === compound)
    XCTAssertFalse(children.first is RACCompoundDisposable)

    children.first?.dispose()
    events.append("child disposed, compound disposed: \(compound.isDisposed)")
    compound.add(RACDisposable { events.append("second") })
    compound.dispose()

    XCTAssertEqual(events.events, ["block", "child disposed, compound disposed: false", "second"])
  }

  /// RACCompoundDisposableSpec "should initialize with an array of disposables".
  func testInitWithDisposablesKeepsThemInOrder() {
    let events = LockedLog()
    let compound = RACCompoundDisposable(disposables: [
      logging("a", events), logging("b", events), logging("c", events),
    ])
    XCTAssertEqual(compound.disposables.map { $0.traceLabel }, ["a", "b", "c"])
    compound.dispose()
    XCTAssertEqual(events.events, ["dispose a", "dispose b", "dispose c"])
  }
}
