import Foundation
import Shared
import TraceKernel

/// Turns the values of one statement's variables into `CapturedVariable` trees, within the
/// capture's limits: an array's elements, a dictionary's pairs, an instance's instance variables
/// (clang's layout order, superclass first), a block's captures, a C struct's fields, and the
/// state of the Swift core's objects that RAC 2.5 keeps in instance variables, as the libraries'
/// bridge names it (`LibraryBridge.debuggerParts`).
struct CapturedValues {
  let limits: VariableCapture.Limits
  /// The run's interpreter: its classes, and the class names `[value class]` prints.
  let interpreter: Interpreter
  /// Values left to record for this statement.
  private var remaining: Int

  init(limits: VariableCapture.Limits, interpreter: Interpreter) {
    self.limits = limits
    self.interpreter = interpreter
    remaining = limits.valuesPerStatement
  }

  mutating func variable(named name: String, holding value: Any?, isStrong: Bool) -> CapturedVariable {
    var path: Set<ObjectIdentifier> = []
    return variable(named: name, holding: value, isStrong: isStrong, depth: 0, path: &path)
  }

  private mutating func variable(
    named name: String, holding value: Any?, isStrong: Bool, depth: Int, path: inout Set<ObjectIdentifier>
  ) -> CapturedVariable {
    remaining -= 1
    let held = lookThroughOptionals(value)
    var variable = CapturedVariable(
      name: name, value: Self.text(of: held), type: held.map(typeName), serial: (held as? CoreObject)?.objectSerial,
      isStrong: isStrong)
    guard let held else { return variable }
    let parts = Self.parts(of: held, classes: interpreter.classes, bridge: interpreter.natives.bridge)
    guard !parts.isEmpty else { return variable }
    let identity = type(of: held) is AnyClass ? ObjectIdentifier(held as AnyObject) : nil
    if let identity, path.contains(identity) {
      variable.truncation = "the same object as a variable above it"
      return variable
    }
    guard depth < limits.depth, remaining > 0 else {
      variable.truncation = "deeper than the debugger records"
      return variable
    }
    if let identity { path.insert(identity) }
    defer { if let identity { path.remove(identity) } }
    for part in parts.prefix(limits.width) {
      guard remaining > 0 else { break }
      variable.children.append(
        self.variable(named: part.name, holding: part.value, isStrong: part.isStrong, depth: depth + 1, path: &path))
    }
    if variable.children.count < parts.count {
      variable.truncation = "\(parts.count - variable.children.count) more not recorded"
    }
    if let instance = held as? ObjCInstance {
      variable.children += CapturedProperties.properties(
        of: instance, classes: interpreter.classes, instanceVariables: variable.children)
    }
    return variable
  }

  /// What `%@` prints for a value (a C scalar as its type prints it).
  static func text(of value: Any?) -> String {
    guard let value else { return "nil" }
    if let number = value as? CNumber {
      return number.type == .bool ? (number.isTrue ? "YES" : "NO") : number.description
    }
    return ValueDescription.describe(value)
  }

  /// A scalar's C type, a block's kind, else the class `[value class]` names.
  func typeName(of value: Any) -> String {
    switch value {
    case let number as CNumber: return number.type.description
    case is ObjCBlock, is NativeBlock: return "block"
    default: return interpreter.className(of: value)
    }
  }

  /// The parts of a value the debugger shows under it, each with its name.
  static func parts(of value: Any, classes: [String: ObjCClass], bridge: (any LibraryBridge)?) -> [(
    name: String, value: Any?, isStrong: Bool
  )] {
    switch value {
    case let array as ObjCArray:
      return array.elements.enumerated().map { ("[\($0.offset)]", $0.element, true) }
    case let dictionary as ObjCDictionary:
      return dictionary.keys.map { key in
        let name = (key as? String).map { "@\"\($0)\"" } ?? text(of: key)
        return (name, dictionary.value(forKey: key), true)
      }
    case let instance as ObjCInstance:
      return instanceVariables(of: instance, classes: classes)
    case let block as ObjCBlock:
      return zip(block.literal.captures, block.captured).map { capture, box in
        (capture.byReference ? "__block \(capture.name)" : capture.name, box.value, !box.isWeak)
      }
    case let structure as CStruct:
      return structure.layout.fields.map { ($0.name, structure.values[$0.name] ?? nil, true) }
    default:
      return bridge?.debuggerParts(of: value) ?? []
    }
  }

  /// An instance's variables, its root class's first, each class's in clang's layout order.
  private static func instanceVariables(of instance: ObjCInstance, classes: [String: ObjCClass]) -> [(
    name: String, value: Any?, isStrong: Bool
  )] {
    var chain: [ObjCClass] = []
    var current: ObjCClass? = instance.objcClass
    while let each = current, !chain.contains(where: { $0 === each }) {
      chain.insert(each, at: 0)
      current = each.superclassName.flatMap { classes[$0] }
    }
    var seen: Set<String> = []
    var parts: [(name: String, value: Any?, isStrong: Bool)] = []
    for each in chain {
      for name in each.instanceVariableLayout where seen.insert(name).inserted {
        guard let box = instance.instanceVariables[name] else { continue }
        parts.append((name, box.value, !box.isWeak))
      }
    }
    return parts
  }
}
