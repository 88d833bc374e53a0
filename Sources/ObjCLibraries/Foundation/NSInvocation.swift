import Foundation
import ObjCInterpreter

/// `NSInvocation`: a message as a value, made from a signature (`NSMethodSignature`), its slots set
/// and read through pointers (`-setArgument:atIndex:` with `&value` or a byte buffer, `ValueMemory`; slot 0 the target and slot 1
/// the selector, as Foundation numbers them), sent with `-invoke` and its result read with
/// `-getReturnValue:`. RAC builds one to call a lifted selector (`NSObject+RACLifting.m`), to call
/// a block with a tuple's values (`RACBlockTrampoline.m`) and to box arguments
/// (`NSInvocation+RACTypeParsing.m`). The message is sent as the program's own code sends it.
/// Arguments are always kept (`-retainArguments` is what an invocation here does from the start).
enum FoundationInvocations {
  static func register(in table: NativeClasses) {
    table.define("NSInvocation", superclass: "NSObject") { c in
      c.classMethod("invocationWithMethodSignature:") { call in
        InvocationValue(signature: try call.requiredObject(0, MethodSignatureValue.self, "an NSMethodSignature"))
      }
      c.instance("methodSignature") { call in try receiverInvocation(call).signature }
      c.instance("target") { call in try receiverInvocation(call).slot(0) }
      c.instance("setTarget:") { call in
        try receiverInvocation(call).setSlot(0, try call.object(0))
        return nil
      }
      c.instance("selector") { call in try receiverInvocation(call).slot(1) }
      c.instance("setSelector:") { call in
        try receiverInvocation(call).setSlot(
          1, try call.requiredObject(0, SelectorValue.self, "a selector (@selector(…))"))
        return nil
      }
      c.instance("setArgument:atIndex:") { call in
        let invocation = try receiverInvocation(call)
        let index = try slotIndex(call, invocation, 1)
        invocation.setSlot(index, try ValueMemory.read(call, 0, expected: "a pointer to the value (&value)"))
        return nil
      }
      c.instance("getArgument:atIndex:") { call in
        let invocation = try receiverInvocation(call)
        let index = try slotIndex(call, invocation, 1)
        try ValueMemory.write(invocation.slot(index), call, 0, expected: "a pointer to a variable (&value)")
        return nil
      }
      c.instance("retainArguments") { _ in nil }
      c.instance("argumentsRetained", returns: .bool) { _ in CNumber.bool(true) }
      c.instance("invoke") { call in
        let invocation = try receiverInvocation(call)
        try invoke(call, invocation, target: invocation.slot(0))
        return nil
      }
      c.instance("invokeWithTarget:") { call in
        let invocation = try receiverInvocation(call)
        let target = try call.object(0)
        invocation.setSlot(0, target)
        try invoke(call, invocation, target: target)
        return nil
      }
      c.instance("getReturnValue:") { call in
        let invocation = try receiverInvocation(call)
        try ValueMemory.write(invocation.returnValue, call, 0, expected: "a pointer to a variable (&value)")
        return nil
      }
      c.instance("setReturnValue:") { call in
        let invocation = try receiverInvocation(call)
        invocation.returnValue = try ValueMemory.read(call, 0, expected: "a pointer to the value (&value)")
        return nil
      }
    }
  }

  private static func receiverInvocation(_ call: NativeCall) throws -> InvocationValue {
    try call.receiver(as: InvocationValue.self)
  }

  /// Argument `index` as a slot of the invocation's signature: past its last one Foundation raises.
  private static func slotIndex(_ call: NativeCall, _ invocation: InvocationValue, _ index: Int) throws -> Int {
    let slot = try call.integer(index)
    guard slot >= 0, slot < invocation.slotCount else {
      throw call.exception(
        "NSInvalidArgumentException",
        "\(call.methodName): index (\(slot)) out of bounds [-1, \(invocation.slotCount - 1)]")
    }
    return slot
  }

  /// Sends the invocation's selector with its arguments to `target` (nil answers nil, as a message
  /// to nil does) and keeps the result.
  private static func invoke(_ call: NativeCall, _ invocation: InvocationValue, target: Any?) throws {
    guard let selector = invocation.slot(1) as? SelectorValue else {
      throw call.exception("NSInvalidArgumentException", "-[NSInvocation invoke]: no selector set")
    }
    let arguments = stride(from: 2, to: invocation.slotCount, by: 1).map { invocation.slot($0) }
    invocation.returnValue = try call.interpreter.send(
      selector.name, to: target, arguments: arguments, at: call.location)
  }
}

/// An invocation's slots (target, selector, arguments) and its result. Set and read on the thread
/// that runs it, as Foundation's are; the lock keeps a value handed to another queue whole.
final class InvocationValue: NativeObjectValue, CustomStringConvertible, @unchecked Sendable {
  var classChain: [String] { ["NSInvocation", "NSObject"] }
  var concreteClassName: String { "NSInvocation" }
  var description: String { "<NSInvocation: \(ValueDescription.address(of: self))>" }

  let signature: MethodSignatureValue
  private let lock = NSLock()
  private var slots: [Any?]
  private var storedReturnValue: Any?

  init(signature: MethodSignatureValue) {
    self.signature = signature
    slots = Array(repeating: nil, count: signature.argumentTypes.count)
  }

  /// Slots the signature has: target, selector and the arguments.
  var slotCount: Int { signature.argumentTypes.count }

  func slot(_ index: Int) -> Any? { lock.withLock { index < slots.count ? slots[index] : nil } }

  func setSlot(_ index: Int, _ value: Any?) {
    let old: Any? = lock.withLock {
      guard index < slots.count else { return nil }
      defer { slots[index] = value }
      return slots[index]
    }
    withExtendedLifetime(old) {}
  }

  /// What `-invoke` answered (nil for a `void` method).
  var returnValue: Any? {
    get { lock.withLock { storedReturnValue } }
    set {
      let old: Any? = lock.withLock {
        defer { storedReturnValue = newValue }
        return storedReturnValue
      }
      withExtendedLifetime(old) {}
    }
  }
}
