extension RACStreamOperations {
  /// `-reduceEach:` (RACStream.m): `map:` that spreads each value — which must be a `RACTuple` — over
  /// the arguments of `reduceBlock` (`RACTupleNil` arrives as nil) and sends what it returns.
  ///
  /// One overload per arity, 1 to 6 arguments of type `Any?`: RAC accepts up to 15 through
  /// `RACBlockTrampoline`; see there for why Swift stops at 6. A value that is not a tuple breaks RAC's
  /// assertion; without assertions it maps to nil and the block is not called.
  public func reduceEach(_ reduceBlock: @escaping (Any?) -> Any?) -> Stream {
    reduceEach(trampoline: RACBlockTrampoline(reduceBlock))
  }

  /// `-reduceEach:` with a block of 2 arguments.
  public func reduceEach(_ reduceBlock: @escaping (Any?, Any?) -> Any?) -> Stream {
    reduceEach(trampoline: RACBlockTrampoline(reduceBlock))
  }

  /// `-reduceEach:` with a block of 3 arguments.
  public func reduceEach(_ reduceBlock: @escaping (Any?, Any?, Any?) -> Any?) -> Stream {
    reduceEach(trampoline: RACBlockTrampoline(reduceBlock))
  }

  /// `-reduceEach:` with a block of 4 arguments.
  public func reduceEach(_ reduceBlock: @escaping (Any?, Any?, Any?, Any?) -> Any?) -> Stream {
    reduceEach(trampoline: RACBlockTrampoline(reduceBlock))
  }

  /// `-reduceEach:` with a block of 5 arguments.
  public func reduceEach(_ reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?) -> Any?) -> Stream {
    reduceEach(trampoline: RACBlockTrampoline(reduceBlock))
  }

  /// `-reduceEach:` with a block of 6 arguments.
  public func reduceEach(_ reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?, Any?) -> Any?) -> Stream {
    reduceEach(trampoline: RACBlockTrampoline(reduceBlock))
  }

  /// The body every overload shares (and `+zip:reduce:` uses).
  func reduceEach(trampoline: RACBlockTrampoline) -> Stream {
    Tracing.call("-reduceEach:", of: self, rac: .method("RACStream.m", 139, "-reduceEach:")) {
      let stream: Stream = map(
        CoreClosures.transform(
          .block("RACStream.m", 143, in: "-reduceEach:", "map:"),
          captures: (trampoline.reduceBlockKey.map { [CoreCapture.closure("reduceBlock", $0)] } ?? [])
            + [.object("self", self)]
        ) { t in
          Tracing.call(
            "innerBlock", of: self, rac: .block("RACStream.m", 143, in: "-reduceEach:", "map:"), arguments: [("t", t)]
          ) { () -> Any? in
            guard let tuple = TraceValueDescription.unwrapped(t) as? RACTuple else {
              CoreAssertion.fail("Value from stream \(self) is not a tuple: \(LogSink.describe(t))")
              return nil
            }
            return Tracing.call(
              "reduceBlock", of: self, rac: .block("RACStream.m", 145, in: "-reduceEach:", "invokeBlock:reduceBlock"),
              arguments: [("arguments", Array(tuple))]
            ) {
              trampoline.invoke(withArguments: tuple)
            }
          }
        }
      )
      return stream.setNameWithFormat("[%@] -reduceEach:", StreamName.NameOf(self))
    }
  }
}
