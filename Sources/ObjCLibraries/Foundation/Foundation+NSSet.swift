import Foundation
import ObjCInterpreter
import RAC
import Shared

/// `NSSet` / `NSMutableSet` and `NSOrderedSet` / `NSMutableOrderedSet`, as RAC's specs and its
/// sequence categories use them (`NSSet+RACSequenceAdditions.m`, `NSOrderedSet+…`,
/// `NSIndexSet+…`): each value once, by `-isEqual:`; `-rac_sequence` of the values as they are
/// now (RAC's copies the set first, so a later change does not show in the sequence); and an
/// index set's `-enumerateIndexesUsingBlock:` and `-rac_sequence`.
///
/// A set keeps its values in the order they were added: Foundation's order is its hash table's,
/// which nothing may rely on, and a fixed order prints the same on every run.
enum FoundationSets {
  /// `NSMutableOrderedSet`'s indexed mutators: an index past the end raises, as Foundation's
  /// `NSRangeException` does; an object already in the set is not added twice.
  private static func registerOrderedMutation(in c: inout NativeClasses.ClassBuilder) {
    func index(_ call: NativeCall, _ argument: Int, in set: SetValue, allowingEnd: Bool) throws -> Int {
      let index = try call.integer(argument)
      guard index >= 0, index < set.values.count + (allowingEnd ? 1 : 0) else {
        throw call.fail(
          "*** \(call.methodName): index \(index) beyond bounds [0 .. \(max(set.values.count - 1, 0))]")
      }
      return index
    }
    c.instance("insertObject:atIndex:") { call in
      let receiver = try mutableSet(call)
      let value = try call.object(0) ?? NSNull.shared
      let at = try index(call, 1, in: receiver, allowingEnd: true)
      if !receiver.contains(value) { receiver.values.insert(value, at: at) }
      return nil
    }
    c.instance("removeObjectAtIndex:") { call in
      let receiver = try mutableSet(call)
      receiver.values.remove(at: try index(call, 0, in: receiver, allowingEnd: false))
      return nil
    }
    c.instance("replaceObjectAtIndex:withObject:") { call in
      let receiver = try mutableSet(call)
      let at = try index(call, 0, in: receiver, allowingEnd: false)
      let value = try call.object(1) ?? NSNull.shared
      if !receiver.contains(value) { receiver.values[at] = value }
      return nil
    }
  }

  static func register(in table: NativeClasses) {
    for ordered in [false, true] {
      let base = ordered ? "NSOrderedSet" : "NSSet"
      let mutable = ordered ? "NSMutableOrderedSet" : "NSMutableSet"
      let factory = ordered ? "orderedSet" : "set"
      table.define(base, superclass: "NSObject") { c in
        c.classMethod(factory) { call in SetValue([], ordered: ordered, mutable: call.receiverClassName == mutable) }
        c.classMethod(factory + "WithArray:") { call in
          SetValue(try call.elements(0), ordered: ordered, mutable: call.receiverClassName == mutable)
        }
        c.classMethod(factory + "WithObject:") { call in
          SetValue([try call.object(0)], ordered: ordered, mutable: call.receiverClassName == mutable)
        }
        c.classMethod(factory + "WithObjects:") { call in
          SetValue(try call.nilTerminatedObjects(), ordered: ordered, mutable: call.receiverClassName == mutable)
        }
        c.instance("count", returns: .unsignedLong) { call in CNumber.unsignedLong(try set(call).values.count) }
        c.instance("containsObject:", returns: .bool) { call in
          CNumber.bool(try set(call).contains(call.argument(0)))
        }
        c.instance("anyObject") { call in try set(call).values.first }
        c.instance("allObjects") { call in ObjCArray(try set(call).values, mutable: false) }
        c.instance("array") { call in ObjCArray(try set(call).values, mutable: false) }
        c.instance("firstObject") { call in try set(call).values.first }
        c.instance("lastObject") { call in try set(call).values.last }
        c.instance("objectAtIndex:") { call in
          let values = try set(call).values
          let index = try call.count(0)
          guard index < values.count else {
            throw RuntimeError.exception(
              value: ObjCException(
                name: "NSRangeException",
                reason:
                  "*** -[\(call.receiverClassName) objectAtIndex:]: index \(index) beyond bounds [0 .. \(values.count - 1)]",
                userInfo: nil),
              location: call.location)
          }
          return values[index]
        }
        c.instance("isEqual:", returns: .bool) { call in
          guard let other = call.argument(0) as? SetValue else { return CNumber.bool(false) }
          return CNumber.bool(try set(call).hasSameValues(as: other))
        }
        c.instance("hash", returns: .unsignedLong) { call in CNumber.unsignedLong(try set(call).values.count) }
        c.instance("copy") { call in
          let receiver = try set(call)
          return receiver.isMutable ? SetValue(receiver.values, ordered: ordered, mutable: false) : receiver
        }
        c.instance("mutableCopy") { call in SetValue(try set(call).values, ordered: ordered, mutable: true) }
        c.instance("description") { call in try call.reserving(try set(call).description) }
        c.instance("rac_sequence") { call in try set(call).values.map { Optional($0) }.rac_sequence }
      }
      table.define(mutable, superclass: base) { c in
        c.initializer("init") { _ in SetValue([], ordered: ordered, mutable: true) }
        c.instance("addObject:") { call in
          try mutableSet(call).add(try call.object(0) ?? NSNull.shared)
          return nil
        }
        c.instance("addObjectsFromArray:") { call in
          let receiver = try mutableSet(call)
          for value in try call.elements(0) { receiver.add(value ?? NSNull.shared) }
          return nil
        }
        c.instance("removeObject:") { call in
          try mutableSet(call).remove(call.argument(0))
          return nil
        }
        c.instance("removeAllObjects") { call in
          try mutableSet(call).values = []
          return nil
        }
        // Another set's (or ordered set's) elements added or taken away, in its order.
        for (selector, adds) in [
          ("unionSet:", true), ("minusSet:", false), ("unionOrderedSet:", true), ("minusOrderedSet:", false),
        ] {
          c.instance(selector) { call in
            let receiver = try mutableSet(call)
            let other = try call.optionalObject(0, SetValue.self, "a set")?.values ?? []
            for value in other {
              if adds { receiver.add(value) } else { receiver.remove(value) }
            }
            return nil
          }
        }
        if ordered { registerOrderedMutation(in: &c) }
      }
    }
    table.extend("NSIndexSet") { c in
      c.instance("enumerateIndexesUsingBlock:") { call in
        let block = try call.callable(0)
        for index in try call.receiver(as: IndexSetValue.self).indexes {
          let stop = Box(CNumber.bool(false), type: .scalar(.bool))
          _ = try call.interpreter.invoke(
            block, [CNumber.unsignedLong(index), ObjCPointer.to(stop)], at: call.location)
          if (stop.value as? CNumber)?.isTrue == true { break }
        }
        return nil
      }
      // RAC's RACIndexSetSequence: the indexes as NSNumbers, as they are when it is made.
      c.instance("rac_sequence") { call in
        try call.receiver(as: IndexSetValue.self).indexes.map { Optional(NSNumber(value: $0) as Any) }.rac_sequence
      }
    }
  }

