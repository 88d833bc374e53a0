/// One thing a core closure captures, as RAC's block would name it (`subscriber`,
/// `compoundDisposable`, `addSignal`), held weakly: the closure itself holds it strongly, and the
/// record must not keep alive what a leak analysis asks about.
public struct CoreCapture: @unchecked Sendable {
  enum Held {
    case object(Weak)
    case closure(ClosureKey)
  }

  /// A weak reference, so that a record outlives nothing it names.
  struct Weak {
    weak var object: AnyObject?
  }

  /// The name RAC's block gives it.
  public let label: String
  let held: Held

  /// A captured object (nil: nothing is captured under that name now).
  public static func object(_ label: String, _ object: AnyObject?) -> CoreCapture {
    CoreCapture(label: label, held: .object(Weak(object: object)))
  }

  /// A captured closure (`bindingBlock`, the block `map:` was given), followed into its own captures.
  public static func closure(_ label: String, _ key: ClosureKey) -> CoreCapture {
    CoreCapture(label: label, held: .closure(key))
  }

  /// What it holds now: an object while it lives, or a closure's key.
  var target: CoreReferences.Target? {
    switch held {
    case .object(let weak): return weak.object.map { .object($0) }
    case .closure(let key): return key.capturesAnything ? .closure(key) : nil
    }
  }
}
