import Foundation
import ObjCInterpreter
import RAC

/// The threads, operation queues and run loops RAC's own scheduler code asks about
/// (`RACScheduler.m`: `+currentScheduler` reads `NSThread.currentThread.threadDictionary` and
/// `NSOperationQueue.currentQueue`; `RACSignal.m`'s `-asynchronouslyWaitUntilCompleted:` spins
/// `NSRunLoop.mainRunLoop`), on the run's virtual queues: a virtual queue is a thread of its own.
enum FoundationRunLoops {
  static func register(in table: NativeClasses) {
    table.extend("NSThread") { c in
      // One dictionary per virtual queue for the run, as each thread has its own.
      c.instance("threadDictionary") { call in
        let thread = call.receiver as? ThreadValue
        let key = (thread?.isMain ?? VirtualQueues.isMainThread) ? "main" : (thread?.label ?? "background")
        return call.interpreter.run.locals[ThreadDictionaries.self].dictionary(for: key)
      }
      c.instance("name") { call in
        let thread = call.receiver as? ThreadValue
        return (thread?.isMain ?? false) ? "main" : (thread?.label ?? "")
      }
    }
    table.define("NSOperationQueue", superclass: "NSObject") { c in
      c.initializer("init") { _ in OperationQueueValue() }
      c.classMethod("new") { _ in OperationQueueValue() }
      c.classMethod("mainQueue") { _ in OperationQueueValue.main }
      // No thread runs a queue's operations here: a block added runs at once, on the calling
      // thread, so the queue is always empty when waited for.
      c.instance("addOperationWithBlock:") { call in
        _ = try call.interpreter.callBlock(try call.requiredObject(0, ObjCBlock.self, "a block"), arguments: [])
        return nil
      }
      c.instance("waitUntilAllOperationsAreFinished") { _ in nil }
      c.instance("name") { call in try call.receiver(as: OperationQueueValue.self).name }
      c.instance("setName:") { call in
        try call.receiver(as: OperationQueueValue.self).setName(try call.optionalString(0))
        return nil
      }
      // The main queue while the main thread runs (as an app's main run loop is its operation
      // queue's); nil on a dispatch queue, which no operation queue runs.
      c.classMethod("currentQueue") { _ in VirtualQueues.isMainThread ? OperationQueueValue.main : nil }
    }
    table.constant("NSDefaultRunLoopMode", value: "kCFRunLoopDefaultMode")
    table.constant("NSRunLoopCommonModes", value: "kCFRunLoopCommonModes")
    table.define("NSRunLoop", superclass: "NSObject") { c in
      c.classMethod("mainRunLoop") { _ in RunLoopValue.main }
      c.classMethod("currentRunLoop") { _ in RunLoopValue.main }
      // One pass of the run loop: every virtual queue takes one turn, on the run's clock.
      c.instance("runMode:beforeDate:", returns: .bool) { _ in
        var turned = false
        let outcome = VirtualQueues.runLoopInActiveRun {
          defer { turned = true }
          return turned
        }
        return CNumber.bool(outcome == .done)
      }
    }
  }
}

/// An operation queue: `NSOperationQueue.mainQueue`, one object for the run, so `isEqual:` and
/// `==` hold, or one the program makes, whose blocks run at once, and whose `name` is observable
/// as Foundation's (`NativeKeyValueObservers`), for RAC's KVO wrapper.
final class OperationQueueValue: CustomStringConvertible, NativeObjectValue, NativelyKeyValueObserved,
  DeallocationDisposing, @unchecked Sendable
{
  static let main = OperationQueueValue(name: "NSOperationQueue Main Queue")
  var classChain: [String] { ["NSOperationQueue", "NSObject"] }
  var concreteClassName: String { "NSOperationQueue" }
  var description: String {
    "<NSOperationQueue: \(ValueDescription.address(of: self))>{name = '\(name ?? "(null)")'}"
  }
  private let lock = NSLock()
  private var storedName: String?
  let observers = NativeKeyValueObservers()

  /// A queue named as Foundation names a new one (`NSOperationQueue 0x…`), unless told.
  init(name: String? = nil) {
    storedName = name
    if name == nil { storedName = "NSOperationQueue \(ValueDescription.address(of: self))" }
  }

  deinit {
    observers.objectWillDeallocate()
  }

  var name: String? { lock.withLock { storedName } }

  /// `-setName:`, then KVO's notification of `name`.
  func setName(_ name: String?) {
    let old = self.name
    observers.willChange(forKey: "name", from: old)
    lock.withLock { storedName = name }
    observers.tell(name, forKey: "name", from: old)
  }

  func value(forKey key: String) -> Any? { key == "name" ? name : nil }

  func addObserver(forKey key: String, block: @escaping (Any?) -> Void) -> RACDisposable {
    observers.addObserver(forKey: key, block: block)
  }

  var rac_willDeallocSignal: RACSignal { observers.rac_willDeallocSignal }
  var rac_deallocDisposable: RACCompoundDisposable { observers.rac_deallocDisposable }
  var rac_description: ObjectDescription { ObjectDescription(text: description) }
}

/// `NSRunLoop.mainRunLoop`.
final class RunLoopValue: CustomStringConvertible, NativeObjectValue, @unchecked Sendable {
  static let main = RunLoopValue()
  var classChain: [String] { ["NSRunLoop", "NSObject"] }
  var concreteClassName: String { "NSRunLoop" }
  var description: String { "<CFRunLoop \(ValueDescription.address(of: self))>" }
}
