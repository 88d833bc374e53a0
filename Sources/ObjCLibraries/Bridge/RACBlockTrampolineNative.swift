import ObjCInterpreter

/// `+[RACBlockTrampoline invokeBlock:withArguments:]` on the Swift core (RACBlockTrampoline.m, which
/// builds an `NSInvocation` of a `-performWith:…` method for the block's arity): calls the block
/// with the tuple's elements as its arguments, `RACTupleNil` as nil. The tuple may be the core's
/// `RACTuple` or one of RAC's loaded source, asked for its elements by message. With
/// `--rac-source`, the checkout's `RACBlockTrampoline.m` is loaded and its methods replace this one.
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
