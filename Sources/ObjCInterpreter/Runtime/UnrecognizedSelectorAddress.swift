extension ValueDescription {
  /// The address an "unrecognized selector" message names. Objects have theirs; a class and the
  /// values kept as Swift values (strings, numbers) get a stable made-up one, as every object on the
  /// device has an address and none is 0x0.
  package static func unrecognizedSelectorAddress(of value: Any) -> String {
    if type(of: value) is AnyClass { return ValueDescription.address(of: value as AnyObject) }
    if let classValue = value as? ClassValue {
      return ValueDescription.madeUpAddress(for: "class " + classValue.name, prefix: "0x10")
    }
    return ValueDescription.madeUpAddress(for: ValueDescription.describe(value), prefix: "0x6000")
  }
}
