import Foundation
import ObjCInterpreter
import RAC

/// What is alive when a program has ended, as a graph of objects and the references between them,
/// each named in the reader's terms: the answer to "who keeps it alive?".
///
/// Its objects are the instances the run made that are still alive (with `--rac-source`, RAC's own
/// objects among them) and the Swift core's objects they reach. Blocks, collections and `__block`
/// variables are not objects of the graph but the way a reference goes: `RACSubscriber#12 ─ivar
/// _next: block at MyView.m:14 captures self→ MyView#3`. A Swift core object names its own
/// references (`CoreReferencing`), its closures through what their sites recorded (`CoreClosures`).
struct LeakGraph {
  /// One object still alive.
  struct Node {
    /// The object; in a detached graph (`detach()`), a stand-in that holds nothing.
    fileprivate(set) var object: AnyObject
    let className: String
    let number: Int
    /// Where the program was when it was made: where the interpreter made it, or for a core
    /// object, the message of the program the core made it in (`madeBy`).
    let madeAt: SourceLocation?
    /// For a core object, that message: `by -subscribeNext:`, or `by the core after -map:` when the
    /// core made it while no message of the program ran (a block it called from a queue).
    var madeBy: String?
    /// Whether `number` names it: `step`'s `who` numbers objects as the trace does, and an object
    /// the trace has not met yet has no number there.
    var hasNumber = true
    /// Whether the Swift core made it (no instance of the interpreter's).
    let isCoreObject: Bool

    init(
      object: AnyObject, className: String, number: Int, madeAt: SourceLocation?, madeBy: String? = nil,
      hasNumber: Bool = true
    ) {
      self.object = object
      self.className = className
      self.number = number
      self.madeAt = madeAt
      self.madeBy = madeBy
      self.hasNumber = hasNumber
      isCoreObject = !(object is ObjCInstance)
    }
  }

  /// One reference from an object to another, through whatever blocks and collections lie between.
  struct Edge {
    let from: Int
    let to: Int
    /// Its way and the block capturing `self` on it, shared with the walk that found it.
    let detail: EdgeDetail

    /// Its label, joined when read.
    var way: Way { detail.way }
    /// The blocks it goes through: their literal's line and whether they capture `self` and why.
    var selfCapture: SelfCapture? { detail.selfCapture }
    /// `ivar _next, block at RACSignal.m:45 captures subscriber`.
    var label: String { way.text }
  }

  /// What a walk found on its way to an object, made once and shared by every graph that keeps the
  /// walk (`LeakGraphMemo`): an edge then costs its two ends and one reference, where copying the
  /// way and the capture (strings and locations) at each of the viewer's looks cost a fifth of them.
  final class EdgeDetail {
    let way: Way
    let selfCapture: SelfCapture?

    init(way: Way, selfCapture: SelfCapture?) {
      self.way = way
      self.selfCapture = selfCapture
    }
  }

  /// The way an edge goes, joined into its label only when read: a graph has thousands of edges
  /// and a report reads the labels of a few (the viewer makes a graph at each of contact-form's
  /// 129 stops it looks at, and joining every label took a tenth of it).
  struct Way {
    /// The way to the closure, block or collection this step is taken in.
    let before: WayBefore?
    /// The closure or block the step is taken in.
    let within: Within?
    /// The step's own reference (`captures subscriber`).
    let step: String

    /// What a step is taken in: a core closure (`block at RACSignal.m:45`) or a block literal.
    enum Within {
      case closure(String)
      case block(SourceLocation)
    }

    /// The label: the way before, then the step.
    var text: String {
      let own: String
      switch within {
      case nil: own = step
      case .closure(let name): own = "\(name) \(step)"
      case .block(let place): own = "block at \(LeakReport.fileName(place.file)):\(place.line) \(step)"
      }
      return before.map { "\($0.text), \(own)" } ?? own
    }
  }

  /// A way shared by the steps taken after it, its label joined once when read.
  final class WayBefore: @unchecked Sendable {
    let way: Way
    private var joined: String?

    init(_ way: Way) { self.way = way }

    /// The way's label, joined once, under a lock: a look's kept walks share their ways with the
    /// graphs of earlier looks, whose reports the viewer makes on a thread of its own
    /// (`WhoHolds.viewerHolders`) while the next look's graph is made.
    var text: String {
      if let joined = Self.joining.withLock({ joined }) { return joined }
      let made = way.text
      Self.joining.withLock { joined = joined ?? made }
      return made
    }

