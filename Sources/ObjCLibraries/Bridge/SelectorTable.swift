import Foundation
import ObjCInterpreter
import RAC

/// The one table from RAC's selectors to the Swift core: every class, class method, instance
/// method and constant of RAC 2.5 that the core implements, each with the Swift declaration it
/// calls (`swift:`), which a test holds against the core's public API.
///
/// Blocks become the core's Swift closures (`valueBlock`, `streamBlock`, … in `ValueBridge`); reduce
/// blocks of 1 to 6 arguments pick the core's overload by the block's declared arity; counts are
/// `NSUInteger`s; every method that returns a stream returns the core's own object, so a snippet and
/// the core share one signal graph and one trace.
enum SelectorTable {
  static func register(in table: NativeClasses) {
    registerStream(in: table)
    registerSignal(in: table)
    registerSignalOperators(in: table)
    registerSubscription(in: table)
    registerSubjects(in: table)
    registerChannelsAndLifting(in: table)
    registerSubscriberFactories(in: table)
    registerSubscribers(in: table)
    registerDisposables(in: table)
    registerSchedulers(in: table)
    registerSubclassing(in: table)
    registerValues(in: table)
    registerSequences(in: table)
    registerCategories(in: table)
    registerConstants(in: table)
    registerMoreOperations(in: table)
    registerDeprecatedOperations(in: table)
  }

  // MARK: - RACStream: the operations signals and sequences share

  /// Runs an operation on the receiver as a signal or as a sequence.
  static func stream(
    _ call: NativeCall, signal: (RACSignal) throws -> Any?, sequence: (RACSequence) throws -> Any?
  ) throws -> Any? {
    switch call.receiver {
    case let receiver as RACSignal: return try signal(receiver)
    case let receiver as RACSequence: return try sequence(receiver)
    default: throw call.fail("\(call.methodName) needs a RACSignal or a RACSequence")
    }
  }

  /// The reduce block's Swift form by its arity: `(a)`, `(a, b)` … up to six arguments.
  enum Reduce {
    case one((Any?) -> Any?)
    case two((Any?, Any?) -> Any?)
    case three((Any?, Any?, Any?) -> Any?)
    case four((Any?, Any?, Any?, Any?) -> Any?)
    case five((Any?, Any?, Any?, Any?, Any?) -> Any?)
    case six((Any?, Any?, Any?, Any?, Any?, Any?) -> Any?)
  }

  static func reduce(_ call: NativeCall, _ index: Int) throws -> Reduce {
    let callable = try call.callable(index)
    let interpreter = call.interpreter
    let what = "the value the reduce block of \(call.methodName) returned"
    func run(_ values: [Any?]) -> Any? {
      interpreter.checkedObject(interpreter.callFromCore(callable, values), what, callable)
    }
    // Each closure leads a leak analysis to the program's block, as RAC's trampoline's block does.
    func forwarding(_ key: @autoclosure () -> ClosureKey) {
      if CoreClosures.isRecording, case .block(let block) = callable { CoreClosures.recordForwarding(key(), to: block) }
    }
    switch callable.arity {
    case 1:
      let reduce: (Any?) -> Any? = { run([$0]) }
      forwarding(ClosureKey(reduce))
      return .one(reduce)
    case 2:
      let reduce: (Any?, Any?) -> Any? = { run([$0, $1]) }
      forwarding(ClosureKey(reduce: reduce))
      return .two(reduce)
    case 3:
      let reduce: (Any?, Any?, Any?) -> Any? = { run([$0, $1, $2]) }
      forwarding(ClosureKey(reduce3: reduce))
      return .three(reduce)
    case 4:
      let reduce: (Any?, Any?, Any?, Any?) -> Any? = { run([$0, $1, $2, $3]) }
      forwarding(ClosureKey(reduce4: reduce))
      return .four(reduce)
    case 5:
      let reduce: (Any?, Any?, Any?, Any?, Any?) -> Any? = { run([$0, $1, $2, $3, $4]) }
      forwarding(ClosureKey(reduce5: reduce))
      return .five(reduce)
    case 6:
      let reduce: (Any?, Any?, Any?, Any?, Any?, Any?) -> Any? = { run([$0, $1, $2, $3, $4, $5]) }
      forwarding(ClosureKey(reduce6: reduce))
      return .six(reduce)
    default:
      throw call.fail("the reduce block of \(call.methodName) takes \(callable.arity) arguments; 1 to 6 are supported")
    }
  }

