extension NativeClasses {
  /// Whether the libraries answer `selector` for instances of `className` or of a superclass: what
  /// a loaded checkout asks of a file that does not load (`RACSourceLibrary`), whose methods the
  /// libraries may still have natively.
  package func hasInstanceMethod(_ selector: String, of className: String) -> Bool {
    chain(from: className).contains { instanceMethod(selector, of: $0) != nil }
  }
}
