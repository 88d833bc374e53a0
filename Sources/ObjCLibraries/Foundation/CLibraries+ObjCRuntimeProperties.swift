import ObjCInterpreter

/// The Objective-C runtime's functions over declared properties (`<objc/runtime.h>`), and
/// extobjc's reading of a property's attribute string into a struct (`rac_copyPropertyAttributes`,
/// `<EXTRuntimeExtensions.h>`, which RAC's KVO wrapper calls). Properties are those the run's
/// classes declare (the program's and a loaded checkout's); the libraries' native classes declare
/// none, so `class_getProperty` answers NULL for them, as it does for a class without the property.
extension CLibraries {
  static func registerObjCRuntimeProperties(in table: CLibraryTable) {
    table.function("class_getProperty") { call, interpreter in
      guard let classValue = try call.argument(0) as? ClassValue, let name = try call.optionalText(1) else {
        return nil
      }
      return property(name, of: classValue.name, interpreter)
    }
    table.function("property_getName") { call, _ in
      guard let property = try runtimeProperty(call, 0) else { return nil }
      return CString(string: property.name)
    }
    table.function("property_getAttributes") { call, _ in
      guard let property = try runtimeProperty(call, 0) else { return nil }
      return CString(string: property.attributes)
    }
    table.function("rac_copyPropertyAttributes") { call, interpreter in
      guard let property = try runtimeProperty(call, 0) else { return nil }
      return propertyAttributes(property.attributes, interpreter)
    }
  }

  /// The property `name` as the first class along `className`'s chain that declares it has it
  /// (the runtime's `class_getProperty` looks in superclasses too).
  static func property(_ name: String, of className: String, _ interpreter: Interpreter) -> RuntimeProperty? {
    for each in interpreter.classChain(of: className) {
      if let declaration = interpreter.classes[each]?.properties[name] {
        return RuntimeProperty(className: each, declaration: declaration)
      }
    }
    return nil
  }

  /// An attribute string (`T@"NSString",C,N,V_name`) read into extobjc's `rac_propertyAttributes`:
  /// the type without its quoted class, the class the runtime knows by that name, and the flags.
  /// NULL when the string does not start with a type, as extobjc answers.
  static func propertyAttributes(_ attributes: String, _ interpreter: Interpreter) -> CStruct? {
    guard let layout = CStructLayout.library["rac_propertyAttributes"], attributes.first == "T" else { return nil }
    let parts = PropertyAttributeString(attributes.dropFirst())
    guard !parts.type.isEmpty else { return nil }
    let result = CStruct(layout: layout)
    result.setField("type", to: CString(string: parts.type))
    if let className = parts.className, !className.isEmpty,
      interpreter.classes[className] != nil || interpreter.natives.hasClass(className)
    {
      result.setField("objectClass", to: interpreter.classValue(named: className))
    }
    // rac_propertyMemoryManagementPolicy: assign, retain, copy.
    var policy = 0
    for flag in parts.flags {
      guard let letter = flag.first else { continue }
      let value = String(flag.dropFirst())
      switch letter {
      case "R": result.setField("readonly", to: CNumber.bool(true))
      case "N": result.setField("nonatomic", to: CNumber.bool(true))
      case "W": result.setField("weak", to: CNumber.bool(true))
      case "P": result.setField("canBeCollected", to: CNumber.bool(true))
      case "D": result.setField("dynamic", to: CNumber.bool(true))
      case "&": policy = 1
      case "C": policy = 2
      case "G": result.setField("getter", to: SelectorValue(name: value))
      case "S": result.setField("setter", to: SelectorValue(name: value))
      case "V" where !value.isEmpty: result.setField("ivar", to: CString(string: value))
      default: break
      }
    }
    result.setField("memoryManagementPolicy", to: CNumber(integer: Int64(policy), type: .long))
    return result
  }

  /// Argument `index` as an `objc_property_t` (`class_getProperty(…)`); nil for NULL.
  private static func runtimeProperty(_ call: FunctionCall, _ index: Int) throws -> RuntimeProperty? {
    switch try call.argument(index) {
    case nil: return nil
    case let property as RuntimeProperty: return property
    default:
      throw call.fail(
        "argument \(index + 1) of \(call.functionName) must be an objc_property_t (class_getProperty(…))",
        argument: index)
    }
  }
}

/// An attribute string after its `T`, split where the runtime's format splits it: the type
/// encoding (which may hold a quoted class name or a struct's braces, but no comma outside them),
/// then the comma-separated flags, each a letter and, for `G`, `S` and `V`, a name.
struct PropertyAttributeString {
  let type: String
  let className: String?
  let flags: [String]

  init(_ text: Substring) {
    var depth = 0
    var quoted = false
    var end = text.endIndex
    for index in text.indices {
      let character = text[index]
      if character == "\"" { quoted.toggle() }
      if quoted { continue }
      if character == "{" || character == "(" || character == "[" { depth += 1 }
      if character == "}" || character == ")" || character == "]" { depth -= 1 }
      if character == ",", depth <= 0 {
        end = index
        break
      }
    }
    type = String(text[..<end])
    if type.hasPrefix("@\""), type.hasSuffix("\""), type.count >= 3 {
      className = String(type.dropFirst(2).dropLast())
    } else {
      className = nil
    }
    flags = end == text.endIndex ? [] : text[text.index(after: end)...].split(separator: ",").map(String.init)
  }
}
