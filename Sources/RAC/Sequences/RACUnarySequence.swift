/// `RACUnarySequence` (RACUnarySequence.m): one value, what a sequence's `+return:` makes. With a
/// nil value it has no head, so it is empty.
public final class RACUnarySequence: RACSequence {
  private let value: Any?

  /// RAC's ivar `_head` (its `head` property), then the sequence's own, for a leak analysis.
  public override func appendCoreReferences(to references: inout CoreReferences) {
    references.add("ivar _head", value: value)
    super.appendCoreReferences(to: &references)
  }

  private init(value: Any?) {
    self.value = TraceValueDescription.unwrapped(value)
    super.init()
  }

  /// `+return:`.
  public override class func `return`(_ value: Any?) -> RACSequence {
    Tracing.call("+return:", of: nil, rac: .method("RACUnarySequence.m", 28, "+return:"), arguments: [("value", value)])
    { () -> RACSequence in
      RACUnarySequence(value: value).setNameWithFormat("+return: %@", value)
    }
  }

  public override var head: Any? { value }
  public override var tail: RACSequence? { nil }

  /// `-bind:`: the block on the one value, at once; nil gives the empty sequence.
  public override func bind(_ block: @escaping () -> RACStreamBindBlock) -> RACSequence {
    Tracing.call("-bind:", of: self, rac: .method("RACUnarySequence.m", 40, "-bind:")) {
      let bindBlock = Tracing.call("block", of: self, rac: .block("RACUnarySequence.m", 41, in: "-bind:", "block()")) {
        block()
      }
      var stop = false
      let bound = Tracing.call(
        "bindBlock", of: self, rac: .block("RACUnarySequence.m", 44, in: "-bind:", "bindBlock(self.head"),
        arguments: [("value", value)]
      ) { bindBlock(value, &stop) }
      guard let result = bound as? RACSequence else { return RACSequence.empty() }
      return result.setNameWithFormat("[%@] -bind:", StreamName.NameOf(self))
    }
  }

  public override func isEqual(to other: RACSequence) -> Bool {
    guard let other = other as? RACUnarySequence else { return false }
    return ValueEquality.isEqual(value, other.value)
  }

  public override var traceContents: String {
    value.map { "[\(Tracing.describe($0))]" } ?? "[]"
  }

  /// `<RACUnarySequence: 0x…>{ name = …, head = … }`.
  package override func description(describingValuesWith describe: (Any?) -> String) -> String {
    "<\(className): \(ObjectAddress.of(self))>{ name = \(name), head = \(describe(value)) }"
  }
}
