import Foundation
import ObjCInterpreter
import RAC

/// RAC 2.5's headers beyond the core that readers' view models use, in the same one table as the
/// rest (`SelectorTable`): `RACChannel.h` (a channel and its two terminals), `RACKVOChannel.h`
/// (the channel `RACChannelTo` makes) and
/// `NSObject+RACLifting.h` (`-rac_liftSelector:…` on the program's objects and the scene's).
extension SelectorTable {
  static func registerChannelsAndLifting(in table: NativeClasses) {
    registerChannels(in: table)
    registerLifting(in: table)
  }

  /// `RACChannel.h`: `[RACChannel new]` (or `alloc`/`init`) and its two terminals. A terminal is a
  /// `RACSignal`, so every signal method reaches it, and an `id<RACSubscriber>`: `-sendNext:` and
  /// the rest are `SelectorTable.registerSubscribers`'s.
  private static func registerChannels(in table: NativeClasses) {
    table.define("RACChannel", superclass: "NSObject") { c in
      c.initializer("init", swift: "init()") { _ in RACChannel() }
      c.instance("leadingTerminal", swift: "leadingTerminal") { call in
        try call.receiver(as: RACChannel.self).leadingTerminal
      }
      c.instance("followingTerminal", swift: "followingTerminal") { call in
        try call.receiver(as: RACChannel.self).followingTerminal
      }
    }
    table.define("RACChannelTerminal", superclass: "RACSignal") { _ in }
    registerKVOChannel(in: table)
  }

  /// `RACKVOChannel.h`, which `RACChannelTo(target, key)` expands to: a channel on a key of an
  /// object that posts KVO notifications (an instance of a class the program defines, a scene's or
  /// UIKit's stand-in), which sets the key through the program's key-value coding.
  private static func registerKVOChannel(in table: NativeClasses) {
    table.define("RACKVOChannel", superclass: "RACChannel") { c in
      c.initializer("init") { call in
        throw call.fail("-[RACKVOChannel init] is unavailable: use -initWithTarget:keyPath:nilValue:")
      }
      c.initializer("initWithTarget:keyPath:nilValue:", swift: "init(target:keyPath:nilValue:setValue:)") { call in
        let keyPath = try call.string(1)
        let target: (any KeyValueObservable & DeallocationDisposing)?
        switch call.argument(0) {
        case nil: target = nil
        case let observable as any KeyValueObservable & DeallocationDisposing: target = observable
        default:
          throw call.fail(
            "RACChannelTo needs an object that posts KVO notifications: an instance of a class the program defines or a scene object, not '\(call.interpreter.className(of: call.argument(0) ?? NSNull.shared)) *'"
          )
        }
        guard !keyPath.isEmpty,
          !keyPath.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
        else {
          throw call.fail("RACChannelTo needs a key path of keys separated by dots, not '\(keyPath)'")
        }
        let nilValue = try call.interpreter.toCore(call.argument(2), "the nil value of RACChannelTo", at: call.location)
        let location = call.location
        return RACKVOChannel(target: target, keyPath: keyPath, nilValue: nilValue) {
          [weak interpreter = call.interpreter] object, key, value in
          guard let interpreter else { return }
          interpreter.guardedEntry {
            try interpreter.setValue(interpreter.fromCore(value), forKey: key, of: object, at: location)
          }
        }
      }
      c.instance("objectForKeyedSubscript:", swift: "objectForKeyedSubscript(_:)") { call in
        try call.receiver(as: RACKVOChannel.self).objectForKeyedSubscript(try call.string(0))
      }
      c.instance("setObject:forKeyedSubscript:", swift: "setObject(_:forKeyedSubscript:)") { call in
        let terminal = try call.requiredObject(0, RACChannelTerminal.self, "a RACChannelTerminal")
        try call.receiver(as: RACKVOChannel.self).setObject(terminal, forKeyedSubscript: try call.string(1))
        return nil
      }
    }
  }