    private static let joining = NSLock()
  }

  /// A block on an edge capturing `self`: where the block is, and why it captures it (nil: its
  /// code names `self`; `instance variable _count`; `RACObserve`).
  struct SelfCapture {
    let blockAt: SourceLocation
    let implicitFor: String?
    /// The block is a library's (RAC's own, `--rac-source`): no advice is the reader's to take.
    let isLibraryBlock: Bool
  }

  /// Where a path starts: a global or static, a root a library keeps, or the Swift core holding a
  /// block it was given.
  struct Root {
    let name: String
    let kind: RootKind
    let edges: [(label: String, to: Int, selfCapture: SelfCapture?)]
  }

  enum RootKind {
    /// A global or static of the program.
    case global
    /// A global or static of a library (RAC's shared schedulers and singletons, `--rac-source`):
    /// what it keeps is no leak of the program.
    case libraryGlobal
    case timer, scheduledBlock
    /// A notification center's observer (its block, or the subscriber RAC's
    /// `-rac_addObserverForName:object:` tells): kept until removed.
    case notificationObserver
    /// A variable of a frame running at a stop (`step`'s `who`), or what the run itself holds
    /// then (its entry object, an autorelease pool).
    case variable
    /// A +1 handed to C (`CFBridgingRetain`, `CFRetain`, `__bridge_retained`) that no `void *`
    /// instance variable or static holds: nothing can release it any more.
    case unreleasedRetain
  }

  private(set) var nodes: [Node] = []
  private(set) var edges: [[Edge]] = []
  private(set) var roots: [Root] = []
  /// The edges into each object, in the order of `edges` (`who`'s holders and paths).
  private(set) var incoming: [[Edge]] = []
  private var index: [ObjectIdentifier: Int] = [:]
  /// The program's blocks some named reference went through: a block given to a core object is
  /// its edge only when none did.
  private var reachedBlocks: Set<ObjectIdentifier> = []
  /// What the graph is made from, let go of by `detach()`.
  private var ledger: ObjectLedger?
  private var isLibraryFile: (String) -> Bool
  private let baseSerial: Int
  /// An object's number as the reader sees it where the graph is asked for (`who` at a stop: its
  /// number in the trace); nil: the leak report's (its serial from the program's first object).
  private var numbering: ((AnyObject) -> Int?)?
  /// Objects the interpreter made that nothing in the graph, no global and no library root holds:
  /// the Swift core holds them, in a way this graph cannot name.
  private(set) var heldByTheCore: Set<Int> = []
  /// `reach(from:before:)`'s sets, kept from one walk to the next.
  private var visitedScratch: Set<ObjectIdentifier> = []
  private var visitedClosuresScratch: Set<ClosureKey> = []
  /// What an earlier graph of the same run walked, kept.
  private var memo: LeakGraphMemo?
  /// The +1s the run handed to C: a `void *` instance variable holding one is a reference, and one
  /// that no such variable or static holds is a root.
  private var retains: BridgedRetains
  /// The command's time budget, asked as the graph grows (`leaks`: the analysis after the run is
  /// within the command's budget too). Once it has run out the graph stops growing, incomplete.
  private var budget: CommandBudget.Watch
  /// Whether the command's budget ran out before the graph was whole: no report may be made of it.
  var ranOutOfTime: Bool { budget.ranOut }

