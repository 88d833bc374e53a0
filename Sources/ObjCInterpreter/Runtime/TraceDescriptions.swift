import RAC

/// How the trace writes a snippet's own values: briefly and on one line, unlike their Foundation
/// `-description` (an array's spans lines).
extension ObjCBlock: TraceDescribable {
  var traceDescription: String { "<block \(literal.traceName)>" }
}

extension NativeBlock: TraceDescribable {
  var traceDescription: String { "<block \(name)>" }
}

extension ObjCArray: TraceDescribable {
  var traceDescription: String { "[" + elements.map { Tracing.describe($0) }.joined(separator: ", ") + "]" }
}

extension ObjCDictionary: TraceDescribable {
  var traceDescription: String {
    "{" + keys.map { "\(Tracing.describe($0)): \(Tracing.describe(value(forKey: $0)))" }.joined(separator: ", ") + "}"
  }
}

extension ObjCMutableString: TraceDescribable {
  var traceDescription: String { Tracing.describe(string) }
}

extension StreamNameValue: TraceDescribable {
  var traceDescription: String { Tracing.describe(string) }
}

extension ObjCPointer: TraceDescribable {
  /// `&stop (NO)`: what it points at, now.
  var traceDescription: String {
    let value = read()
    if pointee.scalarType == .bool, let flag = value as? CNumber { return "&(\(flag.isTrue ? "YES" : "NO"))" }
    return "&(\(Tracing.describe(value)))"
  }
}

extension CNumber: TraceDescribable {
  var traceDescription: String { type == .bool ? (isTrue ? "YES" : "NO") : description }
}

extension ClassValue: TraceDescribable {
  var traceDescription: String { name }
}

extension CString: TraceDescribable {
  var traceDescription: String { "\"\(string)\" (char *)" }
}
