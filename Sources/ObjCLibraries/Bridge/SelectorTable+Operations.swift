import Foundation
import ObjCInterpreter
import RAC

/// The rest of RAC 2.5's signal operations, its commands and its lazy sequences, in the same one
/// table as the rest (`SelectorTable`): time (`delay:`, `throttle:`, `sample:`,
/// `bufferWithTime:onScheduler:`), repetition and failure (`repeat`, `try:`, `tryMap:`), choice
/// (`+switch:cases:default:`, `+if:then:else:`), grouping, waiting, `RACCommand`, and the sequence
/// methods beyond `head` / `tail` / `array`.
extension SelectorTable {
  static func registerMoreOperations(in table: NativeClasses) {
    registerTimeAndChoice(in: table)
    registerWaiting(in: table)
    registerCommands(in: table)
    registerLazySequences(in: table)
  }

  private static func registerTimeAndChoice(in table: NativeClasses) {
    table.extend("RACSignal") { c in
      func signal(_ call: NativeCall) throws -> RACSignal { try call.receiver(as: RACSignal.self) }
      c.instance("delay:", swift: "delay(_:)") { call in try signal(call).delay(try call.double(0)) }
      c.instance("throttle:", swift: "throttle(_:)") { call in try signal(call).throttle(try call.double(0)) }
      c.instance("throttle:valuesPassingTest:", swift: "throttle(_:valuesPassingTest:)") { call in
        try signal(call).throttle(try call.double(0), valuesPassingTest: try call.predicateBlock(1))
      }
      c.instance("sample:", swift: "sample(_:)") { call in try signal(call).sample(try call.signal(0)) }
      c.instance("bufferWithTime:onScheduler:", swift: "bufferWithTime(_:onScheduler:)") { call in
        try signal(call).bufferWithTime(try call.double(0), onScheduler: try call.scheduler(1))
      }
      c.instance("repeat", swift: "repeat()") { call in try signal(call).repeat() }
      c.instance("try:", swift: "try(_:)") { call in
        let block = try call.errorOutBlock(0, truth: true)
        return try signal(call).try { value, error in (block(value, &error) as? CNumber)?.isTrue ?? false }
      }
      c.instance("tryMap:", swift: "tryMap(_:)") { call in
        let block = try call.errorOutBlock(0, truth: false)
        return try signal(call).tryMap { value, error in
          let result = block(value, &error)
          return result
        }
      }
      c.instance("reduceApply", swift: "reduceApply()") { call in try signal(call).reduceApply() }
      c.instance("takeUntilReplacement:", swift: "takeUntilReplacement(_:)") { call in
        try signal(call).takeUntilReplacement(try call.signal(0))
      }
      c.instance("groupBy:", swift: "groupBy(_:)") { call in try signal(call).groupBy(try call.keyBlock(0)) }
      c.instance("groupBy:transform:", swift: "groupBy(_:transform:)") { call in
        try signal(call).groupBy(
          try call.keyBlock(0), transform: call.argument(1) == nil ? nil : try call.valueBlock(1))
      }
      c.instance("sequence", swift: "sequence()") { call in try signal(call).sequence() }
      c.classMethod("switch:cases:default:", swift: "switch(_:cases:default:)") { call in
        let cases = try call.requiredObject(1, ObjCDictionary.self, "an NSDictionary of RACSignals")
        var signals: [AnyHashable: RACSignal] = [:]
        for key in cases.keys {
          guard let signal = cases.value(forKey: key) as? RACSignal else {
            throw call.fail("\(call.methodName): expected all cases to be RACSignals")
          }
          signals[SelectorTable.caseKey(key)] = signal
        }
        return RACSignal.switch(
          try call.signal(0), cases: signals, default: try call.optionalObject(2, RACSignal.self, "a RACSignal"))
      }
      c.classMethod("if:then:else:", swift: "if(_:then:else:)") { call in
        RACSignal.if(try call.signal(0), then: try call.signal(1), else: try call.signal(2))
      }
      c.classMethod("startEagerlyWithScheduler:block:", swift: "startEagerly(withScheduler:block:)") { call in
        RACSignal.startEagerly(withScheduler: try call.scheduler(0), block: try call.subscriberBlock(1))
      }
      c.classMethod("startLazilyWithScheduler:block:", swift: "startLazily(withScheduler:block:)") { call in
        RACSignal.startLazily(withScheduler: try call.scheduler(0), block: try call.subscriberBlock(1))
      }
    }
    table.define("RACGroupedSignal", superclass: "RACSubject") { c in
      c.classMethod("signalWithKey:", swift: "signal(withKey:)") { call in
        RACGroupedSignal.signal(withKey: (try call.object(0)).map(SelectorTable.caseKey))
      }
      c.instance("key", swift: "key") { call in
        call.interpreter.fromCore(try call.receiver(as: RACGroupedSignal.self).key?.base)
      }
    }
  }

