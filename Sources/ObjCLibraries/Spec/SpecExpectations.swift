import Foundation
import ObjCInterpreter
import RAC

/// `expect(x)` and what hangs off it: Nimble's expectation (`.to(matcher)`, `.toNot`, `.notTo`,
/// `.toEventually`, `.toEventuallyNot`, `.withTimeout(s)`) in a Quick file, Expecta's (`.to.equal(y)`,
/// `.toNot`, `.notTo`, `.will`, `.willNot`, the matchers as properties) in a Specta file; and
/// `waitUntil`, `fail()` and `failWithMessage(…)`.
///
/// A match that does not hold is recorded as a failure at the `expect`'s line, in the library's
/// words, and the example goes on, as both libraries go on after a failed expectation.
enum SpecExpectations {
  static func register(in table: NativeClasses) {
    table.function("expect") { call, interpreter in
      let run = try SpecNatives.run(call, interpreter, allowedIn: [.running])
      let actual = SpecActual(call: call)
      switch run.style(at: call.location) {
      case .quick: return NimbleExpectation(actual: actual, timeout: SpecWaiting.defaultTimeout)
      case .specta: return ExpectaExpectation(actual: actual, negated: false, asynchronous: false)
      }
    }
    for name in ["fail", "failWithMessage"] {
      table.function(name) { call, interpreter in
        let run = try SpecNatives.run(call, interpreter, allowedIn: [.running])
        let message = call.count > 0 ? try SpecNatives.string(call, 0, interpreter) : "fail() always fails"
        run.record(SpecFailure(file: call.location.file, line: call.location.line, message: message))
        return nil
      }
    }
    for name in ["waitUntil", "waitUntilTimeout"] {
      table.function(name) { call, interpreter in
        let run = try SpecNatives.run(call, interpreter, allowedIn: [.running])
        let hasTimeout = name == "waitUntilTimeout"
        let timeout =
          hasTimeout
          ? ((SpecActual.boxed(try call.argument(0)) as? NSNumber)?.doubleValue ?? SpecWaiting.defaultTimeout)
          : SpecWaiting.defaultTimeout
        guard let action = try SpecNatives.block(call, hasTimeout ? 1 : 0, interpreter) else {
          throw interpreter.fail("'\(name)' needs a block that calls done()", at: call.location)
        }
        var isDone = false
        let done = NativeBlock(
          arity: 0, name: "done", underlying: "done", location: { call.location },
          invoke: { _ in
            isDone = true
            return nil
          })
        _ = try interpreter.call(action, arguments: [done], at: call.location)
        if !(try SpecWaiting.eventually(within: timeout, interpreter, { isDone })) {
          run.record(
            SpecFailure(
              file: call.location.file, line: call.location.line,
              message:
                "waited more than \(FormatString.shortestDouble(timeout)) s of virtual time: done() was not called"))
        }
        return nil
      }
    }
    NimbleExpectation.register(in: table)
    ExpectaExpectation.register(in: table)
  }

  /// Tests `matcher` on the actual value (again and again on virtual time when `eventually`) and
  /// records a failure, worded by `message`, when the outcome is not the one wanted.
  static func check(
    _ actual: SpecActual, _ kind: SpecMatcher.Kind, negated: Bool, eventually: Bool, timeout: Double,
    _ interpreter: Interpreter, message: (SpecMatchResult) -> String
  ) throws {
    guard let run = interpreter.run.locals.existing(SpecRun.self), run.phase == .running else {
      throw interpreter.fail("an expectation is checked outside an example", at: actual.location)
    }
    var last: SpecMatchResult?
    let evaluate = { () throws -> Bool in
      let result = try SpecMatching.evaluate(kind, actual: try actual.value(), interpreter, at: actual.location)
      last = result
      return !result.refusesNil && result.holds != negated
    }
    let passed = eventually ? try SpecWaiting.eventually(within: timeout, interpreter, evaluate) : try evaluate()
    if let last { noteInTrace(last, negated: negated, eventually: eventually, passed: passed, message: message) }
    guard !passed, let last else { return }
    run.record(SpecFailure(file: actual.location.file, line: actual.location.line, message: message(last)))
  }

