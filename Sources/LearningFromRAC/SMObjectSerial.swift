import RAC
import Synchronization

/// The trace identity of the hand-made objects of "Learning from RAC without RAC" (post 004).
///
/// The trace recorder numbers objects by `traceIdentity` alone, and RAC objects use their positive
/// serial numbers (`CoreObject.objectSerial`). The hand-made objects are not RAC objects (they are not
/// counted as live RAC objects either), so they count downwards from -1: the two ranges never meet.
enum SMObjectSerial {
  private static let last = Atomic<Int>(0)

  /// A number no other object of this process has had: -1, -2, …
  static func next() -> Int {
    last.wrappingSubtract(1, ordering: .relaxed).newValue
  }
}
