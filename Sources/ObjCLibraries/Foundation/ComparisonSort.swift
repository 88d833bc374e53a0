import Foundation
import ObjCInterpreter

/// Foundation's sorts that ask the program how two objects compare (`-sortedArrayUsingComparator:`,
/// `-sortedArrayUsingSelector:`, `-keysSortedByValueUsingSelector:`): `compare` answers an
/// `NSComparisonResult`, and the first error it throws (a raise in the comparator) ends the sort
/// and is thrown from it, the rest of the comparisons left undone.
enum ComparisonSort {
  static func sorted(_ items: [Any], by compare: (Any, Any) throws -> Any?) throws -> [Any] {
    var failure: Error?
    let sorted = items.sorted { a, b in
      guard failure == nil else { return false }
      do {
        return ((try compare(a, b) as? CNumber)?.int64 ?? 0) < 0
      } catch {
        failure = error
        return false
      }
    }
    if let failure { throw failure }
    return sorted
  }
}
