import Foundation
import ObjCInterpreter
import RAC
import Shared

/// `-rac_signalForSelector:` and `-rac_signalForSelector:fromProtocol:` (NSObject+RACSelectorSignal.m)
/// on instances of the snippet's classes: a subject, one per object and selector, that sends a
/// `RACTuple` of the arguments each time the object is sent the selector, after the object's own
/// method (if its class has one) has run, and completes when the object is deallocated.
///
/// RAC swizzles the object's class (a subclass made at run time, the selector routed through
/// `-forwardInvocation:`); this runtime sends every message itself, so the object keeps its
/// intercepted selectors and `send` routes them here (`sendIntercepted`). Only that object is
/// affected, as with RAC's per-object subclass. A selector the class does not implement is
/// answered after the call (RAC adds it to the subclass), so sending it no longer fails.
enum SelectorSignalBridge {
  static func register(in table: NativeClasses) {
    // `Protocol *`, the type of `@protocol(Name)` (`ProtocolValue`), which `fromProtocol:` takes.
    table.define("Protocol", superclass: "NSObject") { _ in }
    table.extend("NSObject") { c in
      c.instance("rac_signalForSelector:") { call in
        let selector = try call.requiredObject(0, SelectorValue.self, "a selector (@selector(…))")
        return try call.interpreter.selectorSignal(for: selector.name, of: call.receiver, at: call.location)
      }
      c.instance("rac_signalForSelector:fromProtocol:") { call in
        let selector = try call.requiredObject(0, SelectorValue.self, "a selector (@selector(…))")
        let signal = try call.interpreter.selectorSignal(for: selector.name, of: call.receiver, at: call.location)
        try injectMethod(selector.name, from: call)
        return signal
      }
    }
  }
}

extension SelectorSignalBridge {
  /// What `-rac_signalForSelector:fromProtocol:` adds for a selector the object's class does not
  /// implement (NSObject+RACSelectorSignal.m's `RACSwizzleMethod`): a method with the types the
  /// protocol declares for it, an optional instance method first, then a required one, so that
  /// the object answers it with zero of its declared result and takes its arguments as declared
  /// (`sendIntercepted`). A protocol no file here declares (a framework's) adds nothing: its types
  /// are unknown. One the program declares without the selector is RAC's assertion.
  fileprivate static func injectMethod(_ selector: String, from call: NativeCall) throws {
    let interpreter = call.interpreter
    guard let protocolValue = call.argument(1) as? ProtocolValue, let instance = call.receiver as? ObjCInstance,
      interpreter.run.protocols[protocolValue.name] != nil,
      interpreter.instanceTarget(
        selector, isInterpreted: true, chain: interpreter.classChain(of: instance.objcClass.name))
        == nil
    else { return }
    let declared =
      CLibraries.methodDescription(
        selector, in: protocolValue.name, isRequired: false, isInstanceMethod: true, interpreter)
      ?? CLibraries.methodDescription(
        selector, in: protocolValue.name, isRequired: true, isInstanceMethod: true, interpreter)
    guard let declared else {
      throw call.fail("RAC assertion failed: Selector \(selector) does not exist in <\(protocolValue.name)>")
    }
    instance.setInjectedMethodType(declared.typeEncoding, for: selector)
  }
}

extension NativeContext {
  /// The subject `-rac_signalForSelector:` answers for `selector` of `receiver`, made on first use.
  func selectorSignal(for selector: String, of receiver: Any?, at location: SourceLocation) throws -> Any? {
    guard let instance = receiver as? ObjCInstance else {
      throw fail(
        "-rac_signalForSelector: works on instances of classes the program defines here, not on '\(className(of: receiver ?? NSNull.shared)) *'",
        at: location)
    }
    if let made = instance.selectorSignal(for: selector) { return made }
    let subject: Any
    if runsRACSource, loadedSourceAnswers("subject", classMethod: true, of: "RACSubject") {
      guard let made = try send("subject", to: classValue(named: "RACSubject"), arguments: [], at: location) else {
        return nil
      }
      subject = made
    } else {
      subject = RACSubject.subject().setNameWithFormat(
        "%@ -rac_signalForSelector: %s", instance.rac_description, selector)
    }
    let stored = instance.setSelectorSignal(subject, for: selector)
    let completeSubject: () -> Void = { [weak self] in
      guard let self else { return }
      _ = self.guardedEntry { try self.sendSubject(stored, "sendCompleted", [], at: location) }
    }
    // RAC's block (NSObject+RACSelectorSignal.m:188) captures the subject.
    if CoreClosures.isRecording {
      CoreClosures.record(
        ClosureKey(completeSubject), named: "block at NSObject+RACSelectorSignal.m:188",
        captures: [.value("subject", stored)])
    }
    instance.rac_deallocDisposable.add(RACDisposable(block: completeSubject))
    return stored
  }

  /// A message to `instance` whose selector `-rac_signalForSelector:` asked for: the object's own
  /// method first, where its class has one, then the arguments to the subject.
  func sendIntercepted(
    _ selector: String, _ instance: ObjCInstance, subject: Any, arguments: [Any?], at location: SourceLocation
  ) throws -> Any? {
    let chain = classChain(of: instance.objcClass.name)
    var result: Any?
    var arguments = arguments
    if instanceTarget(selector, isInterpreted: true, chain: chain) != nil {
      result = try sendUnintercepted(selector, instance, chain: chain, arguments: arguments, at: location)
    } else if let encoding = instance.injectedMethodType(for: selector),
      let signature = MethodSignatureValue(encoding: encoding)
    {
      // The method `-rac_signalForSelector:fromProtocol:` injected: its arguments as the protocol
      // declares them, and the forwarded invocation's result, zero of the declared type.
      for (index, type) in signature.argumentTypes.dropFirst(2).enumerated() where index < arguments.count {
        if let scalar = CScalarType(typeEncoding: type), let number = CNumber.cast(arguments[index]) {
          arguments[index] = number.converted(to: scalar)
        }
      }
      result = CScalarType(typeEncoding: signature.returnType).map { CNumber(integer: 0, type: $0) }
    } else if instanceTarget("methodSignatureForSelector:", isInterpreted: true, chain: chain) != nil,
      let signature = try sendUnintercepted(
        "methodSignatureForSelector:", instance, chain: chain, arguments: [SelectorValue(name: selector)],
        at: location) as? MethodSignatureValue,
      let scalar = CScalarType(typeEncoding: signature.returnType)
    {
      // A selector the class does not implement, which RAC adds to the swizzled class: the
      // forwarded invocation's result is zero of the type the object's signature gives
      // (`RACDelegateProxy`'s, from its protocol).
      result = CNumber(integer: 0, type: scalar)
    }
    try sendSubject(subject, "sendNext:", [try argumentsTuple(arguments, at: location)], at: location)
    return result
  }

  /// `-[NSInvocation rac_argumentsTuple]`: the arguments, scalars boxed, nil as `RACTupleNil`
  /// (RAC's loaded tuple with `--rac-source`). Also what a delegate proxy's signals send.
  package func argumentsTuple(_ arguments: [Any?], at location: SourceLocation) throws -> Any? {
    let boxed = arguments.map { value in (lookThroughOptionals(value) as? CNumber).map { Boxing.box($0) } ?? value }
    return try tuplePack(boxed, at: location) { _ in location }
  }

  /// The core's `RACSubject` and RAC's loaded one answer the same messages, through `send`.
  private func sendSubject(_ subject: Any, _ selector: String, _ arguments: [Any?], at location: SourceLocation) throws
  {
    _ = try send(selector, to: subject, arguments: arguments, at: location)
  }
}
