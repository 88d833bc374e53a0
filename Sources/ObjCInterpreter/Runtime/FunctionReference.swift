/// A C function named as a value (only calling it is supported).
package struct FunctionReference {
  package let name: String

  /// One of `name`.
  package init(name: String) {
    self.name = name
  }
}
