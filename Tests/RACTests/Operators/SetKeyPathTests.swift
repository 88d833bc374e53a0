import Foundation
import XCTest

@testable import RAC

/// `-setKeyPath:onObject:nilValue:` (RACSignal+Operations.m), what `RAC(object, keyPath) =` does:
/// the whole history of what the bound object is told, and when the binding ends.
final class SetKeyPathTests: RACTestCase {
  /// The bound object: each set is noted in `log`, its death too.
  private final class Target: CoreObject {
    let log: LockedLog
    init(log: LockedLog) {
      self.log = log
      super.init()
      rac_deallocDisposable.add(RACDisposable { log.append("target dies") })
    }
  }

  @discardableResult
  private func bind(_ signal: RACSignal, to target: Target, nilValue: Any? = "none") -> RACDisposable {
    signal.setKeyPath("name", onObject: target, nilValue: nilValue) { object, value in
      (object as? Target)?.log.append("set name: \(value ?? "nil")")
    }
  }

  func testEachValueIsSetAndNilIsSetAsTheNilValue() {
    let log = LockedLog()
    let target = Target(log: log)
    let subject = RACSubject()
    bind(subject, to: target)
    subject.sendNext("Ada")
    subject.sendNext(nil)
    subject.sendCompleted()
    subject.sendNext("late")
    XCTAssertEqual(log.events, ["set name: Ada", "set name: none"])
  }

  /// The binding does not keep the object, and the object's death ends the binding: its dealloc
  /// disposable disposes the subscription, so the subject loses its subscriber.
  func testTheBindingEndsWhenTheObjectGoesAndNeverKeepsItAlive() {
    let log = LockedLog()
    let subject = RACSubject()
    var target: Target? = Target(log: log)
    if let target { bind(subject, to: target) }
    subject.sendNext("Ada")
    var disposed = false
    subject.disposable.add(RACDisposable { disposed = true })
    target = nil
    subject.sendNext("after")
    XCTAssertEqual(log.events, ["set name: Ada", "target dies"])
    XCTAssertFalse(disposed, "the subject itself is not disposed, only the binding's subscription")
  }

  /// RAC's `objc_precise_lifetime` local: an object whose last owner lets go while its value is
  /// being set lives until the set returns (RACSignalSpec "should keep object alive over
  /// -sendNext:").
  func testTheObjectLivesUntilTheSetReturnsWhenItsOwnerLetsGoMeanwhile() {
    let log = LockedLog()
    let subject = RACSubject()
    var target: Target? = Target(log: log)
    if let bound = target {
      subject.setKeyPath("name", onObject: bound, nilValue: nil) { object, value in
        target = nil
        log.append("setting \(value ?? "nil") on a living \(type(of: object))")
      }
    }
    subject.sendNext("Ada")
    XCTAssertEqual(log.events, ["setting Ada on a living Target", "target dies"])
  }

  /// The returned disposable ends the binding and takes it out of the object's dealloc
  /// disposable, so the object's death disposes nothing more.
  func testTheReturnedDisposableEndsTheBindingAndLeavesTheObjectsDeallocDisposable() {
    let log = LockedLog()
    let target = Target(log: log)
    let subject = RACSubject()
    let before = target.rac_deallocDisposable.disposables.count
    let binding = bind(subject, to: target)
    XCTAssertEqual(target.rac_deallocDisposable.disposables.count, before + 1)
    binding.dispose()
    subject.sendNext("Ada")
    XCTAssertEqual(target.rac_deallocDisposable.disposables.count, before)
    XCTAssertEqual(log.events, [])
  }

  /// An error is a programming error (`NSCAssert`), logged, and ends the binding.
  func testAnErrorIsAnAssertionThatIsLoggedAndEndsTheBinding() {
    let log = LockedLog()
    let target = Target(log: log)
    let subject = RACSubject()
    let failures = LockedLog()
    let lines = LockedLog()
    let recordFailure: CoreAssertion.Handler = { failures.append($0.message) }
    let recordLine: LogSink.Handler = { lines.append($0) }
    CoreAssertion.withHandler(recordFailure) {
      LogSink.withHandler(recordLine) {
        bind(subject, to: target)
        subject.sendError(NSError(domain: "bad", code: 1))
      }
    }
    subject.sendNext("Ada")
    XCTAssertEqual(failures.events.count, 1)
    XCTAssertEqual(lines.events, failures.events)
    XCTAssertTrue(lines.events.first?.hasPrefix("Received error from") == true, "\(lines.events)")
    XCTAssertTrue(lines.events.first?.contains("in binding for key path \"name\"") == true, "\(lines.events)")
    XCTAssertEqual(log.events, [])
  }
}
