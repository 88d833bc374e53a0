import Foundation
import ObjCInterpreter
import RAC

/// `NSOperation` and `NSBlockOperation` run by hand (`-start`), as RAC's KVO specs use one: `-start`
/// sends `-main` (a program's subclass's override, or a block operation's blocks in the order
/// added) on the thread that starts it, then it is finished and its completion block runs.
/// `isReady`, `isExecuting`, `isFinished` and `isCancelled` answer as Foundation's do; a cancelled
/// operation does not run its `-main`. Its `isExecuting` and `isFinished` are observable as
/// Foundation's (`NativeKeyValueObservers`), for RAC's KVO wrapper. There is no operation queue
/// running operations here: a program runs its work on dispatch queues or RAC's schedulers.
enum FoundationOperations {
  static func register(in table: NativeClasses) {
    table.define("NSOperation", superclass: "NSObject") { c in
      c.initializer("init") { _ in OperationValue(className: "NSOperation") }
      c.classMethod("new") { _ in OperationValue(className: "NSOperation") }
      // A program's subclass (`@interface MyOperation : NSOperation`): its instance's `init` chain
      // reaches here through `super` (or inherits it), and the operation made is the program's
      // object from then on.
      c.instance("init") { call in
        guard let instance = call.receiver as? ObjCInstance else { return call.receiver }
        return ProgramOperation(
          instance: instance, classChain: call.interpreter.classChain(of: instance.objcClass.name))
      }
      c.instance("start") { call in
        try start(call)
        return nil
      }
      // Foundation's `-main`: an operation's own work; a block operation's blocks, in the order added.
      c.instance("main") { call in
        for block in try operation(call).state.withLock(\.blocks) {
          _ = try call.interpreter.callBlock(block, arguments: [])
        }
        return nil
      }
      c.instance("cancel") { call in
        try operation(call).state.withLock { $0.isCancelled = true }
        return nil
      }
      c.instance("isReady", returns: .bool) { call in CNumber.bool(try !operation(call).state.withLock(\.isExecuting)) }
      c.instance("isExecuting", returns: .bool) { call in
        CNumber.bool(try operation(call).state.withLock(\.isExecuting))
      }
      c.instance("isFinished", returns: .bool) { call in CNumber.bool(try operation(call).state.withLock(\.isFinished))
      }
      c.instance("isCancelled", returns: .bool) { call in
        CNumber.bool(try operation(call).state.withLock(\.isCancelled))
      }
      c.property("ready", getter: "isReady")
      c.property("executing", getter: "isExecuting")
      c.property("finished", getter: "isFinished")
      c.property("cancelled", getter: "isCancelled")
      // `-start` runs the operation to its end on the calling thread.
      c.instance("waitUntilFinished") { _ in nil }
      c.instance("completionBlock") { call in try operation(call).state.withLock(\.completionBlock) }
      c.instance("setCompletionBlock:") { call in
        let block = try call.optionalObject(0, ObjCBlock.self, "a block")
        try operation(call).state.withLock { $0.completionBlock = block }
        return nil
      }
    }
    table.define("NSBlockOperation", superclass: "NSOperation") { c in
      c.classMethod("blockOperationWithBlock:") { call in
        let block = try call.requiredObject(0, ObjCBlock.self, "a block")
        let operation = OperationValue(className: "NSBlockOperation")
        operation.state.withLock { $0.blocks = [block] }
        return operation
      }
      c.initializer("init") { _ in OperationValue(className: "NSBlockOperation") }
      c.classMethod("new") { _ in OperationValue(className: "NSBlockOperation") }
      c.instance("addExecutionBlock:") { call in
        let block = try call.requiredObject(0, ObjCBlock.self, "a block")
        try operation(call).state.withLock { $0.blocks.append(block) }
        return nil
      }
      c.instance("executionBlocks") { call in
        ObjCArray(try operation(call).state.withLock(\.blocks), mutable: false)
      }
    }
  }

  private static func operation(_ call: NativeCall) throws -> OperationValue {
    try call.receiver(as: OperationValue.self)
  }