  /// A dictionary key (or a `switch:` value) as the core compares keys: strings and numbers by
  /// value, anything else by identity.
  static func caseKey(_ value: Any) -> AnyHashable {
    switch value {
    case let string as String: return AnyHashable(string)
    case let string as ObjCMutableString: return AnyHashable(string.string)
    case let number as NSNumber: return AnyHashable(number)
    case let tupleNil as RACTupleNil: return AnyHashable(tupleNil)
    case let hashable as AnyHashable where !(type(of: value) is AnyClass): return hashable
    default: return AnyHashable(ObjectIdentifier(value as AnyObject))
    }
  }

  private static func registerWaiting(in table: NativeClasses) {
    table.extend("RACSignal") { c in
      func signal(_ call: NativeCall) throws -> RACSignal { try call.receiver(as: RACSignal.self) }
      c.instance("waitUntilCompleted:", returns: .bool, swift: "waitUntilCompleted(_:)") { call in
        var error: NSError?
        let success = try signal(call).waitUntilCompleted(&error)
        (call.argument(0) as? ObjCPointer)?.write(error)
        return CNumber.bool(success)
      }
      c.instance("asynchronouslyWaitUntilCompleted:", returns: .bool, swift: "asynchronouslyWaitUntilCompleted(_:)") {
        call in
        var error: NSError?
        let success = try signal(call).asynchronouslyWaitUntilCompleted(&error)
        (call.argument(0) as? ObjCPointer)?.write(error)
        return CNumber.bool(success)
      }
      c.instance(
        "asynchronousFirstOrDefault:success:error:", swift: "asynchronousFirstOrDefault(_:success:error:)"
      ) { call in
        var success = false
        var error: NSError?
        let value = try signal(call).asynchronousFirstOrDefault(try call.object(0), success: &success, error: &error)
        (call.argument(1) as? ObjCPointer)?.write(CNumber.bool(success))
        (call.argument(2) as? ObjCPointer)?.write(error)
        return call.interpreter.fromCore(value)
      }
    }
  }

  private static func registerCommands(in table: NativeClasses) {
    table.define("RACCommand", superclass: "NSObject") { c in
      func command(_ call: NativeCall) throws -> RACCommand { try call.receiver(as: RACCommand.self) }
      c.initializer("initWithSignalBlock:", swift: "init(signalBlock:)") { call in
        RACCommand(signalBlock: try call.commandSignalBlock(0))
      }
      c.initializer("initWithEnabled:signalBlock:", swift: "init(enabled:signalBlock:)") { call in
        RACCommand(
          enabled: try call.optionalObject(0, RACSignal.self, "a RACSignal"),
          signalBlock: try call.commandSignalBlock(1))
      }
      c.instance("execute:", swift: "execute(_:)") { call in try command(call).execute(try call.object(0)) }
      c.instance("executionSignals", swift: "executionSignals") { call in try command(call).executionSignals }
      c.instance("executing", swift: "executing") { call in try command(call).executing }
      c.instance("enabled", swift: "enabled") { call in try command(call).enabled }
      c.instance("errors", swift: "errors") { call in try command(call).errors }
      c.instance("allowsConcurrentExecution", returns: .bool, swift: "allowsConcurrentExecution") { call in
        CNumber.bool(try command(call).allowsConcurrentExecution)
      }
      c.instance("setAllowsConcurrentExecution:") { call in
        try command(call).allowsConcurrentExecution = try call.bool(0)
        return nil
      }
    }
    table.constant("RACCommandErrorDomain", value: RACCommandErrorDomain)
    table.constant("RACUnderlyingCommandErrorKey", value: RACUnderlyingCommandErrorKey)
    table.constant("RACCommandErrorNotEnabled", value: CNumber.long(RACCommandErrorNotEnabled))
  }

