import Foundation
import ObjCInterpreter
import RAC

/// What a RAC native asks of its call: its arguments as the core's types (a signal, a disposable, a
/// scheduler), lent to the core where RAC's loaded source made them.
extension NativeCall {
  package func signal(_ index: Int) throws -> RACSignal {
    if let lent = interpreter.lentToCore(signal: argument(index)) { return lent }
    return try requiredObject(index, RACSignal.self, "a RACSignal")
  }

  /// A disposable argument: the core's, or one of RAC's loaded source lent to the core.
  package func disposable(_ index: Int) throws -> RACDisposable {
    if let lent = interpreter.lentToCore(disposable: argument(index)) { return lent }
    return try requiredObject(index, RACDisposable.self, "a RACDisposable")
  }

  /// `disposable(_:)`, nil allowed.
  package func optionalDisposable(_ index: Int) throws -> RACDisposable? {
    argument(index) == nil ? nil : try disposable(index)
  }

  /// An `id<RACSubscriber>` argument: the core's own, or an object of the program's class that adopts
  /// `<RACSubscriber>` (or answers `-sendNext:`), as the core's `ProgramSubscriber`.
  package func subscriber(_ index: Int) throws -> any RACSubscriberProtocol {
    if let subscriber = argument(index) as? any RACSubscriberProtocol { return subscriber }
    if let instance = argument(index) as? ObjCInstance, instance.objcClass.isDefinedBySnippet,
      ProtocolConformance.conforms(
        interpreter.classChain(of: instance.objcClass.name), to: "RACSubscriber", interpreter)
        || interpreter.responds(instance, to: "sendNext:")
    {
      return ProgramSubscriber(instance, interpreter: interpreter)
    }
    throw wrongArgument(index, expected: "an id<RACSubscriber>")
  }

  package func stream(_ index: Int) throws -> RACStream { try requiredObject(index, RACStream.self, "a RACStream") }

  package func scheduler(_ index: Int) throws -> RACScheduler {
    try requiredObject(index, RACScheduler.self, "a RACScheduler")
  }

  /// The elements of an `NSArray` (or anything fast-enumerable: a sequence, a tuple).
  package func elements(_ index: Int) throws -> [Any?] {
    switch argument(index) {
    case let array as ObjCArray: return array.elements
    case let array as [Any]: return array
    case let sequence as RACSequence: return sequence.array
    case let tuple as RACTuple: return (0..<tuple.count).map { tuple.object(at: $0) }
    default: throw wrongArgument(index, expected: "an NSArray")
    }
  }

  /// An array of signals (`+combineLatest:`, `+merge:`, `+zip:`), the budget checked first: an
  /// operator over thousands of signals may work long inside the core.
  package func signals(_ index: Int) throws -> [RACSignal] {
    try checkTimeBeforeLibraryWork()
    return try elements(index).enumerated().map { position, element in
      guard let signal = (element as? RACSignal) ?? interpreter.lentToCore(signal: element) else {
        throw fail(
          "argument \(index + 1) of \(methodName) must hold RACSignals; element \(position) is '\(interpreter.className(of: element ?? NSNull.shared)) *'"
        )
      }
      return signal
    }
  }

  /// A block argument, callable from Swift: the snippet's own block or a core closure it passed on.
  func callable(_ index: Int) throws -> Callable {
    switch argument(index) {
    case let block as ObjCBlock: return .block(block)
    case let block as NativeBlock: return .native(block)
    case nil: throw wrongArgument(index, expected: "a block")
    default: throw wrongArgument(index, expected: "a block")
    }
  }

  /// A block argument of a method whose parameter RAC 2.5's header declares as `declared`: the
  /// snippet's block literal must be one clang would pass there, or the error is clang's, at the
  /// literal (`ObjCBlock.incompatibility(passedAs:)`).
  func callable(_ index: Int, declared: TypeName) throws -> Callable {
    if let block = argument(index) as? ObjCBlock, let problem = block.incompatibility(passedAs: declared) {
      throw interpreter.fail(problem, at: block.literal.location)
    }
    return try callable(index)
  }

  func optionalCallable(_ index: Int) throws -> Callable? {
    argument(index) == nil ? nil : try callable(index)
  }
}

/// Something a Swift closure of the bridge calls: a snippet's block or a closure of the core.
enum Callable {
  case block(ObjCBlock)
  case native(NativeBlock)

  /// The number of parameters the block declares (for reduce blocks of 1 to 6 arguments).
  var arity: Int {
    switch self {
    case .block(let block): return block.arity
    case .native(let block): return block.arity
    }
  }

  /// The block's name as the trace and errors show it.
  var name: String {
    switch self {
    case .block(let block): return block.literal.traceName
    case .native(let block): return block.name
    }
  }
}
