import Foundation
import ObjCInterpreter
import RAC
import Shared

/// What `expect(…)` was given, evaluated when a match asks for it, as Nimble's and Expecta's
/// `expect` macros wrap their argument in a block: `toEventually` and `will` evaluate it again at
/// every turn of the run loop, so `expect(@(done)).toEventually(beTruthy())` sees `done` change.
/// A scalar comes back boxed (`expect(1 + 1)` is `expect(@(1 + 1))`).
struct SpecActual {
  let call: FunctionCall

  var location: SourceLocation { call.location }

  func value() throws -> Any? { SpecActual.boxed(try call.argument(0)) }

  /// A C scalar as the `NSNumber` `@(…)` makes, a C string as an `NSString`; anything else as it is.
  static func boxed(_ value: Any?) -> Any? {
    switch lookThroughOptionals(value) {
    case let number as CNumber: return Boxing.box(number)
    case let string as CString: return string.string
    case let other: return other
    }
  }
}

/// Waiting on virtual time, as Nimble's `toEventually` and Expecta's `will` wait on the real run
/// loop: the condition is checked at once, then the run's queues take their turns (blocks due,
/// timers) and it is checked again whenever nothing more is due at the current virtual time — as
/// the run loop has drained the main queue before the poll's timer fires — until it holds or the
/// next thing due is later than the timeout (1 s unless the spec says otherwise). Nothing sleeps:
/// a wait that can only time out ends at once, a failure with the value last seen.
enum SpecWaiting {
  static let defaultTimeout = 1.0

  /// Whether `holds` became true within `timeout` seconds of virtual time.
  static func eventually(
    within timeout: Double, _ interpreter: Interpreter, _ holds: () throws -> Bool
  ) throws -> Bool {
    if try holds() { return true }
    guard let start = RACScheduler.currentVirtualQueue?.now else { return false }
    let deadline = start.addingTimeInterval(timeout)
    var result = false
    var thrown: Error?
    _ = VirtualQueues.runLoopInActiveRun(turningElsewhere: true) {
      let next = VirtualQueues.activeRunNextActionDate
      if let next, let now = RACScheduler.currentVirtualQueue?.now, next <= now {
        return false
      }
      do {
        if try holds() {
          result = true
          return true
        }
      } catch {
        thrown = error
        return true
      }
      guard let next else { return true }
      return next > deadline
    }
    if interpreter.isAborted { throw RuntimeError.aborted }
    if let thrown { throw thrown }
    return result
  }
}
