import Foundation
import Synchronization

/// When a trace may reuse an object's name instead of asking for it again.
///
/// A trace shows every object by its class, number and name *as they were when the event
/// happened*: a walkthrough renames a signal after it has run, a passthrough's name follows a
/// signal that can die, `+return:`'s name renders its value. Building a name is the costly part of
/// recording (a stream's name is its whole chain of `setNameWithFormat:` formats), so the recorder
/// keeps the name it last built for each RAC object and rebuilds it only when something that can
/// change a name has happened since: the `generation` counts those things.
///
/// What bumps it:
/// - a label or name format set on an object a trace may already have named (every object made
///   before the last name a recorder built: `watermark`); a name is built from its own object and
///   older ones (a stream's sources, a passthrough's signal, a `+return:` signal's value), so newer
///   objects are not yet part of any name (and the objects the core labels as it makes them, two
///   per value in `bind:`, are labelled without a check: `CoreObject.labelNewObject`);
/// - the death of an object whose name another object shows only while it lives (a passthrough's
///   signal, a `TraceOwner`'s object, a `WeakObject` in a name format), or that was renamed after
///   being named (`diesVisibly`).
///
/// Names built from values that change on their own (a lazy sequence's contents, a snippet's
/// mutable array in a name format) cannot be kept: while any object with such a name is alive
/// (`uncacheableLive`), nothing is reused.
package enum TraceNames {
  /// Counts the events that may have changed a name a recorder kept.
  package static let generation = Atomic<Int>(0)
  /// The highest object serial that existed when a recorder last built a name.
  private static let watermark = Atomic<Int>(0)
  /// How many objects whose names change without telling anyone are alive.
  @usableFromInline static let uncacheableLive = Atomic<Int>(0)

  /// Set while `buildingEveryName` runs.
  @usableFromInline static let reuseIsOff = Atomic<Bool>(false)

  /// Whether a recorder may reuse the names it kept.
  @inlinable @inline(__always)
  package static var namesAreReusable: Bool {
    uncacheableLive.load(ordering: .relaxed) == 0 && !reuseIsOff.load(ordering: .relaxed)
  }

  /// Runs `body` with every recorder building every name afresh at every event, as the trace did
  /// before it kept names: tests compare the two to prove that reuse changes nothing.
  package static func buildingEveryName<Result>(_ body: () throws -> Result) rethrows -> Result {
    reuseIsOff.store(true, ordering: .sequentiallyConsistent)
    defer { reuseIsOff.store(false, ordering: .sequentiallyConsistent) }
    return try body()
  }

  /// Called by a recorder before it builds a name: every object alive now may be part of it.
  package static func willBuildName() {
    let newest = LiveObjects.allocationCount
    if watermark.load(ordering: .relaxed) < newest { watermark.max(newest, ordering: .sequentiallyConsistent) }
  }

  /// A label or name format of `object` changed.
  @inline(__always)
  package static func nameDidChange(of object: CoreObject) {
    guard object.objectSerial <= watermark.load(ordering: .sequentiallyConsistent) else { return }
    object.traceNameFlags.bitwiseOr(CoreObject.TraceNameFlags.diesVisibly, ordering: .relaxed)
    generation.add(1, ordering: .sequentiallyConsistent)
  }

  /// `object`'s name is shown by another object only while `object` lives: its death changes a name.
  @inlinable @inline(__always)
  package static func isShownWhileAlive(_ object: CoreObject) {
    if object.traceNameFlags.load(ordering: .relaxed) & CoreObject.TraceNameFlags.diesVisibly == 0 {
      object.traceNameFlags.bitwiseOr(CoreObject.TraceNameFlags.diesVisibly, ordering: .relaxed)
    }
  }

  /// Called from `CoreObject.deinit` for objects flagged by `isShownWhileAlive` or renamed.
  static func didDie(flags: UInt8) {
    if flags & CoreObject.TraceNameFlags.diesVisibly != 0 { generation.add(1, ordering: .sequentiallyConsistent) }
    if flags & CoreObject.TraceNameFlags.uncacheable != 0 { uncacheableLive.subtract(1, ordering: .relaxed) }
  }

  /// Marks `object`'s name as one that changes on its own (or clears the mark), for as long as it
  /// lives or until marked otherwise.
  package static func setUncacheable(_ object: CoreObject, _ uncacheable: Bool) {
    let flag = CoreObject.TraceNameFlags.uncacheable
    if uncacheable {
      let old = object.traceNameFlags.bitwiseOr(flag, ordering: .relaxed).oldValue
      if old & flag == 0 { uncacheableLive.add(1, ordering: .relaxed) }
    } else {
      let old = object.traceNameFlags.bitwiseAnd(~flag, ordering: .relaxed).oldValue
      if old & flag != 0 { uncacheableLive.subtract(1, ordering: .relaxed) }
    }
  }

  /// Whether a name built from `value` stays the same as long as the objects in it keep theirs:
  /// nil, numbers, strings, errors and RAC objects (whose own names the generation watches).
  /// Exact types only: a mutable string or array is a subclass of an immutable one.
  package static func isStableInName(_ value: Any?) -> Bool {
    guard let value else { return true }
    if isStableLeaf(value) { return true }
    guard let unwrapped = TraceValueDescription.unwrapped(value) else { return true }
    return isStableLeaf(unwrapped) || unwrapped is CoreObject || unwrapped is NSError
      || unwrapped is any TraceStableValue
  }

  /// The values `+return:` carries most, by exact type (no cast, no reflection).
  @inline(__always)
  private static func isStableLeaf(_ value: Any) -> Bool {
    let valueType = Swift.type(of: value)
    return valueType == Int.self || valueType == String.self || valueType == NSNumber.self
      || valueType == Double.self || valueType == Bool.self
  }
}
