import Foundation
import TraceKernel

/// What `ObjectReferences.strong(of:)` would find in one object, reduced to what decides it: each
/// reference's label as it is before it is joined, and the identity of what it holds (an object's
/// address, a core closure's key and whether its site recorded it). Two equal prints of the same
/// object give the same references, label for label, to the same addresses.
///
/// A print is cheaper than the references it stands for (no label is joined, no reference made):
/// the viewer's holders print each object of the graph at each stop they look at, and walk again
/// only from the objects whose prints changed (`LeakGraphMemo`).
package struct ReferencePrint: Equatable {
  private var words: [UInt] = []
  private var keys: [ClosureKey] = []
  private var texts: [String] = []

  /// An empty print.
  package init() {}

  /// Empties it, keeping its storage.
  package mutating func removeAll() {
    words.removeAll(keepingCapacity: true)
    keys.removeAll(keepingCapacity: true)
    texts.removeAll(keepingCapacity: true)
  }

  fileprivate mutating func add(_ mark: Mark) { words.append(mark.rawValue) }
  fileprivate mutating func add(count: Int) { words.append(UInt(truncatingIfNeeded: count)) }
  fileprivate mutating func add(address object: AnyObject) { words.append(UInt(bitPattern: ObjectIdentifier(object))) }
  fileprivate mutating func add(key: ClosureKey) { keys.append(key) }
  fileprivate mutating func add(text: String) { texts.append(text) }

  /// What each part of a print is, so that two kinds of reference never print alike.
  fileprivate enum Mark: UInt {
    case instance = 1
    case core, helper, closure, block, other
    case object, recordedClosure, forwardingClosure, unrecordedClosure, weak, empty, references
  }
}

/// A stamp of one object's references, cheaper to read than its print: while two reads of it are
/// equal, so are the object's prints (`ObjectReferences.print(of:)`). Kept only by some of the
/// core's objects and helper objects (`CoreObject.referenceStamp`,
/// `CoreReferencingObject.referenceStamp`) and by the core's closures whose shared variables
/// count their writes (`CoreClosures.Recorded.variablesStamp`).
package struct ReferenceStamp: Equatable {
  let own: UInt
  let madeDeallocationObjects: Int
  /// A core closure's record (`CoreClosures.Recorded.serial`); 0 for an object.
  var record: UInt = 0
}

extension ObjectReferences {
  /// `value`'s stamp, or nil when its class keeps none. A print made after the stamp was read is
  /// the print of every later moment the stamp reads the same (a write between the read and the
  /// print moves the stamp, so the next read differs).
  package static func stamp(of value: AnyObject) -> ReferenceStamp? {
    if !(value is ObjCInstance), let core = value as? CoreObject {
      guard let own = core.referenceStamp else { return nil }
      return ReferenceStamp(own: own, madeDeallocationObjects: core.madeDeallocationObjectCount)
    }
    guard let helper = value as? CoreReferencingObject, let own = helper.referenceStamp else { return nil }
    return ReferenceStamp(own: own, madeDeallocationObjects: 0)
  }

  /// The stamp of the core closure `key`, or nil when its site recorded nothing or one of its
  /// shared variables keeps no count of its writes (`CoreClosures.Recorded.variablesStamp`).
  package static func stamp(ofClosure key: ClosureKey) -> ReferenceStamp? {
    guard let recorded = CoreClosures.recorded(key), let variables = recorded.variablesStamp else { return nil }
    return ReferenceStamp(own: variables.writes, madeDeallocationObjects: variables.gone, record: recorded.serial)
  }