  private static func registerStream(in table: NativeClasses) {
    table.define("RACStream", superclass: "NSObject") { c in
      c.instance("name", swift: "name") { call in
        let stream = try call.receiver(as: RACStream.self)
        return StreamNameValue(stream: stream, name: stream.name)
      }
      c.instance("setName:", swift: "setName(_:)") { call in
        try call.receiver(as: RACStream.self).setName(try call.string(0))
        return nil
      }
      c.instance("setNameWithFormat:", swift: "setNameWithFormat(_:arguments:)") { call in
        let stream = try call.receiver(as: RACStream.self)
        let format = try call.string(0)
        _ = try call.formatted(from: 0)
        let arguments = call.arguments.dropFirst().map { argument -> Any? in
          switch argument {
          case let name as StreamNameValue:
            if let stream = name.stream as? RACStream { return StreamName.NameOf(stream) }
            return name.description
          case let number as CNumber: return number.isFloatingPoint ? number.real : number.int
          default: return argument
          }
        }
        return stream.setNameWithFormat(format, arguments: Array(arguments))
      }
      c.instance("map:", swift: "map(_:)") { call in
        let block = try call.valueBlock(0)
        return try stream(call, signal: { $0.map(block) }, sequence: { $0.map(block) })
      }
      c.instance("flattenMap:", swift: "flattenMap(_:)") { call in
        let block = try call.streamBlock(0)
        return try stream(call, signal: { $0.flattenMap(block) }, sequence: { $0.flattenMap(block) })
      }
      c.instance("flatten", swift: "flatten()") { call in
        try stream(call, signal: { $0.flatten() }, sequence: { $0.flatten() })
      }
      c.instance("filter:", swift: "filter(_:)") { call in
        let block = try call.predicateBlock(0)
        return try stream(call, signal: { $0.filter(block) }, sequence: { $0.filter(block) })
      }
      c.instance("mapReplace:", swift: "mapReplace(_:)") { call in
        let value = try call.object(0)
        return try stream(call, signal: { $0.mapReplace(value) }, sequence: { $0.mapReplace(value) })
      }
      c.instance("ignore:", swift: "ignore(_:)") { call in
        // A mutable string is compared by its text, as -[NSString isEqual:] compares it.
        let value = try call.object(0).map { ($0 as? ObjCMutableString)?.string ?? $0 }
        return try stream(call, signal: { $0.ignore(value) }, sequence: { $0.ignore(value) })
      }
      c.instance("reduceEach:", swift: "reduceEach(_:)") { call in
        let reduce = try reduce(call, 0)
        func apply<S: RACStreamOperations>(_ receiver: S) -> S.Stream {
          switch reduce {
          case .one(let f): return receiver.reduceEach(f)
          case .two(let f): return receiver.reduceEach(f)
          case .three(let f): return receiver.reduceEach(f)
          case .four(let f): return receiver.reduceEach(f)
          case .five(let f): return receiver.reduceEach(f)
          case .six(let f): return receiver.reduceEach(f)
          }
        }
        return try stream(call, signal: { apply($0) }, sequence: { apply($0) })
      }
      c.instance("startWith:", swift: "startWith(_:)") { call in
        let value = try call.object(0)
        return try stream(call, signal: { $0.startWith(value) }, sequence: { $0.startWith(value) })
      }
      c.instance("skip:", swift: "skip(_:)") { call in
        let count = try call.countUpToAll(0)
        return try stream(call, signal: { $0.skip(count) }, sequence: { $0.skip(count) })
      }
      c.instance("take:", swift: "take(_:)") { call in
        let count = try call.countUpToAll(0)
        return try stream(call, signal: { $0.take(count) }, sequence: { $0.take(count) })
      }
      c.instance("concat:", swift: "concat(_:)") { call in
        let other = try call.stream(0)
        return try stream(call, signal: { $0.concat(other) }, sequence: { $0.concat(other) })
      }
      c.instance("zipWith:", swift: "zipWith(_:)") { call in
        let other = try call.stream(0)
        return try stream(call, signal: { $0.zipWith(other) }, sequence: { $0.zipWith(other) })
      }
      c.instance("bind:", swift: "bind(_:)") { call in
        let factory = try call.bindFactoryBlock(0)
        return try stream(call, signal: { $0.bind(factory) }, sequence: { $0.bind(factory) })
      }
      c.instance("scanWithStart:reduce:", swift: "scanWithStart(_:reduce:)") { call in
        let start = try call.object(0)
        let block = try call.reduceBlock2(1)
        return try stream(
          call, signal: { $0.scanWithStart(start, reduce: block) }, sequence: { $0.scanWithStart(start, reduce: block) }
        )
      }
      c.instance("scanWithStart:reduceWithIndex:", swift: "scanWithStart(_:reduceWithIndex:)") { call in
        let start = try call.object(0)
        let block = try call.reduceWithIndexBlock(1)
        return try stream(
          call, signal: { $0.scanWithStart(start, reduceWithIndex: block) },
          sequence: { $0.scanWithStart(start, reduceWithIndex: block) })
      }
      c.instance("combinePreviousWithStart:reduce:", swift: "combinePreviousWithStart(_:reduce:)") { call in
        let start = try call.object(0)
        let block = try call.reduceBlock2(1)
        return try stream(
          call, signal: { $0.combinePreviousWithStart(start, reduce: block) },
          sequence: { $0.combinePreviousWithStart(start, reduce: block) })
      }
      c.instance("takeUntilBlock:", swift: "takeUntilBlock(_:)") { call in
        let block = try call.predicateBlock(0)
        return try stream(call, signal: { $0.takeUntilBlock(block) }, sequence: { $0.takeUntilBlock(block) })
      }
      c.instance("takeWhileBlock:", swift: "takeWhileBlock(_:)") { call in
        let block = try call.predicateBlock(0)
        return try stream(call, signal: { $0.takeWhileBlock(block) }, sequence: { $0.takeWhileBlock(block) })
      }
      c.instance("skipUntilBlock:", swift: "skipUntilBlock(_:)") { call in
        let block = try call.predicateBlock(0)
        return try stream(call, signal: { $0.skipUntilBlock(block) }, sequence: { $0.skipUntilBlock(block) })
      }
      c.instance("skipWhileBlock:", swift: "skipWhileBlock(_:)") { call in
        let block = try call.predicateBlock(0)
        return try stream(call, signal: { $0.skipWhileBlock(block) }, sequence: { $0.skipWhileBlock(block) })
      }
      c.instance("distinctUntilChanged", swift: "distinctUntilChanged()") { call in
        try stream(call, signal: { $0.distinctUntilChanged() }, sequence: { $0.distinctUntilChanged() })
      }
      c.classMethod("empty", swift: "empty()") { call in
        isSequenceClass(call) ? RACSequence.empty() : RACSignal.empty()
      }
      c.classMethod("return:", swift: "return(_:)") { call in
        let value = try call.object(0)
        return isSequenceClass(call) ? RACSequence.return(value) : RACSignal.return(value)
      }
      c.classMethod("zip:", swift: "zip(_:)") { call in
        if isSequenceClass(call) { return RACSequence.zip(try sequences(call, 0)) }
        return RACSignal.zip(try call.signals(0))
      }
      c.classMethod("zip:reduce:", swift: "zip(_:reduce:)") { call in
        let reduce = try reduce(call, 1)
        if isSequenceClass(call) {
          let inputs = try sequences(call, 0)
          switch reduce {
          case .one(let f): return RACSequence.zip(inputs, reduce: f)
          case .two(let f): return RACSequence.zip(inputs, reduce: f)
          case .three(let f): return RACSequence.zip(inputs, reduce: f)
          case .four(let f): return RACSequence.zip(inputs, reduce: f)
          case .five(let f): return RACSequence.zip(inputs, reduce: f)
          case .six(let f): return RACSequence.zip(inputs, reduce: f)
          }
        }
        let inputs = try call.signals(0)
        switch reduce {
        case .one(let f): return RACSignal.zip(inputs, reduce: f)
        case .two(let f): return RACSignal.zip(inputs, reduce: f)
        case .three(let f): return RACSignal.zip(inputs, reduce: f)
        case .four(let f): return RACSignal.zip(inputs, reduce: f)
        case .five(let f): return RACSignal.zip(inputs, reduce: f)
        case .six(let f): return RACSignal.zip(inputs, reduce: f)
        }
      }
      c.classMethod("concat:", swift: "concat(_:)") { call in
        if isSequenceClass(call) { return RACSequence.concat(try sequences(call, 0)) }
        return RACSignal.concat(try call.signals(0))
      }
    }
  }

