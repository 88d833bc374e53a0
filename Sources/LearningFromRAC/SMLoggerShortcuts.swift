import RAC

import class Foundation.NSString

/// `SMLoggerDebugFunc(classify, level, format, ...)`: the function behind the post's macros, one
/// entry through the builder ("内部实现还是按照前者的来实现"): create, message (the formatted string),
/// classify, level, save.
///
/// Objective-C's `NS_FORMAT_FUNCTION` variadic is Swift's `CVarArg...` (pass `NSString`s for `%@`).
/// The call site (`file`, `function`, `line`) is the caller's, passed through to `save`: the
/// post's declaration takes no `__FILE__`/`__LINE__`, so as declared its `save` could only record
/// the function's own place, unless the macros passed them (see logger-builder's NOTES.md).
public func SMLoggerDebugFunc(
  _ classify: SMProjectClassify, _ level: SMLoggerLevel, _ format: String, _ arguments: CVarArg...,
  file: String = #fileID, function: String = #function, line: Int = #line
) {
  SMLoggerLog(classify, level, format, arguments, file: file, function: function, line: line)
}

/// `SMLoggerDebug(frmt, ...)`: "debug方式打印日志，不会上报" (debug only, not reported). As the post
/// writes the macro, it makes the same call as `SMLoggerSimple`: normal classify, debug level.
public func SMLoggerDebug(
  _ format: String, _ arguments: CVarArg..., file: String = #fileID, function: String = #function,
  line: Int = #line
) {
  SMLoggerLog(.normal, .debug, format, arguments, file: file, function: function, line: line)
}

/// `SMLoggerSimple(frmt, ...)`: "简单的上报日志" (a simple reported entry): normal classify, debug
/// level.
public func SMLoggerSimple(
  _ format: String, _ arguments: CVarArg..., file: String = #fileID, function: String = #function,
  line: Int = #line
) {
  SMLoggerLog(.normal, .debug, format, arguments, file: file, function: function, line: line)
}

/// `SMLoggerCustom(classify, level, frmt, ...)`: "自定义classify和level的日志，可上报".
public func SMLoggerCustom(
  _ classify: SMProjectClassify, _ level: SMLoggerLevel, _ format: String, _ arguments: CVarArg...,
  file: String = #fileID, function: String = #function, line: Int = #line
) {
  SMLoggerLog(classify, level, format, arguments, file: file, function: function, line: line)
}

/// The body of `SMLoggerDebugFunc`, taking the arguments as an array so the macros can pass theirs on.
private func SMLoggerLog(
  _ classify: SMProjectClassify, _ level: SMLoggerLevel, _ format: String, _ arguments: [CVarArg],
  file: String, function: String, line: Int
) {
  Tracing.call(
    "SMLoggerDebugFunc", of: nil, arguments: [("classify", classify), ("level", level), ("format", format)]
  ) {
    SMLogger.create().message(String(format: format, arguments: arguments)).classify(classify).level(level)
      .save(file: file, function: function, line: line)
  }
}
