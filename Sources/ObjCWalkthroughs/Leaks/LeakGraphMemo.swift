import Foundation
import ObjCInterpreter
import RAC

/// What the viewer's looks at one run keep from one graph to the next, so that a graph is walked
/// again only where something changed: contact-form's objects, with the Swift core's closures
/// named, make a graph of about 1,800 objects that the viewer made from nothing at each of the 129
/// stops it looks at, though a few statements between two stops change few of them.
///
/// A graph's edges from an object are what a walk from it found (`LeakGraph.reach`), through the
/// blocks, closures and collections between it and the objects it holds. That walk reads nothing
/// but what `ObjectReferences.strong(of:)` gives for each object it goes through (its steps). So
/// the walk is kept with each step's print (`ReferencePrint`, cheaper than the references); at the
/// next look each step is printed once more, and the walk is taken again only when a print
/// changed, or an object it reached has gone (its address may be another object's now). A step
/// whose object keeps a stamp of its references (`ReferenceStamp`: the core's subscribers,
/// disposables and dynamic signals, most of a graph; `-bind:`'s bookkeeping, tuples and events),
/// or a core closure whose shared variables count their writes (`WriteCountedBox`), is not even
/// printed again while its stamp reads the same. The graphs are the same as those made from nothing, and the same with the
/// stamps read or not (`LeakGraphMemoTests`).
///
/// What is kept holds no object strongly (a walk's objects, its steps, are held weakly): keeping an
/// object alive would change the run the looks are made in.
final class LeakGraphMemo {
  /// One object or core closure some kept walk went through, with its print as last looked at.
  final class Step {
    weak var object: AnyObject?
    /// The closure, for a core closure's step (a `CoreClosureNode` is made anew for each walk).
    let closure: ClosureKey?
    var print: ReferencePrint
    /// The object's stamp read just before `print` was made, if its class keeps one: while the
    /// stamp reads the same, so would the print.
    var stamp: ReferenceStamp?
    /// Counts the changes of `print`: a walk kept with an older one is out of date.
    var version = 0
    /// The look it was last printed at.
    var printedAt: Int
    /// Whether its print stays the same while it and what it holds live (`ObjectReferences.print`):
    /// then it is not printed again.
    let isFixed: Bool

    init(
      object: AnyObject?, closure: ClosureKey?, print: ReferencePrint, stamp: ReferenceStamp?, isFixed: Bool,
      at look: Int
    ) {
      self.object = object
      self.closure = closure
      self.print = print
      self.stamp = stamp
      self.isFixed = isFixed
      printedAt = look
    }
  }

  /// A step's key: an object's address, or a closure's key.
  private enum StepKey: Hashable {
    case object(ObjectIdentifier)
    case closure(ClosureKey)
  }

  /// An object a walk reached, held weakly.
  private struct Held {
    weak var object: AnyObject?
  }

  /// One walk kept: what it found, the steps it went through with the version of each it read,
  /// and the program's blocks among them (`LeakGraph.reachedBlocks`).
  private final class Walk {
    weak var start: AnyObject?
    let found: [(detail: LeakGraph.EdgeDetail, target: Held)]
    let steps: [(step: Step, version: Int)]
    let blocks: [ObjectIdentifier]
    var usedAt: Int

    init(
      start: AnyObject, found: [(detail: LeakGraph.EdgeDetail, target: Held)],
      steps: [(step: Step, version: Int)], blocks: [ObjectIdentifier], at look: Int
    ) {
      self.start = start
      self.found = found
      self.steps = steps
      self.blocks = blocks
      usedAt = look
    }
  }

  /// What a graph's node says of an object whatever the moment (its class, where it was made),
  /// and its number once the trace has met it.
  struct Facts {
    let className: String
    let madeAt: SourceLocation?
    let madeBy: String?
    var number: Int?
  }

  private final class KeptFacts {
    weak var object: AnyObject?
    var facts: Facts
    var usedAt: Int

    init(object: AnyObject, facts: Facts, at look: Int) {
      self.object = object
      self.facts = facts
      usedAt = look
    }
  }

  private var steps: [StepKey: Step] = [:]
  private var walks: [ObjectIdentifier: Walk] = [:]
  private var facts: [ObjectIdentifier: KeptFacts] = [:]
  /// The look under way: each graph made with the memo is one.
  private(set) var look = 0
  private var scratch = ReferencePrint()
  /// The counts after the last pruning: what is kept is pruned when it has doubled since.
  private var prunedAt = (steps: 0, walks: 0, facts: 0)

  /// How many walks the looks took again, and how many they reused (the benchmark's figures).
  private(set) var walked = 0
  private(set) var reused = 0

  /// Whether an object's print is made again only when its stamp moved (`ReferenceStamp`); off,
  /// every step is printed at every look, which the tests compare with.
  private let readingStamps: Bool

  init(readingStamps: Bool = true) {
    self.readingStamps = readingStamps
  }

  /// A new look begins: every step is printed again when a walk asks for it.
  func beginLook() {
    look += 1
  }

  /// The look has ended: what no object of it used goes, once there is much of it.
  func endLook() {
    if steps.count > 2 * max(prunedAt.steps, 1024) {
      steps = steps.filter { $0.value.printedAt == look }
      prunedAt.steps = steps.count
    }
    if walks.count > 2 * max(prunedAt.walks, 1024) {
      walks = walks.filter { $0.value.usedAt == look }
      prunedAt.walks = walks.count
    }
    if facts.count > 2 * max(prunedAt.facts, 1024) {
      facts = facts.filter { $0.value.usedAt == look }
      prunedAt.facts = facts.count
    }
  }