  private static func isSequenceClass(_ call: NativeCall) -> Bool {
    guard let receiver = FastCast.inlineStruct(call.receiver, ClassValue.self) ?? (call.receiver as? ClassValue) else {
      return false
    }
    // `[RACSignal return:value]` in a loop: RACSignal itself answers before its chain's names are
    // compared with "RACSequence" (each a string comparison that differs, out of line).
    return receiver.name != "RACSignal" && receiver.chain.contains("RACSequence")
  }

  private static func sequences(_ call: NativeCall, _ index: Int) throws -> [RACSequence] {
    try call.elements(index).map { element in
      guard let sequence = element as? RACSequence else {
        throw call.wrongArgument(index, expected: "an array of RACSequences")
      }
      return sequence
    }
  }

  // MARK: - RACSignal

  private static func registerSignal(in table: NativeClasses) {
    table.define("RACSignal", superclass: "RACStream") { c in
      c.classMethod("createSignal:", swift: "createSignal(_:)") { call in
        RACSignal.createSignal(try call.didSubscribeBlock(0))
      }
      c.classMethod("error:", swift: "error(_:)") { call in
        RACSignal.error(try call.optionalObject(0, NSError.self, "an NSError"))
      }
      c.classMethod("never", swift: "never()") { _ in RACSignal.never() }
      c.classMethod("defer:", swift: "defer(_:)") { call in RACSignal.defer(try call.signalFactoryBlock(0)) }
      c.classMethod("combineLatest:", swift: "combineLatest(_:)") { call in RACSignal.combineLatest(try call.signals(0))
      }
      c.classMethod("combineLatest:reduce:", swift: "combineLatest(_:reduce:)") { call in
        let inputs = try call.signals(0)
        switch try reduce(call, 1) {
        case .one(let f): return RACSignal.combineLatest(inputs, reduce: f)
        case .two(let f): return RACSignal.combineLatest(inputs, reduce: f)
        case .three(let f): return RACSignal.combineLatest(inputs, reduce: f)
        case .four(let f): return RACSignal.combineLatest(inputs, reduce: f)
        case .five(let f): return RACSignal.combineLatest(inputs, reduce: f)
        case .six(let f): return RACSignal.combineLatest(inputs, reduce: f)
        }
      }
      c.classMethod("merge:", swift: "merge(_:)") { call in RACSignal.merge(try call.signals(0)) }
      c.classMethod("interval:onScheduler:", swift: "interval(_:onScheduler:)") { call in
        RACSignal.interval(try call.double(0), onScheduler: try call.scheduler(1))
      }
      c.classMethod("interval:onScheduler:withLeeway:", swift: "interval(_:onScheduler:withLeeway:)") { call in
        RACSignal.interval(try call.double(0), onScheduler: try call.scheduler(1), withLeeway: try call.double(2))
      }
    }
    // The concrete kinds, each with the class method that makes it (so `[RACEmptySignal empty]`
    // is RACEmptySignal's own, as in Objective-C, even when a snippet replaces `+[RACSignal empty]`).
    table.define("RACDynamicSignal", superclass: "RACSignal") { c in
      c.classMethod("createSignal:", swift: "RACDynamicSignal.createSignal(_:)") { call in
        RACDynamicSignal.createSignal(try call.didSubscribeBlock(0))
      }
    }
    table.define("RACEmptySignal", superclass: "RACSignal") { c in
      c.classMethod("empty", swift: "RACEmptySignal.empty()") { _ in RACEmptySignal.empty() }
    }
    table.define("RACReturnSignal", superclass: "RACSignal") { c in
      c.classMethod("return:", swift: "RACReturnSignal.return(_:)") { call in RACReturnSignal.return(try call.object(0))
      }
    }
    table.define("RACErrorSignal", superclass: "RACSignal") { c in
      c.classMethod("error:", swift: "RACErrorSignal.error(_:)") { call in
        RACErrorSignal.error(try call.optionalObject(0, NSError.self, "an NSError"))
      }
    }
  }

