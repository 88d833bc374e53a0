extension RACStreamOperations {
  /// `-mapReplace:` (RACStream.m): `map:` to the same `object` for every value (nil allowed).
  ///
  /// The name shows `object` by its `rac_description`, as RAC 2.5 does.
  public func mapReplace(_ object: Any?) -> Stream {
    Tracing.call(
      "-mapReplace:", of: self, rac: .method("RACStream.m", 99, "-mapReplace:"), arguments: [("object", object)]
    ) {
      let stream: Stream = map { value in
        Tracing.call(
          "innerBlock", of: self, rac: .block("RACStream.m", 100, in: "-mapReplace:", "map:"),
          arguments: [("value", value)]
        ) { object }
      }
      return stream.setNameWithFormat("[%@] -mapReplace: %@", StreamName.NameOf(self), object)
    }
  }
}