  /// Runs the operation once: its blocks (unless cancelled), then it is finished, then its
  /// completion block. Starting one that is running or finished raises, as Foundation's does.
  private static func start(_ call: NativeCall) throws {
    let operation = try operation(call)
    // Decided under the lock: a second `-start` finds it started. Nil: refused; no blocks to run
    // when cancelled.
    let decision: Bool? = operation.state.withLock { state in
      guard !state.isStarted else { return nil }
      state.isStarted = true
      return !state.isCancelled
    }
    guard let runs = decision else {
      throw call.exception(
        "NSInvalidArgumentException",
        "*** -[\(operation.concreteClassName) start]: receiver is already running or finished")
    }
    // KVO's notifications of the state's keys, as Foundation's operation posts them: each key's
    // prior notification before it changes, the change after.
    let observers = operation.observers
    let no = NSNumber(value: false)
    let yes = NSNumber(value: true)
    if runs {
      observers.willChange(forKey: "isExecuting", from: no)
      operation.state.withLock { $0.isExecuting = true }
      observers.tell(yes, forKey: "isExecuting", from: no)
      // `-main`: a program's subclass's override, or Foundation's, which runs the blocks.
      _ = try call.interpreter.send("main", to: operation, arguments: [], at: call.location)
      observers.willChange(forKey: "isExecuting", from: yes)
    }
    observers.willChange(forKey: "isFinished", from: no)
    let completion = operation.state.withLock { state -> ObjCBlock? in
      state.isExecuting = false
      state.isFinished = true
      return state.completionBlock
    }
    if runs { observers.tell(no, forKey: "isExecuting", from: yes) }
    observers.tell(yes, forKey: "isFinished", from: no)
    if let completion { _ = try call.interpreter.callBlock(completion, arguments: []) }
  }
}

/// An operation's blocks and state, under its lock, and its KVO observers.
class OperationValue: NativeObjectValue, CustomStringConvertible, NativelyKeyValueObserved, DeallocationDisposing,
  @unchecked Sendable
{
  struct State {
    var blocks: [ObjCBlock] = []
    var completionBlock: ObjCBlock?
    var isExecuting = false
    var isFinished = false
    var isCancelled = false
    /// `-start` was called: set under the lock by the first one.
    var isStarted = false
  }

  let concreteClassName: String
  var classChain: [String] {
    concreteClassName == "NSBlockOperation"
      ? ["NSBlockOperation", "NSOperation", "NSObject"] : ["NSOperation", "NSObject"]
  }
  var description: String { "<\(concreteClassName): \(ValueDescription.address(of: self))>" }
  let state = LockedValue(State())
  let observers = NativeKeyValueObservers()

  init(className: String) {
    concreteClassName = className
  }

  deinit {
    observers.objectWillDeallocate()
  }

  /// `-valueForKey:` of its state's keys (`isFinished` and `finished` alike), as `NSNumber`s.
  func value(forKey key: String) -> Any? {
    let state = state.withLock { $0 }
    switch key {
    case "isReady", "ready": return NSNumber(value: !state.isExecuting)
    case "isExecuting", "executing": return NSNumber(value: state.isExecuting)
    case "isFinished", "finished": return NSNumber(value: state.isFinished)
    case "isCancelled", "cancelled": return NSNumber(value: state.isCancelled)
    default: return nil
    }
  }

  func addObserver(forKey key: String, block: @escaping (Any?) -> Void) -> RACDisposable {
    observers.addObserver(forKey: key, block: block)
  }

  var rac_willDeallocSignal: RACSignal { observers.rac_willDeallocSignal }
  var rac_deallocDisposable: RACCompoundDisposable { observers.rac_deallocDisposable }
  var rac_description: ObjectDescription { ObjectDescription(text: description) }
}

/// The operation of a program's subclass of `NSOperation`: Foundation's state and KVO, with the
/// program's class (its methods first in the look-up, its instance variables and `-dealloc`)
/// carried by `interpretedInstance`, as a program's subclass of a core class is
/// (`CoreBackedInstance`).
final class ProgramOperation: OperationValue, CoreBackedInstance, @unchecked Sendable {
  let interpretedInstance: ObjCInstance
  private let programClassChain: [String]

  init(instance: ObjCInstance, classChain: [String]) {
    interpretedInstance = instance
    programClassChain = classChain
    super.init(className: instance.objcClass.name)
  }

  override var classChain: [String] { programClassChain }
}

/// A value behind a lock: read and changed inside `withLock` only.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&value) }
  }

  func withLock<Result>(_ keyPath: KeyPath<Value, Result>) -> Result {
    lock.withLock { value[keyPath: keyPath] }
  }
}