  private static func registerSignalOperators(in table: NativeClasses) {
    table.extend("RACSignal") { c in
      func signal(_ call: NativeCall) throws -> RACSignal { try call.receiver(as: RACSignal.self) }
      c.instance("doNext:", swift: "doNext(_:)") { call in try signal(call).doNext(try call.nextBlock(0)) }
      c.instance("doError:", swift: "doError(_:)") { call in try signal(call).doError(try call.errorBlock(0)) }
      c.instance("doCompleted:", swift: "doCompleted(_:)") { call in try signal(call).doCompleted(try call.voidBlock(0))
      }
      c.instance("initially:", swift: "initially(_:)") { call in try signal(call).initially(try call.voidBlock(0)) }
      c.instance("finally:", swift: "finally(_:)") { call in try signal(call).finally(try call.voidBlock(0)) }
      c.instance("catch:", swift: "catch(_:)") { call in
        let block = try call.callable(0)
        let interpreter = call.interpreter
        let methodName = call.methodName
        let catchBlock: (NSError?) -> RACSignal = { error in
          (interpreter.checkedStream(interpreter.callFromCore(block, [error]), methodName, block) as? RACSignal)
            ?? RACSignal.empty()
        }
        // `-catch:`'s blocks capture `catchBlock`: a leak analysis follows it to the program's block.
        if CoreClosures.isRecording, case .block(let literal) = block {
          CoreClosures.recordForwarding(ClosureKey(signalHandler: catchBlock), to: literal)
        }
        return try signal(call).catch(catchBlock)
      }
      c.instance("catchTo:", swift: "catchTo(_:)") { call in try signal(call).catchTo(try call.signal(0)) }
      c.instance("collect", swift: "collect()") { call in try signal(call).collect() }
      c.instance("combineLatestWith:", swift: "combineLatestWith(_:)") { call in
        try signal(call).combineLatestWith(try call.signal(0))
      }
      c.instance("concat", swift: "concat()") { call in try signal(call).concat() }
      c.instance("deliverOn:", swift: "deliverOn(_:)") { call in try signal(call).deliverOn(try call.scheduler(0)) }
      c.instance("deliverOnMainThread", swift: "deliverOnMainThread()") { call in try signal(call).deliverOnMainThread()
      }
      c.instance("subscribeOn:", swift: "subscribeOn(_:)") { call in try signal(call).subscribeOn(try call.scheduler(0))
      }
      c.instance("first", swift: "first()") { call in call.interpreter.fromCore(try signal(call).first()) }
      c.instance("firstOrDefault:", swift: "firstOrDefault(_:)") { call in
        call.interpreter.fromCore(try signal(call).firstOrDefault(try call.object(0)))
      }
      c.instance("firstOrDefault:success:error:", swift: "firstOrDefault(_:success:error:)") { call in
        var success = false
        var error: NSError?
        let value = try signal(call).firstOrDefault(try call.object(0), success: &success, error: &error)
        (call.argument(1) as? ObjCPointer)?.write(CNumber.bool(success))
        (call.argument(2) as? ObjCPointer)?.write(error)
        return call.interpreter.fromCore(value)
      }
      c.instance("toArray", swift: "toArray()") { call in
        (try signal(call).toArray()).map {
          ObjCArray($0.map { call.interpreter.fromCore($0) ?? NSNull.shared }, mutable: false)
        }
      }
      c.instance("flatten:", swift: "flatten(_:)") { call in try signal(call).flatten(try call.count(0)) }
      c.instance("ignoreValues", swift: "ignoreValues()") { call in try signal(call).ignoreValues() }
      c.instance("logNext", swift: "logNext()") { call in try signal(call).logNext() }
      c.instance("logError", swift: "logError()") { call in try signal(call).logError() }
      c.instance("logCompleted", swift: "logCompleted()") { call in try signal(call).logCompleted() }
      c.instance("logAll", swift: "logAll()") { call in try signal(call).logAll() }
      c.instance("materialize", swift: "materialize()") { call in try signal(call).materialize() }
      c.instance("dematerialize", swift: "dematerialize()") { call in try signal(call).dematerialize() }
      c.instance("merge:", swift: "merge(_:)") { call in try signal(call).merge(try call.signal(0)) }
      c.instance("multicast:", swift: "multicast(_:)") { call in
        try signal(call).multicast(try call.requiredObject(0, RACSubject.self, "a RACSubject"))
      }
      c.instance("publish", swift: "publish()") { call in try signal(call).publish() }
      c.instance("replay", swift: "replay()") { call in try signal(call).replay() }
      c.instance("replayLast", swift: "replayLast()") { call in try signal(call).replayLast() }
      c.instance("replayLazily", swift: "replayLazily()") { call in try signal(call).replayLazily() }
      c.instance("not", swift: "not()") { call in try signal(call).not() }
      c.instance("and", swift: "and()") { call in try signal(call).and() }
      c.instance("or", swift: "or()") { call in try signal(call).or() }
      c.instance("retry", swift: "retry()") { call in try signal(call).retry() }
      c.instance("retry:", swift: "retry(_:)") { call in try signal(call).retry(try call.count(0)) }
      c.instance("switchToLatest", swift: "switchToLatest()") { call in try signal(call).switchToLatest() }
      c.instance("takeLast:", swift: "takeLast(_:)") { call in try signal(call).takeLast(try call.countUpToAll(0)) }
      c.instance("takeUntil:", swift: "takeUntil(_:)") { call in try signal(call).takeUntil(try call.signal(0)) }
      c.instance("then:", swift: "then(_:)") { call in try signal(call).then(try call.signalFactoryBlock(0)) }
      c.instance("timeout:onScheduler:", swift: "timeout(_:onScheduler:)") { call in
        try signal(call).timeout(try call.double(0), onScheduler: try call.scheduler(1))
      }
      c.instance("aggregateWithStart:reduce:", swift: "aggregateWithStart(_:reduce:)") { call in
        try signal(call).aggregateWithStart(try call.object(0), reduce: try call.reduceBlock2(1))
      }
      c.instance("aggregateWithStart:reduceWithIndex:", swift: "aggregateWithStart(_:reduceWithIndex:)") { call in
        try signal(call).aggregateWithStart(try call.object(0), reduceWithIndex: try call.reduceWithIndexBlock(1))
      }
      c.instance("aggregateWithStartFactory:reduce:", swift: "aggregateWithStartFactory(_:reduce:)") { call in
        try signal(call).aggregateWithStartFactory(try call.factoryBlock(0), reduce: try call.reduceBlock2(1))
      }
    }
  }

  // MARK: - Subscribing

  private static func registerSubscription(in table: NativeClasses) {
    table.extend("RACSignal") { c in
      /// The receiver, once the budget is checked: a subscription starts the work of every
      /// operator before it, which may not come back (`checkTimeBeforeLibraryWork`).
      func signal(_ call: NativeCall) throws -> RACSignal {
        try call.checkTimeBeforeLibraryWork()
        return try call.receiver(as: RACSignal.self)
      }
      c.instance("subscribe:", swift: "subscribe(_:)") { call in
        try call.checkTimeBeforeLibraryWork()
        let subscriber = try call.subscriber(0)
        // A program's signal: RACSignal's own (`[super subscribe:]`), not its override again.
        if let program = call.receiver as? ProgramSignal { return program.subscribeAsCore(subscriber) }
        return try signal(call).subscribe(subscriber)
      }
      c.instance("subscribeNext:", swift: "subscribeNext(_:)") { call in
        try signal(call).subscribeNext(try call.nextBlock(0))
      }
      c.instance("subscribeNext:completed:", swift: "subscribeNext(_:completed:)") { call in
        try signal(call).subscribeNext(try call.nextBlock(0), completed: try call.voidBlock(1))
      }
      c.instance("subscribeNext:error:", swift: "subscribeNext(_:error:)") { call in
        try signal(call).subscribeNext(try call.nextBlock(0), error: try call.errorBlock(1))
      }
      c.instance("subscribeNext:error:completed:", swift: "subscribeNext(_:error:completed:)") { call in
        try signal(call).subscribeNext(
          try call.nextBlock(0), error: try call.errorBlock(1), completed: try call.voidBlock(2))
      }
      c.instance("subscribeError:", swift: "subscribeError(_:)") { call in
        try signal(call).subscribeError(try call.errorBlock(0))
      }
      c.instance("subscribeCompleted:", swift: "subscribeCompleted(_:)") { call in
        try signal(call).subscribeCompleted(try call.voidBlock(0))
      }
      c.instance("subscribeError:completed:", swift: "subscribeError(_:completed:)") { call in
        try signal(call).subscribeError(try call.errorBlock(0), completed: try call.voidBlock(1))
      }
    }
  }

  // MARK: - Subjects and multicasting

