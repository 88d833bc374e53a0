import Foundation
import ObjCInterpreter
import RAC
import Shared

/// A matcher a spec made: Nimble's `equal(@2)`, `beNil()`, `raiseException().named(@"X")`, or one
/// Expecta's `expect(x).to.equal(2)` made behind its property. What it tests and how it words a
/// failure are `SpecMatching`'s.
final class SpecMatcher: NativeObjectValue {
  enum Comparison: String {
    case greaterThan = "greater than"
    case greaterThanOrEqual = "greater than or equal to"
    case lessThan = "less than"
    case lessThanOrEqual = "less than or equal to"
  }

  enum Kind {
    case equal(Any?)
    case beNil
    case beTruthy
    case beFalsy
    case beTrue
    case beFalse
    case beIdenticalTo(Any?)
    case beAnInstanceOf(ClassValue)
    case beAKindOf(ClassValue)
    case compare(Comparison, Any?)
    case beCloseTo(Any?, within: Double)
    case beInTheRangeOf(Any?, Any?)
    case contain([Any?])
    case beEmpty
    case haveCount(Int)
    case raiseException(name: String?, reason: String?)
    case match(String)
    case beginWith(Any?)
    case endWith(Any?)
  }

  var kind: Kind

  init(_ kind: Kind) {
    self.kind = kind
  }

  var classChain: [String] { ["NMBObjCMatcher", "NSObject"] }
  var concreteClassName: String { "NMBObjCMatcher" }
}

/// Nimble's matchers as functions (`equal(@2)`), with the refinements its Objective-C API chains
/// on them: `beCloseTo(@1).within(0.1)`, `raiseException().named(@"X").reason(@"…")`. A scalar
/// argument is boxed, as `@(…)` would box it.
enum SpecMatchers {
  static func register(in table: NativeClasses) {
    func define(_ name: String, _ make: @escaping (FunctionCall, Interpreter) throws -> SpecMatcher.Kind) {
      table.function(name) { call, interpreter in SpecMatcher(try make(call, interpreter)) }
    }
    func argument(_ call: FunctionCall, _ index: Int) throws -> Any? { SpecActual.boxed(try call.argument(index)) }
    define("equal") { call, _ in .equal(try argument(call, 0)) }
    define("beNil") { _, _ in .beNil }
    define("beTruthy") { _, _ in .beTruthy }
    define("beFalsy") { _, _ in .beFalsy }
    define("beTrue") { _, _ in .beTrue }
    define("beFalse") { _, _ in .beFalse }
    define("beIdenticalTo") { call, _ in .beIdenticalTo(try argument(call, 0)) }
    define("beAnInstanceOf") { call, interpreter in .beAnInstanceOf(try classArgument(call, interpreter)) }
    define("beAKindOf") { call, interpreter in .beAKindOf(try classArgument(call, interpreter)) }
    define("beGreaterThan") { call, _ in .compare(.greaterThan, try argument(call, 0)) }
    define("beGreaterThanOrEqualTo") { call, _ in .compare(.greaterThanOrEqual, try argument(call, 0)) }
    define("beLessThan") { call, _ in .compare(.lessThan, try argument(call, 0)) }
    define("beLessThanOrEqualTo") { call, _ in .compare(.lessThanOrEqual, try argument(call, 0)) }
    define("beCloseTo") { call, _ in .beCloseTo(try argument(call, 0), within: 0.0001) }
    define("contain") { call, _ in .contain(try (0..<call.count).map { try argument(call, $0) }) }
    define("beEmpty") { _, _ in .beEmpty }
    define("haveCount") { call, interpreter in
      guard let count = (try argument(call, 0) as? NSNumber)?.intValue else {
        throw interpreter.fail("haveCount takes a count", at: call.location)
      }
      return .haveCount(count)
    }
    define("raiseException") { _, _ in .raiseException(name: nil, reason: nil) }
    define("match") { call, interpreter in .match(try SpecNatives.string(call, 0, interpreter)) }
    define("beginWith") { call, _ in .beginWith(try argument(call, 0)) }
    define("endWith") { call, _ in .endWith(try argument(call, 0)) }

    table.define("NMBObjCMatcher", superclass: "NSObject") { c in
      c.instance("within") { call in
        let matcher = try call.receiver(as: SpecMatcher.self)
        return NativeBlock(
          arity: 1, name: "within", underlying: "within", location: { call.location },
          invoke: { arguments in
            guard case .beCloseTo(let expected, _) = matcher.kind,
              let delta = arguments.first.flatMap(SpecActual.boxed)
                as? NSNumber
            else { throw call.fail("within(…) refines beCloseTo(…) with a number") }
            matcher.kind = .beCloseTo(expected, within: delta.doubleValue)
            return matcher
          })
      }
      for (selector, isName) in [("named", true), ("reason", false)] {
        c.instance(selector) { call in
          let matcher = try call.receiver(as: SpecMatcher.self)
          return NativeBlock(
            arity: 1, name: selector, underlying: selector, location: { call.location },
            invoke: { arguments in
              guard case .raiseException(let name, let reason) = matcher.kind,
                let text = arguments.first.flatMap({ $0 }).flatMap(ObjCEquality.stringValue)
              else { throw call.fail("\(selector)(…) refines raiseException() with an NSString") }
              matcher.kind = .raiseException(name: isName ? text : name, reason: isName ? reason : text)
              return matcher
            })
        }
      }
    }
  }

