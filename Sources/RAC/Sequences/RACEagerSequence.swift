import Foundation

/// `RACEagerSequence` (RACEagerSequence.m): an array sequence whose operations run at once — `bind:`
/// runs the block on every value when it is called and keeps the results in a new array — what
/// `eagerSequence` gives.
public final class RACEagerSequence: RACArraySequence {
  /// `+return:`: a one-value eager sequence.
  public override class func `return`(_ value: Any?) -> RACSequence {
    Tracing.call("+return:", of: nil, rac: .method("RACEagerSequence.m", 17, "+return:"), arguments: [("value", value)])
    { () -> RACSequence in
      sequence(with: [TraceValueDescription.unwrapped(value) ?? NSNull.shared], offset: 0)
        .setNameWithFormat("+return: %@", value)
    }
  }

  /// `-bind:`, eagerly: the block runs on each value now; a nil result ends it, `stop` ends it
  /// after that value's sequence.
  public override func bind(_ block: @escaping () -> RACStreamBindBlock) -> RACSequence {
    Tracing.call("-bind:", of: self, rac: .method("RACEagerSequence.m", 21, "-bind:")) {
      let bindBlock = Tracing.call("block", of: self, rac: .block("RACEagerSequence.m", 23, in: "-bind:", "block()")) {
        block()
      }
      var resultArray: [Any] = []
      for value in array {
        var stop = false
        let bound = Tracing.call(
          "bindBlock", of: self, rac: .block("RACEagerSequence.m", 29, in: "-bind:", "bindBlock(value"),
          arguments: [("value", value)]
        ) { bindBlock(value, &stop) }
        guard let boundValue = bound as? RACSequence else { break }
        resultArray += boundValue.array
        if stop { break }
      }
      return RACEagerSequence.sequence(with: resultArray, offset: 0)
        .setNameWithFormat("[%@] -bind:", StreamName.NameOf(self))
    }
  }

  /// `-concat:`: both arrays joined, now.
  public override func concat(_ stream: RACStream) -> RACSequence {
    Tracing.call(
      "-concat:", of: self, rac: .method("RACEagerSequence.m", 42, "-concat:"), arguments: [("stream", stream)]
    ) {
      let other = (stream as? RACSequence)?.array ?? []
      return RACEagerSequence.sequence(with: array + other, offset: 0)
        .setNameWithFormat("[%@] -concat: %@", StreamName.NameOf(self), stream)
    }
  }

  public override var eagerSequence: RACSequence { self }

  public override var lazySequence: RACSequence {
    RACArraySequence.sequence(with: array, offset: 0)
  }

  /// The right fold, with every `rest` eager too.
  public override func foldRightWithStart(
    _ start: Any?, reduce: @escaping (_ first: Any?, _ rest: RACSequence) -> Any?
  ) -> Any? {
    super.foldRightWithStart(start, reduce: { first, rest in reduce(first, rest.eagerSequence) })
  }
}
