import Foundation

/// `RACTupleUnpackingTrampoline` (RACTuple.h / RACTuple.m): what `RACTupleUnpack(…) = tuple;`
/// expands to. The macro declares a variable per name and assigns
/// `[RACTupleUnpackingTrampoline trampoline][ @[ [NSValue valueWithPointer:&var1], … ] ] = tuple`:
/// the keyed subscript's setter writes the tuple's element at each index through the pointer at
/// that index. Code may use it directly, as the macro does.
public final class RACTupleUnpackingTrampoline: CoreObject, @unchecked Sendable {
  /// Where an element goes: writes through one of the variables' pointers.
  public typealias Variable = (_ element: Any?) -> Void

  private static let shared = RACTupleUnpackingTrampoline()

  private override init() {
    super.init()
  }

  /// `+trampoline`: the one trampoline (RAC makes it once, with `dispatch_once`).
  public static func trampoline() -> RACTupleUnpackingTrampoline { shared }

  public override var isSharedInstance: Bool { true }

  /// `-setObject:forKeyedSubscript:`: `variables[i]` gets `tuple[i]`, which is nil for a
  /// `RACTupleNil` and past the tuple's end (`-objectAtIndexedSubscript:`), and for a nil tuple
  /// (a message to nil).
  public func setObject(_ tuple: RACTuple?, forKeyedSubscript variables: [Variable]) {
    for (index, variable) in variables.enumerated() { variable(tuple?.object(at: index)) }
  }
}