  private static func classArgument(_ call: FunctionCall, _ interpreter: Interpreter) throws -> ClassValue {
    guard let value = try call.argument(0) as? ClassValue else {
      throw interpreter.fail(
        "argument 1 of '\(SpecNatives.name(of: call))' must be a class ([NSString class])",
        at: call.location(ofArgument: 0))
    }
    return value
  }
}

/// What a matcher found about a value: whether it holds, and how each library words the failure.
struct SpecMatchResult {
  var holds: Bool
  /// Nil where the matcher does not compare nils: fails with `to` and `toNot` alike, with Nimble's
  /// hint.
  var refusesNil = false
  /// Nimble's words for what was expected (`equal <2>`) and what was there (`<1>`).
  var nimbleExpected: String
  var nimbleActual: String
  /// Expecta's message, as `to` (false) or `toNot` (true) words it.
  var expecta: (_ negated: Bool) -> String

  /// Nimble's message: `expected to [eventually ][not ]equal <2>, got <1>`.
  func nimbleMessage(negated: Bool, eventually: Bool) -> String {
    "expected to \(eventually ? "eventually " : "")\(negated ? "not " : "")\(nimbleExpected), got \(nimbleActual)"
      + (refusesNil ? " (use beNil() to match nils)" : "")
  }
}

