import Foundation
import XCTest

@testable import RAC

/// `RACCommand` as RAC 2.5's RACCommandSpec pins it, each history recorded in a `VirtualQueues`
/// run (so the main-thread deliveries happen in the run's later turns, as on a device).
final class RACCommandTests: RACTestCase {
  /// Runs `body` in a virtual run; the command it returns is kept for 10 virtual seconds (as a view
  /// controller keeps its command), then released while the run still runs, so what its release
  /// sends on the main queue is delivered and nothing is left alive.
  private func run(_ body: (_ log: LockedLog, _ main: RACScheduler) -> RACCommand) -> [String] {
    let log = LockedLog()
    _ = VirtualQueues().run { main in
      var command: RACCommand? = body(log, main)
      _ = main.afterDelay(10) {
        XCTAssertNotNil(command)
        command = nil
      }
    }
    return log.events
  }

  private func text(_ value: Any?) -> String { EventRecorder.text(value) }

  func testExecuteRunsTheSignalBlockAndReturnsItsReplayedSignal() {
    let events = run { log, _ in
      let command = RACCommand { input in
        log.append("block \(self.text(input))")
        return RACSignal.return("result \(self.text(input))")
      }
      let execution = command.execute(3)
      _ = execution.subscribeNext({ log.append("next \(self.text($0))") }, completed: { log.append("completed") })
      return command
    }
    XCTAssertEqual(events, ["block 3", "next result 3", "completed"])
  }

  func testExecutingIsNoThenYesWhileAnExecutionRunsThenNo() {
    let events = run { log, main in
      let command = RACCommand { _ in
        RACSignal.createSignal { subscriber in
          _ = main.afterDelay(1) { subscriber.sendCompleted() }
          return nil
        }
      }
      _ = command.executing.subscribeNext { log.append("executing \(self.text($0))") }
      command.execute(nil)
      return command
    }
    XCTAssertEqual(events, ["executing 0", "executing 1", "executing 0"])
  }

  func testEnabledIsNoWhileAnExecutionRunsAndASecondExecuteFailsNotEnabled() {
    let events = run { log, main in
      let command = RACCommand { _ in
        RACSignal.createSignal { subscriber in
          _ = main.afterDelay(1) { subscriber.sendCompleted() }
          return nil
        }
      }
      _ = command.enabled.subscribeNext { log.append("enabled \(self.text($0))") }
      command.execute(nil)
      _ = command.execute(nil).subscribeError { error in
        log.append("second: \(error?.domain ?? "") \(error?.code ?? 0)")
      }
      return command
    }
    XCTAssertEqual(events, ["enabled 1", "second: RACCommandErrorDomain 1", "enabled 0", "enabled 1"])
  }

  func testAllowingConcurrentExecutionLetsASecondExecutionStart() {
    let events = run { log, main in
      let command = RACCommand { input in
        RACSignal.createSignal { subscriber in
          _ = main.afterDelay(1) {
            subscriber.sendNext(input)
            subscriber.sendCompleted()
          }
          return nil
        }
      }
      command.allowsConcurrentExecution = true
      for input in [1, 2] {
        _ = command.execute(input).subscribeNext { log.append("execution \(self.text($0))") }
      }
      return command
    }
    XCTAssertEqual(events, ["execution 1", "execution 2"])
  }

  func testExecutionSignalsSendsEachExecutionWithItsErrorCaughtAndErrorsSendsTheError() {
    let events = run { log, _ in
      let failure = NSError(domain: "test", code: 7)
      let command = RACCommand { input in
        (input as? Int) == 2 ? RACSignal.error(failure) : RACSignal.return("ok \(self.text(input))")
      }
      command.allowsConcurrentExecution = true
      _ = command.executionSignals.subscribeNext { execution in
        _ = (execution as? RACSignal)?.subscribeNext(
          { log.append("inner next \(self.text($0))") }, error: { _ in log.append("inner error") },
          completed: { log.append("inner completed") })
      }
      _ = command.errors.subscribeNext { log.append("errors: \(($0 as? NSError)?.code ?? 0)") }
      command.execute(1)
      command.execute(2)
      return command
    }
    XCTAssertEqual(events, ["inner next ok 1", "inner completed", "inner completed", "errors: 7"])
  }

  func testAnEnabledSignalThatSendsNoDisablesTheCommand() {
    let events = run { log, _ in
      let enabled = RACSubject.subject()
      let command = RACCommand(enabled: enabled) { _ in RACSignal.return("ran") }
      _ = command.enabled.subscribeNext { log.append("enabled \(self.text($0))") }
      enabled.sendNext(NSNumber(value: false))
      _ = command.execute(nil).subscribeNext({ _ in log.append("ran") }, error: { _ in log.append("refused") })
      enabled.sendNext(NSNumber(value: true))
      _ = command.execute(nil).subscribeNext({ _ in log.append("ran") }, error: { _ in log.append("refused") })
      return command
    }
    // enabled's later values arrive in main-queue turns: NO (the enabled signal), YES (it again),
    // NO (the execution started), YES (it ended).
    XCTAssertEqual(events, ["enabled 1", "refused", "enabled 0", "enabled 1", "enabled 0", "ran", "enabled 1"])
  }
}
