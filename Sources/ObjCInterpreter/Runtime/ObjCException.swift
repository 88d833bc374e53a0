/// How an uncaught `@throw` reads: an `NSException`'s name and reason, or the object thrown.
enum ExceptionDescription {
  static func describe(_ value: Any?) -> String {
    if let exception = value as? ObjCException { return "\(exception.name): \(exception.reason ?? "(null)")" }
    return ValueDescription.describe(value)
  }
}

/// An `NSException` a snippet raised or `@throw`s.
final package class ObjCException: CustomStringConvertible, @unchecked Sendable {
  package let name: String
  package let reason: String?
  package let userInfo: ObjCDictionary?
  /// What the run's error says when nothing catches the exception, where the tool says more than
  /// the reason (an unrecognized selector's suggestion); nil for `uncaught exception: NAME: REASON`.
  package let uncaughtMessage: String?

  package init(name: String, reason: String?, userInfo: ObjCDictionary?, uncaughtMessage: String? = nil) {
    self.name = name
    self.reason = reason
    self.userInfo = userInfo
    self.uncaughtMessage = uncaughtMessage
  }

  package var description: String { reason ?? name }
}
