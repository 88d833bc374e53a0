import Foundation
import XCTest

@testable import RAC

/// What a command holds, as a leak analysis reads it on the Swift core: RAC's command observes its
/// own `activeExecutionSignals` and `allowsConcurrentExecution` by KVO, and each registration is
/// named as the block that registers it on RAC's code (the tool's `KeyValueSignals.m`: line 72
/// for the change dictionaries `-initWithEnabled:signalBlock:` reads new executions from, 48 for
/// `RACObserve`), capturing its subscriber, so `leaks` follows them as it does on `--rac-source`.
final class RACCommandReferencesTests: RACTestCase {
  func testACommandsKVORegistrationsAreNamedAsTheBlocksThatMakeThem() {
    let registrations = CoreClosures.recording { () -> [String] in
      let command = RACCommand { input in RACSignal.return(input) }
      var references = CoreReferences()
      command.appendCoreReferences(to: &references)
      return references.entries.filter { $0.label.hasPrefix("KVO observer") }.map { entry in
        guard case .closure(let key) = entry.target, let recorded = CoreClosures.recorded(key) else {
          return "\(entry.label), not recorded"
        }
        return "\(entry.label), \(recorded.name) captures \(recorded.captures.map(\.label).joined(separator: ", "))"
      }
    }
    XCTAssertEqual(
      registrations.sorted(),
      [
        "KVO observer of its key activeExecutionSignals, block at KeyValueSignals.m:48 captures subscriber",
        "KVO observer of its key activeExecutionSignals, block at KeyValueSignals.m:48 captures subscriber",
        "KVO observer of its key activeExecutionSignals, block at KeyValueSignals.m:72 captures subscriber",
        "KVO observer of its key allowsConcurrentExecution, block at KeyValueSignals.m:48 captures subscriber",
      ])
  }

  /// `-autoconnect`'s dispose block (RACMulticastConnection.m:74) names the two disposables RAC's
  /// block captures: the subject's subscription and the connection's.
  func testAutoconnectsDisposeBlockNamesItsTwoDisposables() {
    let captured = CoreClosures.recording { () -> [String] in
      let subject = RACSubject.subject()
      let disposable = subject.publish().autoconnect().subscribeNext { _ in }
      let outer = disposable as? RACCompoundDisposable
      var held = CoreReferences()
      outer?.appendCoreReferences(to: &held)
      let labels = held.entries.compactMap { entry -> [String]? in
        guard case .object(let object) = entry.target, let inner = object as? RACDisposable else { return nil }
        var references = CoreReferences()
        inner.appendCoreReferences(to: &references)
        return references.entries.compactMap { reference in
          guard case .closure(let key) = reference.target, let recorded = CoreClosures.recorded(key),
            recorded.name == "block at RACMulticastConnection.m:74"
          else { return nil }
          return recorded.captures.map(\.label).joined(separator: ", ")
        }
      }
      disposable?.dispose()
      return labels.flatMap { $0 }
    }
    XCTAssertEqual(captured, ["subscriptionDisposable, connectionDisposable"])
  }
}