  /// The graph of what `run` left alive at its end, from the objects `ledger` recorded (and
  /// `coreObjects`, the core's objects the run left alive); with
  /// `variables`, at a moment of the run (`who`): they are roots too, and `numbering` numbers the
  /// objects as the trace does (nil when the trace has not met one).
  /// With `memo`, the walks of an earlier graph of the same run are taken again only where
  /// something changed since (`LeakGraphMemo`): the same graph, made for less. With `budget`, it
  /// stops growing once the budget has run out (`ranOutOfTime`).
  init(
    run: Run, ledger: ObjectLedger, variables: [(name: String, object: AnyObject)] = [],
    numbering: ((AnyObject) -> Int?)? = nil, coreObjects: [CoreObject] = [], memo: LeakGraphMemo? = nil,
    within budget: CommandBudget? = nil
  ) {
    self.budget = CommandBudget.Watch(budget)
    self.memo = memo
    retains = run.locals[BridgedRetains.self]
    memo?.retains = retains
    memo?.beginLook()
    defer { memo?.endLook() }
    self.ledger = ledger
    self.baseSerial = ledger.baseSerial
    self.numbering = numbering
    self.isLibraryFile = { [run] in run.isLibraryFile($0) }
    // As large as the last look's graph, which this one is most like: grown from nothing, the
    // index was hashed again at each doubling.
    if let size = memo?.lastGraphSize {
      nodes.reserveCapacity(size)
      edges.reserveCapacity(size)
      index.reserveCapacity(size)
    }
    for entry in ledger.alive {
      guard let instance = entry.object as? ObjCInstance else { continue }
      if self.budget.hasRunOut() { return }
      _ = node(for: instance)
    }
    // The core's objects the run made and left alive: a cycle of the core's own is found among
    // them even where no object of the program reaches it.
    for object in coreObjects { _ = node(for: object) }
    var found = findRoots(run: run)
    for variable in variables {
      if let held = root(named: variable.name, holding: variable.object, kind: .variable) { found.append(held) }
    }
    roots = found
    var givenTo: [ObjectIdentifier: [(selector: String, block: AnyObject)]] = [:]
    for entry in ledger.alive {
      guard let block = entry.object, let given = ledger.given(block) else { continue }
      givenTo[ObjectIdentifier(given.receiver), default: []].append((given.selector, block))
    }
    var done = 0
    var gaveBlocks = false
    while true {
      while done < nodes.count {
        if self.budget.hasRunOut() { return }
        let current = done
        done += 1
        let reached = reach(from: nodes[current].object)
        var found: [Edge] = []
        found.reserveCapacity(reached.count)
        for (detail, target) in reached { found.append(Edge(from: current, to: node(for: target), detail: detail)) }
        edges.append(found)
      }
      if gaveBlocks { break }
      gaveBlocks = true
      // A block the program gave a core object that no named reference leads to (a closure whose
      // site recorded nothing): still the core object's, by the message it was given in.
      for current in nodes.indices where !(nodes[current].object is ObjCInstance) {
        for given in givenTo[ObjectIdentifier(nodes[current].object)] ?? []
        where !reachedBlocks.contains(ObjectIdentifier(given.block)) {
          let way = Way(before: nil, within: nil, step: "the block given to \(given.selector)")
          for (detail, target) in reach(from: given.block, before: WayBefore(way)) {
            edges[current].append(Edge(from: current, to: node(for: target), detail: detail))
          }
        }
      }
    }
    if self.budget.hasRunOut() { return }
    incoming = Array(repeating: [], count: nodes.count)
    for list in edges { for edge in list { incoming[edge.to].append(edge) } }
    var held = Set<Int>()
    for root in roots { for edge in root.edges { held.insert(edge.to) } }
    for list in edges { for edge in list { held.insert(edge.to) } }
    heldByTheCore = Set(nodes.indices.filter { !held.contains($0) && !nodes[$0].isCoreObject })
    memo?.lastGraphSize = nodes.count
  }

  private mutating func node(for object: AnyObject) -> Int {
    if let known = index[ObjectIdentifier(object)] { return known }
    var facts = memo?.facts(of: object) ?? self.facts(of: object)
    // Made where it is appended: a node made first and appended after was copied and destroyed
    // (its strings and object retained and released) at each of the viewer's looks.
    if let numbering {
      if facts.number == nil {
        facts.number = numbering(object)
        if facts.number != nil { memo?.keep(facts, of: object) }
      }
      let number = facts.number
      nodes.append(
        Node(
          object: object, className: facts.className, number: number ?? 0, madeAt: facts.madeAt,
          madeBy: facts.madeBy, hasNumber: number != nil))
    } else {
      let number = (object as? CoreObject).map { $0.objectSerial - baseSerial } ?? 0
      nodes.append(
        Node(object: object, className: facts.className, number: number, madeAt: facts.madeAt, madeBy: facts.madeBy))
    }
    index[ObjectIdentifier(object)] = nodes.count - 1
    return nodes.count - 1
  }

  /// What a node says of `object` whatever the moment (kept by `memo`, which is told).
  private func facts(of object: AnyObject) -> LeakGraphMemo.Facts {
    let className = (object as? CoreObject)?.className ?? String(describing: type(of: object))
    var madeAt = ledger?.entry(of: object)?.madeAt
    var madeBy: String?
    if !(object is ObjCInstance), let core = object as? CoreObject,
      let made = ledger?.coreObjectMade(serial: core.objectSerial)
    {
      madeAt = made.location
      madeBy = made.isRunning ? "by \(made.selector)" : "by the core after \(made.selector)"
    }
    let facts = LeakGraphMemo.Facts(className: className, madeAt: madeAt, madeBy: madeBy, number: nil)
    memo?.keep(facts, of: object)
    return facts
  }

