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
      references = Self.names(object)
    }

    init(_ object: CoreReferencingObject) {
      stamp = object.referenceStamp
      deallocationObjects = 0
      references = Self.names(object)
    }

    private static func names(_ object: CoreReferencing) -> [String] {
      var held = CoreReferences()
      object.appendCoreReferences(to: &held)
      return held.entries.map(Self.name)
    }

    static func name(_ entry: (label: String, target: CoreReferences.Target)) -> String {
      switch entry.target {
      case .object(let target): return "\(entry.label) → \(UInt(bitPattern: ObjectIdentifier(target)))"
      case .closure(let key): return "\(entry.label) → closure \(key.hashValue)"
      }
    }
  }

  /// Looks at `object` after each of `writes`: returns, per write, whether its references changed
  /// and whether its stamp (with its associated objects' count) moved.
  private func history(of object: CoreObject, _ writes: [() -> Void]) -> [String] {
    history(look: { Look(object) }, writes)
  }

  /// `history(of:_:)` of one of the core's helper objects (`CoreReferencingObject`).
  private func history(ofHelper object: CoreReferencingObject, _ writes: [() -> Void]) -> [String] {
    history(look: { Look(object) }, writes)
  }

  private func history(look: () -> Look, _ writes: [() -> Void]) -> [String] {
    var last = look()
    return writes.map { write in
      write()
      let now = look()
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

  func testABindSubscriptionsStampMovesWithEachSignalAddedOrCompleted() {
    let source = RACSubject.subject()
    let first = RACSubject.subject()
    let second = RACSubject.subject()
    var values: [Any?] = []
    let subscriber = RACSubscriber(next: { values.append($0) }, error: nil, completed: nil)
    let subscription = BindSubscription(source: source, boundSignal: TraceOwner(nil), subscriber: subscriber)
    let finished = RACDisposable {}
    XCTAssertEqual(
      history(
        ofHelper: subscription,
        [
          { subscription.addSignal(first) }, { first.sendNext(1) }, { subscription.addSignal(second) },
          { subscription.completeSignal(first, finished) }, { second.sendNext(2) },
          { subscription.completeSignal(source, finished) }, { subscription.completeSignal(second, finished) },
        ]),
      [
        "changed, moved", "same, still", "changed, moved", "changed, moved", "same, still", "changed, moved",
        "changed, moved",
      ])
    XCTAssertEqual(values.compactMap { $0 as? Int }, [1, 2])
  }

  func testATuplesAndAnEventsStampsNeverMove() {
    let held = RACDisposable {}
    let tuple = RACTuple(held, 1)
    let event = RACEvent(value: held)
    XCTAssertEqual(tuple.referenceStamp, 0)
    XCTAssertEqual(event.referenceStamp, 0)
    XCTAssertEqual(Look(tuple).references.count, 1)
    XCTAssertEqual(Look(event).references.count, 1)
  }

  /// A closure's stamp (`CoreClosures.Recorded.variablesStamp` and its record's serial) moves with
  /// each write of a `__block` variable it shares, when a box it reads goes, and when another
  /// closure's record takes its key; a box that counts no writes gives no stamp.
  func testACoreClosuresStampMovesWithEachWriteOfTheVariablesItShares() {
    CoreClosures.recording {
      let first = RACDisposable {}
      let second = RACDisposable {}
      let lastValue = BlockVariable<Any?>(nil)
      let values = BlockVariable<[Any]>([])
      var gone: BlockVariable<Any?>? = BlockVariable<Any?>(first)
      let closure: () -> Void = { _ = (lastValue.value, values.value) }
      let key = ClosureKey(closure)
      func record() {
        CoreClosures.record(
          key, named: "block of the test",
          captures: [
            .variable("lastValue", lastValue), .contents("values", values), .object("first", first),
          ] + (gone.map { [.variable("gone", $0)] } ?? []))
      }
      record()
      func look() -> (targets: [String], stamp: String) {
        guard let recorded = CoreClosures.recorded(key) else { return ([], "unrecorded") }
        let stamp = recorded.variablesStamp.map { "\($0.writes) \($0.gone) \(recorded.serial)" } ?? "none"
        return (CoreClosures.targets(of: recorded).map(Look.name), stamp)
      }
      var last = look()
      let history = [
        { lastValue.value = first }, { lastValue.value = second }, { values.value.append(first) },
        { values.value.append(second) }, { values.value.removeAll() }, { _ = lastValue.value }, { gone = nil },
        { _ = values.value.count }, { record() }, { lastValue.value = nil },
      ].map { write -> String in
        write()
        let now = look()
        defer { last = now }
        return "\(now.targets != last.targets ? "changed" : "same"), \(now.stamp != last.stamp ? "moved" : "still")"
      }
      XCTAssertEqual(
        history,
        [
          "changed, moved", "changed, moved", "changed, moved", "changed, moved", "changed, moved", "same, still",
          "changed, moved", "same, still", "same, moved", "changed, moved",
        ])

      let locked = LockedState<Any?>(first)
      CoreClosures.record(key, named: "block of the test", captures: [.variable("locked", locked) { $0 }])
      XCTAssertNil(CoreClosures.recorded(key)?.variablesStamp, "a box that counts no writes gives no stamp")
    }
  }
}
