/// The names key-value coding tries for a key, in its order (Apple's "Accessor Search Patterns" in
/// the Key-Value Coding Programming Guide): `-valueForKey:` and KVO read a key through the first
/// getter the class has, else the first instance variable; `-setValue:forKey:` sets it likewise.
/// A class with only an instance variable (`@interface Model : NSObject { NSString *_title; }`) or
/// a getter named `-isEnabled` is key-value coding compliant for `title` and `enabled`.
package enum KeyValueCodingSearch {
  /// `-getKey`, `-key`, `-isKey`, `-_key`.
  package static func getters(for key: String) -> [String] {
    let capitalized = capitalizedKey(key)
    return ["get" + capitalized, key, "is" + capitalized, "_" + key]
  }

  /// `-setKey:`, `-_setKey:`.
  package static func setters(for key: String) -> [String] {
    let capitalized = capitalizedKey(key)
    return ["set" + capitalized + ":", "_set" + capitalized + ":"]
  }

  /// `_key`, `_isKey`, `key`, `isKey` (NSObject's `+accessInstanceVariablesDirectly` is YES).
  package static func instanceVariables(for key: String) -> [String] {
    let capitalized = capitalizedKey(key)
    return ["_" + key, "_is" + capitalized, key, "is" + capitalized]
  }

  private static func capitalizedKey(_ key: String) -> String {
    guard let first = key.first else { return key }
    return first.uppercased() + key.dropFirst()
  }
}
