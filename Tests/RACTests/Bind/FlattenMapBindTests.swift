import Foundation
import XCTest

@testable import RAC

/// `flattenMap:` is `bind:` with a binding block that never stops (behaviour §2): the same merge,
/// completion and error behaviour, seen through the operator the posts use.
final class FlattenMapBindTests: RACTestCase {
  func testFlattenMapMergesInnerSignalsInArrivalOrder() {
    let log = BindTestLog()
    let (source, a, b) = (RACSubject(), RACSubject(), RACSubject())
    let inners = ["a": a, "b": b]
    source.flattenMap { inners[BindTestLog.text($0)] }.subscribe(log.subscriber())

    source.sendNext("a")
    a.sendNext("a1")
    source.sendNext("b")
    b.sendNext("b1")
    a.sendNext("a2")
    source.sendCompleted()
    a.sendCompleted()
    b.sendNext("b2")
    b.sendCompleted()

    XCTAssertEqual(log.entries, ["next:a1", "next:b1", "next:a2", "next:b2", "completed"])
  }

  /// A nil from the block becomes `[class empty]`, which completes as soon as it is added: the
  /// source keeps going (unlike a nil from a binding block, which ends it).
  func testFlattenMapTreatsNilAsEmptyAndKeepsTheSource() {
    let log = BindTestLog()
    let source = RACSubject()
    source.flattenMap { value in
      BindTestLog.text(value) == "skip" ? nil : RACSignal.return(value)
    }.subscribe(log.subscriber())

    source.sendNext("A")
    source.sendNext("skip")
    source.sendNext("B")
    source.sendCompleted()

    XCTAssertEqual(log.entries, ["next:A", "next:B", "completed"])
  }

  /// The post's password example: each text becomes a signal that errors for fewer than 6
  /// characters; the first error ends everything.
  func testFlattenMapInnerErrorEndsTheWholeSignal() {
    let log = BindTestLog()
    let texts = RACSubject()
    texts.flattenMap { value in
      let text = (value as? String) ?? ""
      return RACSignal.createSignal { subscriber in
        if text.count < 6 { subscriber.sendError(nil) } else { subscriber.sendNext(text.count) }
        return nil
      }
    }.subscribe(log.subscriber())

    texts.sendNext("secret-enough")
    texts.sendNext("short")
    texts.sendNext("long-enough-again")

    XCTAssertEqual(log.entries, ["next:13", "error:nil"])
  }

  func testFlattenMapCallsItsBlockOncePerValueInEverySubscription() {
    let log = BindTestLog()
    let source = RACSubject()
    let signal = source.flattenMap { value in
      log.append("block:\(BindTestLog.text(value))")
      return RACSignal.return(value)
    }
    let first = signal.subscribe(log.subscriber("1:"))
    let second = signal.subscribe(log.subscriber("2:"))

    source.sendNext("A")

    XCTAssertEqual(log.entries, ["block:A", "1:next:A", "block:A", "2:next:A"])
    first?.dispose()
    second?.dispose()
  }
}
