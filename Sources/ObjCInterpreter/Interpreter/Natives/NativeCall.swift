import Foundation
import Shared

/// One message to a library method: the receiver (an instance, or a `ClassValue` for a class
/// method), its arguments as the snippet passed them, and typed access to them that explains what
/// is wrong when an argument is not what the method takes.
package struct NativeCall {
  package let interpreter: Interpreter
  package let receiver: Any
  package let selector: String
  package let arguments: [Any?]
  package let location: SourceLocation
  package let isClassMethod: Bool

  /// `-[RACSignal map:]`, `+[RACSignal return:]`.
  package var methodName: String {
    "\(isClassMethod ? "+" : "-")[\(receiverClassName) \(selector)]"
  }

  /// The receiver's class name (the class itself for class methods).
  package var receiverClassName: String {
    if let classValue = receiver as? ClassValue { return classValue.name }
    return interpreter.className(of: receiver)
  }

  package func fail(_ message: String) -> RuntimeError {
    interpreter.fail(message, at: location)
  }

  /// Asks the memory and time budgets, before the method makes something of about `bytes`, whether
  /// it may (`Interpreter.reserve`).
  package func reserve(_ bytes: Int) throws {
    try interpreter.budget.reserve(bytes, at: location)
  }

  /// Checks the time budget before work that may go on inside the library without coming back to
  /// the interpreter (a subscription that starts a chain of operators, an operator over thousands
  /// of signals, a key path of thousands of parts): a run stopped in it from outside is then
  /// reported at this call (`CheckedPlace`). Once per such call, not per value sent.
  package func checkTimeBeforeLibraryWork() throws {
    try interpreter.budget.checkTime(at: location)
  }

  /// `text`, once the memory budget has room for it. A collection's `-description` is known only
  /// once made, and a loop may double it (`s = [@[s, s] description]`): asked after it is made,
  /// the first that does not fit stops the run, where the memory budget was never asked and only
  /// the time budget ended it, hundreds of MB past `--max-memory`.
  package func reserving(_ text: String) throws -> String {
    try reserve(text.utf8.count)
    return text
  }

  /// `reserve` for an array of `count` elements (an element takes 32 bytes in an array).
  package func reserve(elements count: Int) throws {
    try reserve(count.multipliedReportingOverflow(by: 32).overflow ? .max : count * 32)
  }

  package func argument(_ index: Int) -> Any? {
    guard index < arguments.count else { return nil }
    // Read where the array keeps it: nil, a C scalar or an object (nearly every argument) is copied
    // as its bytes (`FastCast.copyBits`), without the copy that reading `arguments[index]` makes
    // to look at it; anything else (an optional hidden in the value) is looked through.
    return arguments.withUnsafeBufferPointer { buffer -> Any? in
      guard let base = buffer.baseAddress else { return nil }
      var copy: Any? = nil
      let copied = withUnsafeMutablePointer(to: &copy) {
        FastCast.copyBits(from: UnsafeRawPointer(base + index), to: UnsafeMutableRawPointer($0))
      }
      return copied ? copy : lookThroughOptionals(base[index])
    }
  }

  /// An error about argument `index`: "argument 2 of -[RACSignal take:] must be …, got …".
  package func wrongArgument(_ index: Int, expected: String) -> RuntimeError {
    let value = argument(index)
    let got: String
    switch value {
    case nil: got = "nil"
    case let number as CNumber: got = "\(number.type) \(number)"
    default: got = "'\(interpreter.className(of: value ?? 0)) *'"
    }
    return fail("argument \(index + 1) of \(methodName) must be \(expected), got \(got)")
  }

  /// The receiver as the core type `T` (the table registers methods per class, so this holds unless
  /// a snippet class claims a library class as its superclass).
  package func receiver<T>(as type: T.Type) throws -> T {
    guard let typed = receiver as? T else {
      if let instance = receiver as? ObjCInstance {
        // Named as the program knows it: the library class its class inherits from (`NSOperation`),
        // not the Swift type that stands for it here.
        let libraryClass =
          interpreter.classChain(of: instance.objcClass.name).first {
            interpreter.classes[$0]?.isDefinedBySnippet != true
          } ?? "\(T.self)"
        throw fail(
          "\(methodName) needs a \(libraryClass) of the library's; this \(instance.objcClass.name), a class the program defines, is none (a subclass of a library class is one once its init has reached the library's initialiser through super: self = [super init…])"
        )
      }
      throw fail(
        "\(methodName) needs a receiver of the library's own class \(T.self), not a subclass the snippet defines")
    }
    return typed
  }

  package func object(_ index: Int) throws -> Any? {
    let value = argument(index)
    if CNumber.cast(value) != nil { throw wrongArgument(index, expected: "an object") }
    return value
  }

  package func requiredObject<T>(_ index: Int, _ type: T.Type, _ expected: String) throws -> T {
    guard let value = argument(index) as? T else { throw wrongArgument(index, expected: expected) }
    return value
  }

  package func optionalObject<T>(_ index: Int, _ type: T.Type, _ expected: String) throws -> T? {
    guard let value = argument(index) else { return nil }
    guard let typed = value as? T else { throw wrongArgument(index, expected: expected) }
    return typed
  }

  package func integer(_ index: Int) throws -> Int {
    guard let number = CNumber.cast(argument(index)), !number.isFloatingPoint else {
      throw wrongArgument(index, expected: "an integer")
    }
    return number.int
  }

  /// An `NSUInteger` count: negative values wrap in C; here they are an error, not a huge count.
  package func count(_ index: Int) throws -> Int {
    let value = try integer(index)
    guard value >= 0 else { throw wrongArgument(index, expected: "an NSUInteger (not negative)") }
    return value
  }

  /// An `NSUInteger` count where RAC writes "all" as `NSUIntegerMax` (`take:NSUIntegerMax`,
  /// `RACReplaySubjectUnlimitedCapacity`): an unsigned value past `Int.max` is a count no program
  /// reaches, so it is `Int.max`; a signed negative one is still `count`'s error.
  package func countUpToAll(_ index: Int) throws -> Int {
    if let number = CNumber.cast(argument(index)), !number.isFloatingPoint, !number.type.isSigned, number.int64 < 0 {
      return .max
    }
    return try count(index)
  }

  package func double(_ index: Int) throws -> Double {
    guard let number = CNumber.cast(argument(index)) else { throw wrongArgument(index, expected: "a number") }
    return number.double
  }

  package func bool(_ index: Int) throws -> Bool {
    guard let number = CNumber.cast(argument(index)) else { throw wrongArgument(index, expected: "a BOOL") }
    return number.isTrue
  }

  package func string(_ index: Int) throws -> String {
    guard let value = argument(index), let string = ObjCEquality.stringValue(value) else {
      throw wrongArgument(index, expected: "an NSString")
    }
    return string
  }

  package func optionalString(_ index: Int) throws -> String? {
    guard let value = argument(index) else { return nil }
    guard let string = ObjCEquality.stringValue(value) else { throw wrongArgument(index, expected: "an NSString") }
    return string
  }
}
