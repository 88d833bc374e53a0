/// One thing a core closure captures, as RAC's block would name it (`subscriber`,
/// `compoundDisposable`, `addSignal`), held weakly: the closure itself holds it strongly, and the
/// record must not keep alive what a leak analysis asks about.
public struct CoreCapture: @unchecked Sendable {
  enum Held {
    case object(Weak)
    case closure(ClosureKey)
    /// A variable the closure shares with others made beside it (RAC's `__block` variable): the
    /// box that holds it, held weakly, and how to read what it holds now.
    case variable(Weak, read: (AnyObject) -> Any?)
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

  /// A captured value that may be an object (`startingValue`, a value the block was given): the
  /// object, or nothing when it is none (a number, a string, nil).
  public static func value(_ label: String, _ value: Any?) -> CoreCapture {
    let unwrapped = unwrapped(value)
    return object(label, unwrapped.flatMap { type(of: $0) is AnyClass ? $0 as AnyObject : nil })
  }

  /// A captured closure (`bindingBlock`, the block `map:` was given), followed into its own captures.
  public static func closure(_ label: String, _ key: ClosureKey) -> CoreCapture {
    CoreCapture(label: label, held: .closure(key))
  }

  /// A variable shared with the closures made beside it, as RAC's `__block` one is (`lastValue`
  /// of `-distinctUntilChanged`, `-combineLatestWith:`'s `lastSelfValue`): `box` is what the
  /// closures share, `read` what it holds now. Named `__block label`, as RAC's own code names it,
  /// and followed into the object it holds when a leak analysis asks, not the one it held when the
  /// closure was made. `read` is given the box: it must capture nothing. A variable holding a
  /// block reads as its `ClosureKey`, followed into what that block captures.
  public static func variable<Box: AnyObject>(
    _ label: String, _ box: Box, _ read: @escaping (Box) -> Any?
  ) -> CoreCapture {
    CoreCapture(label: "__block \(label)", held: .variable(Weak(object: box), read: { ($0 as? Box).flatMap(read) }))
  }

  /// A collection RAC's block captures and changes (`-flatten:`'s `NSMutableArray *queuedSignals`),
  /// which the core keeps in a box of its own: named `label`, as the array is on RAC's code, and
  /// followed into what it holds now, each element as `label, element 0`.
  public static func contents<Box: AnyObject>(
    _ label: String, _ box: Box, _ read: @escaping (Box) -> Any?
  ) -> CoreCapture {
    CoreCapture(label: label, held: .variable(Weak(object: box), read: { ($0 as? Box).flatMap(read) }))
  }

  /// What it holds now, each with its label: an object while it lives, a closure's key, or what a
  /// shared variable holds (each object of an array as `__block values, element 0`).
  var targets: [(label: String, target: CoreReferences.Target)] {
    switch held {
    case .object(let weak): return weak.object.map { [(label, .object(CoreReferences.resolved($0)))] } ?? []
    case .closure(let key): return key.capturesAnything ? [(label, .closure(key))] : []
    case .variable(let weak, let read):
      guard let box = weak.object else { return [] }
      var references = CoreReferences()
      let value = Self.unwrapped(read(box))
      if let key = value as? ClosureKey {
        references.add(label, closure: key)
      } else {
        references.add(label, value: value)
      }
      return references.entries
    }
  }
}

extension CoreCapture {
  /// `value` without the optionals a generic box wraps it in (a `BlockVariable<Any?>` read as `Any?`).
  static func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    if let optional = value as? any OptionalValue { return unwrapped(optional.wrappedValue) }
    return value
  }
}

/// An optional, read through `Any`.
private protocol OptionalValue {
  var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
  fileprivate var wrappedValue: Any? { self.map { $0 as Any } }
}

extension CoreCapture {
  /// `variable` of one kept under a lock (`LockedState`, where RAC keeps its `__block` variable
  /// under an `NSLock` or `@synchronized`): `read` picks the variable out of the state, under the
  /// lock.
  public static func variable<State>(
    _ label: String, _ state: LockedState<State>, _ read: @escaping (State) -> Any?
  ) -> CoreCapture {
    variable(label, state.buffer) { buffer in LockedState(buffer: buffer).withLock { read($0) } }
  }
}

extension LockedState {
  /// The lock whose storage is `buffer`, shared with the one that made it.
  fileprivate init(buffer: Buffer) {
    self.buffer = buffer
  }
}
