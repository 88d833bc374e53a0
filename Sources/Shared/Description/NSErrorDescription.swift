import Foundation

/// `-[NSError description]` as iOS writes it: `Error Domain=D Code=1 "…"`, the localised description
/// in quotes (`"(null)"` when there is none), then `UserInfo={…}` when there is some. The translations'
/// `NSLog` and the interpreter's Foundation both print errors through it; `value` writes one
/// user-info value as each of them describes values.
public enum NSErrorDescription {
  /// The error's description, its user-info values written by `value`.
  public static func text(of error: NSError, value: (Any) -> String) -> String {
    let localized = error.userInfo[NSLocalizedDescriptionKey].map { "\($0)" } ?? "(null)"
    var text = "Error Domain=\(error.domain) Code=\(error.code) \"\(localized)\""
    if !error.userInfo.isEmpty {
      let entries = error.userInfo.keys.sorted().map { key in "\(key)=\(error.userInfo[key].map(value) ?? "")" }
      text += " UserInfo={\(entries.joined(separator: ", "))}"
    }
    return text
  }
}