  /// `NSObject+RACLifting.h` on any object that can tell the core when it dies (an instance of a
  /// class the program defines, a scene's or UIKit's stand-in): the core's lifting, with the
  /// invocation made by sending the selector as the program's code would.
  private static func registerLifting(in table: NativeClasses) {
    table.extend("NSObject") { c in
      c.instance("rac_liftSelector:withSignals:", swift: "rac_liftSelector(_:withSignals:invoke:)") { call in
        let (target, selector) = try liftTarget(call)
        var signals: [RACSignal] = []
        for index in 1..<max(call.arguments.count, 1) {
          guard call.argument(index) != nil else { break }
          signals.append(try call.signal(index))
        }
        guard call.arguments.count > 1, call.arguments.last.map({ $0 == nil }) ?? false else {
          throw call.fail("\(call.methodName): the list of signals must end with nil (NS_REQUIRES_NIL_TERMINATION)")
        }
        try checkArgumentCount(call, selector: selector, count: signals.count)
        return target.rac_liftSelector(
          selector, withSignals: signals, invoke: invocation(call, selector: selector))
      }
      c.instance("rac_liftSelector:withSignalsFromArray:", swift: "rac_liftSelector(_:withSignalsFromArray:invoke:)") {
        call in
        let (target, selector) = try liftTarget(call)
        let signals = try call.signals(1)
        try checkArgumentCount(call, selector: selector, count: signals.count)
        return target.rac_liftSelector(
          selector, withSignalsFromArray: signals, invoke: invocation(call, selector: selector))
      }
      c.instance(
        "rac_liftSelector:withSignalOfArguments:", swift: "rac_liftSelector(_:withSignalOfArguments:invoke:)"
      ) { call in
        let (target, selector) = try liftTarget(call)
        return target.rac_liftSelector(
          selector, withSignalOfArguments: try call.signal(1), invoke: invocation(call, selector: selector))
      }
    }
  }

  /// The receiver, which must be able to report its deallocation (RAC takes the lift until
  /// `rac_willDeallocSignal`), and the selector, which it must answer (RAC asserts both).
  private static func liftTarget(_ call: NativeCall) throws -> (any KeyValueObservable, String) {
    guard let target = call.receiver as? any KeyValueObservable else {
      throw call.fail(
        "\(call.methodName) works on instances of classes the program defines here and on the scene's objects, not on '\(call.receiverClassName) *'"
      )
    }
    let selector = try call.requiredObject(0, SelectorValue.self, "a selector (@selector(…))").name
    guard call.interpreter.responds(target, to: selector) else {
      throw call.fail("\(call.methodName): \(call.receiverClassName) does not respond to \(selector)")
    }
    return (target, selector)
  }

  /// RAC's assertion that there is one signal per argument of the selector (and at least one).
  private static func checkArgumentCount(_ call: NativeCall, selector: String, count: Int) throws {
    let expected = selector.filter { $0 == ":" }.count
    guard count > 0, count == expected else {
      throw call.fail("Wrong number of signals for \(selector) (expected \(expected), got \(count))")
    }
  }

  /// The lift's `NSInvocation`: sends `selector` to the object with a tuple's elements, as the
  /// program's code would send it. An error in the method ends the run (it cannot be thrown through
  /// the core), and nil comes back then.
  private static func invocation(_ call: NativeCall, selector: String) -> (
    any KeyValueObservable, RACTuple?
  ) -> Any? {
    let location = call.location
    return { [weak interpreter = call.interpreter] target, tuple in
      guard let interpreter else { return nil }
      return interpreter.guardedEntry { try interpreter.invokeLifted(selector, on: target, with: tuple, at: location) }
        ?? nil
    }
  }
}

