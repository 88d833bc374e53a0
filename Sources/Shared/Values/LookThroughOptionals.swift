/// Looks through `Optional` wrappers hidden inside an untyped value, so an `id` that arrived as
/// `Optional(Optional("A"))` inside `Any` is `"A"` again (nil stays nil). RAC's values are untyped
/// like `id`; Swift's `Any` can hide optionals that Objective-C never has. It is here, below the
/// core, because describing a Foundation value (`FoundationDescription`) needs it as much as the
/// core does; the core's callers know it as `unwrapOptionals`.
@inlinable
public func lookThroughOptionals(_ value: Any?) -> Any? {
  guard let value else { return nil }
  // The values RAC carries most are not optionals: tell them by type before reflecting (a Mirror
  // is an allocation and a walk of the type's metadata).
  let valueType = type(of: value)
  if valueType == Int.self || valueType == String.self || valueType is AnyClass { return value }
  // An optional by its conformance (a cached lookup), not a Mirror (an allocation and a walk of
  // the type's metadata: about 2,800 instructions on Linux, at every name a trace renders).
  guard let optional = value as? any OptionalWrapping else { return value }
  return lookThroughOptionals(optional.wrappedValueOrNil)
}

/// An `Optional` seen through `Any`: what it wraps, or nil.
public protocol OptionalWrapping {
  /// The wrapped value (itself perhaps an optional), or nil for `.none`.
  var wrappedValueOrNil: Any? { get }
}

extension Optional: OptionalWrapping {
  /// The wrapped value, or nil for `.none`.
  public var wrappedValueOrNil: Any? {
    switch self {
    case .some(let wrapped): return wrapped
    case .none: return nil
    }
  }
}
