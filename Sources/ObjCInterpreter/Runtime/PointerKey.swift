/// A `const void *` used as a key (`objc_setAssociatedObject`'s, `dispatch_queue_set_specific`'s),
/// compared as C compares the pointers: `&key` by the variable it points at (each `&key` is a new
/// pointer value here, with the same target), an object by identity, a selector by name
/// (selectors are unique), a C string or an `NSString` literal by its text (the compiler keeps one
/// copy of each literal), a number by its value, a function by its name.
package struct PointerKey: Hashable {
  private enum Identity: Hashable {
    case null
    case object(ObjectIdentifier)
    case selector(String)
    case className(String)
    case text(String)
    case number(Int64)
    case function(String)
  }

  private let identity: Identity
  /// How `leaks` names what is associated under the key, where the program names it: a selector
  /// (`objc_setAssociatedObject(self, _cmd, …)`, RAC's `rac_willDeallocSignal`), or the global or
  /// static variable a pointer points at (`&RACObjectCompoundDisposable`). Not part of the identity.
  package let name: String?

  package static func == (lhs: PointerKey, rhs: PointerKey) -> Bool { lhs.identity == rhs.identity }

  package func hash(into hasher: inout Hasher) { hasher.combine(identity) }

  /// The key `value` stands for; nil for a value C could not pass as a pointer (a struct).
  package init?(_ value: Any?) {
    switch value {
    case let selector as SelectorValue: name = selector.name
    case let pointer as ObjCPointer: name = (pointer.target as? VariableStorage)?.name
    default: name = nil
    }
    switch value {
    case nil: identity = .null
    case let pointer as ObjCPointer: identity = .object(ObjectIdentifier(pointer.target ?? pointer))
    case let selector as SelectorValue: identity = .selector(selector.name)
    case let classValue as ClassValue: identity = .className(classValue.name)
    case let text as CString: identity = .text(text.string)
    case let text as String: identity = .text(text)
    case let number as CNumber where !number.isFloatingPoint:
      identity = number.int64 == 0 ? .null : .number(number.int64)
    case let function as FunctionReference: identity = .function(function.name)
    case let value?:
      guard type(of: value) is AnyClass else { return nil }
      identity = .object(ObjectIdentifier(value as AnyObject))
    }
  }
}
