import Foundation
import RAC

/// What a message send found, kept for the run: Objective-C's runtime caches each class's
/// selector → method look-ups the same way (`objc_msgSend`'s method cache), for the same reason.
/// Finding a method walks the receiver's class chain and hashes the selector and every class name in
/// it; a snippet sends the same few selectors to the same few classes thousands of times (issue 21:
/// scenario 1 in Objective-C sends five messages per value).
///
/// Nothing here can go stale: the snippet's classes and methods are fixed once the files are loaded
/// (`SnippetLoader`), and the library table (`NativeClasses.shared`) once it is built. The cache
/// belongs to one interpreter, that is to one run, and like the interpreter's step count it is used
/// one thread at a time: interpreted code runs on the virtual queues, which take turns.
struct MethodCache {
  /// Which methods answer a selector for receivers of one kind.
  struct InstanceKey: Hashable {
    /// The receiver's Swift type, or the `ObjCClass` of an interpreted instance.
    let owner: ObjectIdentifier
    /// Tells apart receivers of one Swift type whose Objective-C classes differ (a mutable
    /// `ObjCArray` is an `NSMutableArray`); 0 only for types whose values all share one chain.
    let variant: UInt8
    let selector: String
  }

  /// What answers an instance message.
  enum InstanceTarget {
    /// A method the snippet (or a loaded RAC file) defines; `setterOf` names the property whose
    /// setter it is when the receiver is an interpreted instance, which KVO then hears about.
    case method(MethodDefinition, setterOf: String?)
    /// A property's synthesised getter or setter.
    case accessor(PropertyDeclaration, isSetter: Bool)
    /// A library method.
    case native(NativeMethod)
  }

  /// What answers a class message, and the chain it was found along (a `ClassValue` of the same
  /// name may carry another chain: `[super …]` from a class method starts one class up).
  struct ClassEntry {
    let chain: [String]
    let target: ClassTarget
  }

  /// What answers a class message.
  enum ClassTarget {
    case method(MethodDefinition)
    /// `+alloc` / `+allocWithZone:` of a class the snippet defines.
    case alloc
    /// `+new` of a class the snippet defines.
    case new
    case native(NativeMethod)
  }

  /// Class-name chains by class name (`Interpreter.classChain(of:)`): one array per class, so
  /// the `ClassValue`s made from it share it and compare equal at the cost of a pointer.
  var classChains: [String: [String]] = [:]
  /// `ClassValue`s by class name (`[RACSignal return:x]` names its class at every send).
  var classValues: [String: ClassValue] = [:]
  var instanceTargets: [InstanceKey: InstanceTarget] = [:]
  var classTargets: [ClassKey: ClassEntry] = [:]

  /// Which class method answers a selector sent to a class.
  struct ClassKey: Hashable {
    let className: String
    let selector: String
  }
  /// What `receiver.name` sends and what answers it, by the same keys as `instanceTargets`
  /// (`selector` is the property's name): a library property's custom getter (`finished` →
  /// `isFinished`) or the name itself.
  var getters: [InstanceKey: (selector: String, target: InstanceTarget)] = [:]
  /// Whether values of a Swift type get the same answers whatever the value: true for classes, whose
  /// casts depend on the class alone, except Foundation's box for Swift values (`__SwiftValue`),
  /// whose casts see what it holds, and the Foundation values that declare their class chain
  /// themselves (`NativeObjectValue`: an `NSIndexSet` or an `NSMutableIndexSet`).
  /// `ValueDescription.logicalClassChain(of:)` must give every other value the chain of its type.
  var typeIsFixed: [ObjectIdentifier: Bool] = [:]
  /// Types whose values `Interpreter.fromCore` hands to the snippet unchanged.
  var typesFromCoreAsIs: Set<ObjectIdentifier> = []

  /// Whether the cache may key answers for `value` by its Swift type alone.
  mutating func isFixed(_ type: Any.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = typeIsFixed[key] { return known }
    let fixed =
      (type is AnyClass && !(type is NativeObjectValue.Type) && !String(reflecting: type).contains("__SwiftValue"))
      || type == String.self
    typeIsFixed[key] = fixed
    return fixed
  }
}
