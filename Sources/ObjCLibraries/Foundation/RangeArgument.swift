/// An `NSRange` a program hands a Foundation method, its two `NSUInteger` fields as Swift's `Int`
/// bit patterns (a field past `NSIntegerMax`, `NSMakeRange(0, -1)`, reads as negative). Whether the
/// range lies within a string's or an array's elements is asked here, once for every method:
/// `location + length` of two fields near 2^63 traps in Swift where C wraps it (issue 37's
/// `NSMakeRange(NSIntegerMax, NSIntegerMax)`), so the check subtracts instead of adding.
struct RangeArgument {
  /// The range's first index, as the program wrote it.
  let location: Int
  /// How many elements the range covers, as the program wrote it.
  let length: Int

  /// The indexes the range covers in a collection of `count` elements, or nil when it starts or
  /// ends past the last one (Foundation's `NSRangeException`).
  func indexes(within count: Int) -> Range<Int>? {
    guard location >= 0, length >= 0, location <= count, length <= count - location else { return nil }
    return location..<(location + length)
  }
}
