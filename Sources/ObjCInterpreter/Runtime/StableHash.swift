import Foundation

/// `-[NSObject hash]` for the values a program hashes, the same in every run, so that a program
/// that prints a hash, or orders by one, prints the same every time (Swift's own hashes are seeded
/// afresh in every process).
///
/// As on a device, equal values hash alike: a string hashes its UTF-16 text (FNV-1a, where
/// CFString has a hash of its own), a number its value (an integer as CFNumber hashes one: its
/// magnitude times 2,654,435,761), an array or dictionary its count (CFArray's and
/// CFDictionary's), a class or selector its name. Any other object hashes as `NSObject` does, by
/// its address: the made-up address `%p` and `-description` print (`ValueDescription.address(of:)`), which is the
/// same in every run.
package enum StableHash {
  package static func of(_ value: Any) -> UInt {
    if let string = ObjCEquality.stringValue(value) { return fnv1a(string.utf16) }
    if let tagged = TaggedNumber.held(value) { return hash(Double(tagged.value)) }
    switch value {
    case let number as NSNumber: return hash(number.doubleValue)
    case let number as CNumber: return hash(number.double)
    case let array as ObjCArray: return UInt(array.elements.count)
    case let dictionary as ObjCDictionary: return UInt(dictionary.count)
    case let classValue as ClassValue: return fnv1a(classValue.name.utf16)
    case let selector as SelectorValue: return fnv1a(selector.name.utf16)
    default:
      guard type(of: value) is AnyClass else { return fnv1a(String(describing: value).utf16) }
      let address = ValueDescription.address(of: value as AnyObject)
      return UInt(address.dropFirst(2), radix: 16) ?? fnv1a(address.utf16)
    }
  }

  /// A number's hash: an integral value as CFNumber hashes an integer, any other by its bits.
  private static func hash(_ value: Double) -> UInt {
    guard value.rounded() == value, abs(value) < 0x1p63 else { return fnv1a([value.bitPattern]) }
    return UInt(truncatingIfNeeded: Int64(value).magnitude &* 2_654_435_761)
  }

  private static func fnv1a<Units: Sequence>(_ units: Units) -> UInt where Units.Element: FixedWidthInteger {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for unit in units {
      hash ^= UInt64(truncatingIfNeeded: unit)
      hash = hash &* 0x100_0000_01b3
    }
    return UInt(truncatingIfNeeded: hash)
  }
}
