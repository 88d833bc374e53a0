extension RACStreamOperations where Stream: RACStreamOperations, Stream.Stream == Stream {
  /// `+zip:` (RACStream.m): the n-th values of every stream, as n-tuples — `join:block:` folding the
  /// streams together with `zipWith:`.
  ///
  /// `RACSignal.zip([a, b, c])` is `[[a zipWith:b] zipWith:c]` with its tuples flattened. It completes
  /// as soon as any of the nested `zipWith:`s sees a completed side with nothing buffered — unpaired
  /// values elsewhere are dropped (behaviour §7.1, §6.8). Each element of `streams` is subscribed
  /// once per subscription, first to last.
  public static func zip<Streams: Sequence>(
    _ streams: Streams
  ) -> Stream where Streams.Element: RACStreamOperations, Streams.Element.Stream == Stream {
    let streams = Array(streams)
    return Tracing.call("+zip:", of: nil, rac: .method("RACStream.m", 228, "+zip:"), arguments: [("streams", streams)])
    {
      let stream = join(streams) { left, right in
        Tracing.call(
          "innerBlock", of: nil, rac: .block("RACStream.m", 229, in: "+zip:", "block:"),
          arguments: [("left", left), ("right", right)]
        ) { () -> Stream in
          left.zipWith(right)
        }
      }
      return stream.setNameWithFormat("+zip: %@", streams.map { $0 as RACStream })
    }
  }
}
