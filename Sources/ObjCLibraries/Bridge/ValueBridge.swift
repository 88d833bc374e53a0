import Foundation
import ObjCInterpreter
import RAC

/// Values crossing between the snippet and the Swift core.
///
/// Into the snippet (`fromCore`): Swift numbers and Booleans the core made become `NSNumber`s, Swift
/// arrays `NSMutableArray`s (what `collect` and `toArray` send in RAC), optionals are looked through.
/// Into the core (`toCore`): objects go as they are (the core's values are untyped, like `id`); a C
/// scalar where an object is expected is the error clang would report.
extension NativeContext {
  /// Whether `fromCore` hands `value` over unchanged, known from its type (false: not known yet).
  @inline(__always)
  func comesFromCoreAsIs(_ value: Any?) -> Bool {
    // The value's type read in place: unwrapping it would copy it, at every value a block is sent.
    guard let type = FastCast.dynamicType(of: value) else { return true }
    return withMethodCache { $0.comesFromCoreAsIs(ObjectIdentifier(type)) }
  }

  /// Remembers that values of `type` come through `fromCore` unchanged, when its values' classes
  /// depend on the type alone.
  private func noteComesFromCoreAsIs(_ type: Any.Type) {
    withMethodCache { cache in
      if cache.isFixed(type) { cache.noteComesFromCoreAsIs(ObjectIdentifier(type)) }
    }
  }

  func fromCore(_ value: Any?) -> Any? {
    guard let value else { return nil }
    // A type whose values came through unchanged once comes through unchanged every time (the
    // casts below depend on the type alone): one set look-up instead of a dozen casts per value.
    let type = Swift.type(of: value)
    if withMethodCache({ $0.comesFromCoreAsIs(ObjectIdentifier(type)) }) { return value }
    guard let value = OptionalUnwrapping.unwrap(value) else { return nil }
    switch value {
    case is String, is NSNumber, is CoreObject, is ObjCArray, is ObjCDictionary, is ObjCMutableString, is RACTuple:
      if Swift.type(of: value) == type { noteComesFromCoreAsIs(type) }
      return value
    case let bool as Bool: return NSNumber(value: bool)
    case let integer as Int: return NSNumber(value: integer)
    case let double as Double: return NSNumber(value: double)
    case let array as [Any]: return ObjCArray(array.map { fromCore($0) ?? NSNull.shared }, mutable: true)
    case let array as [Any?]: return ObjCArray(array.map { fromCore($0) ?? NSNull.shared }, mutable: true)
    case let string as Substring: return String(string)
    default:
      if Swift.type(of: value) == type { noteComesFromCoreAsIs(type) }
      return value
    }
  }

  /// A value the snippet hands to the core where the core takes `id` (taken and handed on, not
  /// copied).
  func toCore(_ value: consuming Any?, _ what: @autoclosure () -> String, at location: SourceLocation) throws -> Any? {
    if let number = CNumber.cast(value) {
      throw fail("\(what()) is '\(number.type)', not an object (box it: @(…))", at: location)
    }
    return value
  }

  /// Calls a snippet's block (or a core closure) from a Swift closure of the core: arguments come
  /// in from the core, errors end the run (they cannot be thrown through the core), nil comes back
  /// then.
  func callFromCore(_ callable: Callable, _ arguments: [Any?]) -> Any? {
    guardedEntry { () -> Any? in
      // Converted in place where a value needs it: the array is copied only then.
      var converted = arguments
      for index in converted.indices where !comesFromCoreAsIs(converted[index]) {
        converted[index] = fromCore(converted[index])
      }
      switch callable {
      case .block(let block): return try callBlock(block, arguments: converted)
      case .native(let block): return try block.invoke(converted)
      }
    } ?? nil
  }

