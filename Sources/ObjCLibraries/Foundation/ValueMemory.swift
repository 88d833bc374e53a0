import ObjCInterpreter

/// Where Foundation copies a value by address: a variable (`&value`) or a byte buffer
/// (`unsigned char bytes[size]`), which NSInvocation+RACTypeParsing.m copies structs and pointers
/// through (`[value getValue:bytes]`, then `[invocation setArgument:bytes atIndex:i]`;
/// `[invocation getReturnValue:bytes]`, then `+[NSValue valueWithBytes:bytes objCType:]`). The
/// interpreter copies values, not their bytes: a buffer keeps the value copied into it whole
/// (`CArray.copiedValue`).
enum ValueMemory {
  /// The value at argument `index`'s address; `expected` says what else was wanted.
  static func read(_ call: NativeCall, _ index: Int, expected: String) throws -> Any? {
    switch call.argument(index) {
    case let pointer as ObjCPointer: return pointer.read()
    case let buffer as CArray: return CAggregates.copy(buffer.copiedValue)
    default: throw call.wrongArgument(index, expected: expected)
    }
  }

  /// Copies `value` to argument `index`'s address.
  static func write(_ value: Any?, _ call: NativeCall, _ index: Int, expected: String) throws {
    switch call.argument(index) {
    case let pointer as ObjCPointer: pointer.write(value)
    case let buffer as CArray: buffer.copiedValue = CAggregates.copy(value)
    default: throw call.wrongArgument(index, expected: expected)
    }
  }
}