/// How each matcher tests a value, through the runtime's own messages where Objective-C would
/// send one (`-isEqual:`, `-isKindOfClass:`), so a spec's classes answer with their methods.
enum SpecMatching {
  static func evaluate(
    _ kind: SpecMatcher.Kind, actual: Any?, _ interpreter: Interpreter, at location: SourceLocation
  ) throws -> SpecMatchResult {
    let actual = lookThroughOptionals(actual)
    let shown = "<\(SpecValueText.nimble(actual))>"
    let got = SpecValueText.expecta(actual)
    func generic(_ holds: Bool, _ phrase: String, _ expected: String, refusesNil: Bool = false) -> SpecMatchResult {
      SpecMatchResult(
        holds: holds, refusesNil: refusesNil && actual == nil, nimbleExpected: phrase, nimbleActual: shown,
        expecta: { negated in "expected: \(negated ? "not " : "")\(expected), got: \(got)" })
    }
    switch kind {
    case .equal(let expected):
      let holds = try actual != nil && expected != nil && isEqual(actual, expected, interpreter, location)
      var result = generic(holds, "equal <\(SpecValueText.nimble(expected))>", SpecValueText.expecta(expected))
      result.refusesNil = actual == nil || expected == nil
      return result
    case .beNil:
      return generic(actual == nil, "be nil", "nil/null")
    case .beTruthy, .beFalsy:
      let truthy = isTruthy(actual)
      let wantsTruthy = if case .beTruthy = kind { true } else { false }
      var result = generic(truthy == wantsTruthy, wantsTruthy ? "be truthy" : "be falsy", "")
      result.expecta = { negated in
        let wanted = wantsTruthy != negated ? "a truthy value" : "a falsy value"
        return "expected: \(wanted), got: \(got), which is \(truthy ? "truthy" : "falsy")"
      }
      return result
    case .beTrue, .beFalse:
      let wantsTrue = if case .beTrue = kind { true } else { false }
      let number = actual as? NSNumber
      let holds = number.map { wantsTrue ? $0.doubleValue == 1 : $0.doubleValue == 0 } ?? false
      return generic(holds, wantsTrue ? "be true" : "be false", wantsTrue ? "YES" : "NO")
    case .beIdenticalTo(let expected):
      let holds = try isIdentical(actual, expected, interpreter, location)
      var result = generic(
        holds, "be identical to <\(SpecValueText.identity(expected))>", "<\(SpecValueText.identity(expected))>")
      result.nimbleActual = "<\(SpecValueText.identity(actual))>"
      return result
    case .beAnInstanceOf(let expected):
      let holds = actual != nil && interpreter.className(of: actual ?? 0) == expected.name
      var result = generic(
        holds, "be an instance of \(expected.name)", "an instance of \(expected.name)", refusesNil: true)
      result.nimbleActual = "<\(SpecValueText.className(actual, interpreter)) instance>"
      return result
    case .beAKindOf(let expected):
      let holds =
        try actual != nil
        && COperators.isTrue(
          try interpreter.send("isKindOfClass:", to: actual, arguments: [expected], at: location), at: location)
      var result = generic(holds, "be a kind of \(expected.name)", "a kind of \(expected.name)", refusesNil: true)
      result.nimbleActual = "<\(SpecValueText.className(actual, interpreter)) instance>"
      return result
    case .compare(let comparison, let expected):
      let order = try compare(actual, expected, interpreter, location)
      let holds: Bool
      switch comparison {
      case .greaterThan: holds = order == .orderedDescending
      case .greaterThanOrEqual: holds = order == .orderedDescending || order == .orderedSame
      case .lessThan: holds = order == .orderedAscending
      case .lessThanOrEqual: holds = order == .orderedAscending || order == .orderedSame
      }
      var result = generic(
        holds, "be \(comparison.rawValue) <\(SpecValueText.nimble(expected))>", "", refusesNil: true)
      result.expecta = { negated in
        "expected: \(got) to\(negated ? " not" : "") be \(comparison.rawValue) \(SpecValueText.expecta(expected))"
      }
      return result
    case .beCloseTo(let expected, let delta):
      let actualNumber = (actual as? NSNumber)?.doubleValue
      let expectedNumber = (expected as? NSNumber)?.doubleValue ?? .nan
      let holds = actualNumber.map { abs($0 - expectedNumber) < delta } ?? false
      var result = generic(
        holds, "be close to <\(fourPlaces(expectedNumber))> (within \(fourPlaces(delta)))",
        "\(SpecValueText.expecta(expected)) (within \(SpecValueText.expecta(NSNumber(value: delta))))",
        refusesNil: true)
      result.nimbleActual = actualNumber.map { "<\(fourPlaces($0))>" } ?? shown
      return result
    case .beInTheRangeOf(let lower, let upper):
      let holds =
        try actual != nil && compare(actual, lower, interpreter, location) != .orderedAscending
        && compare(actual, upper, interpreter, location) != .orderedDescending
      var result = generic(
        holds, "be in the range of <\(SpecValueText.nimble(lower))> to <\(SpecValueText.nimble(upper))>", "")
      result.expecta = { negated in
        "expected: \(got) to\(negated ? " not" : "") be in the range [\(SpecValueText.expecta(lower)), \(SpecValueText.expecta(upper))] (inclusive)"
      }
      return result
    case .contain(let items):
      var holds = actual != nil
      for item in items where holds { holds = try contains(actual, item, interpreter, location) }
      let listed = items.map(SpecValueText.nimble).joined(separator: ", ")
      var result = generic(holds, "contain <\(listed)>", "", refusesNil: true)
      result.expecta = { negated in "expected \(got) to\(negated ? " not" : "") contain \(listed)" }
      return result
    case .beEmpty:
      let count = SpecCollections.count(of: actual)
      var result = generic(count == 0, "be empty", "", refusesNil: true)
      result.expecta = { negated in "expected \(got) to\(negated ? " not" : "") be empty" }
      return result
    case .haveCount(let expected):
      let count = SpecCollections.count(of: actual)
      var result = generic(
        count == expected, "have \(SpecValueText.publicClassName(actual)) with count \(expected)", "",
        refusesNil: true)
      result.nimbleActual = count.map(String.init) ?? shown
      result.expecta = { negated in
        "expected \(got) to\(negated ? " not" : "") have a count of \(expected) but got \(count.map(String.init) ?? "no count")"
      }
      return result
    case .raiseException(let name, let reason):
      let raised = try raisedException(by: actual, interpreter, at: location)
      let holds =
        raised != nil && (name == nil || raised?.name == name) && (reason == nil || raised?.reason == reason)
      var phrase = name.map { "raise exception with name <\($0)>" } ?? "raise any exception"
      if let reason { phrase += " with reason <\(reason)>" }
      var result = generic(holds, phrase, name ?? "any exception")
      let found = raised.map { "\($0.name): \($0.reason ?? "(null)")" }
      result.nimbleActual = found.map { "<\($0)>" } ?? "no exception"
      result.expecta = { negated in
        "expected: \(negated ? "not " : "")\(name ?? "any exception"), got: \(found ?? "no exception")"
      }
      return result
    case .match(let pattern):
      let text = actual.flatMap(ObjCEquality.stringValue)
      let holds = text.map { $0.range(of: pattern, options: .regularExpression) != nil } ?? false
      var result = generic(holds, "match <\(pattern)>", "", refusesNil: true)
      result.expecta = { negated in "expected: \(got) to\(negated ? " not" : "") match \(pattern)" }
      return result
    case .beginWith(let prefix), .endWith(let prefix):
      let atStart = if case .beginWith = kind { true } else { false }
      let holds: Bool
      if let text = actual.flatMap(ObjCEquality.stringValue), let part = prefix.flatMap(ObjCEquality.stringValue) {
        holds = atStart ? text.hasPrefix(part) : text.hasSuffix(part)
      } else if let elements = SpecCollections.elements(of: actual), let edge = atStart ? elements.first : elements.last
      {
        holds = try isEqual(edge, prefix, interpreter, location)
      } else {
        holds = false
      }
      let words = atStart ? "begin with" : "end with"
      var result = generic(holds, "\(words) <\(SpecValueText.nimble(prefix))>", "", refusesNil: true)
      result.expecta = { negated in
        "expected: \(got) to\(negated ? " not" : "") \(words) \(SpecValueText.expecta(prefix))"
      }
      return result
    }
  }

