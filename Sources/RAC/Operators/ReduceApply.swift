/// `-reduceApply` (RACSignal+Operations.m): on a signal of `RACTuple`s whose first element is a
/// block, each tuple's block called with the tuple's other elements as its arguments.
///
/// RAC calls the block through `RACBlockTrampoline`; here the block is a Swift closure of 1 to 6
/// `Any?` arguments, or a block of another runtime (`VariadicBlock`, an interpreted Objective-C
/// block), and `RACTupleNil` elements arrive as nil.
extension RACSignal {
  /// `-reduceApply`: `tuple[0]` called with `tuple[1...]`.
  public func reduceApply() -> RACSignal {
    Tracing.call("-reduceApply", of: self, rac: .method("RACSignal+Operations.m", 1304, "-reduceApply")) {
      map { value in
        Tracing.call(
          "block", of: self, rac: .block("RACSignal+Operations.m", 1305, in: "-reduceApply", "map:"),
          arguments: [("tuple", value)]
        ) { () -> Any? in
          guard let tuple = TraceValueDescription.unwrapped(value) as? RACTuple else {
            CoreAssertion.fail(
              "-reduceApply must only be used on a signal of RACTuples. Instead, received: \(LogSink.describe(value))"
            )
            return nil
          }
          CoreAssertion.check(
            tuple.count > 1,
            "-reduceApply must only be used on a signal of RACTuples, with at least a block in tuple[0] and its first argument in tuple[1]"
          )
          let arguments = (1..<max(tuple.count, 1)).map { tuple[$0] }
          return RACBlockTrampoline.invoke(tuple[0], withArguments: RACTuple(objectsFrom: arguments))
        }
      }
      .setNameWithFormat("[%@] -reduceApply", StreamName.NameOf(self))
    }
  }
}
