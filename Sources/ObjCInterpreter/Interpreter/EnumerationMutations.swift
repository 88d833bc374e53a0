import Foundation

/// `for … in` over a mutable array or dictionary that the loop's body changes. Clang's loop looks
/// at the collection's mutation count before each element, and a change raises
/// `NSGenericException` ("Collection <__NSArrayM: 0x…> was mutated while being enumerated."), the
/// crash every Objective-C programmer meets once. This keeps a copy of the elements (of the keys):
/// while the copy shares the collection's buffer, any write to the collection gives it a buffer of
/// its own, and a change is told by the two buffers differing.
///
/// As Foundation's mutable array does: a change in the last element's body raises only when it
/// left more elements than were walked (the loop asks for the next batch and finds them).
struct EnumerationMutations {
  private let read: () -> [Any]
  /// Holds the collection's buffer as the loop began, so that no write can reuse it.
  private let snapshot: [Any]
  private let description: String

  /// Nil for what cannot change under the loop (an immutable collection, a library's).
  init?(of collection: Any?) {
    let elements: [Any]
    switch collection {
    case let array as ObjCArray where array.isMutable:
      read = { array.elements }
      elements = array.elements
      description = "<__NSArrayM: \(ValueDescription.address(of: array))>"
    case let dictionary as ObjCDictionary where dictionary.isMutable:
      read = { dictionary.keys }
      elements = dictionary.keys
      description = "<__NSDictionaryM: \(ValueDescription.address(of: dictionary))>"
    default:
      return nil
    }
    snapshot = elements
  }

  /// Before each element: whether the body changed the collection.
  var changed: Bool { Self.bufferAddress(of: read()) != Self.bufferAddress(of: snapshot) }

  /// After the last element: whether the loop would find more to walk, and the change with them.
  var changedWithMoreLeft: Bool { changed && read().count > snapshot.count }

  /// What Foundation raises.
  func exception(at location: SourceLocation) -> RuntimeError {
    .exception(
      value: ObjCException(
        name: "NSGenericException", reason: "*** Collection \(description) was mutated while being enumerated.",
        userInfo: nil),
      location: location)
  }

  private static func bufferAddress(of elements: [Any]) -> UnsafeRawPointer? {
    elements.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
  }
}
