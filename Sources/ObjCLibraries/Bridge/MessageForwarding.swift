import Foundation
import ObjCInterpreter

/// The Objective-C runtime's forwarding, for a message no method of an object's classes answers:
/// first `-forwardingTargetForSelector:` (another object to send it to), then
/// `-methodSignatureForSelector:` and `-forwardInvocation:` with the message as an `NSInvocation`
/// (`InvocationValue`), whose return value is the message's. `_objc_msgForward` as a method's
/// implementation comes here too. Only a class of the program (or of a loaded checkout, or one
/// that got the method at run time) that implements one of them forwards: `NSObject`'s own would
/// raise, which is the unrecognized-selector error the interpreter gives. RAC's
/// `RACDelegateProxy.m`, its selector signals and the test objects of its specs forward this way.
enum MessageForwarding {
  static func forward(
    _ selector: String, to instance: ObjCInstance, arguments: [Any?], in interpreter: Interpreter,
    at location: SourceLocation
  ) throws -> (forwarded: Bool, result: Any?) {
    let chain = interpreter.classChain(of: instance.objcClass.name)
    // The program's own method, or one installed at run time (RAC's swizzled `-forwardInvocation:`).
    func implements(_ name: String) -> Bool {
      switch interpreter.instanceTarget(name, isInterpreted: true, chain: chain) {
      case .method, .implementation: return true
      case .accessor, .native, nil: return false
      }
    }
    let selectorValue = SelectorValue(name: selector)
    if implements("forwardingTargetForSelector:"),
      let target = try interpreter.send(
        "forwardingTargetForSelector:", to: instance, arguments: [selectorValue], at: location),
      (target as AnyObject) !== instance
    {
      return (true, try interpreter.send(selector, to: target, arguments: arguments, at: location))
    }
    guard implements("forwardInvocation:"),
      let signature = try interpreter.send(
        "methodSignatureForSelector:", to: instance, arguments: [selectorValue], at: location) as? MethodSignatureValue
    else { return (false, nil) }
    let invocation = InvocationValue(signature: signature)
    invocation.setSlot(0, instance)
    invocation.setSlot(1, selectorValue)
    for (index, argument) in arguments.enumerated() where index + 2 < invocation.slotCount {
      // A scalar a native caller passes where the signature has an object (a framework protocol's
      // method whose types are unknown here: `-actionSheet:clickedButtonAtIndex:`) goes boxed.
      if let number = argument as? CNumber, signature.argumentTypes[index + 2].hasPrefix("@") {
        invocation.setSlot(index + 2, Boxing.box(number))
        continue
      }
      invocation.setSlot(index + 2, argument)
    }
    _ = try interpreter.send("forwardInvocation:", to: instance, arguments: [invocation], at: location)
    // An invocation's return buffer starts zeroed: one nobody set answers 0 of a scalar type.
    if invocation.returnValue == nil, let scalar = CScalarType(typeEncoding: signature.returnType) {
      return (true, CNumber(integer: 0, type: scalar))
    }
    return (true, invocation.returnValue)
  }
}
