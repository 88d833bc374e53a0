import Foundation
import TraceKernel

/// The strong references one interpreted value holds, each named as the reader names it: an
/// instance's instance variables and associated objects, a block's captures (clang's: `self`
/// through an instance variable, a `__block` variable's storage, never a `__weak` or
/// `__unsafe_unretained` one), a collection's elements, a C struct's fields. What `leaks` follows.
package enum ObjectReferences {
  /// One reference: what it is called, and the object it holds.
  package struct Reference {
    /// `ivar _subscription`, `captures self`, `element 0`, `value for "key"`, `field completion`.
    package let label: String
    /// The object held.
    package let target: AnyObject
    /// For a block's capture of `self` its code does not name: why it captures it
    /// (`instance variable _count`, `RACObserve`).
    package var implicitFor: String?
  }

  /// The strong references `value` holds: an interpreted value's, or a core object's as it names
  /// them (`CoreReferencing`), its closures followed through what their sites recorded. With
  /// `retains` (the run's), a `void *` instance variable holding an object C owns a +1 on is one
  /// of them (`ivar _disposeBlock (CFBridgingRetain)`).
  package static func strong(of value: AnyObject, retains: BridgedRetains? = nil) -> [Reference] {
    // Class casts first, protocol casts last: most objects of a graph are the core's, and asking
    // each for a protocol (a conformance lookup) took a quarter of the viewer's holders.
    if let instance = value as? ObjCInstance {
      let retainedByC = retains.flatMap { retains in
        retains.isEmpty ? nil : { (object: AnyObject) in retains.retain(of: object)?.how }
      }
      return instance.strongInstanceVariables(retainedByC: retainedByC).flatMap { variable in
        references(in: variable.value, label: "ivar \(variable.name)\(variable.retainedBy.map { " (\($0))" } ?? "")")
      }
        + instance.retainedAssociatedValues.flatMap { association in
          references(
            in: association.value,
            label: ["associated object", association.keyName].compactMap { $0 }.joined(separator: " "))
        }
        + instance.heldSelectorSignals.flatMap {
          references(in: $0.subject, label: "associated object rac_alias_\($0.selector)")
        }
        + instance.keyValueObserversHold.flatMap { references(in: $0.target, label: $0.label) }
        + instance.madeDeallocationObjects.map { Reference(label: "associated object \($0.name)", target: $0.object) }
    }
    if let core = value as? CoreObject { return coreReferences(of: core) }
    if let helper = value as? CoreReferencingObject { return coreReferences(of: helper) }
    if let closure = value as? CoreClosureNode {
      return CoreClosures.targets(of: closure.recorded).flatMap {
        references(to: $0.target, label: "captures \($0.label)")
      }
    }
    if let block = value as? ObjCBlock {
      return zip(block.literal.captures, block.captured).flatMap { capture, box -> [Reference] in
        guard !box.isWeak, let held = box.value else { return [] }
        let name = capture.byReference ? "__block \(capture.name)" : capture.name
        return references(in: held, label: "captures \(name)").map { reference in
          var reference = reference
          reference.implicitFor = capture.implicitFor
          return reference
        }
      }
    }
    if let array = value as? ObjCArray {
      return array.elements.enumerated().flatMap { references(in: $0.element, label: "element \($0.offset)") }
    }
    if let dictionary = value as? ObjCDictionary {
      return dictionary.keys.flatMap { key -> [Reference] in
        guard let held = dictionary.value(forKey: key) else { return [] }
        return references(in: held, label: (key as? String).map { "value for @\"\($0)\"" } ?? "value")
      }
    }
    if let array = value as? CArray {
      return array.elements.enumerated().flatMap { element in
        element.element.map { references(in: $0, label: "[\(element.offset)]") } ?? []
      }
    }
    if let structure = value as? CStruct {
      return structure.layout.fields.flatMap { field in
        (structure.values[field.name] ?? nil).map { references(in: $0, label: "field \(field.name)") } ?? []
      }
    }
    if let holder = value as? ReferenceHolding {
      return holder.heldReferences.flatMap { references(in: $0.target, label: $0.label) }
    }
    if let core = value as? CoreReferencing { return coreReferences(of: core) }
    return []
  }

  /// A core object's references as it names them (`CoreReferencing`).
  private static func coreReferences(of core: CoreReferencing) -> [Reference] {
    var held = CoreReferences()
    core.appendCoreReferences(to: &held)
    return held.entries.flatMap { references(to: $0.target, label: $0.label) }
  }

  /// A core object's reference labelled `label`: to an object, or to a closure, which is followed
  /// as its site recorded it (into the program's block it calls, or into what it captures). A
  /// closure whose site recorded nothing is no reference the analysis can name, and is left out.
  private static func references(to target: CoreReferences.Target, label: String) -> [Reference] {
    switch target {
    case .object(let object): return references(in: object, label: label)
    case .closure(let key):
      guard let recorded = CoreClosures.recorded(key) else { return [] }
      if let block = recorded.forwardsTo { return [Reference(label: label, target: block)] }
      return [Reference(label: label, target: CoreClosureNode(recorded: recorded, key: key))]
    }
  }

  /// A reference labelled `label` to `held` when it is an object (a string, a number, a class or
  /// C memory is no object a leak could be).
  static func references(in held: Any, label: String) -> [Reference] {
    // The objects a graph is made of, by class casts (one each), before the casts below: each of
    // those on an object asks the runtime for a conformance or a bridge.
    if type(of: held) is AnyClass {
      let object = held as AnyObject
      if object is CoreObject || object is ObjCBlock || object is ObjCArray || object is ObjCDictionary
        || object is CArray || object is CStruct || object is CoreReferencingObject
      {
        return [Reference(label: label, target: object)]
      }
    }
    switch held {
    case let closure as CoreClosureReference:
      return references(to: .closure(closure.key), label: label)
    case is String, is CNumber, is ClassValue, is SelectorValue, is CString, is ObjCStruct, is NSNumber:
      return []
    case let array as [Any]:
      return array.enumerated().flatMap { references(in: $0.element, label: "\(label)[\($0.offset)]") }
    default:
      guard type(of: held) is AnyClass else { return [] }
      return [Reference(label: label, target: held as AnyObject)]
    }
  }
}
