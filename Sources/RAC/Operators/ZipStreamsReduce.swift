extension RACStreamOperations where Stream: RACStreamOperations, Stream.Stream == Stream {
  /// `+zip:reduce:` (RACStream.m): `+zip:` followed by `reduceEach:`, so `reduceBlock` gets the n-th
  /// value of every stream as its arguments.
  ///
  /// One overload per arity, as for `reduceEach`; see `RACBlockTrampoline` for why 1 to 6.
  public static func zip<Streams: Sequence>(
    _ streams: Streams, reduce reduceBlock: @escaping (Any?) -> Any?
  ) -> Stream where Streams.Element: RACStreamOperations, Streams.Element.Stream == Stream {
    zip(streams, trampoline: RACBlockTrampoline(reduceBlock))
  }

  /// `+zip:reduce:` with a reduce block of 2 arguments.
  public static func zip<Streams: Sequence>(
    _ streams: Streams, reduce reduceBlock: @escaping (Any?, Any?) -> Any?
  ) -> Stream where Streams.Element: RACStreamOperations, Streams.Element.Stream == Stream {
    zip(streams, trampoline: RACBlockTrampoline(reduceBlock))
  }

  /// `+zip:reduce:` with a reduce block of 3 arguments.
  public static func zip<Streams: Sequence>(
    _ streams: Streams, reduce reduceBlock: @escaping (Any?, Any?, Any?) -> Any?
  ) -> Stream where Streams.Element: RACStreamOperations, Streams.Element.Stream == Stream {
    zip(streams, trampoline: RACBlockTrampoline(reduceBlock))
  }

  /// `+zip:reduce:` with a reduce block of 4 arguments.
  public static func zip<Streams: Sequence>(
    _ streams: Streams, reduce reduceBlock: @escaping (Any?, Any?, Any?, Any?) -> Any?
  ) -> Stream where Streams.Element: RACStreamOperations, Streams.Element.Stream == Stream {
    zip(streams, trampoline: RACBlockTrampoline(reduceBlock))
  }

  /// `+zip:reduce:` with a reduce block of 5 arguments.
  public static func zip<Streams: Sequence>(
    _ streams: Streams, reduce reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?) -> Any?
  ) -> Stream where Streams.Element: RACStreamOperations, Streams.Element.Stream == Stream {
    zip(streams, trampoline: RACBlockTrampoline(reduceBlock))
  }

  /// `+zip:reduce:` with a reduce block of 6 arguments.
  public static func zip<Streams: Sequence>(
    _ streams: Streams, reduce reduceBlock: @escaping (Any?, Any?, Any?, Any?, Any?, Any?) -> Any?
  ) -> Stream where Streams.Element: RACStreamOperations, Streams.Element.Stream == Stream {
    zip(streams, trampoline: RACBlockTrampoline(reduceBlock))
  }

  /// The body every overload shares.
  static func zip<Streams: Sequence>(
    _ streams: Streams, trampoline: RACBlockTrampoline
  ) -> Stream where Streams.Element: RACStreamOperations, Streams.Element.Stream == Stream {
    let streams = Array(streams)
    return Tracing.call(
      "+zip:reduce:", of: nil, rac: .method("RACStream.m", 234, "+zip:reduce:"), arguments: [("streams", streams)]
    ) {
      let zipped: Stream = zip(streams)
      let stream: Stream = zipped.reduceEach(trampoline: trampoline)
      return stream.setNameWithFormat("+zip: %@ reduce:", streams.map { $0 as RACStream })
    }
  }
}
