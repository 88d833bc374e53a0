import Foundation
import ObjCInterpreter
import RAC

/// The selectors RAC 2.5 still answers under older names (`RACSignal (OperationsDeprecated)`,
/// `RACStream (Deprecated)`, `RACSequence (Deprecated)`), the `-any` / `-all:` family on signals,
/// `setKeyPath:onObject:` and the sequence's enumerator. Posts written for RAC 2.0–2.4 call these, so
/// a snippet that does runs as RAC 2.5 would run it. A rename of a block label (`combine:` for
/// `reduce:`) goes to the same core method as the new name.
extension SelectorTable {
  static func registerDeprecatedOperations(in table: NativeClasses) {
    registerDeprecatedSignalOperations(in: table)
    registerDeprecatedStreamOperations(in: table)
    registerSequenceEnumeration(in: table)
    registerDeprecatedDeallocating(in: table)
    table.extend("RACScheduler") { c in
      c.classMethod("schedulerWithQueue:name:", swift: "scheduler(withQueue:name:)") { call in
        guard let queue = call.argument(0) as? DispatchQueueValue else {
          throw call.wrongArgument(0, expected: "a dispatch queue (dispatch_get_main_queue())")
        }
        return RACScheduler.scheduler(withQueue: queue.isMain ? .main : .global(), name: try call.optionalString(1))
      }
    }
    table.extend("RACTargetQueueScheduler") { c in
      // RACTargetQueueScheduler.h's initializer, which `+schedulerWithQueue:name:` calls: a serial
      // queue of its own that targets `targetQueue` (the main queue, or another: a background one).
      c.initializer("initWithName:targetQueue:", swift: "scheduler(withQueue:name:)") { call in
        guard let queue = call.argument(1) as? DispatchQueueValue else {
          throw call.wrongArgument(1, expected: "a dispatch queue (dispatch_queue_create(…))")
        }
        return RACScheduler.scheduler(withQueue: queue.isMain ? .main : .global(), name: try call.optionalString(0))
      }
    }
    table.extend("RACDisposable") { c in
      // `@property (getter = isDisposed) BOOL disposed` (RACDisposable.h): `d.disposed` sends it.
      c.property("disposed", getter: "isDisposed")
    }
  }

  private static func registerDeprecatedSignalOperations(in table: NativeClasses) {
    table.extend("RACSignal") { c in
      func signal(_ call: NativeCall) throws -> RACSignal { try call.receiver(as: RACSignal.self) }
      c.instance("any", swift: "any()") { call in try signal(call).any() }
      c.instance("any:", swift: "any(_:)") { call in try signal(call).any(try call.predicateBlock(0)) }
      c.instance("all:", swift: "all(_:)") { call in try signal(call).all(try call.predicateBlock(0)) }
      // `RAC(object, keyPath, nilValue) = signal` under its method names; `toProperty:` is 2.5's old one.
      func setKeyPath(_ call: NativeCall) throws -> Any? {
        try call.interpreter.bind(
          try signal(call), to: try call.object(1), keyPath: try call.string(0),
          nilValue: call.arguments.count > 2 ? try call.object(2) : nil, at: call.location)
      }
      let core = "setKeyPath(_:onObject:nilValue:setValue:)"
      c.instance("setKeyPath:onObject:", swift: core, setKeyPath)
      c.instance("setKeyPath:onObject:nilValue:", swift: core, setKeyPath)
      c.instance("toProperty:onObject:", swift: core, setKeyPath)
      c.instance("ignoreElements", swift: "ignoreElements()") { call in try signal(call).ignoreElements() }
      c.instance("sequenceNext:", swift: "sequenceNext(_:)") { call in
        try signal(call).sequenceNext(try call.signalFactoryBlock(0))
      }
      c.classMethod("interval:", swift: "interval(_:)") { call in RACSignal.interval(try call.double(0)) }
      c.classMethod("interval:withLeeway:", swift: "interval(_:withLeeway:)") { call in
        RACSignal.interval(try call.double(0), withLeeway: try call.double(1))
      }
      c.instance("timeout:", swift: "timeout(_:)") { call in try signal(call).timeout(try call.double(0)) }
      c.instance("bufferWithTime:", swift: "bufferWithTime(_:)") { call in
        try signal(call).bufferWithTime(try call.double(0))
      }
      c.instance("executeCommand:", swift: "executeCommand(_:)") { call in
        try signal(call).executeCommand(try call.requiredObject(0, RACCommand.self, "a RACCommand"))
      }
      c.instance("let:", swift: "let(_:)") { call in
        let block = try call.streamBlock(0)
        let methodName = call.methodName
        return try signal(call).let { shared in
          guard let result = block(shared) as? RACSignal else {
            CoreAssertion.fail("the block given to \(methodName) must return a RACSignal")
            return RACSignal.empty()
          }
          return result
        }
      }
      c.instance("windowWithStart:close:", swift: "windowWithStart(_:close:)") { call in
        let close = try call.streamBlock(1)
        return try signal(call).windowWithStart(try call.signal(0)) { window in
          close(window) as? RACSignal ?? RACSignal.never()
        }
      }
      c.instance("buffer:", swift: "buffer(_:)") { call in try signal(call).buffer(try call.count(0)) }
      c.classMethod("startWithScheduler:subjectBlock:", swift: "startWithScheduler(_:subjectBlock:)") { call in
        let callable = try call.callable(1)
        let interpreter = call.interpreter
        return RACSignal.startWithScheduler(try call.scheduler(0)) { (subject: RACSubject) in
          _ = interpreter.callFromCore(callable, [subject])
        }
      }
      c.classMethod("startWithScheduler:block:", swift: "startWithScheduler(_:block:)") { call in
        RACSignal.startWithScheduler(try call.scheduler(0), block: try call.successErrorBlock(1))
      }
      c.classMethod("start:", swift: "start(_:)") { call in RACSignal.start(try call.successErrorBlock(0)) }
      c.instance("aggregateWithStart:combine:") { call in
        try signal(call).aggregateWithStart(try call.object(0), reduce: try call.reduceBlock2(1))
      }
      c.instance("aggregateWithStartFactory:combine:") { call in
        try signal(call).aggregateWithStartFactory(try call.factoryBlock(0), reduce: try call.reduceBlock2(1))
      }
    }
  }

