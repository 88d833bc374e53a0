import Foundation
import ObjCInterpreter

/// `-[NSArray isEqual:]` as Foundation compares (each element's own `-isEqual:`) and its `-hash`
/// (the count), and the
/// `NSArray` / `NSMutableArray` methods RAC 2.5's own source sends beside the common ones:
/// `RACCommand.m` finds its finished executions with `-indexesOfObjectsPassingTest:` and
/// `-removeObjectsAtIndexes:`,
/// `RACSignal+Operations.m` removes a disposable with `-removeObjectIdenticalTo:` (by identity, not
/// `-isEqual:`) and ends `-groupBy:`'s groups with `-makeObjectsPerformSelector:`,
/// `RACReplaySubject.m` trims its values with `-removeObjectsInRange:`.
enum FoundationArraySearching {
  static func register(in table: NativeClasses) {
    table.extend("NSArray") { c in
      // Element by element with -isEqual:, so the program's own classes (and RAC's loaded ones,
      // RACEvent) compare as they define it.
      c.instance("isEqual:", returns: .bool) { call in
        let elements = try call.receiver(as: ObjCArray.self).elements
        guard let other = call.argument(0) as? ObjCArray, other.elements.count == elements.count else {
          return CNumber.bool(false)
        }
        return try NestingGuard.deeper("-isEqual: of an array", fallback: CNumber.bool(false)) {
          for (left, right) in zip(elements, other.elements) {
            let same = try call.interpreter.send("isEqual:", to: left, arguments: [right], at: call.location)
            guard try COperators.isTrue(same, at: call.location) else { return CNumber.bool(false) }
          }
          return CNumber.bool(true)
        }
      }
      // Foundation's array hash is its count (CFArray's), so arrays equal by -isEqual: hash alike
      // (RACTuple.m's -hash is its backing array's).
      c.instance("hash", returns: .unsignedLong) { call in
        CNumber.unsignedLong(try call.receiver(as: ObjCArray.self).elements.count)
      }
      c.instance("indexesOfObjectsPassingTest:") { call in
        let elements = try call.receiver(as: ObjCArray.self).elements
        let test = try call.callable(0)
        var passing: [Int] = []
        for (position, element) in elements.enumerated() {
          let stop = Box(CNumber.bool(false), type: .scalar(.bool))
          let passed = try call.interpreter.invoke(
            test, [element, CNumber.unsignedLong(position), ObjCPointer.to(stop)], at: call.location)
          if try COperators.isTrue(passed, at: call.location) { passing.append(position) }
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
    }
    table.extend("NSMutableArray") { c in
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
        let range = try call.range(0)
        guard let indexes = range.indexes(within: array.elements.count) else {
          throw call.exception(
            "NSRangeException",
            "*** -[__NSArrayM removeObjectsInRange:]: range {\(range.location), \(range.length)} extends beyond bounds [0 .. \(array.elements.count - 1)]"
          )
        }
        array.elements.removeSubrange(indexes)
        return nil
      }
    }
  }
}