  /// While a trace records (`step` or `trace` of one example, `--example`), an `expect` that was
  /// checked is a note: the value it was given, the match asked for, and whether it held (with the
  /// library's message when not), so a stop at the `expect`'s line shows all three.
  private static func noteInTrace(
    _ result: SpecMatchResult, negated: Bool, eventually: Bool, passed: Bool, message: (SpecMatchResult) -> String
  ) {
    guard Tracing.isRecording else { return }
    let match = "to \(eventually ? "eventually " : "")\(negated ? "not " : "")\(result.nimbleExpected)"
    var arguments: [(String, Any?)] = [
      ("value", SpecTraceText(result.nimbleActual)), ("match", SpecTraceText(match)),
      ("held", SpecTraceText(passed ? "yes" : "no")),
    ]
    if !passed { arguments.append(("failure", SpecTraceText(message(result)))) }
    Tracing.note("expect", of: nil, arguments: arguments)
  }
}

/// Words for the trace as they are (the trace quotes a string it is given as a value): an
/// `expect`'s value in the matcher's own words (`<1>`), the match, whether it held.
private struct SpecTraceText: TraceDescribable {
  let traceDescription: String

  init(_ text: String) { traceDescription = text }
}

/// Nimble's `NMBExpectation`: `to`, `toNot` / `notTo`, `toEventually`, `toEventuallyNot` /
/// `toNotEventually` each answer a block that takes a matcher; `withTimeout` one that takes the
/// seconds `toEventually` may wait.
final class NimbleExpectation: NativeObjectValue {
  let actual: SpecActual
  let timeout: Double

  init(actual: SpecActual, timeout: Double) {
    self.actual = actual
    self.timeout = timeout
  }

  var classChain: [String] { ["NMBExpectation", "NSObject"] }
  var concreteClassName: String { "NMBExpectation" }

  static func register(in table: NativeClasses) {
    table.define("NMBExpectation", superclass: "NSObject") { c in
      let forms: [(String, negated: Bool, eventually: Bool)] = [
        ("to", false, false), ("toNot", true, false), ("notTo", true, false),
        ("toEventually", false, true), ("toEventuallyNot", true, true), ("toNotEventually", true, true),
      ]
      for (selector, negated, eventually) in forms {
        c.instance(selector) { call in
          let expectation = try call.receiver(as: NimbleExpectation.self)
          let interpreter = call.interpreter
          return NativeBlock(
            arity: 1, name: selector, underlying: selector, location: { call.location },
            invoke: { arguments in
              guard let matcher = arguments.first.flatMap({ $0 }) as? SpecMatcher else {
                throw interpreter.fail(
                  "\(selector)(…) takes a matcher (equal(…), beNil(), beTruthy()…)", at: expectation.actual.location)
              }
              try SpecExpectations.check(
                expectation.actual, matcher.kind, negated: negated, eventually: eventually,
                timeout: expectation.timeout, interpreter
              ) { $0.nimbleMessage(negated: negated, eventually: eventually) }
              return nil
            })
        }
      }
      c.instance("withTimeout") { call in
        let expectation = try call.receiver(as: NimbleExpectation.self)
        return NativeBlock(
          arity: 1, name: "withTimeout", underlying: "withTimeout", location: { call.location },
          invoke: { arguments in
            guard let seconds = arguments.first.flatMap(SpecActual.boxed) as? NSNumber else {
              throw call.fail("withTimeout(…) takes a number of seconds")
            }
            return NimbleExpectation(actual: expectation.actual, timeout: seconds.doubleValue)
          })
      }
    }
  }
}

/// Expecta's `EXPExpect`: `to`, `toNot` / `notTo`, `will`, `willNot` answer the expectation with
/// its sense and timing set; each matcher is a property answering a block (`equal`, `beNil`…),
/// which checks when called.
final class ExpectaExpectation: NativeObjectValue {
  let actual: SpecActual
  let negated: Bool
  let asynchronous: Bool

  init(actual: SpecActual, negated: Bool, asynchronous: Bool) {
    self.actual = actual
    self.negated = negated
    self.asynchronous = asynchronous
  }

