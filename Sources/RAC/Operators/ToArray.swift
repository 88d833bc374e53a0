extension RACSignal {
  /// `-toArray` (RACSignal+Operations.m): `[[[self collect] first] copy]` — blocks the calling thread
  /// until the receiver completes, then returns all its values (nil ones as `NSNull`); nil when the
  /// receiver fails (behaviour §6.6).
  ///
  /// The copy is the bridge from `collect`'s `NSMutableArray` to a Swift array value.
  public func toArray() -> [Any]? {
    Tracing.call("-toArray", of: self, rac: .method("RACSignal+Operations.m", 929, "-toArray")) {
      collect().first() as? [Any]
    }
  }
}
