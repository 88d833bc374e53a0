import Foundation
import ObjCInterpreter
import RAC

/// The snippet's methods on RAC classes, called by the core in place of its own (`MethodReplacements`):
/// the core's receiver and arguments come in (a class as its class value, Swift closures as blocks
/// the snippet can call: `block(value)`, `bindingBlock(x, &stop)`), the method runs, and its result
/// goes back.
extension NativeContext {
  func callReplacement(_ method: MethodDefinition, receiver: Any, arguments: [Any?]) -> Any? {
    let receiverValue: Any?
    if let type = receiver as? AnyClass, method.isClassMethod {
      receiverValue = classValue(named: MethodReplacements.objectiveCName(of: type))
    } else {
      receiverValue = receiver
    }
    let converted = arguments.enumerated().map { index, argument in
      NativeBlock.wrap(argument, name: "argument \(index + 1) of \(method.displayName)", interpreter: self)
        ?? fromCore(argument)
    }
    return guardedEntry {
      try callMethod(method, receiver: receiverValue, arguments: converted, location: method.location)
    } ?? nil
  }

  /// What the program's own method `selector` (`-description`, `-isEqual:`, `-hash`) of an
  /// instance of its class answers, when its classes define one: `.none` when they do not, `.some(nil)`
  /// when its code failed (which stops the run). The run's `InstanceDescriber` calls it for the core
  /// and the libraries, which describe, compare and hash values without sending messages.
  func ownMethodResult(_ selector: String, of instance: ObjCInstance, arguments: [Any?] = []) -> Any?? {
    for className in classChain(of: instance.objcClass.name) {
      guard let method = classes[className]?.instanceMethods[selector] else { continue }
      return .some(
        guardedEntry { try callMethod(method, receiver: instance, arguments: arguments, location: method.location) }
          ?? nil)
    }
    return .none
  }
}

extension NativeBlock {
  /// A closure of the core as a block the snippet can call, by the closure types the core's API
  /// uses; nil when the value is not a closure.
  static func wrap(_ value: Any?, name: String, interpreter: any NativeContext) -> NativeBlock? {
    guard let value else { return nil }
    let location = { [unowned interpreter] in interpreter.currentLocation }
    func make(_ arity: Int, _ invoke: @escaping ([Any?]) throws -> Any?) -> NativeBlock {
      NativeBlock(arity: arity, name: name, underlying: value, location: location, invoke: invoke)
    }
    func argument(_ arguments: [Any?], _ index: Int) -> Any? { index < arguments.count ? arguments[index] : nil }
    switch value {
    case let closure as (Any?) -> Any?:
      return make(1) { arguments in interpreter.fromCore(closure(argument(arguments, 0))) }
    case let closure as (Any?) -> RACStream?:
      return make(1) { arguments in closure(argument(arguments, 0)) }
    case let closure as (Any?) -> Bool:
      return make(1) { arguments in CNumber.bool(closure(argument(arguments, 0))) }
    case let closure as (Any?) -> Void:
      return make(1) { arguments in
        closure(argument(arguments, 0))
        return nil
      }
    case let closure as (NSError?) -> Void:
      return make(1) { arguments in
        closure(argument(arguments, 0) as? NSError)
        return nil
      }
    case let closure as () -> Void:
      return make(0) { _ in
        closure()
        return nil
      }
    case let closure as () -> RACSignal:
      return make(0) { _ in closure() }
    case let closure as () -> Any?:
      return make(0) { _ in interpreter.fromCore(closure()) }
    case let closure as (Any?, Any?) -> Any?:
      return make(2) { arguments in interpreter.fromCore(closure(argument(arguments, 0), argument(arguments, 1))) }
    case let closure as (any RACSubscriberProtocol) -> RACDisposable?:
      return make(1) { arguments in
        guard let subscriber = argument(arguments, 0) as? any RACSubscriberProtocol else {
          throw interpreter.fail("\(name) takes an id<RACSubscriber>", at: interpreter.currentLocation)
        }
        return closure(subscriber)
      }
    case let closure as () -> RACStreamBindBlock:
      return make(0) { _ in
        let bindBlock = closure()
        return NativeBlock(arity: 2, name: "bindingBlock", underlying: bindBlock, location: location) { arguments in
          var stop = false
          let pointer = argument(arguments, 1) as? ObjCPointer
          if let flag = pointer?.read() as? CNumber { stop = flag.isTrue }
          let result = bindBlock(argument(arguments, 0), &stop)
          pointer?.write(CNumber.bool(stop))
          return result
        }
      }
    case let closure as RACStreamBindBlock:
      return make(2) { arguments in
        var stop = false
        let pointer = argument(arguments, 1) as? ObjCPointer
        let result = closure(argument(arguments, 0), &stop)
        pointer?.write(CNumber.bool(stop))
        return result
      }
    default:
      return nil
    }
  }
}