  private static func registerDeprecatedStreamOperations(in table: NativeClasses) {
    table.extend("RACStream") { c in
      c.instance("sequenceMany:", swift: "sequenceMany(_:)") { call in
        let block = try call.factoryBlock(0)
        let make = { block() as? RACStream }
        return try stream(call, signal: { $0.sequenceMany(make) }, sequence: { $0.sequenceMany(make) })
      }
      c.instance("scanWithStart:combine:") { call in
        let start = try call.object(0)
        let block = try call.reduceBlock2(1)
        return try stream(
          call, signal: { $0.scanWithStart(start, reduce: block) }, sequence: { $0.scanWithStart(start, reduce: block) }
        )
      }
      c.instance("mapPreviousWithStart:reduce:", swift: "mapPreviousWithStart(_:reduce:)") { call in
        let start = try call.object(0)
        let block = try call.reduceBlock2(1)
        return try stream(
          call, signal: { $0.mapPreviousWithStart(start, reduce: block) },
          sequence: { $0.mapPreviousWithStart(start, reduce: block) })
      }
    }
  }

  private static func registerSequenceEnumeration(in table: NativeClasses) {
    table.extend("RACSequence") { c in
      func sequence(_ call: NativeCall) throws -> RACSequence { try call.receiver(as: RACSequence.self) }
      c.instance("objectEnumerator", swift: "objectEnumerator") { call in try sequence(call).objectEnumerator }
      c.instance("foldLeftWithStart:combine:") { call in
        call.interpreter.fromCore(
          try sequence(call).foldLeftWithStart(try call.object(0), reduce: try call.reduceBlock2(1)))
      }
      c.instance("foldRightWithStart:combine:") { call in
        let reduce = try call.reduceBlock2(1)
        return call.interpreter.fromCore(
          try sequence(call).foldRightWithStart(try call.object(0)) { first, rest in reduce(first, rest) })
      }
    }
    table.define("NSEnumerator", superclass: "NSObject") { _ in }
    table.define("RACSequenceEnumerator", superclass: "NSEnumerator") { c in
      func enumerator(_ call: NativeCall) throws -> RACSequenceEnumerator {
        try call.receiver(as: RACSequenceEnumerator.self)
      }
      c.instance("nextObject", swift: "RACSequenceEnumerator.nextObject()") { call in
        call.interpreter.fromCore(try enumerator(call).nextObject())
      }
      c.instance("allObjects", swift: "RACSequenceEnumerator.allObjects()") { call in
        ObjCArray(
          try enumerator(call).allObjects().map { call.interpreter.fromCore($0) ?? NSNull.shared }, mutable: false)
      }
    }
  }
}

extension NativeCall {
  /// `id (^)(BOOL *success, NSError **error)`: `+start:`'s block, which says through its two
  /// pointers whether it worked and why not.
  func successErrorBlock(_ index: Int) throws -> (inout Bool, inout NSError?) -> Any? {
    let callable = try self.callable(index)
    let interpreter = self.interpreter
    let methodName = self.methodName
    return { success, error in
      var writtenSuccess = success
      var writtenError = error
      let successPointer = ObjCPointer(
        pointee: .scalar(.bool), read: { CNumber.bool(writtenSuccess) },
        write: { writtenSuccess = ($0 as? CNumber)?.isTrue ?? false })
      let errorPointer = ObjCPointer(
        pointee: .object("NSError"), read: { writtenError }, write: { writtenError = $0 as? NSError })
      let result = interpreter.callFromCore(callable, [successPointer, errorPointer])
      success = writtenSuccess
      error = writtenError
      return interpreter.checkedObject(result, "the value the block given to \(methodName) returned", callable)
    }
  }
}

extension SelectorTable {
  /// `NSObject (RACDeallocatingDeprecated)`: `-rac_didDeallocSignal`, a subject completed when the
  /// object is deallocated (RAC keeps a scoped disposable that completes it as an associated
  /// object, released with the object; here it joins the object's `rac_deallocDisposable`), and
  /// `-rac_addDeallocDisposable:`, which adds to `rac_deallocDisposable`.
  private static func registerDeprecatedDeallocating(in table: NativeClasses) {
    table.extend("NSObject") { c in
      func owner(_ call: NativeCall) throws -> any DeallocationDisposing {
        guard let object = call.receiver as? any DeallocationDisposing else {
          throw call.fail(
            "\(call.methodName): only RAC's objects, the snippet's own and the scene's have a deallocation disposable here"
          )
        }
        return object
      }
      c.instance("rac_didDeallocSignal") { call in
        let subject = RACSubject.subject()
        try owner(call).rac_deallocDisposable.add(RACDisposable { subject.sendCompleted() })
        return subject
      }
      c.instance("rac_addDeallocDisposable:") { call in
        try owner(call).rac_deallocDisposable.add(try call.optionalObject(0, RACDisposable.self, "a RACDisposable"))
        return nil
      }
    }
  }
}
