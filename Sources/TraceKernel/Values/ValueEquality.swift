import Foundation

/// `a == b || [a isEqual:b]` for untyped `id` values, as `distinctUntilChanged`, `ignore:` and
/// `RACTuple` compare them.
///
/// Objects are equal when identical; `NSObject`s use `isEqual:`; other values are equal when both
/// are `Hashable` and equal as `AnyHashable` (which also bridges `3` and `NSNumber(3)`, as
/// `-[NSNumber isEqual:]` would). nil equals only nil.
public enum ValueEquality {
  /// Whether two untyped values are equal as RAC compares them: identical, or `-isEqual:` (strings
  /// and numbers by value, RAC's objects by identity unless they define equality).
  public static func isEqual(_ lhs: Any?, _ rhs: Any?) -> Bool {
    let left = TraceValueDescription.unwrapped(lhs)
    let right = TraceValueDescription.unwrapped(rhs)
    switch (left, right) {
    case (nil, nil):
      return true
    case (nil, _), (_, nil):
      return false
    case (let left?, let right?):
      if type(of: left) is AnyClass, type(of: right) is AnyClass,
        (left as AnyObject) === (right as AnyObject)
      {
        return true
      }
      if let object = left as? CoreObject, let answer = object.ownIsEqual(right) { return answer }
      if let leftObject = left as? NSObject, let rightObject = right as? NSObject {
        return leftObject.isEqual(rightObject)
      }
      if let leftHashable = left as? AnyHashable, let rightHashable = right as? AnyHashable {
        return leftHashable == rightHashable
      }
      return false
    }
  }
}
