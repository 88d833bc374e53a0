/// `RACEmptySequence` (RACEmptySequence.m): the one sequence with no values, shared by everyone.
public final class RACEmptySequence: RACSequence {
  private static let shared = RACEmptySequence()

  /// `+empty`: the singleton.
  public override class func empty() -> RACSequence { shared }

  public override var head: Any? { nil }
  public override var tail: RACSequence? { nil }

  /// Binding nothing gives what was passed through, or nothing.
  public override func bind(
    _ bindBlock: @escaping RACStreamBindBlock, passingThroughValuesFrom passthrough: RACSequence?
  )
    -> RACSequence
  {
    passthrough ?? self
  }

  public override var isSharedInstance: Bool { true }
  public override var acceptsNames: Bool { false }
  public override var traceName: String { traceLabel ?? "+empty" }
  public override var traceContents: String { "[]" }

  public override func isEqual(to other: RACSequence) -> Bool { self === other }

  /// `<RACEmptySequence: 0x…>{ name = … }`.
  package override func description(describingValuesWith describe: (Any?) -> String) -> String {
    "<\(className): \(ObjectAddress.of(self))>{ name = \(name) }"
  }
}