extension NativeContext {
  /// One invocation of a lifted selector (`NSInvocation`'s `rac_argumentsTuple` and
  /// `rac_returnValue`): the tuple's elements as the arguments (`RACTupleNil` as nil; their number
  /// must be the selector's, as RAC asserts), each as the method's parameter takes it
  /// (`liftedArgument`), and the result as an object: a scalar boxed, a C string as an `NSString`,
  /// a struct in an `NSValue`, and `RACUnit.defaultUnit` for a method that returns `void`.
  func invokeLifted(_ selector: String, on target: Any, with tuple: RACTuple?, at location: SourceLocation) throws
    -> Any?
  {
    var arguments = (0..<(tuple?.count ?? 0)).map { fromCore(tuple?.object(at: $0)) }
    let expected = selector.filter { $0 == ":" }.count
    guard arguments.count == expected else {
      throw fail(
        "Number of supplied arguments (\(arguments.count)), does not match the number expected by the signature (\(expected))",
        at: location)
    }
    for (index, type) in parameterTypes(selector, of: target).enumerated() where index < arguments.count {
      arguments[index] = liftedArgument(arguments[index], as: type)
    }
    let result = try send(selector, to: target, arguments: arguments, at: location)
    if let number = CNumber.cast(result) { return Boxing.box(number) }
    if let string = result as? CString { return string.string }
    if let buffer = result as? CArray, case .pointer(.scalar(.char)) = returnType(selector, of: target) {
      return CCharacterBuffer.text(of: buffer)
    }
    if let structure = result as? ObjCStruct { return StructBoxValue(structure, objCType: "") }
    if let structure = result as? CStruct {
      return StructBoxValue(structure, objCType: TypeName.cStruct(structure.layout).typeEncoding)
    }
    if result == nil, returnsVoid(selector, of: target) { return RACUnit.defaultUnit }
    return result
  }

  /// An argument as `-rac_setArgument:atIndex:` (NSInvocation+RACTypeParsing.m) sets it for a
  /// parameter of `type`: an `NSString`'s UTF-8 string for a `char *`, the pointer an `NSValue`
  /// holds for another pointer, the struct an `NSValue` holds for a struct; objects and numbers
  /// as they are (a number is converted to a scalar parameter by the call).
  private func liftedArgument(_ argument: Any?, as type: TypeName) -> Any? {
    switch type {
    case .pointer(.scalar(let scalar)) where scalar == .char || scalar == .unsignedChar:
      return ObjCEquality.stringValue(argument ?? 0).map { CString(string: $0) } ?? argument
    case .pointer:
      return (argument as? PointerValue).map { $0.pointer as Any? } ?? argument
    case .structure, .cStruct:
      return (argument as? StructBoxValue).map { CAggregates.copy($0.value) } ?? argument
    default:
      return argument
    }
  }

  /// The declared return type of the program's method `selector` runs on `target`, if known.
  private func returnType(_ selector: String, of target: Any) -> TypeName? {
    guard let instance = target as? ObjCInstance,
      case .method(let method, _) = instanceTarget(
        selector, isInterpreted: true, chain: classChain(of: instance.objcClass.name))
    else { return nil }
    return method.declaredReturnType
  }

  /// The parameters' types of what `selector` runs on `target`: a method of the program's class,
  /// or a property's synthesized setter (its one parameter the property's type); none known for a
  /// library's native.
  private func parameterTypes(_ selector: String, of target: Any) -> [TypeName] {
    guard let instance = target as? ObjCInstance else { return [] }
    switch instanceTarget(selector, isInterpreted: true, chain: classChain(of: instance.objcClass.name)) {
    case .method(let method, _): return method.parameterTypes
    case .accessor(let property, let isSetter): return isSetter ? [property.type] : []
    case .native, .implementation, nil: return []
    }
  }

  /// Whether `selector` of `target` returns `void`: a method's declared return type, a synthesized
  /// setter. A library's native declares none; UIKit's setters (`setText:`, `setEnabled:`) return
  /// `void`, so a native setter's nil is taken for it.
  private func returnsVoid(_ selector: String, of target: Any) -> Bool {
    if let instance = target as? ObjCInstance {
      switch instanceTarget(selector, isInterpreted: true, chain: classChain(of: instance.objcClass.name)) {
      case .method(let method, _): return method.returnsVoid
      case .accessor(_, let isSetter): return isSetter
      case .native, .implementation, nil: break
      }
    }
    return selector.hasPrefix("set") && selector.filter { $0 == ":" }.count == 1
  }
}