  /// The objects `start` holds, through blocks, collections and `__block` variables, with the
  /// way there (after `before`, if given): the walk kept by `memo` when nothing it went through
  /// changed.
  private mutating func reach(from start: AnyObject, before: WayBefore? = nil) -> [(EdgeDetail, AnyObject)] {
    guard let memo, before == nil else { return takeWalk(from: start, before: before).found }
    if let kept = memo.walk(from: start) {
      reachedBlocks.formUnion(kept.blocks)
      return kept.found
    }
    let walked = takeWalk(from: start, before: nil, keepingSteps: true)
    memo.keep(from: start, found: walked.found, stepsWalked: walked.steps, blocks: walked.blocks)
    return walked.found
  }

  /// `reach(from:before:)` walked: with `keepingSteps`, what it went through (each object, a core
  /// closure as its `CoreClosureNode`) and the program's blocks among them.
  private mutating func takeWalk(
    from start: AnyObject, before: WayBefore?, keepingSteps: Bool = false
  ) -> (found: [(EdgeDetail, AnyObject)], steps: [AnyObject], blocks: [ObjectIdentifier]) {
    var found: [(EdgeDetail, AnyObject)] = []
    var walkedSteps: [AnyObject] = []
    var walkedBlocks: [ObjectIdentifier] = []
    // The sets of the last walk, emptied: a graph walks from each of its objects.
    var visited = visitedScratch
    var visitedClosures = visitedClosuresScratch
    visitedScratch = []
    visitedClosuresScratch = []
    visited.removeAll(keepingCapacity: true)
    visitedClosures.removeAll(keepingCapacity: true)
    visited.insert(ObjectIdentifier(start))
    defer {
      visitedScratch = visited
      visitedClosuresScratch = visitedClosures
    }
    // The core's closures on the way are made for this walk: kept until it ends, so that no new
    // one takes a visited one's address.
    var steps: [AnyObject] = []
    func walk(_ object: AnyObject, before: WayBefore?, capture: SelfCapture?) {
      // One walk may go through hundreds of thousands of blocks and collections.
      if budget.hasRunOut() { return }
      let block = object as? ObjCBlock
      if block != nil {
        reachedBlocks.insert(ObjectIdentifier(object))
        if keepingSteps { walkedBlocks.append(ObjectIdentifier(object)) }
      }
      if keepingSteps { walkedSteps.append(object) }
      let references = ObjectReferences.strong(of: object, retains: retains)
      steps.append(contentsOf: references.lazy.map(\.target).filter { $0 is CoreClosureNode })
      var within: Way.Within?
      if let closure = object as? CoreClosureNode {
        within = .closure(closure.name)
      } else if let block {
        within = .block(block.literal.location)
      }
      for reference in references {
        var selfCapture = capture
        if let block, reference.label == "captures self" {
          selfCapture = SelfCapture(
            blockAt: block.literal.location, implicitFor: reference.implicitFor,
            isLibraryBlock: isLibraryFile(block.literal.location.file))
        }
        let way = Way(before: before, within: within, step: reference.label)
        let target = reference.target
        if target is CoreObject {
          found.append((EdgeDetail(way: way, selfCapture: selfCapture), target))
        } else if let closure = target as? CoreClosureNode {
          if visitedClosures.insert(closure.key).inserted {
            walk(target, before: WayBefore(way), capture: selfCapture)
          }
        } else if visited.insert(ObjectIdentifier(target)).inserted {
          walk(target, before: WayBefore(way), capture: selfCapture)
        }
      }
    }
    walk(start, before: before, capture: nil)
    return (found, walkedSteps, walkedBlocks)
  }

