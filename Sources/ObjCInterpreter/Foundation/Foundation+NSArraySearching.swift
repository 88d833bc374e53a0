import Foundation

/// The `NSArray` / `NSMutableArray` methods RAC 2.5's own source sends beside the common ones:
/// `RACSubject.m` finds a subscriber with `-indexOfObjectWithOptions:passingTest:` (from the end),
/// `RACCommand.m` its finished executions with `-indexesOfObjectsPassingTest:` and
/// `-removeObjectsAtIndexes:`,
/// `RACSignal+Operations.m` removes a disposable with `-removeObjectIdenticalTo:` (by identity, not
/// `-isEqual:`) and ends `-groupBy:`'s groups with `-makeObjectsPerformSelector:`,
/// `RACReplaySubject.m` trims its values with `-removeObjectsInRange:`.
enum FoundationArraySearching {
  /// `NSEnumerationReverse`.
  private static let reverse: Int64 = 1 << 1

  static func register(in table: NativeClasses) {
    table.define("NSArray", superclass: "NSObject") { c in
      c.instance("indexOfObjectPassingTest:", returns: .unsignedLong) { call in
        try index(call, options: 0, test: try call.callable(0))
      }
      c.instance("indexesOfObjectsPassingTest:") { call in
        let elements = try call.receiver(as: ObjCArray.self).elements
        let test = try call.callable(0)
        var passing: [Int] = []
        for (position, element) in elements.enumerated() {
          let stop = Box(CNumber.bool(false), type: .scalar(.bool))
          let passed = try call.interpreter.invoke(
            test, [element, CNumber.unsignedLong(position), ObjCPointer.to(stop)], at: call.location)
          if try call.interpreter.isTrue(passed, at: call.location) { passing.append(position) }
          if (stop.value as? CNumber)?.isTrue == true { break }
        }
        return IndexSetValue(passing, mutable: false)
      }
      for selector in ["makeObjectsPerformSelector:", "makeObjectsPerformSelector:withObject:"] {
        c.instance(selector) { call in
          let sent = try call.requiredObject(0, SelectorValue.self, "a selector (@selector(…))")
          let arguments = selector.hasSuffix("withObject:") ? [call.argument(1)] : []
          for element in try call.receiver(as: ObjCArray.self).elements {
            _ = try call.interpreter.send(sent.name, to: element, arguments: arguments, at: call.location)
          }
          return nil
        }
      }
      c.instance("indexOfObjectWithOptions:passingTest:", returns: .unsignedLong) { call in
        guard let options = call.argument(0) as? CNumber else { throw call.wrongArgument(0, expected: "options") }
        return try index(call, options: options.int64, test: try call.callable(1))
      }
    }
    table.define("NSMutableArray", superclass: "NSArray") { c in
      c.instance("removeObjectIdenticalTo:") { call in
        let target = call.argument(0)
        try call.receiver(as: ObjCArray.self).elements.removeAll { element in
          if type(of: element) is AnyClass, let target, type(of: target) is AnyClass {
            return (element as AnyObject) === (target as AnyObject)
          }
          return ObjCEquality.isEqual(element, target)
        }
        return nil
      }
      c.instance("removeObjectsAtIndexes:") { call in
        let array = try call.receiver(as: ObjCArray.self)
        let indexes = try call.requiredObject(0, IndexSetValue.self, "an NSIndexSet").indexes
        guard indexes.allSatisfy({ $0 >= 0 && $0 < array.elements.count }) else {
          throw call.exception(
            "NSRangeException", "*** -[__NSArrayM removeObjectsAtIndexes:]: index set beyond bounds")
        }
        for index in indexes.sorted(by: >) { array.elements.remove(at: index) }
        return nil
      }
      c.instance("removeObjectsInRange:") { call in
        let array = try call.receiver(as: ObjCArray.self)
        guard let range = call.argument(0) as? ObjCStruct, let location = range.field("location") as? CNumber,
          let length = range.field("length") as? CNumber
        else { throw call.wrongArgument(0, expected: "an NSRange") }
        let start = location.int
        let end = start + length.int
        guard start >= 0, length.int >= 0, end <= array.elements.count else {
          throw call.exception(
            "NSRangeException",
            "*** -[__NSArrayM removeObjectsInRange:]: range {\(start), \(length.int)} extends beyond bounds [0 .. \(array.elements.count - 1)]"
          )
        }
        array.elements.removeSubrange(start..<end)
        return nil
      }
    }
  }

  /// The first index (the last, with `NSEnumerationReverse`) whose element passes `test`, or
  /// `NSNotFound`; the test's `*stop` ends the search.
  private static func index(_ call: NativeCall, options: Int64, test: Callable) throws -> CNumber {
    let elements = try call.receiver(as: ObjCArray.self).elements
    let order = options & reverse != 0 ? Array(elements.indices.reversed()) : Array(elements.indices)
    for position in order {
      let stop = Box(CNumber.bool(false), type: .scalar(.bool))
      let passed = try call.interpreter.invoke(
        test, [elements[position], CNumber.unsignedLong(position), ObjCPointer.to(stop)], at: call.location)
      if try call.interpreter.isTrue(passed, at: call.location) { return CNumber.unsignedLong(position) }
      if (stop.value as? CNumber)?.isTrue == true { break }
    }
    return CNumber.unsignedLong(NSNotFound)
  }
}
