import Foundation

/// Reading JSON values that `JSONSerialization` gives as `NSNumber`, without taking a Boolean for
/// a number or a fraction for a whole number.
enum DAPValue {
  static func integer(_ value: Any?) -> Int? {
    guard let number = value as? NSNumber, !isBoolean(number) else { return nil }
    let double = number.doubleValue
    guard double.rounded() == double, abs(double) < 9e15 else { return nil }
    return number.intValue
  }

  static func number(_ value: Any?) -> Double? {
    guard let number = value as? NSNumber, !isBoolean(number) else { return nil }
    return number.doubleValue
  }

  static func boolean(_ value: Any?) -> Bool? {
    guard let number = value as? NSNumber, isBoolean(number) else { return nil }
    return number.boolValue
  }

  /// JSON's `true` and `false` arrive as numbers of C type `char` (Darwin's `CFBoolean` as well);
  /// JSON's numbers never do.
  private static func isBoolean(_ number: NSNumber) -> Bool {
    let type = String(cString: number.objCType)
    return type == "c" || type == "B"
  }
}