  /// The print of `value`'s references: the same whenever `strong(of: value)` would give the same
  /// references (labels, and the addresses they hold). Returns whether the print stays the same
  /// while `value` and what it holds live: a block that shares no `__block` variable (what it
  /// captured is copied where it was made), a core closure whose captures are fixed
  /// (`CoreClosures.Recorded.readsVariables`).
  @discardableResult
  package static func print(
    of value: AnyObject, into print: inout ReferencePrint, retains: BridgedRetains? = nil
  ) -> Bool {
    // The kinds a graph holds most of (the core's objects, its closures, the program's blocks)
    // are read without making their references; the others (the program's instances,
    // collections, structs) as `strong(of:)` makes them.
    if !(value is ObjCInstance), let core = value as? CoreObject {
      print.add(.core)
      printCore(core, into: &print)
      return false
    }
    if let helper = value as? CoreReferencingObject {
      print.add(.helper)
      printCore(helper, into: &print)
      return false
    }
    if let closure = value as? CoreClosureNode { return self.print(ofClosure: closure.key, into: &print) }
    if let block = value as? ObjCBlock {
      print.add(.block)
      print.add(address: block.literal)
      for box in block.captured {
        if box.isWeak {
          print.add(.weak)
        } else if let held = box.value {
          printValue(held, into: &print)
        } else {
          print.add(.empty)
        }
      }
      return !block.literal.captures.contains(where: \.byReference)
    }
    print.add(value is ObjCInstance ? .instance : .other)
    add(strong(of: value, retains: retains), to: &print)
    return false
  }

  /// The print of the closure `key` as a step of a walk (`CoreClosureNode`): the block it is named
  /// for and what it captures now. Returns whether it stays the same while the closure lives.
  @discardableResult
  package static func print(ofClosure key: ClosureKey, into print: inout ReferencePrint) -> Bool {
    print.add(.closure)
    guard let recorded = CoreClosures.recorded(key) else {
      print.add(.unrecordedClosure)
      return false
    }
    print.add(text: recorded.name)
    for target in CoreClosures.targets(of: recorded) {
      print.add(text: target.label)
      printTarget(target.target, into: &print)
    }
    return !recorded.readsVariables
  }

  private static func printCore(_ core: CoreReferencing, into print: inout ReferencePrint) {
    var held = CoreReferences()
    core.appendCoreReferences(to: &held)
    for entry in held.entries {
      print.add(text: entry.label)
      printTarget(entry.target, into: &print)
    }
  }

  /// As `references(to:label:)` reads `target`.
  private static func printTarget(_ target: CoreReferences.Target, into print: inout ReferencePrint) {
    switch target {
    case .object(let object): printObject(object, into: &print)
    case .closure(let key):
      guard let recorded = CoreClosures.recorded(key) else {
        print.add(.unrecordedClosure)
        return
      }
      if let block = recorded.forwardsTo {
        print.add(.forwardingClosure)
        print.add(address: block)
      } else {
        print.add(.recordedClosure)
        print.add(key: key)
      }
    }
  }

  /// As `references(in:label:)` reads `held`: one of the graph's classes by its address, anything
  /// else by the references it gives.
  private static func printValue(_ held: Any, into print: inout ReferencePrint) {
    if type(of: held) is AnyClass {
      printObject(held as AnyObject, into: &print)
    } else {
      print.add(.references)
      add(references(in: held, label: ""), to: &print)
    }
  }

  /// `printValue` of an object, known to be one (no cast from `Any` to ask).
  private static func printObject(_ object: AnyObject, into print: inout ReferencePrint) {
    if object is CoreObject || object is ObjCBlock || object is ObjCArray || object is ObjCDictionary
      || object is CArray || object is CStruct || object is CoreReferencingObject
    {
      print.add(.object)
      print.add(address: object)
    } else {
      print.add(.references)
      add(references(in: object, label: ""), to: &print)
    }
  }

  /// `references`, each by its label and what it holds (a core closure by its key).
  private static func add(_ references: [Reference], to print: inout ReferencePrint) {
    print.add(count: references.count)
    for reference in references {
      print.add(text: reference.label)
      print.add(text: reference.implicitFor ?? "")
      if let closure = reference.target as? CoreClosureNode {
        print.add(.recordedClosure)
        print.add(key: closure.key)
      } else {
        print.add(.object)
        print.add(address: reference.target)
      }
    }
  }
}