  /// `callFromCore` for a block of one argument (the values a signal sends): no array is made, and
  /// `guardedEntry` written out, so that the argument and the result are not copied through its
  /// closure (each copy of an `Any?` goes through the run time's value witnesses).
  func callFromCore(_ callable: Callable, argument: Any?) -> Any? {
    guard !isAborted else { return nil }
    do {
      switch callable {
      case .block(let block):
        if comesFromCoreAsIs(argument) { return try callBlock(block, argument: argument) }
        return try callBlock(block, argument: fromCore(argument))
      case .native(let block):
        return try block.invoke([comesFromCoreAsIs(argument) ? argument : fromCore(argument)])
      }
    } catch {
      record(error)
      return nil
    }
  }
}

/// Looks through an `Optional` hidden inside `Any` without `Mirror` (which is slow): a
/// conformance check, then the wrapped value.
enum OptionalUnwrapping {
  static func unwrap(_ value: Any?) -> Any? {
    guard let value else { return nil }
    if let optional = value as? AnyOptional { return unwrap(optional.wrappedAny) }
    return value
  }
}

private protocol AnyOptional {
  var wrappedAny: Any? { get }
}

extension Optional: AnyOptional {
  fileprivate var wrappedAny: Any? {
    switch self {
    case .some(let wrapped): return wrapped
    case .none: return nil
    }
  }
}

/// The Swift closures the core's methods take, made from a snippet's block argument. Each checks
/// what the block returns where the core needs a type (a stream, a BOOL) and reports a wrong one at
/// the block's line, as RAC's assertions would stop the program.
extension NativeCall {
  /// `id (^)(id)`: `map:`, `mapReplace`-style blocks, `catch:`-free value transforms.
  func valueBlock(_ index: Int) throws -> (Any?) -> Any? {
    if let native = argument(index) as? NativeBlock, let closure = native.underlying as? (Any?) -> Any? {
      return closure
    }
    let callable = try self.callable(index, declared: .block(returns: .id, parameters: [.id]))
    let interpreter = self.interpreter
    let methodName = self.methodName
    // The block's result goes straight into `checkedObject`'s `consuming` parameter: held in a
    // `let` first, it was copied there and destroyed after (issue 37).
    return callable.forwarding { value in
      interpreter.checkedObject(
        interpreter.callFromCore(callable, argument: value), "the value the block given to \(methodName) returned",
        callable)
    }
  }

  /// `RACStream * (^)(id)`: `flattenMap:`, `catch:`'s handler, `then:`… The result must be a stream.
  func streamBlock(_ index: Int) throws -> (Any?) -> RACStream? {
    if let native = argument(index) as? NativeBlock, let closure = native.underlying as? (Any?) -> RACStream? {
      return closure
    }
    let callable = try self.callable(index, declared: .block(returns: .object("RACStream"), parameters: [.id]))
    let interpreter = self.interpreter
    let methodName = self.methodName
    return callable.forwarding { value in
      interpreter.checkedStream(interpreter.callFromCore(callable, argument: value), methodName, callable)
    }
  }

  /// `BOOL (^)(id)`: `filter:`, `takeUntilBlock:`…
  func predicateBlock(_ index: Int) throws -> (Any?) -> Bool {
    if let native = argument(index) as? NativeBlock, let closure = native.underlying as? (Any?) -> Bool {
      return closure
    }
    let callable = try self.callable(index, declared: .block(returns: .scalar(.bool), parameters: [.id]))
    let interpreter = self.interpreter
    return callable.forwarding { value in interpreter.truth(interpreter.callFromCore(callable, argument: value)) }
  }

  /// `void (^)(id)`: `subscribeNext:`, `doNext:`.
  func nextBlock(_ index: Int) throws -> (Any?) -> Void {
    if let native = argument(index) as? NativeBlock, let closure = native.underlying as? (Any?) -> Void {
      return closure
    }
    let callable = try self.callable(index, declared: .block(returns: .void, parameters: [.id]))
    let interpreter = self.interpreter
    return callable.forwarding { (value: Any?) in _ = interpreter.callFromCore(callable, argument: value) }
  }