  private static func fourPlaces(_ value: Double) -> String { String(format: "%.4f", value) }

  /// Nimble's truth for objects: anything but nil and a number that is zero.
  static func isTruthy(_ value: Any?) -> Bool {
    guard let value = lookThroughOptionals(value) else { return false }
    if let number = value as? NSNumber { return number.doubleValue != 0 }
    if let number = value as? CNumber { return number.isTrue }
    return true
  }

  static func isEqual(_ left: Any?, _ right: Any?, _ interpreter: Interpreter, _ location: SourceLocation) throws
    -> Bool
  {
    guard let left, right != nil else { return left == nil && right == nil }
    return try COperators.isTrue(
      try interpreter.send("isEqual:", to: left, arguments: [right], at: location), at: location)
  }

  /// `==` on two objects, as the interpreter compares them (values for strings and numbers).
  private static func isIdentical(_ left: Any?, _ right: Any?, _ interpreter: Interpreter, _ location: SourceLocation)
    throws -> Bool
  {
    guard let left, let right else { return left == nil && right == nil }
    if type(of: left) is AnyClass, type(of: right) is AnyClass { return (left as AnyObject) === (right as AnyObject) }
    return try COperators.isTrue(
      try interpreter.binary(BinaryOperator("=="), "==", left, right, at: location), at: location)
  }

  private static func compare(_ left: Any?, _ right: Any?, _ interpreter: Interpreter, _ location: SourceLocation)
    throws -> ComparisonResult?
  {
    if let a = left as? NSNumber, let b = right as? NSNumber { return a.compare(b) }
    if let a = left.flatMap(ObjCEquality.stringValue), let b = right.flatMap(ObjCEquality.stringValue) {
      return a < b ? .orderedAscending : (a == b ? .orderedSame : .orderedDescending)
    }
    if left == nil || right == nil { return nil }
    guard let result = try interpreter.send("compare:", to: left, arguments: [right], at: location) as? CNumber else {
      return nil
    }
    return ComparisonResult(rawValue: Int(result.int64))
  }

  private static func contains(_ collection: Any?, _ item: Any?, _ interpreter: Interpreter, _ location: SourceLocation)
    throws -> Bool
  {
    if let text = collection.flatMap(ObjCEquality.stringValue), let part = item.flatMap(ObjCEquality.stringValue) {
      return text.contains(part)
    }
    if let elements = SpecCollections.elements(of: collection) {
      for element in elements where try isEqual(element, item, interpreter, location) { return true }
      return false
    }
    guard interpreter.responds(collection, to: "containsObject:") else { return false }
    return try COperators.isTrue(
      try interpreter.send("containsObject:", to: collection, arguments: [item], at: location), at: location)
  }

  /// Calls the block `expect` was given and returns the exception it raised, if any. An
  /// unrecognized selector is an `NSInvalidArgumentException` on a device, as here.
  private static func raisedException(by block: Any?, _ interpreter: Interpreter, at location: SourceLocation) throws
    -> (name: String, reason: String?)?
  {
    guard block is ObjCBlock || block is NativeBlock else {
      throw interpreter.fail(
        "raiseException() needs a block to call: expect(^{ … }).to(raiseException())", at: location)
    }
    do {
      _ = try interpreter.call(block, arguments: [], at: location)
      return nil
    } catch RuntimeError.exception(let value, _) {
      if let exception = value as? ObjCException { return (exception.name, exception.reason) }
      return (ValueDescription.describe(value), nil)
    }
  }
}