  private static func set(_ call: NativeCall) throws -> SetValue { try call.receiver(as: SetValue.self) }

  private static func mutableSet(_ call: NativeCall) throws -> SetValue {
    let receiver = try set(call)
    guard receiver.isMutable else {
      throw RuntimeError.unrecognizedSelector(
        "\(call.methodName): unrecognized selector sent to an immutable \(receiver.concreteClassName)", suggestion: "",
        at: call.location)
    }
    return receiver
  }
}

/// A set's values, each once by `-isEqual:`, in the order added.
final class SetValue: NativeObjectValue, CustomStringConvertible {
  var values: [Any]
  let isOrdered: Bool
  let isMutable: Bool

  init(_ values: [Any?], ordered: Bool, mutable: Bool) {
    self.values = []
    self.isOrdered = ordered
    self.isMutable = mutable
    for value in values { add(value ?? NSNull.shared) }
  }

  var classChain: [String] {
    let base = isOrdered ? "NSOrderedSet" : "NSSet"
    return isMutable ? ["NSMutable" + base.dropFirst(2), base, "NSObject"] : [base, "NSObject"]
  }

  var concreteClassName: String {
    switch (isOrdered, isMutable) {
    case (false, false): return "__NSSetI"
    case (false, true): return "__NSSetM"
    case (true, false): return "__NSOrderedSetI"
    case (true, true): return "__NSOrderedSetM"
    }
  }

  /// `{(` … `)}`, one value a line, as Foundation writes a set.
  var description: String {
    guard !values.isEmpty else { return "{(\n)}" }
    return NestingGuard.deeper("-description of a set", fallback: "{(...)}") {
      "{(\n" + values.map { "    " + ValueDescription.description(of: $0, indent: 1) }.joined(separator: ",\n") + "\n)}"
    }
  }

  func contains(_ value: Any?) -> Bool {
    guard let value = lookThroughOptionals(value) else { return false }
    return values.contains { DictionaryKey($0) == DictionaryKey(value) }
  }

  func add(_ value: Any) {
    if !contains(value) { values.append(value) }
  }

  func remove(_ value: Any?) {
    guard let value = lookThroughOptionals(value) else { return }
    // Compared on a copy, then written: `-isEqual:` may read this set (one held by an array the
    // set holds), which a comparison inside `removeAll` would do while it is being changed.
    let old = values
    let kept = old.filter { DictionaryKey($0) != DictionaryKey(value) }
    withExtendedLifetime(old) { values = kept }
  }

  /// `-isEqualToSet:` (or, ordered, `-isEqualToOrderedSet:`: the same values in the same order).
  func hasSameValues(as other: SetValue) -> Bool {
    guard values.count == other.values.count else { return false }
    if isOrdered && other.isOrdered {
      return zip(values, other.values).allSatisfy { ObjCEquality.isEqual($0, $1) }
    }
    return values.allSatisfy { other.contains($0) }
  }
}

/// An ordered set's objects have indexes, as KVO's change dictionaries of an ordered to-many
/// property list them; an unordered set's are in the order added.
extension SetValue: IndexedCollection {
  var indexedElements: [Any] { values }
}
