import TraceKernel

/// How the trace writes a snippet's own values: briefly and on one line, unlike their Foundation
/// `-description` (an array's spans lines).
extension ObjCArray: TraceDescribable {
  package var traceDescription: String {
    TraceCollectionDescription.describe(self, depth: 0, budget: ValueDescription.Budget())
  }
}

extension ObjCDictionary: TraceDescribable {
  package var traceDescription: String {
    TraceCollectionDescription.describe(self, depth: 0, budget: ValueDescription.Budget())
  }
}

/// Arrays and dictionaries as the trace writes them (`[1, 2]`, `{"k": 1}`), nested ones by this
/// walk rather than through `Tracing.describe`, so that one description has one budget: an array
/// that contains itself is written to `ValueDescription.Budget`'s depth and size, with `…`.
private enum TraceCollectionDescription {
  static func describe(_ value: Any?, depth: Int, budget: ValueDescription.Budget) -> String {
    budget.bytes -= 2
    guard budget.bytes >= 0, depth <= ValueDescription.Budget.maximumDepth else { return "…" }
    switch value {
    case let array as ObjCArray:
      return "[" + array.elements.map { describe($0, depth: depth + 1, budget: budget) }.joined(separator: ", ") + "]"
    case let dictionary as ObjCDictionary:
      let entries = dictionary.keys.map { key in
        "\(describe(key, depth: depth + 1, budget: budget)): \(describe(dictionary.value(forKey: key), depth: depth + 1, budget: budget))"
      }
      return "{" + entries.joined(separator: ", ") + "}"
    // A tuple or an event inside the walk is written by it too, its parts one level deeper: through
    // `Tracing.describe` each would start a walk of its own with a fresh budget, and a tuple holding
    // an array that holds the tuple recursed until the stack ran out.
    case let composite as any TraceCompositeValue:
      return composite.traceDescription { describe($0, depth: depth + 1, budget: budget) }
    default:
      let text = Tracing.describe(value)
      budget.bytes -= text.utf8.count
      return text
    }
  }
}

extension ObjCMutableString: TraceDescribable {
  package var traceDescription: String { Tracing.describe(string) }
}

extension StreamNameValue: TraceDescribable {
  package var traceDescription: String { Tracing.describe(string) }
}

extension ObjCPointer: TraceDescribable {
  /// `&stop (NO)`: what it points at, now.
  package var traceDescription: String {
    let value = read()
    if pointee.scalarType == .bool, let flag = value as? CNumber { return "&(\(flag.isTrue ? "YES" : "NO"))" }
    return "&(\(Tracing.describe(value)))"
  }
}

extension CNumber: TraceDescribable {
  package var traceDescription: String { type == .bool ? (isTrue ? "YES" : "NO") : description }
}

extension TaggedNumber: TraceDescribable, TraceStableValue {
  /// As the trace writes the `NSNumber` it stands for (`-description`): its integer.
  package var traceDescription: String { description }
}

extension ClassValue: TraceDescribable {
  package var traceDescription: String { name }
}

extension CString: TraceDescribable {
  package var traceDescription: String { "\"\(string)\" (char *)" }
}
