extension RACStreamOperations where Stream: RACStreamOperations, Stream.Stream == Stream {
  /// `+concat:` (RACStream.m): `[[[class empty] concat:s1] concat:s2] …` — each stream's values in
  /// turn, each stream subscribed only when the one before it has completed.
  public static func concat<Streams: Sequence>(_ streams: Streams) -> Stream where Streams.Element: RACStream {
    let streams = Array(streams)
    return Tracing.call(
      "+concat:", of: nil, rac: .method("RACStream.m", 247, "+concat:"), arguments: [("streams", streams)]
    ) {
      var result: Stream = self.empty()
      for stream in streams {
        result = result.concat(stream)
      }
      return result.setNameWithFormat("+concat: %@", streams.map { $0 as RACStream })
    }
  }
}
