/// `+join:block:` (RACStream.m, private): the machinery of `+zip:` (and of RACSignal's
/// `+combineLatest:`).
///
/// The first stream's values are wrapped in 1-tuples, so even a single stream yields tuples; each
/// further stream is folded in with `block(current, stream)`, which nests the tuples to the left:
/// `(((a), b), c)`. A final `map:` unnests them into `(a, b, c)`, nil leaves kept as `RACTupleNil`.
/// No streams at all gives `[self empty]`.
extension RACStreamOperations where Stream: RACStreamOperations, Stream.Stream == Stream {
  static func join<Streams: Sequence>(
    _ streams: Streams, block: @escaping (_ current: Stream, _ stream: Streams.Element) -> Stream
  ) -> Stream where Streams.Element: RACStreamOperations, Streams.Element.Stream == Stream {
    var current: Stream?
    for stream in streams {
      guard let left = current else {
        // RAC's block captures nothing; this one holds `stream` for the trace, as `-map:`'s own
        // block does already.
        current = stream.map(
          CoreClosures.transform(.block("RACStream.m", 199, in: "+join:block:", "map:"), captures: []) { x in
            Tracing.call(
              "tupleBlock", of: stream, rac: .block("RACStream.m", 199, in: "+join:block:", "map:"),
              arguments: [("x", x)]
            ) { RACTuplePack(x) }
          })
        continue
      }
      current = Tracing.call(
        "block", of: nil, rac: .block("RACStream.m", 206, in: "+join:block:", "block(current, stream)"),
        arguments: [("current", left), ("stream", stream)]
      ) {
        block(left, stream)
      }
    }

    guard let current else { return self.empty() }

    return current.map(
      CoreClosures.transform(.block("RACStream.m", 211, in: "+join:block:", "map:"), captures: []) { xs in
        Tracing.call(
          "unnestBlock", of: current, rac: .block("RACStream.m", 211, in: "+join:block:", "map:"),
          arguments: [("xs", xs)]
        ) { () -> Any? in
          var values: [Any?] = []
          var tuple = TraceValueDescription.unwrapped(xs) as? RACTuple
          while let level = tuple {
            values.insert(level.last, at: 0)
            tuple = level.count > 1 ? level.first as? RACTuple : nil
          }
          return RACTuple(objectsFrom: values)
        }
      })
  }
}