  private static func registerSubjects(in table: NativeClasses) {
    table.define("RACSubject", superclass: "RACSignal") { c in
      /// A subject of the receiver's class, as `+subject` makes it.
      func subject(_ call: NativeCall) -> RACSubject {
        let chain = call.interpreter.classChain(of: call.receiverClassName)
        if chain.contains("RACReplaySubject") { return RACReplaySubject.subject() }
        if chain.contains("RACBehaviorSubject") { return RACBehaviorSubject.subject() }
        return RACSubject.subject()
      }
      c.classMethod("subject", swift: "subject()") { call in subject(call) }
      // `-init`, RACSubject's designated initializer (RACSubject.m), which `+subject` calls: so
      // `[RACSubject new]` and `[[RACReplaySubject alloc] init]` (unlimited capacity) are subjects as
      // `+subject` makes them; a behavior subject's current value starts nil.
      c.initializer("init") { call in subject(call) }
    }
    table.define("RACReplaySubject", superclass: "RACSubject") { c in
      c.classMethod("replaySubjectWithCapacity:", swift: "replaySubject(withCapacity:)") { call in
        RACReplaySubject.replaySubject(withCapacity: try call.countUpToAll(0))
      }
    }
    table.define("RACBehaviorSubject", superclass: "RACSubject") { c in
      c.classMethod("behaviorSubjectWithDefaultValue:", swift: "behaviorSubject(withDefaultValue:)") { call in
        RACBehaviorSubject.behaviorSubject(withDefaultValue: try call.object(0))
      }
    }
    table.define("RACMulticastConnection", superclass: "NSObject") { c in
      func connection(_ call: NativeCall) throws -> RACMulticastConnection {
        try call.receiver(as: RACMulticastConnection.self)
      }
      c.instance("connect", swift: "connect()") { call in try connection(call).connect() }
      c.instance("autoconnect", swift: "autoconnect()") { call in try connection(call).autoconnect() }
      c.instance("signal", swift: "signal") { call in try connection(call).signal }
    }
  }

  /// `id<RACSubscriber>`: what `createSignal:`'s block gets, and what a subject is.
  private static func registerSubscribers(in table: NativeClasses) {
    for className in ["RACSubscriber", "RACPassthroughSubscriber", "RACSubject", "RACChannelTerminal"] {
      table.extend(className) { c in
        func subscriber(_ call: NativeCall) throws -> any RACSubscriberProtocol {
          // A subject, read in place (`-sendNext:` to a subject is sent for every value a snippet
          // sends); anything else through the cast to the protocol.
          if let subject = FastCast.exactly(call.receiver, RACSubject.self) { return subject }
          guard let subscriber = call.receiver as? any RACSubscriberProtocol else {
            throw call.fail("\(call.methodName) needs an id<RACSubscriber>")
          }
          return subscriber
        }
        c.instance("sendNext:", swift: "sendNext(_:)") { call in
          try subscriber(call).sendNext(
            try call.interpreter.toCore(call.argument(0), "the value of -sendNext:", at: call.location))
          return nil
        }
        c.instance("sendError:", swift: "sendError(_:)") { call in
          try subscriber(call).sendError(try call.optionalObject(0, NSError.self, "an NSError (or nil)"))
          return nil
        }
        c.instance("sendCompleted", swift: "sendCompleted()") { call in
          try subscriber(call).sendCompleted()
          return nil
        }
        c.instance("didSubscribeWithDisposable:", swift: "didSubscribeWithDisposable(_:)") { call in
          // A compound of RAC's loaded source, from RAC's own `-subscribe:` (`--rac-source`).
          if try call.interpreter.lend(compound: call.argument(0), to: try subscriber(call)) { return nil }
          try subscriber(call).didSubscribeWithDisposable(
            try call.requiredObject(0, RACCompoundDisposable.self, "a RACCompoundDisposable"))
          return nil
        }
      }
    }
  }

  /// `+[RACSubscriber subscriberWithNext:error:completed:]` and the passthrough subscriber's
  /// initializer: for snippets that subscribe by hand.
  private static func registerSubscriberFactories(in table: NativeClasses) {
    table.define("RACSubscriber", superclass: "NSObject") { c in
      c.classMethod("subscriberWithNext:error:completed:", swift: "init(next:error:completed:)") { call in
        RACSubscriber(
          next: try call.optionalCallable(0) == nil ? nil : try call.nextBlock(0),
          error: try call.optionalCallable(1) == nil ? nil : try call.errorBlock(1),
          completed: try call.optionalCallable(2) == nil ? nil : try call.voidBlock(2))
      }
      // [RACSubscriber new]: a subscriber that ignores every event (RACSubscriber+Private.h).
      c.classMethod("new") { _ in RACSubscriber(next: nil, error: nil, completed: nil) }
      c.initializer("init") { _ in RACSubscriber(next: nil, error: nil, completed: nil) }
    }
    table.define("RACPassthroughSubscriber", superclass: "NSObject") { c in
      c.initializer("initWithSubscriber:signal:disposable:", swift: "init(subscriber:signal:disposable:)") { call in
        RACPassthroughSubscriber(
          subscriber: try call.subscriber(0), signal: try call.optionalObject(1, RACSignal.self, "a RACSignal"),
          disposable: try call.requiredObject(2, RACCompoundDisposable.self, "a RACCompoundDisposable"))
      }
    }
  }

  // MARK: - Disposables