  private static func registerLazySequences(in table: NativeClasses) {
    table.extend("RACSequence") { c in
      func sequence(_ call: NativeCall) throws -> RACSequence { try call.receiver(as: RACSequence.self) }
      c.classMethod("sequenceWithHeadBlock:tailBlock:", swift: "sequence(headBlock:tailBlock:)") { call in
        let head = try call.factoryBlock(0)
        var tail: (() -> RACSequence?)?
        if call.argument(1) != nil {
          let make = try call.factoryBlock(1)
          tail = { make() as? RACSequence }
        }
        return RACSequence.sequence(headBlock: head, tailBlock: tail)
      }
      c.instance("lazySequence", swift: "lazySequence") { call in try sequence(call).lazySequence }
      c.instance("eagerSequence", swift: "eagerSequence") { call in try sequence(call).eagerSequence }
      c.instance("foldLeftWithStart:reduce:", swift: "foldLeftWithStart(_:reduce:)") { call in
        call.interpreter.fromCore(
          try sequence(call).foldLeftWithStart(try call.object(0), reduce: try call.reduceBlock2(1)))
      }
      c.instance("foldRightWithStart:reduce:", swift: "foldRightWithStart(_:reduce:)") { call in
        let reduce = try call.reduceBlock2(1)
        return call.interpreter.fromCore(
          try sequence(call).foldRightWithStart(try call.object(0)) { first, rest in reduce(first, rest) })
      }
      c.instance("any:", returns: .bool, swift: "any(_:)") { call in
        CNumber.bool(try sequence(call).any(try call.predicateBlock(0)))
      }
      c.instance("all:", returns: .bool, swift: "all(_:)") { call in
        CNumber.bool(try sequence(call).all(try call.predicateBlock(0)))
      }
      c.instance("objectPassingTest:", swift: "objectPassingTest(_:)") { call in
        call.interpreter.fromCore(try sequence(call).objectPassingTest(try call.predicateBlock(0)))
      }
      c.instance("isEqual:", returns: .bool, swift: "isEqual(to:)") { call in
        guard let other = call.argument(0) as? RACSequence else { return CNumber.bool(false) }
        return CNumber.bool(try sequence(call).isEqual(to: other))
      }
    }
    table.define("RACArraySequence", superclass: "RACSequence") { c in
      c.classMethod("sequenceWithArray:offset:", swift: "RACArraySequence.sequence(with:offset:)") { call in
        let array = try call.elements(0).map { $0 ?? NSNull.shared }
        let offset = try call.count(1)
        guard offset <= array.count else {
          throw call.fail("\(call.methodName): offset \(offset) is past the array's end (\(array.count))")
        }
        return RACArraySequence.sequence(with: array, offset: offset)
      }
    }
    table.define("RACStringSequence", superclass: "RACSequence") { c in
      c.classMethod("sequenceWithString:offset:", swift: "RACStringSequence.sequence(with:offset:)") { call in
        RACStringSequence.sequence(with: try call.string(0), offset: try call.count(1))
      }
    }
    table.define("RACTupleSequence", superclass: "RACSequence") { c in
      c.classMethod("sequenceWithTupleBackingArray:offset:", swift: "RACTupleSequence.sequence(with:offset:)") { call in
        RACTupleSequence.sequence(with: RACTuple(objectsFrom: try call.elements(0)), offset: try call.count(1))
      }
    }
    table.define("RACSignalSequence", superclass: "RACSequence") { c in
      c.classMethod("sequenceWithSignal:", swift: "RACSignalSequence.sequence(with:)") { call in
        RACSignalSequence.sequence(with: try call.signal(0))
      }
    }
    for (name, superclass) in [
      ("RACDynamicSequence", "RACSequence"), ("RACEagerSequence", "RACArraySequence"),
      ("RACEmptySequence", "RACSequence"), ("RACUnarySequence", "RACSequence"),
    ] {
      table.define(name, superclass: superclass) { _ in }
    }
  }
}

extension NativeCall {
  /// `BOOL (^)(id value, NSError **errorPtr)` (`try:`), or `id (^)(id, NSError **)` (`tryMap:`)
  /// with `truth` false: the block writes its error through a pointer the core reads back.
  func errorOutBlock(_ index: Int, truth: Bool) throws -> (Any?, inout NSError?) -> Any? {
    let callable = try self.callable(index)
    let interpreter = self.interpreter
    let methodName = self.methodName
    return { value, errorPtr in
      var written: NSError?
      let pointer = ObjCPointer(pointee: .object("NSError"), read: { written }, write: { written = $0 as? NSError })
      let result = interpreter.callFromCore(callable, [value, pointer])
      errorPtr = written
      if truth { return CNumber.bool(interpreter.truth(result)) }
      return interpreter.checkedObject(result, "the value the block given to \(methodName) returned", callable)
    }
  }

  /// `id<NSCopying> (^)(id)`: `groupBy:`'s key block.
  func keyBlock(_ index: Int) throws -> (Any?) -> AnyHashable? {
    let block = try valueBlock(index)
    return { value in block(value).map(SelectorTable.caseKey) }
  }

  /// `void (^)(id<RACSubscriber>)`: `+startEagerlyWithScheduler:block:`.
  func subscriberBlock(_ index: Int) throws -> (any RACSubscriberProtocol) -> Void {
    let callable = try self.callable(index)
    let interpreter = self.interpreter
    return { subscriber in _ = interpreter.callFromCore(callable, [subscriber]) }
  }

  /// `RACSignal * (^)(id input)`: a command's signal block.
  func commandSignalBlock(_ index: Int) throws -> (Any?) -> RACSignal? {
    let block = try streamBlock(index)
    let signalBlock: (Any?) -> RACSignal? = { input in block(input) as? RACSignal }
    // The command's `_signalBlock` leads a leak analysis to the program's block, as RAC's ivar does.
    if CoreClosures.isRecording, case .block(let literal) = try callable(index) {
      CoreClosures.recordForwarding(ClosureKey(commandSignalBlock: signalBlock), to: literal)
    }
    return signalBlock
  }
}

extension ObjCBlock: VariadicBlock {
  /// A snippet's block called by the core with a tuple's elements (`reduceApply`).
  package func invoke(withArguments arguments: [Any?]) -> Any? {
    interpreter.callFromCore(.block(self), arguments)
  }
}
