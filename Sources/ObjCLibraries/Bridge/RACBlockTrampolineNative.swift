import ObjCInterpreter

/// `+[RACBlockTrampoline invokeBlock:withArguments:]`, kept native (RACBlockTrampoline.m builds an
/// `NSInvocation` for a block of any arity, which is run-time machinery rather than RAC's logic):
/// calls the block with the tuple's elements as its arguments, `RACTupleNil` as nil. The tuple may
/// be the core's `RACTuple` or one of RAC's loaded source, asked for its elements by message.
enum RACBlockTrampolineNative {
  static func register(in table: NativeClasses) {
    table.define("RACBlockTrampoline", superclass: "NSObject") { c in
      c.classMethod("invokeBlock:withArguments:") { call in
        let block = try call.callable(0)
        let interpreter = call.interpreter
        let tuple = call.argument(1)
        var arguments: [Any?] = []
        if let count = try interpreter.send("count", to: tuple, arguments: [], at: call.location) as? CNumber {
          for index in 0..<max(0, Int(count.int64)) {
            arguments.append(
              try interpreter.send(
                "objectAtIndex:", to: tuple, arguments: [CNumber.unsignedLong(index)], at: call.location))
          }
        }
        return try interpreter.invoke(block, arguments, at: call.location)
      }
    }
  }
}