  /// The walk from `start` kept at an earlier look, if no step of it changed and every object it
  /// reached is still alive: what it found, and the blocks it went through.
  func walk(from start: AnyObject) -> (found: [(LeakGraph.EdgeDetail, AnyObject)], blocks: [ObjectIdentifier])? {
    guard let kept = walks[ObjectIdentifier(start)], kept.start === start else { return nil }
    for (step, version) in kept.steps {
      printIfDue(step)
      guard step.version == version else { return nil }
    }
    var found: [(LeakGraph.EdgeDetail, AnyObject)] = []
    found.reserveCapacity(kept.found.count)
    // Read in place: taking each element out of the array copied its weak reference (a weak copy
    // and its destruction for each edge of each walk reused, a sixteenth of the looks).
    let allAlive = kept.found.withUnsafeBufferPointer { edges in
      for index in edges.indices {
        guard let target = edges[index].target.object else { return false }
        found.append((edges[index].detail, target))
      }
      return true
    }
    guard allAlive else { return nil }
    kept.usedAt = look
    reused += 1
    return (found, kept.blocks)
  }

  /// Keeps the walk from `start` taken at this look: what it `found`, the objects it went through
  /// (`stepsWalked`, a core closure as its `CoreClosureNode`) and the program's blocks among them.
  func keep(
    from start: AnyObject, found: [(LeakGraph.EdgeDetail, AnyObject)], stepsWalked: [AnyObject],
    blocks: [ObjectIdentifier]
  ) {
    var read: [(step: Step, version: Int)] = []
    read.reserveCapacity(stepsWalked.count)
    for object in stepsWalked {
      let step = self.step(for: object)
      read.append((step, step.version))
    }
    let kept = found.map { (detail: $0.0, target: Held(object: $0.1)) }
    walks[ObjectIdentifier(start)] = Walk(start: start, found: kept, steps: read, blocks: blocks, at: look)
    walked += 1
  }

  /// The facts kept of `object`, if any.
  func facts(of object: AnyObject) -> Facts? {
    guard let kept = facts[ObjectIdentifier(object)], kept.object === object else { return nil }
    kept.usedAt = look
    return kept.facts
  }

  /// Keeps the facts of `object`.
  func keep(_ facts: Facts, of object: AnyObject) {
    self.facts[ObjectIdentifier(object)] = KeptFacts(object: object, facts: facts, at: look)
  }

  /// How many objects the last graph made with the memo had: the next is made that large.
  var lastGraphSize: Int?

  /// The +1s the run handed to C, which a `void *` instance variable's reference reads
  /// (`BridgedRetains`): set by the graph that looks.
  var retains: BridgedRetains?

  /// The step of `object` (a `CoreClosureNode` stands for its closure), printed at this look.
  private func step(for object: AnyObject) -> Step {
    let closure = (object as? CoreClosureNode)?.key
    let key = closure.map(StepKey.closure) ?? .object(ObjectIdentifier(object))
    if let known = steps[key], closure != nil || known.object === object {
      printIfDue(known)
      return known
    }
    // New, or an address a gone object had: a step of its own, which no kept walk read.
    let stamp = closure.map(self.stamp(ofClosure:)) ?? self.stamp(of: object)
    scratch.removeAll()
    let isFixed = print(object: closure == nil ? object : nil, closure: closure)
    let made = Step(
      object: closure == nil ? object : nil, closure: closure, print: scratch, stamp: stamp, isFixed: isFixed,
      at: look)
    steps[key] = made
    return made
  }

  /// Prints `step` again if this look has not and its print may have changed; a new print is a
  /// new version.
  private func printIfDue(_ step: Step) {
    guard step.printedAt != look else { return }
    step.printedAt = look
    if step.closure == nil, step.object == nil {
      // Gone: no walk that read it can be right now.
      step.version += 1
      return
    }
    // A fixed step of a walk whose objects all live (the walk checks them) prints as it did.
    guard !step.isFixed else { return }
    // Read before the print, so that a write after it moves the stamp the next look reads.
    let stamp = step.closure.map(self.stamp(ofClosure:)) ?? step.object.flatMap(self.stamp(of:))
    if let stamp, stamp == step.stamp { return }
    step.stamp = stamp
    scratch.removeAll()
    _ = print(object: step.object, closure: step.closure)
    if scratch != step.print {
      step.print = scratch
      step.version += 1
    }
  }

  /// `object`'s stamp when stamps are read.
  private func stamp(of object: AnyObject) -> ReferenceStamp? {
    readingStamps ? ObjectReferences.stamp(of: object) : nil
  }

  /// The core closure `key`'s stamp when stamps are read.
  private func stamp(ofClosure key: ClosureKey) -> ReferenceStamp? {
    readingStamps ? ObjectReferences.stamp(ofClosure: key) : nil
  }

  /// Prints the step into `scratch`; returns whether its print is fixed.
  private func print(object: AnyObject?, closure: ClosureKey?) -> Bool {
    if let closure { return ObjectReferences.print(ofClosure: closure, into: &scratch) }
    if let object { return ObjectReferences.print(of: object, into: &scratch, retains: retains) }
    return false
  }
}
