import Foundation
import ObjCInterpreter
import RAC

/// The libraries' side of the language's one seam besides the table (`LibraryBridge`): what
/// Foundation's values and the Swift core's objects are called in Objective-C, how core
/// collections are walked, and the work of RAC's macros (`RACObserve`, `RAC(…) =`) and of
/// `-rac_signalForSelector:`'s interception, each done by the bridge file that owns it.
final class CoreBridge: LibraryBridge {
  /// The one bridge every table of the libraries holds (it keeps no state: a run's is the run's).
  static let shared = CoreBridge()

  func concreteClassName(of value: Any) -> String? {
    if let names = Self.foundationClass(of: value) { return names.concrete }
    if let instance = ObjCInstance.backed(value) { return instance.objcClass.name }
    guard type(of: value) is AnyClass else { return nil }
    let object = value as AnyObject
    return MethodReplacements.objectiveCName(of: type(of: object))
  }

  func classChain(of value: Any, in natives: NativeClasses) -> [String]? {
    if let names = Self.foundationClass(of: value) { return natives.chain(from: names.public) }
    guard type(of: value) is AnyClass else { return nil }
    let object = value as AnyObject
    var chain = MethodReplacements.classChain(of: type(of: object)).map { $0 == "CoreObject" ? "NSObject" : $0 }
    if chain.last != "NSObject" { chain.append("NSObject") }
    return chain
  }

  /// The Foundation values the libraries keep as Swift values of their own, with the private class
  /// `[x class]` names and the public class their methods are looked up from.
  private static func foundationClass(of value: Any) -> (concrete: String, public: String)? {
    switch value {
    case is ThreadValue: return ("NSThread", "NSThread")
    case is CharacterSetValue: return ("__NSCFCharacterSet", "NSCharacterSet")
    case is DispatchQueueValue: return ("OS_dispatch_queue", "OS_dispatch_queue")
    case is PointerValue: return ("NSConcreteValue", "NSValue")
    default: return nil
    }
  }

  func adoptedFromCore(_ value: Any?, in interpreter: Interpreter) throws -> Any? {
    try interpreter.adoptedFromCore(value)
  }

  /// A core array's, a tuple's and a sequence's elements. A sequence is walked as RAC's fast
  /// enumeration walks it (the core's `RACSequence.Iterator`): up to 16 heads are fetched before the
  /// body runs on them, so a lazy sequence's blocks run for the values of a batch before the loop's
  /// body does.
  func elements(of collection: Any, in interpreter: Interpreter) -> AnyIterator<Any?>? {
    switch collection {
    case let array as [Any]: return COperators.iterator(over: array.map { interpreter.fromCore($0) })
    case let tuple as RACTuple:
      return COperators.iterator(over: (0..<tuple.count).map { interpreter.fromCore(tuple.object(at: $0)) })
    case let sequence as RACSequence:
      var iterator = sequence.makeIterator()
      return AnyIterator { () -> Any?? in
        guard let value = iterator.next() else { return nil }
        let converted: Any? = interpreter.fromCore(value)
        return .some(converted)
      }
    default: return nil
    }
  }

  func sendIntercepted(
    _ selector: String, to instance: ObjCInstance, subject: Any, arguments: [Any?], in interpreter: Interpreter,
    at location: SourceLocation
  ) throws -> Any? {
    try interpreter.sendIntercepted(selector, instance, subject: subject, arguments: arguments, at: location)
  }

  func forward(
    _ selector: String, to instance: ObjCInstance, arguments: [Any?], in interpreter: Interpreter,
    at location: SourceLocation
  ) throws -> (forwarded: Bool, result: Any?) {
    try MessageForwarding.forward(selector, to: instance, arguments: arguments, in: interpreter, at: location)
  }

  func observe(
    _ target: Any?, keyPath: String, observer: Any?, in interpreter: Interpreter, at location: SourceLocation
  ) throws -> Any? {
    try interpreter.observe(target, keyPath: keyPath, observer: observer, at: location)
  }

  func bind(
    _ signal: Any?, to target: Any?, keyPath: String, nilValue: Any?, in interpreter: Interpreter,
    at location: SourceLocation
  ) throws -> Any? {
    try interpreter.bind(signal, to: target, keyPath: keyPath, nilValue: nilValue, at: location)
  }

  func tupleElements(of value: Any) -> [Any?]? {
    guard let tuple = value as? RACTuple else { return nil }
    return (0..<tuple.count).map { tuple.object(at: $0) }
  }

  // MARK: The virtual queues (`VirtualQueues`, whose turns RAC's schedulers and dispatch share)

  var virtualNow: Date? { RACScheduler.currentVirtualQueue?.now }

  func setTurnCheck(_ check: @escaping () -> Bool, mayRunAtTheClock: @escaping () -> Bool) {
    VirtualQueues.setTurnCheckForActiveRun(check, mayRunAtTheClock: mayRunAtTheClock)
  }

  func waitInRun(until done: @escaping () -> Bool) -> Bool? {
    VirtualQueues.waitInActiveRun(until: done).map { $0 == .done }
  }

  func yieldInRun() { VirtualQueues.yieldInActiveRun() }

  func keepTurnThreadState(suspend: @escaping () -> Any, resume: @escaping (Any) -> Void) {
    VirtualQueues.keepThreadStateForActiveRun(TurnThreadState(suspend: suspend, resume: resume))
  }

  var runIsIdle: Bool { VirtualQueues.activeRunIsIdle }
  var runWaitsOnlyForTimers: Bool { VirtualQueues.activeRunWaitsOnlyForTimers }

  var mainQueueIsIdleNow: Bool { VirtualQueues.mainQueueIsIdleNow }

  func stopRun() { VirtualQueues.stopActiveRun() }
}
