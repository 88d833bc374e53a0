import Foundation
import ObjCInterpreter

/// `NSIndexSet` / `NSMutableIndexSet` and `NSData` / `NSMutableData` as RAC's
/// `RACIndexSetSequence.m` uses them: an index set copies its indexes into a data object's bytes
/// (`-getIndexes:maxCount:inIndexRange:` into `mutableBytes`), and the sequence reads them back
/// through a pointer. A data object's bytes here hold `NSUInteger`s, one per element, which is the
/// only way RAC's core reads them.
enum FoundationIndexSets {
  static func register(in table: NativeClasses) {
    table.define("NSIndexSet", superclass: "NSObject") { c in
      c.classMethod("indexSet") { _ in IndexSetValue([], mutable: false) }
      c.instance("isEqualToIndexSet:", returns: .bool) { call in
        CNumber.bool(ObjCEquality.isEqual(call.receiver, call.argument(0)))
      }
      c.classMethod("indexSetWithIndex:") { call in IndexSetValue([try call.count(0)], mutable: false) }
      // Foundation's indexes stop below NSNotFound (NSIntegerMax); this set keeps each index, so a
      // range of many is asked of the memory budget first.
      c.classMethod("indexSetWithIndexesInRange:") { call in
        let range = try call.range(0)
        guard let indexes = range.indexes(within: Int.max) else {
          throw call.exception(
            "NSInvalidArgumentException",
            "*** -[NSIndexSet initWithIndexesInRange:]: Range {\(UInt(bitPattern: range.location)), \(UInt(bitPattern: range.length))} exceeds maximum index value of NSNotFound - 1"
          )
        }
        try call.reserve(elements: indexes.count)
        return IndexSetValue(Array(indexes), mutable: call.receiverClassName == "NSMutableIndexSet")
      }
      c.instance("count", returns: .unsignedLong) { call in
        CNumber(integer: Int64(try call.receiver(as: IndexSetValue.self).indexes.count), type: .unsignedLong)
      }
      c.instance("containsIndex:", returns: .bool) { call in
        CNumber.bool(try call.receiver(as: IndexSetValue.self).indexes.contains(try call.count(0)))
      }
      c.instance("firstIndex", returns: .unsignedLong) { call in
        let first = try call.receiver(as: IndexSetValue.self).indexes.first
        return CNumber(unsigned: first.map { UInt64($0) } ?? UInt64(Int64.max), type: .unsignedLong)
      }
      // Copies up to `maxCount` indexes into the buffer (`data.mutableBytes`); `inIndexRange:` NULL.
      c.instance("getIndexes:maxCount:inIndexRange:", returns: .unsignedLong) { call in
        let set = try call.receiver(as: IndexSetValue.self)
        let limit = try call.count(1)
        guard let buffer = call.argument(0) as? CArray ?? (call.argument(0) as? CArrayPointer)?.array else {
          throw call.wrongArgument(0, expected: "a buffer of NSUIntegers")
        }
        let start = (call.argument(0) as? CArrayPointer)?.offset ?? 0
        var written = 0
        for index in set.indexes.prefix(limit) where start + written < buffer.elements.count {
          buffer.elements[start + written] = CNumber(integer: Int64(index), type: .unsignedLong)
          written += 1
        }
        return CNumber(integer: Int64(written), type: .unsignedLong)
      }
      c.instance("description") { call in
        let indexes = try call.receiver(as: IndexSetValue.self).indexes
        return
          "<NSIndexSet: \(ValueDescription.address(of: call.receiver as AnyObject))>[number of indexes: \(indexes.count) (in \(indexes.count) ranges), indexes: (\(indexes.map(String.init).joined(separator: " ")))]"
      }
    }
    table.define("NSMutableIndexSet", superclass: "NSIndexSet") { c in
      c.classMethod("indexSet") { _ in IndexSetValue([], mutable: true) }
      c.initializer("init") { _ in IndexSetValue([], mutable: true) }
      c.instance("addIndex:") { call in
        let set = try call.receiver(as: IndexSetValue.self)
        let index = try call.count(0)
        if !set.indexes.contains(index) {
          set.indexes.append(index)
          set.indexes.sort()
        }
        return nil
      }
    }
    table.define("NSData", superclass: "NSObject") { c in
      c.instance("bytes") { call in CArrayPointer(array: try call.receiver(as: DataValue.self).words, offset: 0) }
      c.instance("length", returns: .unsignedLong) { call in
        // A file's bytes (`FoundationURLLoading`), or an index set's words.
        if let bytes = call.receiver as? BytesValue {
          return CNumber(integer: Int64(bytes.bytes.count), type: .unsignedLong)
        }
        return CNumber(
          integer: Int64(try call.receiver(as: DataValue.self).words.elements.count * 8), type: .unsignedLong)
      }
    }
    table.define("NSMutableData", superclass: "NSData") { c in
      c.initializer("initWithCapacity:") { call in DataValue(bytes: try call.count(0)) }
      c.initializer("initWithLength:") { call in DataValue(bytes: try call.count(0)) }
      c.instance("mutableBytes") { call in try call.receiver(as: DataValue.self).words }
    }
  }
}

/// An index set's indexes, in order. Equal to another with the same indexes (`-isEqual:` and
/// `-isEqualToIndexSet:` reach `==` through `ObjCEquality`), written as Foundation writes one.
final class IndexSetValue: NativeObjectValue, Hashable, CustomStringConvertible {
  static func == (lhs: IndexSetValue, rhs: IndexSetValue) -> Bool { Set(lhs.indexes) == Set(rhs.indexes) }

  func hash(into hasher: inout Hasher) {
    hasher.combine(Set(indexes))
  }

  /// `<NSIndexSet: 0x…>[number of indexes: 2 (in 1 ranges), indexes: (0-1)]`.
  var description: String {
    let sorted = Set(indexes).sorted()
    var ranges: [ClosedRange<Int>] = []
    for index in sorted {
      if let last = ranges.last, last.upperBound + 1 == index {
        ranges[ranges.count - 1] = last.lowerBound...index
      } else {
        ranges.append(index...index)
      }
    }
    let written = ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }
    return
      "<\(concreteClassName): \(ValueDescription.address(of: self))>[number of indexes: \(sorted.count) (in \(ranges.count) ranges), indexes: (\(written.joined(separator: " ")))]"
  }

  var classChain: [String] {
    isMutable ? ["NSMutableIndexSet", "NSIndexSet", "NSObject"] : ["NSIndexSet", "NSObject"]
  }
  var concreteClassName: String { isMutable ? "NSMutableIndexSet" : "NSIndexSet" }
  var indexes: [Int]
  let isMutable: Bool

  init(_ indexes: [Int], mutable: Bool) {
    self.indexes = indexes
    self.isMutable = mutable
  }
}

/// A data object's bytes, as 8-byte words (`NSUInteger`s).
final class DataValue: NativeObjectValue {
  var classChain: [String] { ["NSMutableData", "NSData", "NSObject"] }
  var concreteClassName: String { "NSConcreteMutableData" }
  let words: CArray

  init(bytes: Int) {
    words = CArray(elementType: .scalar(.unsignedLong), count: (max(0, min(bytes, 1 << 24)) + 7) / 8)
  }
}
