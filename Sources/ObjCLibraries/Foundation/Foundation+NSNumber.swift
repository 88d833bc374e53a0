import Foundation
import ObjCInterpreter
import Shared

/// `NSNumber`: the boxes `@(…)` makes, and the scalars they give back.
extension FoundationClasses {
  static func registerNSNumber(in table: NativeClasses) {
    table.define("NSValue", superclass: "NSObject") { c in
      // What `RACTupleUnpack` hands `RACTupleUnpackingTrampoline`: a variable's address, boxed;
      // what RACKVOProxy keys its trampolines by: an object's address (`(__bridge void *)self`).
      c.classMethod("valueWithPointer:") { call in
        // `NULL` too: RAC's lifting spec boxes a `char *` property that holds none.
        switch lookThroughOptionals(call.argument(0)) {
        case nil: return PointerValue(object: nil)
        case let pointer as ObjCPointer: return PointerValue(pointer: pointer)
        case let object? where type(of: object) is AnyClass: return PointerValue(object: object as AnyObject)
        default: throw call.wrongArgument(0, expected: "a pointer (&variable, or an object as void *)")
        }
      }
      c.instance("pointerValue") { call in (call.receiver as? PointerValue)?.pointee }
    }
    table.define("NSNumber", superclass: "NSValue") { c in
      // A tagged number (`TaggedNumber`) is read as the `NSNumber` it stands for.
      func number(_ call: NativeCall) -> NSNumber {
        FastCast.exactly(call.receiver, NSNumber.self) ?? TaggedNumber.held(call.receiver)?.object
          ?? (call.receiver as? NSNumber) ?? NSNumber(value: 0)
      }
      func number(_ object: AnyObject) -> NSNumber {
        Swift.type(of: object) == NSNumber.self
          ? unsafeDowncast(object, to: NSNumber.self) : (object as? NSNumber) ?? NSNumber(value: 0)
      }
      // Each a scalar getter (`ScalarGetter`): `value.integerValue * 3` reads it without a
      // `NativeCall`, through the same `read`.
      func scalarGetter(_ selector: String, _ type: CScalarType, _ read: @escaping (NSNumber) -> CNumber) {
        c.scalarGetter(selector, returns: type, { call in read(number(call)) }, direct: { read(number($0)) })
      }
      scalarGetter("integerValue", .long) { CNumber.long($0.intValue) }
      scalarGetter("intValue", .int) { CNumber(integer: Int64($0.int32Value), type: .int) }
      scalarGetter("longValue", .long) { CNumber.long($0.intValue) }
      scalarGetter("longLongValue", .longLong) { CNumber(integer: $0.int64Value, type: .longLong) }
      scalarGetter("shortValue", .short) { CNumber(integer: Int64($0.int16Value), type: .short) }
      scalarGetter("charValue", .char) { CNumber(integer: Int64($0.int8Value), type: .char) }
      scalarGetter("unsignedIntegerValue", .unsignedLong) { CNumber(unsigned: $0.uint64Value, type: .unsignedLong) }
      scalarGetter("unsignedIntValue", .unsignedInt) { CNumber(unsigned: UInt64($0.uint32Value), type: .unsignedInt) }
      scalarGetter("unsignedLongValue", .unsignedLong) { CNumber(unsigned: $0.uint64Value, type: .unsignedLong) }
      scalarGetter("unsignedLongLongValue", .unsignedLongLong) {
        CNumber(unsigned: $0.uint64Value, type: .unsignedLongLong)
      }
      scalarGetter("doubleValue", .double) { CNumber.double($0.doubleValue) }
      scalarGetter("floatValue", .float) { CNumber(real: Double($0.floatValue), type: .float) }
      scalarGetter("boolValue", .bool) { CNumber.bool($0.boolValue) }
      func description(_ call: NativeCall) -> String {
        TaggedNumber.held(call.receiver)?.description ?? ValueDescription.numberDescription(number(call))
      }
      c.instance("stringValue") { call in description(call) }
      c.instance("description") { call in description(call) }
      // `-objCType`: the encoding of the C type the number keeps (`@encode`: `i` for an `int`, `q`
      // for a `long`, `c` for a `BOOL`), as Foundation chose it when it made the number.
      c.instance("objCType") { call in
        CString(string: TaggedNumber.held(call.receiver)?.objCType ?? String(cString: number(call).objCType))
      }
      c.instance("isEqualToNumber:", returns: .bool) { call in
        guard call.argument(0) is NSNumber else { return CNumber.bool(false) }
        return CNumber.bool(ObjCEquality.isEqual(call.receiver, call.argument(0)))
      }
      c.instance("compare:", returns: .long) { call in
        let other = try call.requiredObject(0, NSNumber.self, "an NSNumber")
        let a = number(call).doubleValue
        let b = other.doubleValue
        return CNumber.long(a < b ? -1 : (a == b ? 0 : 1))
      }
      // `+numberWithInt:` … `-initWithDouble:`: the number `@(…)` makes for a scalar of the type
      // (`Boxing.box`: an integer Darwin keeps in a tagged pointer is a `TaggedNumber`).
      let makers: [(String, CScalarType)] = [
        ("Int", .int), ("Integer", .long), ("Long", .long), ("LongLong", .longLong), ("Short", .short),
        ("Char", .char), ("UnsignedInt", .unsignedInt), ("UnsignedInteger", .unsignedLong),
        ("UnsignedLong", .unsignedLong), ("UnsignedLongLong", .unsignedLongLong), ("Bool", .bool),
        ("Double", .double), ("Float", .float),
      ]
      for (name, type) in makers {
        let convert: NativeMethod = { call in
          guard let value = call.argument(0) as? CNumber else { throw call.wrongArgument(0, expected: "a number") }
          return Boxing.box(value.converted(to: type))
        }
        c.classMethod("numberWith\(name):", convert)
        c.initializer("initWith\(name):", convert)
      }
    }
  }
}

