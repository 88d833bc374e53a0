import Foundation
import XCTest

@testable import RAC

/// A core object's reference stamp (`CoreObject.referenceStamp`) moves whenever what it names as
/// its references (`appendCoreReferences`) changes: the viewer's holders print an object again only
/// when its stamp moved, so a write that left the stamp alone would leave a stale report on the
/// page. Each class that keeps one is driven through every write it has; a class that keeps none
/// (a subclass of one that does) answers nil.
final class ReferenceStampTests: RACTestCase {
  /// What `object` names as its references now (each label and what it holds), with its stamp and
  /// its associated objects' count.
  private struct Look: Equatable {
    let references: [String]
    let stamp: UInt?
    let deallocationObjects: Int

    init(_ object: CoreObject) {
      // The stamp first, as the viewer reads it: before the references it stands for.
      stamp = object.referenceStamp
      deallocationObjects = object.madeDeallocationObjectCount
      var held = CoreReferences()
      object.appendCoreReferences(to: &held)
      references = held.entries.map { entry in
        switch entry.target {
        case .object(let target): return "\(entry.label) → \(UInt(bitPattern: ObjectIdentifier(target)))"
        case .closure(let key): return "\(entry.label) → closure \(key.hashValue)"
        }
      }
    }
  }

  /// Looks at `object` after each of `writes`: returns, per write, whether its references changed
  /// and whether its stamp (with its associated objects' count) moved.
  private func history(of object: CoreObject, _ writes: [() -> Void]) -> [String] {
    var last = Look(object)
    return writes.map { write in
      write()
      let now = Look(object)
      defer { last = now }
      let changed = now.references != last.references
      let moved = now.stamp != last.stamp || now.deallocationObjects != last.deallocationObjects
      return "\(changed ? "changed" : "same"), \(moved ? "moved" : "still")"
    }
  }

  func testACompoundsStampMovesWithEachAddRemoveAndDispose() {
    let compound = RACCompoundDisposable()
    let first = RACDisposable {}
    let second = RACDisposable {}
    let third = RACDisposable {}
    XCTAssertNotNil(compound.referenceStamp)
    XCTAssertEqual(
      history(
        of: compound,
        [
          { compound.add(first) }, { compound.add(second) }, { compound.add(third) },
          { compound.remove(second) }, { compound.add(second) }, { compound.remove(third) },
          { _ = compound.rac_deallocDisposable }, { compound.dispose() }, { compound.add(RACDisposable {}) },
        ]),
      [
        "changed, moved", "changed, moved", "changed, moved", "changed, moved", "changed, moved", "changed, moved",
        "changed, moved", "changed, moved", "same, still",
      ])
  }

  func testASerialDisposablesStampIsTheDisposableItHolds() {
    let serial = RACSerialDisposable()
    let first = RACDisposable {}
    let second = RACDisposable {}
    XCTAssertEqual(
      history(
        of: serial,
        [
          { serial.disposable = first }, { serial.disposable = first }, { serial.disposable = second },
          { serial.disposable = nil }, { serial.disposable = first }, { serial.dispose() },
          { serial.disposable = second },
        ]),
      [
        "changed, moved", "same, still", "changed, moved", "changed, moved", "changed, moved", "changed, moved",
        "same, still",
      ]
    )
  }

  func testASubscribersStampMovesWhenItsBlocksAreForgotten() {
    CoreClosures.recording {
      let subject = RACSubject.subject()
      var kept: Any?
      let subscriber = RACSubscriber(next: { kept = $0 }, error: { kept = $0 }, completed: { kept = nil })
      subject.subscribe(subscriber)
      XCTAssertEqual(
        history(
          of: subscriber,
          [
            { subject.sendNext(1) }, { _ = subscriber.rac_willDeallocSignal }, { subject.sendCompleted() },
            { subject.sendNext(2) },
          ]),
        ["same, still", "changed, moved", "changed, moved", "same, still"])
      XCTAssertNil(kept)
    }
  }

  func testADisposablesStampMovesWhenItIsDisposed() {
    var ran = 0
    let disposable = RACDisposable { ran += 1 }
    XCTAssertEqual(
      history(of: disposable, [{ disposable.dispose() }, { disposable.dispose() }]),
      ["changed, moved", "same, still"])
    XCTAssertEqual(ran, 1)
  }

  func testAPassthroughsAndADynamicSignalsStampsNeverMove() {
    let signal = RACSignal.createSignal { subscriber in
      subscriber.sendNext(1)
      return nil
    }
    let subscriber = RACSubscriber(next: { _ in }, error: nil, completed: nil)
    let passthrough = RACPassthroughSubscriber(
      subscriber: subscriber, signal: signal, disposable: RACCompoundDisposable())
    XCTAssertEqual(signal.referenceStamp, 0)
    XCTAssertEqual(passthrough.referenceStamp, 0)
    XCTAssertEqual(RACSignal.return(1).referenceStamp, 0)
    XCTAssertEqual(
      history(of: passthrough, [{ passthrough.sendNext(1) }, { passthrough.sendCompleted() }]),
      ["same, still", "same, still"])
  }

  func testAClassThatKeepsNoStampAnswersNilThoughItsSuperclassKeepsOne() {
    XCTAssertNil(RACScopedDisposable(disposable: RACDisposable {}).referenceStamp)
    XCTAssertNil(RACSubject.subject().referenceStamp)
    XCTAssertNil(RACReplaySubject.subject().referenceStamp)
  }
}
