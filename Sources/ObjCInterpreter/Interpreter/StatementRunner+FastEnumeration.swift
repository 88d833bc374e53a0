import Foundation

/// `for (x in collection)`: what the loop walks, as clang compiles fast enumeration.
extension StatementRunner {
  /// `for (x in collection)`: an array's elements, a dictionary's keys, what an object's
  /// `-countByEnumeratingWithState:objects:count:` gives, and a library collection's elements (a
  /// sequence's values, a tuple's: `LibraryBridge.elements(of:in:)`).
  func fastEnumeration(of collection: Any?, at location: SourceLocation) throws -> AnyIterator<Any?> {
    switch collection {
    case nil: return AnyIterator { nil }
    case let instance as ObjCInstance where interpreter.responds(instance, to: COperators.fastEnumerationSelector):
      return try fastEnumeration(of: instance, at: location)
    case let array as ObjCArray: return COperators.iterator(over: array.elements)
    case let dictionary as ObjCDictionary: return COperators.iterator(over: dictionary.keys)
    case let collection?:
      // A library's collection (a core array, a tuple, a sequence), walked as its library says.
      if let elements = interpreter.natives.bridge?.elements(of: collection, in: interpreter) { return elements }
      throw interpreter.fail(
        "'\(interpreter.className(of: collection))' cannot be enumerated with for … in", at: location)
    }
  }

  /// `for … in` over an object whose class implements `NSFastEnumeration` (a `RACSequence` of the
  /// loaded RAC source), as clang compiles it: the method fills a buffer of 16 (or points
  /// `itemsPtr` elsewhere) and the loop body runs over that batch before the next call.
  private func fastEnumeration(of instance: ObjCInstance, at location: SourceLocation) throws -> AnyIterator<Any?> {
    let state = CStruct(layout: CStructLayout.library["NSFastEnumerationState"] ?? CStructLayout(name: "", fields: []))
    let buffer = CArray(elementType: .id, count: 16)
    var batch: [Any?] = []
    var position = 0
    var finished = false
    let interpreter = self.interpreter
    return AnyIterator { () -> Any?? in
      while position >= batch.count {
        guard !finished else { return nil }
        let count = interpreter.guardedEntry {
          try interpreter.send(
            COperators.fastEnumerationSelector, to: instance,
            arguments: [state, buffer, CNumber(integer: 16, type: .unsignedLong)],
            at: location)
        }
        guard let fetched = (count ?? nil) as? CNumber, fetched.int64 > 0 else {
          finished = true
          return nil
        }
        let items = (state.field("itemsPtr") as? CArray)?.elements ?? []
        batch = Array(items.prefix(Int(fetched.int64)))
        position = 0
      }
      defer { position += 1 }
      return .some(batch[position])
    }
  }
}