/// `[NSValue valueWithPointer:p]`: an `NSValue` holding an address, equal to another that holds
/// the same address (RACKVOProxy finds a trampoline again by `[NSValue valueWithPointer:context]`).
/// The address is a variable's (`&variable`) or an object's (`(__bridge void *)self`); as in C, an
/// object's address does not keep the object alive.
struct PointerValue: Hashable, CustomStringConvertible {
  /// The variable's address, when it is one.
  let pointer: ObjCPointer?
  private weak var object: AnyObject?
  /// What the address is, for equality and hashing: the variable's storage or the object.
  private let address: ObjectIdentifier?

  init(pointer: ObjCPointer?) {
    self.pointer = pointer
    address = pointer.map { ObjectIdentifier($0.target ?? $0) }
  }

  init(object: AnyObject?) {
    pointer = nil
    self.object = object
    address = object.map(ObjectIdentifier.init)
  }

  /// What `-pointerValue` gives back: the pointer, or the object while it lives (NULL after).
  var pointee: Any? { pointer ?? object }

  static func == (lhs: PointerValue, rhs: PointerValue) -> Bool { lhs.address == rhs.address }

  func hash(into hasher: inout Hasher) { hasher.combine(address) }

  /// As `NSValue` prints a pointer: its eight bytes, in memory order (`<a0000000 00600000>`), of
  /// the made-up address of the variable or object (NULL's eight zeros).
  var description: String {
    let target: AnyObject? = pointer ?? object
    let address = target.map { UInt64(ValueDescription.address(of: $0).dropFirst(2), radix: 16) ?? 0 } ?? 0
    let bytes = (0..<8).map { String(format: "%02x", (address >> (8 * UInt64($0))) & 0xFF) }
    return "<" + bytes[0..<4].joined() + " " + bytes[4..<8].joined() + ">"
  }
}