  /// `void (^)(NSError *)`.
  func errorBlock(_ index: Int) throws -> (NSError?) -> Void {
    if let native = argument(index) as? NativeBlock, let closure = native.underlying as? (NSError?) -> Void {
      return closure
    }
    let callable = try self.callable(index, declared: .block(returns: .void, parameters: [.object("NSError")]))
    let interpreter = self.interpreter
    return callable.forwarding { (error: NSError?) in _ = interpreter.callFromCore(callable, argument: error) }
  }

  /// `void (^)(void)`.
  func voidBlock(_ index: Int) throws -> () -> Void {
    if let native = argument(index) as? NativeBlock, let closure = native.underlying as? () -> Void { return closure }
    let callable = try self.callable(index, declared: .block(returns: .void, parameters: []))
    let interpreter = self.interpreter
    return callable.forwarding { () -> Void in _ = interpreter.callFromCore(callable, []) }
  }

  /// `id (^)(void)`.
  func factoryBlock(_ index: Int) throws -> () -> Any? {
    if let native = argument(index) as? NativeBlock, let closure = native.underlying as? () -> Any? { return closure }
    let callable = try self.callable(index, declared: .block(returns: .id, parameters: []))
    let interpreter = self.interpreter
    let methodName = self.methodName
    return callable.forwarding { () -> Any? in
      interpreter.checkedObject(
        interpreter.callFromCore(callable, []), "the value the block given to \(methodName) returned", callable)
    }
  }

  /// `RACSignal * (^)(void)`: `+defer:`, `then:`.
  func signalFactoryBlock(_ index: Int) throws -> () -> RACSignal {
    if let native = argument(index) as? NativeBlock, let closure = native.underlying as? () -> RACSignal {
      return closure
    }
    let callable = try self.callable(index)
    let interpreter = self.interpreter
    let methodName = self.methodName
    return callable.forwarding { () -> RACSignal in
      (interpreter.checkedStream(interpreter.callFromCore(callable, []), methodName, callable) as? RACSignal)
        ?? RACSignal.empty()
    }
  }

  /// `id (^)(id, id)`: `scanWithStart:reduce:`, `aggregateWithStart:reduce:`, `combinePreviousWithStart:reduce:`.
  func reduceBlock2(_ index: Int) throws -> (Any?, Any?) -> Any? {
    if let native = argument(index) as? NativeBlock, let closure = native.underlying as? (Any?, Any?) -> Any? {
      return closure
    }
    let callable = try self.callable(index)
    let interpreter = self.interpreter
    let methodName = self.methodName
    return callable.forwarding { a, b in
      interpreter.checkedObject(
        interpreter.callFromCore(callable, [a, b]), "the value the block given to \(methodName) returned", callable)
    }
  }

  /// `id (^)(id, id, NSUInteger)`: `scanWithStart:reduceWithIndex:`.
  func reduceWithIndexBlock(_ index: Int) throws -> (Any?, Any?, Int) -> Any? {
    let callable = try self.callable(index)
    let interpreter = self.interpreter
    let methodName = self.methodName
    return { a, b, position in
      interpreter.checkedObject(
        interpreter.callFromCore(callable, [a, b, CNumber.unsignedLong(position)]),
        "the value the block given to \(methodName) returned", callable)
    }
  }

  /// `RACDisposable * (^)(id<RACSubscriber>)`: `+createSignal:`.
  func didSubscribeBlock(_ index: Int) throws -> (any RACSubscriberProtocol) -> RACDisposable? {
    if let native = argument(index) as? NativeBlock,
      let closure = native.underlying as? (any RACSubscriberProtocol) -> RACDisposable?
    {
      return closure
    }
    let callable = try self.callable(index)
    let interpreter = self.interpreter
    let methodName = self.methodName
    return callable.forwarding { subscriber in
      let result = interpreter.callFromCore(callable, [subscriber])
      guard let result else { return nil }
      if let disposable = result as? RACDisposable { return disposable }
      interpreter.record(
        interpreter.fail(
          "the block given to \(methodName) returned '\(interpreter.className(of: result)) *', not a RACDisposable (or nil)",
          at: callable.location))
      return nil
    }
  }

