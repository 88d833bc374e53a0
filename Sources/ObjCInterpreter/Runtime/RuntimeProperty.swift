/// An `objc_property_t` of the Objective-C runtime, as `class_getProperty` hands it out: the class
/// that declares the property (found along the chain) and the declaration. `property_getName` and
/// `property_getAttributes` read it back; RAC's KVO wrapper reads a property's attributes to decide
/// whether to watch the value's deallocation (`NSObject+RACKVOWrapper.m`, through extobjc's
/// `rac_copyPropertyAttributes`).
package final class RuntimeProperty: CustomStringConvertible {
  /// The class that declares the property.
  package let className: String
  /// The property's name.
  package let name: String
  /// The attribute string clang writes for the property (`T@"NSString",C,N,V_name`).
  package let attributes: String

  package init(className: String, declaration: PropertyDeclaration) {
    self.className = className
    name = declaration.name
    attributes = declaration.runtimeAttributes
  }

  /// `<objc_property_t name of RACTestObject>`.
  package var description: String { "<objc_property_t \(name) of \(className)>" }
}

extension PropertyDeclaration {
  /// The attribute string clang encodes for the property, in clang's order: `T` and the type (an
  /// object's with its class in quotes), `R` readonly, then how the setter keeps the value (`C`
  /// copy, `&` retain, `W` weak, nothing for assign), `N` nonatomic, `G`/`S` a custom getter or
  /// setter, and `V` the synthesized instance variable (`_name`).
  package var runtimeAttributes: String {
    var parts = ["T" + Self.attributeEncoding(of: type)]
    if attributes.contains("readonly") { parts.append("R") }
    if attributes.contains("copy") {
      parts.append("C")
    } else if attributes.contains("weak") {
      parts.append("W")
    } else if type.isObject, !attributes.contains("assign"), !attributes.contains("unsafe_unretained") {
      // ARC's default for an object is strong, which the runtime states as retain.
      parts.append("&")
    }
    if attributes.contains("nonatomic") { parts.append("N") }
    if let getter = attributes.first(where: { $0.hasPrefix("getter=") }) {
      parts.append("G" + getter.dropFirst("getter=".count))
    }
    if let setter = attributes.first(where: { $0.hasPrefix("setter=") }) {
      parts.append("S" + setter.dropFirst("setter=".count))
    }
    parts.append("V_" + name)
    return parts.joined(separator: ",")
  }

  /// A property's type as its attribute string encodes it: an object of a named class carries the
  /// name in quotes (`@"NSString"`), the rest as a method's types are encoded.
  private static func attributeEncoding(of type: TypeName) -> String {
    if case .object(let className) = type { return "@\"\(className)\"" }
    return type.typeEncoding
  }
}
