import Foundation
import ObjCInterpreter

/// The Objective-C runtime's functions over protocols (`<objc/runtime.h>`): a protocol by name,
/// its name, the method descriptions it declares, and the protocols added to a class at run time
/// (`class_addProtocol`, as `RACDelegateProxy.m` adds its delegate protocol to itself). Protocols
/// are those the program's files and a loaded checkout's headers declare (`@protocol … @end`).
extension CLibraries {
  static func registerObjCRuntimeProtocols(in table: CLibraryTable) {
    table.function("objc_getProtocol") { call, interpreter in
      guard let name = try call.optionalText(0), interpreter.run.protocols[name] != nil else { return nil }
      return ProtocolValue(name: name)
    }
    table.function("protocol_getName") { call, _ in
      guard let protocolValue = try runtimeProtocol(call, 0) else { return nil }
      return CString(string: protocolValue.name)
    }
    table.function("class_addProtocol") { call, interpreter in
      guard let classValue = try call.argument(0) as? ClassValue, let protocolValue = try runtimeProtocol(call, 1)
      else { return CNumber.bool(false) }
      let added = CLibraryState.of(interpreter).addedProtocols.add(protocolValue.name, to: classValue.name)
      return CNumber.bool(added)
    }
    table.function("class_conformsToProtocol") { call, interpreter in
      guard let classValue = try call.argument(0) as? ClassValue, let protocolValue = try runtimeProtocol(call, 1)
      else { return CNumber.bool(false) }
      return CNumber.bool(ProtocolConformance.classConforms(classValue.name, to: protocolValue.name, interpreter))
    }
    table.function("protocol_getMethodDescription") { call, interpreter in
      guard let layout = CStructLayout.library["objc_method_description"] else { return nil }
      let description = CStruct(layout: layout)
      guard let protocolValue = try runtimeProtocol(call, 0) else { return description }
      guard let selector = try call.argument(1) as? SelectorValue else {
        throw call.fail("argument 2 of protocol_getMethodDescription must be a selector (@selector(…))", argument: 1)
      }
      let isRequired = try call.number(2).isTrue
      let isInstanceMethod = try call.number(3).isTrue
      if let method = methodDescription(
        selector.name, in: protocolValue.name, isRequired: isRequired, isInstanceMethod: isInstanceMethod, interpreter)
      {
        description.setField("name", to: SelectorValue(name: method.selector))
        description.setField("types", to: CString(string: method.typeEncoding))
      } else if interpreter.run.protocols[protocolValue.name] == nil, !isRequired, isInstanceMethod {
        // A framework's protocol no file here declares (`UIActionSheetDelegate`, which the UIKit
        // stand-ins call natively): its methods' types are unknown, so an optional method is
        // described as the runtime describes a selector nobody declared, objects in and `void`
        // out (what RAC's selector signals give such a selector).
        let arguments = String(repeating: "@", count: selector.name.filter { $0 == ":" }.count)
        description.setField("name", to: SelectorValue(name: selector.name))
        description.setField("types", to: CString(string: "v@:" + arguments))
      }
      return description
    }
  }

  /// The method `selector` that protocol `name` or one it adopts declares, required or optional,
  /// instance or class method as asked; nil when none does (or the protocol is not declared).
  static func methodDescription(
    _ selector: String, in name: String, isRequired: Bool, isInstanceMethod: Bool, _ interpreter: Interpreter
  ) -> ProtocolDeclaration.Method? {
    var pending = [name]
    var seen: Set<String> = []
    while let current = pending.popLast() {
      guard seen.insert(current).inserted, let declaration = interpreter.run.protocols[current] else { continue }
      if let method = declaration.methods.first(where: {
        $0.selector == selector && $0.isRequired == isRequired && $0.isClassMethod != isInstanceMethod
      }) {
        return method
      }
      pending += declaration.adoptedProtocols
    }
    return nil
  }

  /// Argument `index` as a protocol (`@protocol(Name)`); nil for NULL.
  private static func runtimeProtocol(_ call: FunctionCall, _ index: Int) throws -> ProtocolValue? {
    switch try call.argument(index) {
    case nil: return nil
    case let protocolValue as ProtocolValue: return protocolValue
    default:
      throw call.fail(
        "argument \(index + 1) of \(call.functionName) must be a protocol (@protocol(Name))", argument: index)
    }
  }
}

/// The protocols `class_addProtocol` added to classes in a run, by class. Classes are made and
/// changed from any queue, as the runtime's are, so the table is locked.
final class AddedProtocols: @unchecked Sendable {
  private let lock = NSLock()
  private var byClass: [String: Set<String>] = [:]

  /// Adds `protocolName` to `className`; false when the class had it already, as the runtime answers.
  func add(_ protocolName: String, to className: String) -> Bool {
    lock.withLock { byClass[className, default: []].insert(protocolName).inserted }
  }

  /// The protocols `class_addProtocol` gave class `className` itself.
  func protocols(of className: String) -> [String] {
    lock.withLock { Array(byClass[className] ?? []) }
  }
}