  /// `RACStreamBindBlock (^)(void)`: `bind:`. The binding block it returns is called with a `stop`
  /// flag the snippet sets through its `BOOL *stop`.
  func bindFactoryBlock(_ index: Int) throws -> () -> RACStreamBindBlock {
    if let native = argument(index) as? NativeBlock, let closure = native.underlying as? () -> RACStreamBindBlock {
      return closure
    }
    let callable = try self.callable(index)
    let interpreter = self.interpreter
    let methodName = self.methodName
    return {
      let made = interpreter.callFromCore(callable, [])
      return interpreter.bindBlock(from: made, methodName: methodName, factory: callable)
    }
  }
}

extension NativeContext {
  /// C truth of what a block returned, for the core's `BOOL` blocks.
  func truth(_ value: Any?) -> Bool {
    // Told by the value's type word, without copying it out of the optional.
    switch FastCast.held(value, as: CNumber.self) {
    case .none: return false
    case .object: return true
    case .exactly, .other: return CNumber.cast(value)?.isTrue ?? true
    }
  }

  /// An object the core will treat as `id`: a C scalar there stops the run with an error at the block.
  /// The value is taken and handed back, not copied.
  func checkedObject(_ value: consuming Any?, _ what: @autoclosure () -> String, _ callable: Callable) -> Any? {
    if let number = CNumber.cast(value) {
      record(fail("\(what()) is '\(number.type)' \(number), not an object (box it: @(…))", at: callable.location))
      return nil
    }
    return value
  }

  /// A stream the core will subscribe to (or nil): anything else stops the run, as RAC asserts.
  func checkedStream(_ value: consuming Any?, _ methodName: String, _ callable: Callable) -> RACStream? {
    guard let value else { return nil }
    // An object (what a block returns, nearly always) is cast as an object, a class check, not by
    // the run time's general cast from `Any` (hundreds of instructions, over many cache lines, at
    // every `flattenMap:` value: issue 37).
    let object = withUnsafePointer(to: value) { FastCast.swiftObject(at: UnsafeRawPointer($0)) }
    if let object {
      if let stream = object as? RACStream { return stream }
    } else if let stream = value as? RACStream {
      return stream
    }
    record(
      fail(
        "the block given to \(methodName) returned '\(className(of: value)) *', not a RACStream",
        at: callable.location))
    return nil
  }

  /// The core's `RACStreamBindBlock` for what a snippet's bind factory returned.
  func bindBlock(from made: Any?, methodName: String, factory: Callable) -> RACStreamBindBlock {
    let callable: Callable
    switch made {
    case let block as ObjCBlock: callable = .block(block)
    case let block as NativeBlock:
      if let closure = block.underlying as? RACStreamBindBlock { return closure }
      callable = .native(block)
    default:
      if made != nil || !isAborted {
        record(fail("the block given to \(methodName) must return a RACStreamBindBlock", at: factory.location))
      }
      return { _, _ in nil }
    }
    return { [self] value, stop in
      let stopBox = Box(CNumber.bool(stop), type: .scalar(.bool))
      let result = callFromCore(callable, [value, ObjCPointer.to(stopBox)])
      stop = (stopBox.value as? CNumber)?.isTrue ?? false
      return checkedStream(result, "the RACStreamBindBlock of \(methodName)", callable)
    }
  }
}

extension Callable {
  /// Where the block is written (its caret in errors), or where the snippet is now for core closures.
  var location: SourceLocation {
    switch self {
    case .block(let block): return block.literal.location
    case .native(let block): return block.interpreterLocation()
    }
  }
}
