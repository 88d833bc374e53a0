import RAC

import func RACWalkthroughKit.NSLog

/// The post's chained log builder (post 004): `[[[[SMLogger create] message:@"此处必改"]
/// classify:SMProjectClassifyTradeHome] save]`. Each option is one method returning the logger, so
/// a new option is one new method, where the Alert control's interface needs every combination of
/// arguments spelt out; `save` ends the chain and records the entry.
///
/// The post shows the header only. Here `save` writes the record it would store or report (one
/// `NSLog` line, `SMLogger save: …`); Objective-C's `__FILE__`, `__FUNCTION__` and `__LINE__` are
/// Swift's `#fileID`, `#function` and `#line`, taken where `save` is called. Like the other
/// hand-made types it uses RAC's module for the trace hooks only.
public final class SMLogger: Traceable, CustomStringConvertible {
  private var obj: Any?
  private var msg: String?
  private var projectClassify = SMProjectClassify.normal
  private var loggerLevel = SMLoggerLevel.debug

  /// The logger's number in the trace.
  public let traceIdentity = SMObjectSerial.next()
  /// The class name the trace shows.
  public var traceClassName: String { "SMLogger" }
  /// No name of its own in the trace.
  public var traceName: String { "" }

  init() {}

  /// `+create`.
  public class func create() -> SMLogger {
    Tracing.call("+create", of: nil) { SMLogger() }
  }

  /// `+loggerWithMessage:`: the common case in one call, built on the chain
  /// (`[DCLogger loggerWithMessage:@"此处必改"]`, "内部实现还是按照前者的来实现"): create, message, save.
  @discardableResult
  public class func loggerWithMessage(
    _ msg: String?, file: String = #fileID, function: String = #function, line: Int = #line
  ) -> SMLogger {
    Tracing.call("+loggerWithMessage:", of: nil, arguments: [("msg", msg)]) {
      let logger = create().message(msg)
      logger.save(file: file, function: function, line: line)
      return logger
    }
  }

  /// `-object:`: an object to record with the entry.
  @discardableResult
  public func object(_ obj: Any?) -> SMLogger {
    Tracing.call("-object:", of: self, arguments: [("obj", obj)], bookkeeping: bookkeeping()) {
      self.obj = obj
      return self
    }
  }

  /// `-message:`: the description.
  @discardableResult
  public func message(_ msg: String?) -> SMLogger {
    Tracing.call("-message:", of: self, arguments: [("msg", msg)], bookkeeping: bookkeeping()) {
      self.msg = msg
      return self
    }
  }

  /// `-classify:`: the product line.
  @discardableResult
  public func classify(_ classify: SMProjectClassify) -> SMLogger {
    Tracing.call("-classify:", of: self, arguments: [("classify", classify)], bookkeeping: bookkeeping()) {
      projectClassify = classify
      return self
    }
  }

  /// `-level:`.
  @discardableResult
  public func level(_ level: SMLoggerLevel) -> SMLogger {
    Tracing.call("-level:", of: self, arguments: [("level", level)], bookkeeping: bookkeeping()) {
      loggerLevel = level
      return self
    }
  }

  /// `-save`: records the entry, with the call site even when nothing else was set.
  public func save(file: String = #fileID, function: String = #function, line: Int = #line) {
    Tracing.call(
      "-save", of: self, arguments: [("file", file), ("function", function), ("line", line)],
      bookkeeping: bookkeeping()
    ) {
      NSLog("SMLogger save: %@", record(file: file, function: function, line: line).description)
    }
  }

  /// The entry `save` records when called at `file`, `function`, `line`.
  func record(file: String, function: String, line: Int) -> SMLoggerRecord {
    SMLoggerRecord(
      file: String(file.split(separator: "/").last ?? Substring(file)), function: function, line: line,
      message: msg, classify: projectClassify, level: loggerLevel, object: obj.map { String(describing: $0) })
  }

  /// `<SMLogger message="…">`, as `%@` shows the logger.
  public var description: String { "<SMLogger message=\"\(msg ?? "(null)")\">" }

  private func bookkeeping() -> [(String, String)] {
    [
      ("msg", Tracing.describe(msg)), ("classify", projectClassify.description),
      ("level", loggerLevel.description), ("obj", Tracing.describe(obj)),
    ]
  }
}