  private static func registerDisposables(in table: NativeClasses) {
    table.define("RACDisposable", superclass: "NSObject") { c in
      func disposable(_ call: NativeCall) throws -> RACDisposable { try call.receiver(as: RACDisposable.self) }
      c.classMethod("disposableWithBlock:", swift: "init(block:)") { call in
        let block = try call.voidBlock(0)
        switch call.receiverClassName {
        case "RACCompoundDisposable": return RACCompoundDisposable(block: block)
        case "RACSerialDisposable": return RACSerialDisposable(block: block)
        // RACScopedDisposable's is RACDisposable's, whose [self alloc] makes a scoped one.
        case "RACScopedDisposable": return RACScopedDisposable(disposable: RACDisposable(block: block))
        default: return RACDisposable(block: block)
        }
      }
      // A program's disposable: RACDisposable's own (`[super dispose]`), not its override again.
      c.instance("dispose", swift: "dispose()") { call in
        if let program = call.receiver as? ProgramDisposable {
          program.disposeAsCore()
          return nil
        }
        try disposable(call).dispose()
        return nil
      }
      c.instance("isDisposed", returns: .bool, swift: "isDisposed") { call in
        if let program = call.receiver as? ProgramDisposable { return CNumber.bool(program.isDisposedAsCore) }
        return CNumber.bool(try disposable(call).isDisposed)
      }
      c.instance("asScopedDisposable", swift: "asScopedDisposable()") { call in
        try disposable(call).asScopedDisposable()
      }
      c.initializer("init") { _ in RACDisposable() }
    }
    table.define("RACCompoundDisposable", superclass: "RACDisposable") { c in
      func compound(_ call: NativeCall) throws -> RACCompoundDisposable {
        try call.receiver(as: RACCompoundDisposable.self)
      }
      c.classMethod("compoundDisposable", swift: "init()") { _ in RACCompoundDisposable() }
      c.classMethod("compoundDisposableWithDisposables:", swift: "init(disposables:)") { call in
        RACCompoundDisposable(disposables: try call.elements(0).compactMap { $0 as? RACDisposable })
      }
      c.instance("addDisposable:", swift: "add(_:)") { call in
        try compound(call).add(try call.optionalDisposable(0))
        return nil
      }
      c.instance("removeDisposable:", swift: "remove(_:)") { call in
        try compound(call).remove(try call.optionalDisposable(0))
        return nil
      }
      c.initializer("init") { _ in RACCompoundDisposable() }
    }
    table.define("RACSerialDisposable", superclass: "RACDisposable") { c in
      func serial(_ call: NativeCall) throws -> RACSerialDisposable { try call.receiver(as: RACSerialDisposable.self) }
      c.classMethod("serialDisposableWithDisposable:", swift: "init(disposable:)") { call in
        RACSerialDisposable(disposable: try call.optionalDisposable(0))
      }
      c.instance("disposable", swift: "disposable") { call in try serial(call).disposable }
      c.instance("setDisposable:") { call in
        try serial(call).disposable = try call.optionalDisposable(0)
        return nil
      }
      c.instance("swapInDisposable:", swift: "swapIn(_:)") { call in
        try serial(call).swapIn(try call.optionalDisposable(0))
      }
      c.initializer("init") { _ in RACSerialDisposable() }
    }
    table.define("RACScopedDisposable", superclass: "RACDisposable") { c in
      c.classMethod("scopedDisposableWithDisposable:", swift: "init(disposable:)") { call in
        RACScopedDisposable(disposable: try call.disposable(0))
      }
      c.initializer("init") { _ in RACScopedDisposable() }
    }
  }

  // MARK: - Schedulers

  private static func registerSchedulers(in table: NativeClasses) {
    table.define("RACScheduler", superclass: "NSObject") { c in
      func scheduler(_ call: NativeCall) throws -> RACScheduler { try call.receiver(as: RACScheduler.self) }
      c.classMethod("immediateScheduler", swift: "immediateScheduler") { _ in RACScheduler.immediateScheduler }
      c.classMethod("mainThreadScheduler", swift: "mainThreadScheduler") { _ in RACScheduler.mainThreadScheduler }
      c.classMethod("currentScheduler", swift: "currentScheduler") { _ in RACScheduler.currentScheduler }
      c.classMethod("subscriptionScheduler", swift: "subscriptionScheduler") { _ in RACScheduler.subscriptionScheduler }
      c.classMethod("scheduler", swift: "scheduler()") { _ in RACScheduler.scheduler() }
      c.classMethod("schedulerWithPriority:", swift: "scheduler(withPriority:)") { call in
        RACScheduler.scheduler(withPriority: try priority(call, 0))
      }
      c.classMethod("schedulerWithPriority:name:", swift: "scheduler(withPriority:name:)") { call in
        RACScheduler.scheduler(withPriority: try priority(call, 0), name: try call.optionalString(1))
      }
      // A program's scheduler (`ProgramScheduler`) is sent these by its own code, `[super …]` or an
      // inherited method: the core class's own method answers, not the program's override again.
      c.instance("schedule:", swift: "schedule(_:)") { call in
        let block = try call.voidBlock(0)
        if let program = call.receiver as? ProgramScheduler { return program.scheduleAsCore(block) }
        return try scheduler(call).schedule(block)
      }
      c.instance("after:schedule:", swift: "after(_:schedule:)") { call in
        let date = try call.requiredObject(0, Date.self, "an NSDate")
        let block = try call.voidBlock(1)
        if let program = call.receiver as? ProgramScheduler { return program.afterAsCore(date, schedule: block) }
        return try scheduler(call).after(date, schedule: block)
      }
      c.instance("afterDelay:schedule:", swift: "afterDelay(_:schedule:)") { call in
        try scheduler(call).afterDelay(try call.double(0), schedule: try call.voidBlock(1))
      }
      c.instance("after:repeatingEvery:withLeeway:schedule:", swift: "after(_:repeatingEvery:withLeeway:schedule:)") {
        call in
        let date = try call.requiredObject(0, Date.self, "an NSDate")
        let (interval, leeway, block) = (try call.double(1), try call.double(2), try call.voidBlock(3))
        if let program = call.receiver as? ProgramScheduler {
          return program.afterAsCore(date, repeatingEvery: interval, withLeeway: leeway, schedule: block)
        }
        return try scheduler(call).after(date, repeatingEvery: interval, withLeeway: leeway, schedule: block)
      }
      c.instance("scheduleRecursiveBlock:", swift: "scheduleRecursiveBlock(_:)") { call in
        let block = try call.callable(0)
        let interpreter = call.interpreter
        return try scheduler(call).scheduleRecursiveBlock { reschedule in
          let native = NativeBlock(
            arity: 0, name: "reschedule", underlying: reschedule, location: { interpreter.currentLocation }
          ) { _ in
            reschedule()
            return nil
          }
          _ = interpreter.callFromCore(block, [native])
        }
      }
      c.instance("performAsCurrentScheduler:", swift: "performAsCurrentScheduler(_:)") { call in
        let block = try call.voidBlock(0)
        try scheduler(call).performAsCurrentScheduler(block)
        return nil
      }
      c.instance("name", swift: "name") { call in try scheduler(call).name }
    }
    for (name, superclass) in [
      ("RACImmediateScheduler", "RACScheduler"), ("RACSubscriptionScheduler", "RACScheduler"),
      ("RACQueueScheduler", "RACScheduler"), ("RACTargetQueueScheduler", "RACQueueScheduler"),
    ] {
      table.define(name, superclass: superclass) { _ in }
    }
    table.define("RACTestScheduler", superclass: "RACScheduler") { c in
      func testScheduler(_ call: NativeCall) throws -> RACTestScheduler { try call.receiver(as: RACTestScheduler.self) }
      c.initializer("init") { _ in RACTestScheduler() }
      c.classMethod("new") { _ in RACTestScheduler() }
      c.instance("step", swift: "step()") { call in
        _ = try testScheduler(call).step()
        return nil
      }
      c.instance("step:", swift: "step(_:)") { call in
        try testScheduler(call).step(try call.count(0))
        return nil
      }
      c.instance("stepAll", swift: "stepAll()") { call in
        try testScheduler(call).stepAll()
        return nil
      }
    }
  }