  var classChain: [String] { ["EXPExpect", "NSObject"] }
  var concreteClassName: String { "EXPExpect" }

  /// Expecta's matchers: the property's name, its number of arguments, the matcher it makes.
  private static let matchers: [(names: [String], arity: Int, make: ([Any?]) throws -> SpecMatcher.Kind?)] = [
    (["equal"], 1, { .equal($0[0]) }),
    (["beNil"], 0, { _ in .beNil }),
    (["beTruthy"], 0, { _ in .beTruthy }),
    (["beFalsy"], 0, { _ in .beFalsy }),
    (["beIdenticalTo"], 1, { .beIdenticalTo($0[0]) }),
    (
      ["beInstanceOf", "beAnInstanceOf", "beMemberOf", "beAMemberOf"], 1,
      { ($0[0] as? ClassValue).map { .beAnInstanceOf($0) } }
    ),
    (["beKindOf", "beAKindOf"], 1, { ($0[0] as? ClassValue).map { .beAKindOf($0) } }),
    (["beGreaterThan"], 1, { .compare(.greaterThan, $0[0]) }),
    (["beGreaterThanOrEqualTo"], 1, { .compare(.greaterThanOrEqual, $0[0]) }),
    (["beLessThan"], 1, { .compare(.lessThan, $0[0]) }),
    (["beLessThanOrEqualTo"], 1, { .compare(.lessThanOrEqual, $0[0]) }),
    (["beInTheRangeOf"], 2, { .beInTheRangeOf($0[0], $0[1]) }),
    (["beCloseTo"], 1, { .beCloseTo($0[0], within: 0.0001) }),
    (
      ["beCloseToWithin"], 2,
      { arguments in
        (arguments[1] as? NSNumber).map { .beCloseTo(arguments[0], within: $0.doubleValue) }
      }
    ),
    (["contain"], 1, { .contain([$0[0]]) }),
    (["beEmpty"], 0, { _ in .beEmpty }),
    (["haveCountOf", "haveCount", "haveACountOf"], 1, { ($0[0] as? NSNumber).map { .haveCount($0.intValue) } }),
    (["raise"], 1, { .raiseException(name: $0[0].flatMap(ObjCEquality.stringValue), reason: nil) }),
    (["raiseAny"], 0, { _ in .raiseException(name: nil, reason: nil) }),
    (["match"], 1, { $0[0].flatMap(ObjCEquality.stringValue).map { .match($0) } }),
    (["beginWith", "startWith"], 1, { .beginWith($0[0]) }),
    (["endWith"], 1, { .endWith($0[0]) }),
  ]

  static func register(in table: NativeClasses) {
    table.define("EXPExpect", superclass: "NSObject") { c in
      let senses: [(String, negated: Bool?, asynchronous: Bool)] = [
        ("to", nil, false), ("toNot", true, false), ("notTo", true, false), ("will", false, true),
        ("willNot", true, true),
      ]
      for (selector, negated, asynchronous) in senses {
        c.instance(selector) { call in
          let expectation = try call.receiver(as: ExpectaExpectation.self)
          return ExpectaExpectation(
            actual: expectation.actual, negated: negated ?? expectation.negated,
            asynchronous: asynchronous || expectation.asynchronous)
        }
      }
      for matcher in matchers {
        for name in matcher.names {
          c.instance(name) { call in
            let expectation = try call.receiver(as: ExpectaExpectation.self)
            let interpreter = call.interpreter
            return NativeBlock(
              arity: matcher.arity, name: name, underlying: name, location: { call.location },
              invoke: { arguments in
                let boxed = (0..<matcher.arity).map { $0 < arguments.count ? SpecActual.boxed(arguments[$0]) : nil }
                guard let kind = try matcher.make(boxed) else {
                  throw interpreter.fail(
                    "\(name)(…) is given an argument it cannot use", at: expectation.actual.location)
                }
                try SpecExpectations.check(
                  expectation.actual, kind, negated: expectation.negated, eventually: expectation.asynchronous,
                  timeout: SpecWaiting.defaultTimeout, interpreter
                ) { $0.expecta(expectation.negated) }
                return nil
              })
          }
        }
      }
    }
  }
}
