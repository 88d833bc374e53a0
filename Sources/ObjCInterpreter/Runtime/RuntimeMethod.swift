/// A `Method` of the Objective-C runtime, as `class_getInstanceMethod` and `class_getClassMethod`
/// hand it out: the class that answers the selector (the one that implements it, found along the
/// chain), the selector, and the method's type encoding. `method_getName` and
/// `method_getTypeEncoding` read it back; RAC reads a method's types to build an invocation's
/// signature (`NSObject+RACSelectorSignal.m`, `NSObject+RACLifting.m`).
package final class RuntimeMethod: CustomStringConvertible {
  /// The class whose method it is.
  package let className: String
  /// The method's selector.
  package let selector: String
  /// `v@:@` and the like (`MethodDefinition.typeEncoding`).
  package let typeEncoding: String
  /// Whether it is a class method (`class_getClassMethod`).
  package let isClassMethod: Bool

  package init(className: String, selector: String, typeEncoding: String, isClassMethod: Bool) {
    self.className = className
    self.selector = selector
    self.typeEncoding = typeEncoding
    self.isClassMethod = isClassMethod
  }

  /// `-[RACSignal map:]`, as the runtime's own descriptions name a method.
  package var description: String { "\(isClassMethod ? "+" : "-")[\(className) \(selector)]" }

  /// The encoding of a method the libraries implement natively, which declares no types: its
  /// arguments and result are objects, as almost every native selector's are.
  package static func nativeTypeEncoding(of selector: String) -> String {
    "@@:" + String(repeating: "@", count: selector.filter { $0 == ":" }.count)
  }
}

extension MethodDefinition {
  /// The method's types as the runtime encodes them: the result, `self` (`@`), `_cmd` (`:`), then
  /// each parameter (without the frame offsets clang writes between them, which the runtime's
  /// readers skip).
  package var typeEncoding: String {
    returnType.typeEncoding + "@:" + parameters.map(\.type.typeEncoding).joined()
  }
}