  private static func priority(_ call: NativeCall, _ index: Int) throws -> RACSchedulerPriority {
    switch try call.integer(index) {
    case 2: return .high
    case 0: return .default
    case -2: return .low
    case Int(Int16.min): return .background
    default: throw call.wrongArgument(index, expected: "a RACSchedulerPriority")
    }
  }

  // MARK: - Tuples and events

  private static func registerValues(in table: NativeClasses) {
    table.define("RACTuple", superclass: "NSObject") { c in
      func tuple(_ call: NativeCall) throws -> RACTuple { try call.receiver(as: RACTuple.self) }
      // `[RACTuple new]`: the empty tuple (RACTuple.m's `-init` backs it with an empty array).
      c.initializer("init") { _ in RACTuple(objectsFrom: []) }
      c.instance("count", returns: .unsignedLong, swift: "count") { call in CNumber.unsignedLong(try tuple(call).count)
      }
      for (name, index) in [("first", 0), ("second", 1), ("third", 2), ("fourth", 3), ("fifth", 4)] {
        c.instance(name, swift: name) { call in call.interpreter.fromCore(try tuple(call).object(at: index)) }
      }
      c.instance("last", swift: "last") { call in call.interpreter.fromCore(try tuple(call).last) }
      c.instance("objectAtIndex:", swift: "object(at:)") { call in
        call.interpreter.fromCore(try tuple(call).object(at: try call.integer(0)))
      }
      c.instance("objectAtIndexedSubscript:") { call in
        call.interpreter.fromCore(try tuple(call).object(at: try call.integer(0)))
      }
      c.instance("allObjects", swift: "allObjects") { call in
        ObjCArray(try tuple(call).allObjects.map { call.interpreter.fromCore($0) ?? NSNull.shared }, mutable: false)
      }
      c.instance("tupleByAddingObject:", swift: "tupleByAddingObject(_:)") { call in
        try tuple(call).tupleByAddingObject(try call.object(0))
      }
      c.instance("rac_sequence", swift: "rac_sequence") { call in try tuple(call).rac_sequence }
      c.classMethod("tupleWithObjectsFromArray:", swift: "init(objectsFrom:)") { call in
        RACTuple(objectsFrom: try call.elements(0))
      }
      c.classMethod("tupleWithObjectsFromArray:convertNullsToNils:", swift: "init(objectsFrom:convertNullsToNils:)") {
        call in
        RACTuple(objectsFrom: try call.elements(0), convertNullsToNils: try call.bool(1))
      }
      c.classMethod("tupleWithObjects:", swift: "init(_:)") { call in
        RACTuple(objectsFrom: try call.nilTerminatedObjects())
      }
    }
    table.define("RACUnit", superclass: "NSObject") { c in
      c.classMethod("defaultUnit", swift: "defaultUnit") { _ in RACUnit.defaultUnit }
    }
    table.extend("RACTuple") { c in
      // RACTuple.m hashes its backing array, and an NSArray's hash is its count.
      c.instance("hash", returns: .unsignedLong) { call in
        CNumber.unsignedLong(try call.receiver(as: RACTuple.self).count)
      }
    }
    table.define("RACTupleNil", superclass: "NSObject") { c in
      c.classMethod("tupleNil", swift: "tupleNil") { _ in RACTupleNil.tupleNil }
    }
    table.define("RACTupleUnpackingTrampoline", superclass: "NSObject") { c in
      c.classMethod("trampoline", swift: "trampoline()") { _ in RACTupleUnpackingTrampoline.trampoline() }
      // `trampoline[@[ [NSValue valueWithPointer:&a], … ]] = tuple`: each element is written
      // through its variable's pointer, converted to the variable's type.
      c.instance("setObject:forKeyedSubscript:", swift: "setObject(_:forKeyedSubscript:)") { call in
        let tuple = try call.optionalObject(0, RACTuple.self, "a RACTuple")
        let pointers = try call.elements(1).map { element -> ObjCPointer in
          guard let pointer = (element as? PointerValue)?.pointer else {
            throw call.wrongArgument(1, expected: "an NSArray of [NSValue valueWithPointer:&variable]")
          }
          return pointer
        }
        let interpreter = call.interpreter
        var failure: Error?
        try call.receiver(as: RACTupleUnpackingTrampoline.self).setObject(
          tuple,
          forKeyedSubscript: pointers.map { pointer in
            { element in
              do {
                pointer.write(
                  try interpreter.converted(interpreter.fromCore(element), to: pointer.pointee, at: call.location))
              } catch {
                failure = failure ?? error
              }
            }
          })
        if let failure { throw failure }
        return nil
      }
    }
    table.define("RACEvent", superclass: "NSObject") { c in
      func event(_ call: NativeCall) throws -> RACEvent { try call.receiver(as: RACEvent.self) }
      c.classMethod("completedEvent", swift: "completed") { _ in RACEvent.completed }
      c.classMethod("eventWithError:", swift: "init(error:)") { call in
        RACEvent(error: try call.optionalObject(0, NSError.self, "an NSError"))
      }
      c.classMethod("eventWithValue:", swift: "init(value:)") { call in RACEvent(value: try call.object(0)) }
      c.instance("eventType", returns: .unsignedLong, swift: "eventType") { call in
        CNumber.unsignedLong(Int(try event(call).eventType.rawValue))
      }
      c.instance("value", swift: "value") { call in call.interpreter.fromCore(try event(call).value) }
      c.instance("error", swift: "error") { call in try event(call).error }
      c.instance("isFinished", returns: .bool, swift: "isFinished") { call in CNumber.bool(try event(call).isFinished) }
      c.property("finished", getter: "isFinished")
    }
  }

  // MARK: - Sequences

