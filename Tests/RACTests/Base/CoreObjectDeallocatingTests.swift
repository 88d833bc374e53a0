import XCTest

@testable import RAC

/// `rac_willDeallocSignal` and `rac_deallocDisposable` on RAC's own objects, as
/// `NSObject+RACDeallocating` gives them (RAC 2.5's NSObjectRACDeallocatingSpec).
final class CoreObjectDeallocatingTests: RACTestCase {
  func testWillDeallocSignalCompletesWhenTheObjectGoesAndSendsNothingElse() {
    let log = LockedLog()
    var subject: RACSubject? = RACSubject.subject()
    _ = subject?.rac_willDeallocSignal.subscribeNext(
      { log.append("next \(String(describing: $0))") }, error: { _ in log.append("error") },
      completed: { log.append("completed") })
    subject?.sendNext(1)
    XCTAssertEqual(log.events, [])
    subject = nil
    XCTAssertEqual(log.events, ["completed"])
  }

  func testALateSubscriberToAStillLivingObjectsSignalIsToldOnlyAtDeallocation() {
    let log = LockedLog()
    var signal: RACSignal? = RACSignal.createSignal { _ in nil }
    let willDealloc = signal?.rac_willDeallocSignal
    XCTAssertTrue(willDealloc === signal?.rac_willDeallocSignal, "one signal per object")
    _ = willDealloc?.subscribeCompleted { log.append("first") }
    signal = nil
    XCTAssertEqual(log.events, ["first"])
    _ = willDealloc?.subscribeCompleted { log.append("replayed") }
    XCTAssertEqual(log.events, ["first", "replayed"])
  }

  func testDeallocDisposableIsDisposedOnceAtDeallocation() {
    let log = LockedLog()
    var object: RACSubject? = RACSubject.subject()
    object?.rac_deallocDisposable.add(RACDisposable { log.append("disposed") })
    object?.disposeDeallocDisposable()
    XCTAssertEqual(log.events, ["disposed"])
    object = nil
    XCTAssertEqual(log.events, ["disposed"])
  }
}
