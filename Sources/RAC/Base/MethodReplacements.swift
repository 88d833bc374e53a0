import Foundation
import Synchronization

/// Methods of the core replaced for a while by someone else's implementation: how a snippet that
/// redefines a RAC method (post 003 rewrites `map:`, `flattenMap:`, `filter:`, `+return:`, `+empty`
/// and `-[RACEmptySignal subscribe:]`) has its version run also where the core calls the method
/// itself (`filter:` calling `flattenMap:`, `flattenMap:` calling `+empty`).
///
/// Objective-C gets this from its dynamic dispatch: a category method replaces the class's own for
/// every caller. Swift dispatches statically or by vtable, so each replaceable method of the core
/// asks this table first (`lookup`). With nothing installed that is one relaxed atomic load.
///
/// A replacement defined on class K applies to receivers of K and its subclasses, unless a
/// subclass between the receiver's class and K has its own implementation (Objective-C's lookup
/// order): the core method that asks passes the class it is defined on (`definedOn`), and only
/// replacements on classes from the receiver's class up to that one count. So a `+empty` replaced
/// on `RACSignal` runs for `[RACSignal empty]`, not for `[RACEmptySignal empty]`.
public enum MethodReplacements {
  /// A replacement: called with the receiver (an instance, or the class for class methods) and the
  /// arguments as the core has them (closures as Swift closures); returns what the method returns.
  public typealias Implementation = @Sendable (_ receiver: Any, _ arguments: [Any?]) -> Any?

  /// The replacements installed, by Objective-C class name, then by selector (`-map:`, `+empty`).
  public typealias Table = [String: [String: Implementation]]

  private static let installed = Atomic<Bool>(false)
  private static let table = LockedState<Table>([:])

  /// Runs `body` with `replacements` installed, then removes them. Not nestable: one run at a time
  /// replaces methods (walkthrough runs are serialised).
  public static func with<Result>(_ replacements: Table, _ body: () throws -> Result) rethrows -> Result {
    table.withLock { $0 = replacements }
    installed.store(!replacements.isEmpty, ordering: .sequentiallyConsistent)
    defer {
      installed.store(false, ordering: .sequentiallyConsistent)
      table.withLock { $0 = [:] }
    }
    return try body()
  }

  /// The replacement for `selector` (`-map:` or `+empty` form) that Objective-C would run for a
  /// receiver of class `receiverClass`, given that the core's own implementation is the one on
  /// `definedOn`; nil when there is none.
  @inline(__always)
  public static func lookup(_ selector: String, receiverClass: AnyClass, definedOn: AnyClass) -> Implementation? {
    guard installed.load(ordering: .relaxed) else { return nil }
    return slowLookup(selector, receiverClass: receiverClass, definedOn: definedOn)
  }

  private static func slowLookup(_ selector: String, receiverClass: AnyClass, definedOn: AnyClass) -> Implementation? {
    let current = table.withLock { $0 }
    var type: AnyClass? = receiverClass
    while let each = type {
      if let implementation = current[objectiveCName(of: each)]?[selector] { return implementation }
      if each == definedOn { return nil }
      type = _getSuperclass(each)
    }
    return nil
  }

  /// `RACDynamicSignal` for the Swift class `RACDynamicSignal` (no module prefix, no generics).
  public static func objectiveCName(of type: AnyClass) -> String {
    let name = String(describing: type)
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }

  /// The class names from `type` up to the root, as Objective-C's method lookup walks them
  /// (`RACDynamicSignal`, `RACSignal`, `RACStream`, `CoreObject`).
  public static func classChain(of type: AnyClass) -> [String] {
    var names: [String] = []
    var current: AnyClass? = type
    while let each = current {
      names.append(objectiveCName(of: each))
      current = _getSuperclass(each)
    }
    return names
  }
}

extension MethodReplacements {
  /// The replacement's result for a core method that returns `Result`, or nil when the method is not
  /// replaced (the core then runs its own). A replacement that returns something else is a
  /// programming error (reported through `CoreAssertion`), and the core runs its own.
  @inline(__always)
  public static func result<Result>(
    of selector: String, receiver: Any, receiverClass: AnyClass, definedOn: AnyClass,
    _ arguments: @autoclosure () -> [Any?]
  ) -> Result? {
    guard let implementation = lookup(selector, receiverClass: receiverClass, definedOn: definedOn) else { return nil }
    let value = implementation(receiver, arguments())
    if let typed = unwrapOptionals(value) as? Result { return typed }
    CoreAssertion.fail("the replacement of \(selector) returned \(String(describing: value)), not a \(Result.self)")
    return nil
  }

  /// As `result(of:…)` for a method whose result may be nil (`-subscribe:`'s disposable): the
  /// outer optional says whether the method was replaced.
  @inline(__always)
  public static func optionalResult<Result>(
    of selector: String, receiver: Any, receiverClass: AnyClass, definedOn: AnyClass,
    _ arguments: @autoclosure () -> [Any?]
  ) -> Result?? {
    guard let implementation = lookup(selector, receiverClass: receiverClass, definedOn: definedOn) else { return nil }
    guard let value = unwrapOptionals(implementation(receiver, arguments())) else { return .some(nil) }
    if let typed = value as? Result { return .some(typed) }
    CoreAssertion.fail("the replacement of \(selector) returned \(String(describing: value)), not a \(Result.self)")
    return nil
  }
}
