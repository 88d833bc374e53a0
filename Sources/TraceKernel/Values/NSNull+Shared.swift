import Foundation

extension NSNull {
  /// `[NSNull null]`: the one `NSNull`, which every nil the core puts into a collection is (a
  /// `collect`ed nil, a tuple's `allObjects`, a sequence's nil element, a signal sequence's values).
  ///
  /// Foundation on Apple platforms has a single `NSNull` (`+null` returns it, and so does Swift's
  /// `NSNull()` there), so Objective-C code compares it with `==`; Linux's Foundation makes a new
  /// object on every `NSNull()`. The core and the interpreter's `[NSNull null]` use this one, so
  /// that `x == [NSNull null]` holds as it does on a device. (Not named `null`: Swift on Apple
  /// platforms imports `+null` as `NSNull()` and keeps the name.)
  public static let shared = NSNull()
}
