import Foundation
import ObjCInterpreter
import RAC
import Shared

/// `NSArray` and `NSMutableArray`, with Foundation's exceptions for an index out of bounds or a nil
/// inserted.
extension FoundationClasses {
  static func registerNSArray(in table: NativeClasses) {
    table.define("NSArray", superclass: "NSObject") { c in
      func array(_ call: NativeCall) throws -> ObjCArray { try call.receiver(as: ObjCArray.self) }
      func element(_ call: NativeCall, _ selector: String) throws -> Any? {
        let elements = try array(call).elements
        let index = try call.integer(0)
        guard index >= 0, index < elements.count else {
          let className = call.interpreter.className(of: call.receiver)
          let bounds = elements.isEmpty ? "for empty NSArray" : "beyond bounds [0 .. \(elements.count - 1)]"
          throw call.exception(
            "NSRangeException", "*** -[\(className) \(selector)]: index \(UInt64(bitPattern: Int64(index))) \(bounds)")
        }
        return elements[index]
      }
      c.instance("count", returns: .unsignedLong) { call in CNumber.unsignedLong(try array(call).elements.count) }
      // `NSFastEnumeration`, for a class that forwards it to an array (RAC's `RACTuple` does, for
      // `for … in` over a tuple): like Foundation's arrays, `itemsPtr` points at the elements
      // themselves, all in one batch, and the buffer goes unused.
      c.instance("countByEnumeratingWithState:objects:count:", returns: .unsignedLong) { call in
        let elements = try array(call).elements
        guard let state = call.argument(0) as? CStruct, state.layout.name == "NSFastEnumerationState" else {
          throw call.wrongArgument(0, expected: "NSFastEnumerationState *")
        }
        let start = Int(CNumber.cast(state.field("state"))?.int64 ?? 0)
        guard start >= 0, start < elements.count else { return CNumber.unsignedLong(0) }
        let items = CArray(elementType: .id, count: 0)
        items.elements = Array(elements[start...])
        state.setField("itemsPtr", to: items)
        state.setField("state", to: CNumber.unsignedLong(elements.count))
        if state.field("mutationsPtr") == nil {
          // An array that is not mutated during the loop: a mutation count that stays 0.
          state.setField(
            "mutationsPtr", to: CArrayPointer(array: CArray(elementType: .scalar(.unsignedLong), count: 1), offset: 0))
        }
        return CNumber.unsignedLong(elements.count - start)
      }
      c.instance("objectAtIndex:") { call in try element(call, "objectAtIndex:") }
      c.instance("objectAtIndexedSubscript:") { call in try element(call, "objectAtIndexedSubscript:") }
      c.instance("firstObject") { call in try array(call).elements.first }
      c.instance("lastObject") { call in try array(call).elements.last }
      c.instance("containsObject:", returns: .bool) { call in
        let target = call.argument(0)
        return CNumber.bool(try array(call).elements.contains { ObjCEquality.isEqual($0, target) })
      }
      c.instance("indexOfObject:", returns: .unsignedLong) { call in
        let target = call.argument(0)
        return CNumber.unsignedLong(
          try array(call).elements.firstIndex { ObjCEquality.isEqual($0, target) } ?? NSNotFound)
      }
      c.instance("arrayByAddingObject:") { call in
        guard let object = call.argument(0) else {
          throw call.exception(
            "NSInvalidArgumentException", "*** -[__NSArrayI arrayByAddingObject:]: object cannot be nil")
        }
        return ObjCArray(try array(call).elements + [object], mutable: false)
      }
      c.instance("arrayByAddingObjectsFromArray:") { call in
        let elements = try array(call).elements
        let added = try call.elements(0)
        try call.reserve(elements: elements.count + added.count)
        return ObjCArray(elements + added.map { $0 ?? NSNull.shared }, mutable: false)
      }
      c.instance("componentsJoinedByString:") { call in
        let separator = try call.string(0)
        let parts = try array(call).elements.map { ValueDescription.describe($0) }
        try call.reserve(parts.reduce(max(0, parts.count - 1) * separator.utf8.count) { $0 + $1.utf8.count })
        return parts.joined(separator: separator)
      }
      c.instance("subarrayWithRange:") { call in
        let elements = try array(call).elements
        let range = try call.range(0)
        guard let indexes = range.indexes(within: elements.count) else {
          throw call.exception(
            "NSRangeException",
            "*** -[NSArray subarrayWithRange:]: range {\(range.location), \(range.length)} extends beyond bounds [0 .. \(elements.count - 1)]"
          )
        }
        return ObjCArray(Array(elements[indexes]), mutable: false)
      }
      c.instance("isEqualToArray:", returns: .bool) { call in
        CNumber.bool(ObjCEquality.isEqual(call.receiver, call.argument(0)))
      }
      c.instance("reverseObjectEnumerator") { call in ObjCArray(try array(call).elements.reversed(), mutable: false) }
      c.instance("objectEnumerator") { call in ObjCArray(try array(call).elements, mutable: false) }
      c.instance("allObjects") { call in ObjCArray(try array(call).elements, mutable: false) }
      c.instance("enumerateObjectsUsingBlock:") { call in
        let elements = try array(call).elements
        let block = try call.callable(0)
        for (index, element) in elements.enumerated() {
          let stop = Box(CNumber.bool(false), type: .scalar(.bool))
          _ = try call.interpreter.invoke(
            block, [element, CNumber.unsignedLong(index), ObjCPointer.to(stop)], at: call.location)
          if (stop.value as? CNumber)?.isTrue == true { break }
        }
        return nil
      }
      // (RACSubject.m removes a disposed subscriber with it, searching from the end.)
      for selector in ["indexOfObjectPassingTest:", "indexOfObjectWithOptions:passingTest:"] {
        c.instance(selector, returns: .unsignedLong) { call in
          let elements = try array(call).elements
          let hasOptions = selector.hasPrefix("indexOfObjectWithOptions:")
          let reverse = hasOptions && ((call.argument(0) as? CNumber)?.int64 ?? 0) & 2 != 0
          let block = try call.callable(hasOptions ? 1 : 0)
          let order = reverse ? Array(elements.indices.reversed()) : Array(elements.indices)
          for index in order {
            let stop = Box(CNumber.bool(false), type: .scalar(.bool))
            let passed = try call.interpreter.invoke(
              block, [elements[index], CNumber.unsignedLong(index), ObjCPointer.to(stop)], at: call.location)
            if (passed as? CNumber)?.isTrue == true { return CNumber.unsignedLong(index) }
            if (stop.value as? CNumber)?.isTrue == true { break }
          }
          return CNumber(unsigned: UInt64(Int64.max), type: .unsignedLong)
        }
      }
      c.instance("sortedArrayUsingComparator:") { call in
        let block = try call.callable(0)
        let sorted = try ComparisonSort.sorted(try array(call).elements) { a, b in
          try call.interpreter.invoke(block, [a, b], at: call.location)
        }
        return ObjCArray(sorted, mutable: false)
      }
      c.instance("sortedArrayUsingSelector:") { call in
        let selector = try call.requiredObject(0, SelectorValue.self, "a selector (@selector(…))")
        let sorted = try ComparisonSort.sorted(try array(call).elements) { a, b in
          try call.interpreter.send(selector.name, to: a, arguments: [b], at: call.location)
        }
        return ObjCArray(sorted, mutable: false)
      }
      c.instance("description") { call in try call.reserving(ValueDescription.describe(call.receiver)) }
      c.classMethod("array") { call in ObjCArray([], mutable: call.receiverClassName == "NSMutableArray") }
      c.classMethod("arrayWithObject:") { call in
        guard let object = call.argument(0) else {
          throw call.exception(
            "NSInvalidArgumentException",
            "*** -[__NSPlaceholderArray initWithObjects:count:]: attempt to insert nil object from objects[0]")
        }
        return ObjCArray([object], mutable: call.receiverClassName == "NSMutableArray")
      }
      c.classMethod("arrayWithObjects:") { call in
        ObjCArray(try call.nilTerminatedObjects(), mutable: call.receiverClassName == "NSMutableArray")
      }
      // `+arrayWithObjects:count:` from a C array of objects (a `calloc`ed buffer, `id objects[n]`):
      // its first `count` elements, none of which may be nil.
      c.classMethod("arrayWithObjects:count:") { call in
        let count = try call.integer(1)
        let elements: [Any?]
        switch call.argument(0) {
        case let array as CArray: elements = array.elements
        case let pointer as CArrayPointer: elements = Array(pointer.array.elements.dropFirst(pointer.offset))
        default:
          guard count == 0 else { throw call.fail("\(call.methodName): argument 1 must be a C array of objects") }
          elements = []
        }
        guard count >= 0, count <= elements.count else {
          throw call.fail("\(call.methodName): count \(count) is past the end of a C array of \(elements.count)")
        }
        var objects: [Any] = []
        objects.reserveCapacity(count)
        for index in 0..<count {
          guard let object = elements[index] else {
            throw call.exception(
              "NSInvalidArgumentException",
              "*** -[__NSPlaceholderArray initWithObjects:count:]: attempt to insert nil object from objects[\(index)]")
          }
          objects.append(object)
        }
        return ObjCArray(objects, mutable: call.receiverClassName == "NSMutableArray")
      }
      c.classMethod("arrayWithArray:") { call in
        ObjCArray(try call.elements(0).map { $0 ?? NSNull.shared }, mutable: call.receiverClassName == "NSMutableArray")
      }
      c.initializer("init") { call in
        ObjCArray([], mutable: (call.receiver as? AllocatedObject)?.className == "NSMutableArray")
      }
      c.initializer("initWithArray:") { call in
        ObjCArray(
          try call.elements(0).map { $0 ?? NSNull.shared },
          mutable: (call.receiver as? AllocatedObject)?.className == "NSMutableArray")
      }
      c.initializer("initWithObjects:") { call in
        ObjCArray(
          try call.nilTerminatedObjects(), mutable: (call.receiver as? AllocatedObject)?.className == "NSMutableArray")
      }
    }
    table.define("NSMutableArray", superclass: "NSArray") { c in
      func array(_ call: NativeCall) throws -> ObjCArray { try call.receiver(as: ObjCArray.self) }
      c.instance("addObject:") { call in
        guard let object = call.argument(0) else {
          throw call.exception(
            "NSInvalidArgumentException", "*** -[__NSArrayM insertObject:atIndex:]: object cannot be nil")
        }
        try COperators.requireObject(object, "the object added", at: call.location)
        try array(call).elements.append(object)
        return nil
      }
      c.instance("addObjectsFromArray:") { call in
        let target = try array(call)
        let added = try call.elements(0)
        try call.reserve(elements: target.elements.count + added.count)
        target.elements += added.map { $0 ?? NSNull.shared }
        return nil
      }
      c.instance("insertObject:atIndex:") { call in
        let target = try array(call)
        guard let object = call.argument(0) else {
          throw call.exception(
            "NSInvalidArgumentException", "*** -[__NSArrayM insertObject:atIndex:]: object cannot be nil")
        }
        let index = try call.integer(1)
        guard index >= 0, index <= target.elements.count else {
          throw call.exception(
            "NSRangeException",
            "*** -[__NSArrayM insertObject:atIndex:]: index \(index) beyond bounds [0 .. \(target.elements.count)]")
        }
        target.elements.insert(object, at: index)
        return nil
      }
      c.instance("removeObject:") { call in
        let target = call.argument(0)
        let receiver = try array(call)
        // Compared on a copy, then written: `-isEqual:` may read this array (one that holds
        // itself), which a comparison inside `removeAll` would do while it is being changed.
        let old = receiver.elements
        let kept = old.filter { !ObjCEquality.isEqual($0, target) }
        withExtendedLifetime(old) { receiver.elements = kept }
        return nil
      }
      c.instance("removeObjectAtIndex:") { call in
        let target = try array(call)
        let index = try call.integer(0)
        guard index >= 0, index < target.elements.count else {
          throw call.exception(
            "NSRangeException",
            "*** -[__NSArrayM removeObjectAtIndex:]: index \(index) beyond bounds \(target.elements.isEmpty ? "for empty array" : "[0 .. \(target.elements.count - 1)]")"
          )
        }
        target.elements.remove(at: index)
        return nil
      }
      c.instance("removeLastObject") { call in
        let target = try array(call)
        if !target.elements.isEmpty { target.elements.removeLast() }
        return nil
      }
      c.instance("removeAllObjects") { call in
        try array(call).elements.removeAll()
        return nil
      }
      let replace: NativeMethod = { call in
        let target = try array(call)
        let (objectIndex, positionIndex) = call.selector == "setObject:atIndexedSubscript:" ? (0, 1) : (1, 0)
        guard let object = call.argument(objectIndex) else {
          throw call.exception("NSInvalidArgumentException", "*** -[__NSArrayM \(call.selector)]: object cannot be nil")
        }
        let index = try call.integer(positionIndex)
        if index == target.elements.count, call.selector == "setObject:atIndexedSubscript:" {
          target.elements.append(object)
          return nil
        }
        guard index >= 0, index < target.elements.count else {
          throw call.exception(
            "NSRangeException",
            "*** -[__NSArrayM \(call.selector)]: index \(index) beyond bounds [0 .. \(target.elements.count - 1)]")
        }
        target.elements[index] = object
        return nil
      }
      c.instance("replaceObjectAtIndex:withObject:", replace)
      c.instance("setObject:atIndexedSubscript:", replace)
      c.instance("exchangeObjectAtIndex:withObjectAtIndex:") { call in
        let target = try array(call)
        let a = try call.integer(0)
        let b = try call.integer(1)
        guard a >= 0, b >= 0, a < target.elements.count, b < target.elements.count else {
          throw call.exception(
            "NSRangeException", "*** -[__NSArrayM exchangeObjectAtIndex:withObjectAtIndex:]: index beyond bounds")
        }
        target.elements.swapAt(a, b)
        return nil
      }
      c.classMethod("arrayWithCapacity:") { _ in ObjCArray([], mutable: true) }
      c.initializer("initWithCapacity:") { _ in ObjCArray([], mutable: true) }
    }
  }
}

extension NativeCall {
  /// The objects of a nil-terminated variadic list (`arrayWithObjects:a, b, nil`).
  func nilTerminatedObjects() throws -> [Any] {
    var objects: [Any] = []
    for (index, value) in arguments.enumerated() {
      guard let value = lookThroughOptionals(value) else { return objects }
      if value is CNumber { throw wrongArgument(index, expected: "an object") }
      objects.append(value)
    }
    throw fail("\(methodName): the list of objects must end with nil (NS_REQUIRES_NIL_TERMINATION)")
  }
}

extension NativeContext {
  /// Calls a block argument from Foundation's own enumeration methods (inside the interpreter, so
  /// errors go up the Swift stack as they are).
  func invoke(_ callable: Callable, _ arguments: [Any?], at location: SourceLocation) throws -> Any? {
    switch callable {
    case .block(let block): return try callBlock(block, arguments: arguments)
    case .native(let block): return try block.invoke(arguments)
    }
  }
}