  private static func registerSequences(in table: NativeClasses) {
    table.define("RACSequence", superclass: "RACStream") { c in
      func sequence(_ call: NativeCall) throws -> RACSequence { try call.receiver(as: RACSequence.self) }
      c.instance("head", swift: "head") { call in call.interpreter.fromCore(try sequence(call).head) }
      c.instance("tail", swift: "tail") { call in try sequence(call).tail }
      c.instance("array", swift: "array") { call in
        let sequence = try sequence(call)
        guard sequence is RACDynamicSequence else {
          return ObjCArray(sequence.array.map { call.interpreter.fromCore($0) ?? NSNull.shared }, mutable: false)
        }
        // RACSequence.m's -array of a lazy sequence (`Array(self)` in the core) pulled here a value
        // at a time, each thousand asking the budgets: one whose tail block returns the sequence
        // itself never ends, and grew past 2 GB before the time budget stopped it.
        var values: [Any] = []
        for value in sequence {
          if values.count % 1024 == 0 { try call.reserve(elements: 1024) }
          values.append(call.interpreter.fromCore(value) ?? NSNull.shared)
        }
        return ObjCArray(values, mutable: false)
      }
      // RACSequence.m: a sequence hashes as its head, so equal sequences hash alike.
      c.instance("hash", returns: .unsignedLong) { call in
        try call.interpreter.send(
          "hash", to: call.interpreter.fromCore(try sequence(call).head), arguments: [], at: call.location)
          ?? CNumber.unsignedLong(0)
      }
      c.instance("signal", swift: "signal()") { call in try sequence(call).signal() }
      c.instance("signalWithScheduler:", swift: "signalWithScheduler(_:)") { call in
        try sequence(call).signalWithScheduler(try call.scheduler(0))
      }
    }
  }

  // MARK: - RAC's categories on Foundation

  private static func registerCategories(in table: NativeClasses) {
    table.extend("NSArray") { c in
      c.instance("rac_sequence", swift: "rac_sequence") { call in
        try call.receiver(as: ObjCArray.self).elements.map { Optional($0) }.rac_sequence
      }
    }
    table.extend("NSDictionary") { c in
      func dictionary(_ call: NativeCall) throws -> ObjCDictionary { try call.receiver(as: ObjCDictionary.self) }
      c.instance("rac_sequence") { call in
        // RAC's: the keys' sequence, lazily mapped to (key, value) tuples, of a copy taken now
        // (`[self copy]`), so changing the dictionary later changes nothing the sequence gives.
        let snapshot = try dictionary(call).copy(mutable: false)
        return snapshot.keys.map { Optional($0) }.rac_sequence.map { key in
          RACTuplePack(key, key.flatMap { snapshot.value(forKey: $0) })
        }
      }
      c.instance("rac_keySequence") { call in try dictionary(call).keys.map { Optional($0) }.rac_sequence }
      c.instance("rac_valueSequence") { call in
        let target = try dictionary(call)
        return target.keys.map { target.value(forKey: $0) }.rac_sequence
      }
    }
    table.extend("NSString") { c in
      c.instance("rac_sequence") { call in call.receiverString.rac_sequence }
      // NSString+RACKeyPathUtilities.h: a key path's components, or the path without its last or
      // its first one; nil for an empty path (and, for the shorter paths, for a one-key path).
      func components(_ call: NativeCall) -> [String]? {
        let path = call.receiverString
        return path.isEmpty ? nil : path.components(separatedBy: ".")
      }
      c.instance("rac_keyPathComponents") { call in
        components(call).map { ObjCArray($0, mutable: false) }
      }
      c.instance("rac_keyPathByDeletingLastKeyPathComponent") { call in
        guard let parts = components(call), parts.count > 1 else { return nil }
        return parts.dropLast().joined(separator: ".")
      }
      c.instance("rac_keyPathByDeletingFirstKeyPathComponent") { call in
        guard let parts = components(call), parts.count > 1 else { return nil }
        return parts.dropFirst().joined(separator: ".")
      }
    }
    table.extend("NSObject") { c in
      c.instance("rac_willDeallocSignal", swift: "rac_willDeallocSignal") { call in
        if let made = try call.interpreter.willDeallocSignalOfRACSource(of: call.receiver) { return made }
        if let object = call.receiver as? CoreObject { return object.rac_willDeallocSignal }
        if let object = call.receiver as? any KeyValueObservable { return object.rac_willDeallocSignal }
        throw call.fail(
          "\(call.methodName): \(call.interpreter.className(of: call.receiver as Any)) is a value here, not an object that is deallocated; ask a RAC object, the snippet's own objects or the scene's"
        )
      }
      c.instance("rac_deallocDisposable", swift: "rac_deallocDisposable") { call in
        if let object = call.receiver as? any DeallocationDisposing { return object.rac_deallocDisposable }
        throw call.fail(
          "\(call.methodName): only RAC's objects, the snippet's own and the scene's have a deallocation disposable here"
        )
      }
      c.instance("rac_valuesForKeyPath:observer:") { call in
        // A key path of thousands of parts is observed part by part inside the library.
        try call.checkTimeBeforeLibraryWork()
        return try call.interpreter.observe(
          call.receiver, keyPath: try call.string(0), observer: call.argument(1), at: call.location)
      }
    }
  }

  // MARK: - Constants

  private static func registerConstants(in table: NativeClasses) {
    table.constant("RACSignalErrorDomain", value: RACSignalErrorDomain)
    table.constant("RACSignalErrorTimedOut", value: CNumber.long(RACSignalErrorTimedOut))
    table.constant("RACSignalErrorNoMatchingCase", value: CNumber.long(RACSignalErrorNoMatchingCase))
    // RACReplaySubject.h: NSUIntegerMax, which `countUpToAll` reads as the core's Int.max.
    table.constant("RACReplaySubjectUnlimitedCapacity", value: CNumber(unsigned: UInt64.max, type: .unsignedLong))
    table.constant("RACSchedulerPriorityHigh", value: CNumber.long(2))
    table.constant("RACSchedulerPriorityDefault", value: CNumber.long(0))
    table.constant("RACSchedulerPriorityLow", value: CNumber.long(-2))
    table.constant("RACSchedulerPriorityBackground", value: CNumber.long(Int(Int16.min)))
    table.constant("RACEventTypeCompleted", value: CNumber.unsignedLong(0))
    table.constant("RACEventTypeError", value: CNumber.unsignedLong(1))
    table.constant("RACEventTypeNext", value: CNumber.unsignedLong(2))
  }
}
