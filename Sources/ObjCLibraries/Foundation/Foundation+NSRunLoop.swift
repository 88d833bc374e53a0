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
      c.classMethod("mainQueue") { _ in OperationQueueValue.main }
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

/// `NSOperationQueue.mainQueue`: one object for the run, so `isEqual:` and `==` hold.
final class OperationQueueValue: CustomStringConvertible, NativeObjectValue, @unchecked Sendable {
  static let main = OperationQueueValue()
  var classChain: [String] { ["NSOperationQueue", "NSObject"] }
  var concreteClassName: String { "NSOperationQueue" }
  var description: String {
    "<NSOperationQueue: \(ValueDescription.address(of: self))>{name = 'NSOperationQueue Main Queue'}"
  }
}

/// `NSRunLoop.mainRunLoop`.
final class RunLoopValue: CustomStringConvertible, NativeObjectValue, @unchecked Sendable {
  static let main = RunLoopValue()
  var classChain: [String] { ["NSRunLoop", "NSObject"] }
  var concreteClassName: String { "NSRunLoop" }
  var description: String { "<CFRunLoop \(ValueDescription.address(of: self))>" }
}