  private mutating func findRoots(run: Run) -> [Root] {
    var found: [Root] = []
    var heldByC = Set<ObjectIdentifier>()
    for storage in run.statics {
      guard let value = storage.value, type(of: value) is AnyClass else { continue }
      let object = value as AnyObject
      let place = storage.location.map { " (\($0.file):\($0.line))" } ?? ""
      let isLibrary = storage.location.map { run.isLibraryFile($0.file) } ?? true
      let how = retains.retain(of: object).map { " (\($0.how))" } ?? ""
      if !how.isEmpty { heldByC.insert(ObjectIdentifier(object)) }
      if let root = root(
        named: "static \(storage.name)\(place)\(how)", holding: object, kind: isLibrary ? .libraryGlobal : .global)
      {
        found.append(root)
      }
    }
    found += unreleasedRetains(run: run, heldByStatics: heldByC)
    for root in ledger?.holdingRoots ?? [] {
      guard let value = root.value else { continue }
      let kind: RootKind
      switch root.kind {
      case .scheduledBlock: kind = .scheduledBlock
      case .timer: kind = .timer
      case .notificationObserver: kind = .notificationObserver
      }
      if let held = self.root(named: root.name, holding: value, kind: kind) { found.append(held) }
    }
    // RAC's shared schedulers on the Swift core, as RAC's statics are with `--rac-source`.
    for shared in CoreRoots.sharedObjects {
      guard let object = shared.object, index(of: object) != nil else { continue }
      if let root = root(named: shared.name, holding: object, kind: .libraryGlobal) { found.append(root) }
    }
    // The Swift core's own: a repeating timer's event handler, followed into what it captures.
    for root in CoreRoots.holding {
      guard let recorded = CoreClosures.recorded(root.closure) else { continue }
      let handler: AnyObject = recorded.forwardsTo ?? CoreClosureNode(recorded: recorded, key: root.closure)
      if let held = self.root(named: root.name, holding: handler, kind: .timer) { found.append(held) }
    }
    return found
  }

  /// The +1s handed to C that no instance variable of a live object (a `void *`, or one of a Core
  /// Foundation type) or static holds: a `CFBridgingRetain` whose pointer was dropped is kept until
  /// the process ends, as it is on a device.
  private mutating func unreleasedRetains(run: Run, heldByStatics: Set<ObjectIdentifier>) -> [Root] {
    let all = retains.retains
    guard !all.isEmpty else { return [] }
    var held = heldByStatics
    let retains = self.retains
    // Held by a `void *` naming the retain, or by an instance variable of a Core Foundation type
    // (`RACCompoundDisposable`'s `CFMutableArrayRef _disposables`, released by its `-dealloc`).
    for entry in ledger?.alive ?? [] {
      guard let instance = entry.object as? ObjCInstance else { continue }
      for variable in instance.strongInstanceVariables(retainedByC: { retains.retain(of: $0)?.how })
      where type(of: variable.value) is AnyClass {
        held.insert(ObjectIdentifier(variable.value as AnyObject))
      }
    }
    var found: [Root] = []
    for retain in all where !held.contains(ObjectIdentifier(retain.object)) {
      let place = retain.place.map { " at \(LeakReport.fileName($0.file)):\($0.line)" } ?? ""
      let name = "\(retain.how)\(place), never released (\(retain.count) +1\(retain.count == 1 ? "" : "s") C owns)"
      if let root = root(named: name, holding: retain.object, kind: .unreleasedRetain) { found.append(root) }
    }
    return found
  }

  /// A root named `name` holding `object`: the object itself when it is one of the graph's, else
  /// what it reaches (a block, a collection); nil when it reaches no object.
  private mutating func root(named name: String, holding object: AnyObject, kind: RootKind) -> Root? {
    var rootEdges: [(String, Int, SelfCapture?)] = []
    if object is CoreObject {
      rootEdges.append(("holds", node(for: object), nil))
    } else {
      for (detail, target) in reach(from: object) {
        rootEdges.append((detail.way.text, node(for: target), detail.selfCapture))
      }
    }
    return rootEdges.isEmpty ? nil : Root(name: name, kind: kind, edges: rootEdges)
  }

  /// The index of `object` among the graph's objects, if it is one.
  func index(of object: AnyObject) -> Int? { index[ObjectIdentifier(object)] }

  /// Lets go of its objects and of the run (each node's object becomes a stand-in, the ledger and
  /// the memo are let go of): its reports can then be made after the run has moved on, on another
  /// thread, without keeping an object alive longer than the run would. In place: a detached copy
  /// copied every node (the viewer detaches a graph at each look and keeps no other).
  mutating func detach() {
    ledger = nil
    memo = nil
    retains = BridgedRetains()
    numbering = nil
    isLibraryFile = { _ in false }
    for index in nodes.indices { nodes[index].object = Self.standIn }
  }

  /// What a detached graph's nodes hold in place of their objects.
  private static let standIn = StandIn()
  private final class StandIn: Sendable {}
}
