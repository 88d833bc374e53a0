/// The strong references one of the core's objects holds, each named as RAC names it: an ivar
/// (`ivar _disposable`), an element of a collection ivar (`ivar _subscribers, element 0`), a block
/// ivar whose captures `CoreClosures` recorded (`ivar _next`). Built only when a leak analysis asks
/// (`leaks`, `who`, the viewer's holders), never in a normal run.
public struct CoreReferences {
  /// What a reference holds: an object, or a closure to be followed into what it captures.
  public enum Target {
    case object(AnyObject)
    case closure(ClosureKey)
  }

  /// The references, in the order they were added.
  public private(set) var entries: [(label: String, target: Target)] = []

  /// An empty list.
  public init() {}

  /// A strong reference named `label` to `object` (none when it is nil); to what it stands for
  /// when it is a core object standing in for another (`CoreObject.referent`).
  public mutating func add(_ label: String, _ object: AnyObject?) {
    if let object { entries.append((label, .object(Self.resolved(object)))) }
  }

  /// `object`, or what it stands for (`CoreObject.referent`).
  static func resolved(_ object: AnyObject) -> AnyObject {
    (object as? CoreObject)?.referent ?? object
  }

  /// A block ivar named `label` holding `key`'s closure (none when it captures nothing).
  public mutating func add(_ label: String, closure key: ClosureKey?) {
    if let key, key.capturesAnything { entries.append((label, .closure(key))) }
  }

  /// A collection ivar named `label`: each element as `label, element N`.
  public mutating func add(_ label: String, elements: [AnyObject?]) {
    for (offset, element) in elements.enumerated() { add("\(label), element \(offset)", element) }
  }

  /// A value ivar that may hold an object or an array of them (a replay subject's values, a
  /// behavior subject's current value): the objects it holds, as `add(_:elements:)` names them.
  public mutating func add(_ label: String, value: Any?) {
    switch value {
    case nil: return
    case let array as [Any?]: add(label, elements: array.map { $0.flatMap(Self.object(in:)) })
    case let array as [Any]: add(label, elements: array.map(Self.object(in:)))
    case let some?: add(label, Self.object(in: some))
    }
  }

  private static func object(in value: Any) -> AnyObject? {
    type(of: value) is AnyClass ? value as AnyObject : nil
  }
}

/// Something of the core's that holds objects strongly and can name each reference, asked only by
/// a leak analysis: every core object (`CoreObject`), the core's own helper classes a closure
/// captures (`CoreReferencingObject`: a `-bind:` subscription's bookkeeping, a tuple), and the
/// stand-ins of the UI a program drives.
public protocol CoreReferencing: AnyObject {
  /// Adds the object's strong references to `references`, each named as RAC names it.
  func appendCoreReferences(to references: inout CoreReferences)
}
