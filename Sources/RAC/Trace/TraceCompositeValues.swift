/// How the trace writes RAC's own values, part by part (`TraceValueDescription` asks them).
extension RACTuple: TraceCompositeValue {
  /// `RACTuple("a", nil)`.
  package func traceDescription(_ describe: (Any?) -> String) -> String {
    TraceValueDescription.tuple((0..<count).map { self[$0] }, describe)
  }
}

extension RACTupleNil: TraceCompositeValue {
  package func traceDescription(_ describe: (Any?) -> String) -> String { "RACTupleNil" }
}

extension RACEvent: TraceCompositeValue {
  /// `RACEvent{ next = 1 }`, `RACEvent{ error = NSError(…) }`, `RACEvent{ completed }`.
  package func traceDescription(_ describe: (Any?) -> String) -> String {
    switch eventType {
    case .completed: return "RACEvent{ completed }"
    case .error: return "RACEvent{ error = " + describe(error) + " }"
    case .next: return "RACEvent{ next = " + describe(value) + " }"
    }
  }
}
