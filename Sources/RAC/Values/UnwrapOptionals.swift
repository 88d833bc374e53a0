import Shared

/// Looks through `Optional` wrappers hidden inside an untyped value (`lookThroughOptionals` of
/// `Shared`, which describing Foundation's values needs too): the name the core, and every host
/// that imports RAC alone, call it by.
@inlinable
public func unwrapOptionals(_ value: Any?) -> Any? {
  lookThroughOptionals(value)
}
