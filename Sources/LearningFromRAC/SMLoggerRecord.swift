/// `SMProjectClassify`: the product line a log entry belongs to. The post names
/// `SMProjectClassifyNormal` (the macros' default) and `DCProjectClassifyTradeHome` (its example,
/// with the `DC` prefix of the code it was taken from); Swift's importer drops the prefix.
public enum SMProjectClassify: UInt, Sendable, CustomStringConvertible {
  case normal
  case tradeHome

  /// The enum case's name, as the post's header spells it.
  public var description: String {
    switch self {
    case .normal: return "SMProjectClassifyNormal"
    case .tradeHome: return "SMProjectClassifyTradeHome"
    }
  }
}

/// `SMLoggerLevel`. The post names only `SMLoggerLevelDebug` (as `DCLoggerLevelDebug` too); the
/// other levels are ours, so the builder has something to choose from.
public enum SMLoggerLevel: UInt, Sendable, CustomStringConvertible {
  case debug
  case info
  case warning
  case error

  /// The enum case's name, as the post's header spells it.
  public var description: String {
    switch self {
    case .debug: return "SMLoggerLevelDebug"
    case .info: return "SMLoggerLevelInfo"
    case .warning: return "SMLoggerLevelWarning"
    case .error: return "SMLoggerLevelError"
    }
  }
}

/// What `-[SMLogger save]` records: where it was called from (the post: "什么都不设置也会记录文件名，
/// 函数名，行数等信息") and whatever the chain set, unset options keeping their defaults (the zero
/// values of the Objective-C enums, `nil` for the object and the message).
public struct SMLoggerRecord: Hashable, Sendable, CustomStringConvertible {
  /// The file name of the call site (Objective-C's `__FILE__`, last path component).
  public var file: String
  /// The function of the call site (`__FUNCTION__`).
  public var function: String
  /// The line of the call site (`__LINE__`).
  public var line: Int
  /// The record's description (`-message:`).
  public var message: String?
  /// The record's project area (`-classify:`).
  public var classify: SMProjectClassify
  /// The record's level (`-level:`).
  public var level: SMLoggerLevel
  /// The `-object:` argument, as its description (`nil` when none was set).
  public var object: String?

  /// One line: `file=… function=… line=… message=… classify=… level=… object=…`, with `(null)` for
  /// what was not set, as `%@` prints nil.
  public var description: String {
    "file=\(file) function=\(function) line=\(line) message=\(message ?? "(null)") classify=\(classify)"
      + " level=\(level) object=\(object ?? "(null)")"
  }
}
