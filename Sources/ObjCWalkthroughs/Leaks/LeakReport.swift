import Foundation
import ObjCInterpreter

/// What `leaks` prints: every object a program left alive at its end, grouped by what keeps it — a
/// cycle, printed edge by edge back to its start, or a root that never lets go (a global or static,
/// a repeating timer, a scheduled block), printed as the path from it — each object with the line
/// that made it, and a line of advice where a known pattern matches.
public struct LeakReport: Sendable {
  /// The report's lines, the count last.
  public let lines: [String]
  /// How many of the program's objects are kept alive (a library's own singletons are not counted).
  public let keptAlive: Int
  /// Each kept object's class, for `// Leaks:` lines.
  public let keptClasses: [String]
  /// What keeps the objects left alive, one cause at a time, each with the objects it keeps: what
  /// a `// Leaks:` line is checked against (`LeakStatementCheck`).
  public let groups: [KeptGroup]

  /// The objects one cause keeps alive.
  public struct KeptGroup: Sendable {
    /// The cause as the report's heading says it (`kept by a cycle`, `kept from a root: static s
    /// (album.m:3)`).
    public let cause: String
    /// The objects, each as the report names it (`Screen#1 (made at cycle.m:17)`) with its class.
    public let objects: [(className: String, name: String)]
    /// For the objects no named reference reaches (the Swift core's, or the program's held from
    /// outside its objects): whether core objects of the other groups may be what holds them
    /// (their references are not enumerable).
    public var heldByTheCoreObjectsAbove = false
    /// Whether some of the objects are the Swift core's.
    public var holdsCoreObjects = false
  }

  /// The group of objects one cause keeps.
  private struct Group {
    enum Cause {
      case cycle([LeakGraph.Edge])
      case root(LeakGraph.Root)
      case swiftCore
    }
    let cause: Cause
    /// Every object the group keeps, each with the edge it is reached by (none for a cycle's
    /// members, printed with the cycle).
    var members: [Int] = []
  }

  /// The report of `graph`. `coreObjects` counts, by class, the Swift core's objects alive at the
  /// program's end that the run made and the graph does not hold (no object of the program reaches
  /// them): they are kept by the core's own references, which only `--rac-source` names. Nil when
  /// `budget` (the command's) runs out before the report is made: `leaks` of 300,000 objects took
  /// 13 s past a 20 s budget to group them and write their lines.
  init?(graph: LeakGraph, endedWithTimers: Bool, coreObjects: [String: Int] = [:], within budget: CommandBudget? = nil)
  {
    var watch = CommandBudget.Watch(budget)
    let count = graph.nodes.count
    var reached = [Bool](repeating: false, count: count)
    var parentEdge = [LeakGraph.Edge?](repeating: nil, count: count)
    var groups: [Group] = []
    var excluded = Set<Int>()

    /// Reaches every object from `starts` not reached yet, recording how.
    func spread(from starts: [Int], into group: inout Group, excluding: Bool) {
      var queue = starts
      var head = 0
      while head < queue.count, !watch.hasRunOut() {
        let current = queue[head]
        head += 1
        for edge in graph.edges[current] where !reached[edge.to] {
          reached[edge.to] = true
          parentEdge[edge.to] = edge
          if excluding { excluded.insert(edge.to) } else { group.members.append(edge.to) }
          queue.append(edge.to)
        }
      }
    }

    // A library's globals first: what RAC's shared schedulers hold is no leak of the program.
    let ordered = graph.roots.filter { $0.kind == .libraryGlobal } + graph.roots.filter { $0.kind != .libraryGlobal }
    for root in ordered {
      var group = Group(cause: .root(root))
      let excluding = root.kind == .libraryGlobal
      var starts: [Int] = []
      for edge in root.edges where !reached[edge.to] {
        reached[edge.to] = true
        parentEdge[edge.to] = nil
        if excluding { excluded.insert(edge.to) } else { group.members.append(edge.to) }
        starts.append(edge.to)
      }
      spread(from: starts, into: &group, excluding: excluding)
      if watch.ranOut { return nil }
      if !group.members.isEmpty { groups.append(group) }
    }

    // Cycles among what no root reaches.
    guard let components = Self.stronglyConnectedComponents(graph, among: (0..<count).filter { !reached[$0] }, &watch)
    else { return nil }
    for component in components {
      // A cycle an earlier cycle keeps (ReactiveObjC's subscriber and the subject's removal block
      // that holds it, under a page's cycle) is printed under that one, not as a cycle of its own
      // with nothing left in it: what reaches one of its objects reaches them all.
      guard !component.contains(where: { reached[$0] }) else { continue }
      let start = component.min { graph.nodes[$0].number < graph.nodes[$1].number } ?? component[0]
      guard let cycle = Self.shortestCycle(graph, from: start, within: Set(component)) else { continue }
      var group = Group(cause: .cycle(cycle))
      for edge in cycle where !reached[edge.from] {
        reached[edge.from] = true
        group.members.append(edge.from)
      }
      spread(from: cycle.map(\.from), into: &group, excluding: false)
      if watch.hasRunOut() { return nil }
      groups.append(group)
    }

    // What is left, the Swift core holds (a value it was sent, a block in a closure of its own).
    var core = Group(cause: .swiftCore)
    for index in 0..<count where !reached[index] && !graph.nodes[index].isCoreObject {
      reached[index] = true
      core.members.append(index)
      spread(from: [index], into: &core, excluding: false)
      if watch.ranOut { return nil }
    }
    if !core.members.isEmpty { groups.append(core) }
    // The core's objects in no group (held by the core's own roots, a scheduler's queue): counted
    // by class, as those the graph never met.
    var coreObjects = coreObjects
    for index in 0..<count where !reached[index] && graph.nodes[index].isCoreObject {
      coreObjects[String(describing: type(of: graph.nodes[index].object)), default: 0] += 1
    }
    let coreOnly = coreObjects.filter { $0.value > 0 }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }

    var lines: [String] = []
    var kinds: [String: Int] = [:]
    var kindOrder: [String] = []
    func countKind(_ kind: String) {
      if kinds[kind] == nil { kindOrder.append(kind) }
      kinds[kind, default: 0] += 1
    }
    func name(_ index: Int) -> String { Self.name(of: graph.nodes[index]) }
    func short(_ index: Int) -> String { Self.shortName(of: graph.nodes[index]) }
    // Sets, not the arrays' `contains`: a cycle of 200,000 objects took minutes to print.
    func printTree(_ members: [Int], skipping: [Int], indent: String) {
      let memberSet = Set(members)
      let skippingSet = Set(skipping)
      var children: [Int: [Int]] = [:]
      var tops: [Int] = []
      for member in members where !skippingSet.contains(member) {
        if let edge = parentEdge[member], memberSet.contains(edge.from) || skippingSet.contains(edge.from) {
          children[edge.from, default: []].append(member)
        } else {
          tops.append(member)
        }
      }
      var written = 0
      var left: [String: Int] = [:]
      func write(_ index: Int, depth: Int) {
        if watch.hasRunOut() { return }
        if written >= Self.treeLineLimit {
          left[graph.nodes[index].className, default: 0] += 1
        } else {
          let pad = indent + String(repeating: "  ", count: depth)
          let via = parentEdge[index].map { "─\($0.label)→ " } ?? ""
          lines.append("\(pad)\(via)\(name(index))")
          written += 1
        }
        for child in children[index] ?? [] { write(child, depth: depth + 1) }
      }
      for top in tops { write(top, depth: 0) }
      for parent in skipping { for child in children[parent] ?? [] { write(child, depth: 0) } }
      if !left.isEmpty {
        let counts = left.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }
        lines.append(
          "\(indent)… and \(left.values.reduce(0, +)) more kept the same way (\(counts.joined(separator: ", ")))")
      }
    }

    for group in groups {
      if watch.hasRunOut() { return nil }
      let memberSet = Set(group.members)
      var advice: [String] = []
      var pathEdges: [LeakGraph.Edge] = group.members.compactMap { parentEdge[$0] }
      switch group.cause {
      case .cycle(let cycle):
        countKind("cycle")
        pathEdges += cycle
        lines.append("kept by a cycle:")
        lines.append("  \(name(cycle[0].from))")
        for edge in cycle {
          let back = edge.to == cycle[0].from ? " (back to the start)" : ""
          lines.append("    ─\(edge.label)→ \(edge.to == cycle[0].from ? short(edge.to) : name(edge.to))\(back)")
        }
        let onTheCycle = Set(cycle.map(\.from))
        let rest = group.members.filter { !onTheCycle.contains($0) }
        if !rest.isEmpty {
          lines.append("  and what the cycle keeps:")
          printTree(rest, skipping: cycle.map(\.from), indent: "    ")
        }
      case .root(let root):
        let neverEnds = Self.neverEndingSubject(graph, group.members)
        countKind(neverEnds != nil ? "subscription that never ends" : Self.kindName(root.kind))
        lines.append("kept from a root: \(root.name)")
        let below = Self.membersBelow(group.members, parentEdge)
        for edge in root.edges where memberSet.contains(edge.to) && parentEdge[edge.to] == nil {
          if watch.hasRunOut() { return nil }
          lines.append("  ─\(edge.label)→ \(name(edge.to))")
          printTree(below[edge.to] ?? [], skipping: [edge.to], indent: "    ")
          if let capture = edge.selfCapture { advice.append(contentsOf: Self.captureAdvice(capture, inCycle: false)) }
        }
        if root.kind == .global {
          advice.append("a global or static is a root until the process ends: set it to nil when its objects are done")
        }
        if root.kind == .unreleasedRetain {
          advice.append(
            "C owns a +1 on it that nothing can release now: keep the pointer and balance the retain with CFRelease or CFBridgingRelease (or a __bridge_transfer cast) when the object is done"
          )
        }
        if root.kind == .notificationObserver {
          advice.append(
            "the notification center keeps its observer until it is removed: dispose the subscription (or takeUntil: the owner's rac_willDeallocSignal), or -removeObserver: the observer"
          )
        }
        if root.kind == .timer {
          advice.append(
            "a repeating timer fires until its subscription is disposed: keep the disposable and dispose it (or takeUntil: the owner's rac_willDeallocSignal)"
          )
        }
        if let subject = neverEnds {
          advice.append(
            "\(short(subject)) never completes, so its subscribers stay: send -sendCompleted when it is done, or end the subscription with takeUntil:"
          )
        }
      case .swiftCore:
        countKind("held outside the program's objects")
        let timers = endedWithTimers ? ", where a repeating timer nobody disposes is still scheduled" : ""
        lines.append(
          "kept from outside the program's objects\(timers): the Swift core's objects, or a KVO registration a library keeps (their references are not enumerable; --rac-source names RAC's):"
        )
        if endedWithTimers {
          advice.append(
            "a repeating timer fires until its subscription is disposed: keep the disposable and dispose it (or takeUntil: the owner's rac_willDeallocSignal)"
          )
        }
        printTree(group.members, skipping: [], indent: "  ")
      }
      if watch.ranOut { return nil }
      for edge in pathEdges {
        if let capture = edge.selfCapture {
          if case .cycle = group.cause { advice.append(contentsOf: Self.captureAdvice(capture, inCycle: true)) }
        }
      }
      let keepsValues = group.members.contains { member in
        graph.nodes[member].className == "RACReplaySubject"
          && (graph.edges[member].contains { $0.label.hasPrefix("ivar _valuesReceived") }
            || (graph.nodes[member].isCoreObject && parentEdge[member] == nil))
      }
      if keepsValues {
        advice.append(
          "a replay subject keeps every value it was sent for as long as it lives: complete it, or replay only the last value (replayLast, RACBehaviorSubject)"
        )
      }
      var seen = Set<String>()
      for line in advice where seen.insert(line).inserted { lines.append("  advice: \(line)") }
    }

    if !coreOnly.isEmpty {
      countKind("group the Swift core keeps")
      let total = coreOnly.reduce(0) { $0 + $1.value }
      let reachedCore = groups.contains { group in group.members.contains { graph.nodes[$0].isCoreObject } }
      lines.append(
        reachedCore
          ? "kept inside the Swift core: \(total) more of its objects, held by its own references (the stored properties and closures of the core objects above, or of one another; --rac-source names each):"
          : "kept inside the Swift core: \(total) of its objects that no object of the program holds, by its own references (its stored properties and closures; --rac-source names each):"
      )
      lines.append("  " + coreOnly.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }
    if watch.hasRunOut() { return nil }
    var keptGroups = groups.map { group in
      let cause: String
      switch group.cause {
      case .cycle: cause = "kept by a cycle"
      case .root(let root): cause = "kept from a root: \(root.name)"
      case .swiftCore: cause = "kept from outside the program's objects"
      }
      var kept = KeptGroup(cause: cause, objects: group.members.map { (graph.nodes[$0].className, name($0)) })
      kept.holdsCoreObjects = group.members.contains { graph.nodes[$0].isCoreObject }
      // What no named reference reaches, and a cycle of the core's objects alone (one of its
      // closures whose captures its site did not record may hold it), may be held by the core
      // objects of another group.
      let onlyCoreObjects = group.members.allSatisfy { graph.nodes[$0].isCoreObject }
      if case .swiftCore = group.cause {
        kept.heldByTheCoreObjectsAbove = groups.contains { other in
          other.members.contains { graph.nodes[$0].isCoreObject && !group.members.contains($0) }
        }
      } else if case .cycle = group.cause, onlyCoreObjects {
        kept.heldByTheCoreObjectsAbove = groups.contains { other in
          other.members.contains { graph.nodes[$0].isCoreObject && !group.members.contains($0) }
            && other.members.contains { !graph.nodes[$0].isCoreObject }
        }
      }
      return kept
    }
    if !coreOnly.isEmpty {
      let reachedCore = groups.contains { group in group.members.contains { graph.nodes[$0].isCoreObject } }
      keptGroups.append(
        KeptGroup(
          cause: Self.coreGroupCause,
          objects: coreOnly.flatMap { entry in
            (1...entry.value).map { _ in (entry.key, "\(entry.key) (a Swift core object)") }
          }, heldByTheCoreObjectsAbove: reachedCore, holdsCoreObjects: true))
    }
    self.groups = keptGroups
    let members = keptGroups.flatMap(\.objects)
    keptAlive = members.count
    keptClasses = members.map(\.className)
    if members.isEmpty {
      lines.append("nothing kept alive: every object the program made has gone")
    } else {
      let causes = kindOrder.map { kind in
        let number = kinds[kind] ?? 0
        return "\(number) \(number == 1 ? kind : Self.plural(kind))"
      }
      lines.append(
        "\(members.count) object\(members.count == 1 ? "" : "s") kept alive: \(causes.joined(separator: ", "))")
    }
    self.lines = lines
  }

  /// The cause of the group of the Swift core's objects that no named reference reaches.
  static let coreGroupCause = "kept inside the Swift core"

  /// An object as `leaks` and `who` name it: `Screen#1 (made at cycle.m:17)`.
  static func name(of node: LeakGraph.Node) -> String {
    let made =
      node.madeAt.map { " (made at \(fileName($0.file)):\($0.line)\(node.madeBy.map { " \($0)" } ?? ""))" }
      ?? (node.isCoreObject ? " (a Swift core object)" : "")
    return shortName(of: node) + made
  }

  /// An object by its class and number alone: `Screen#1` (`Screen` where it has no number).
  static func shortName(of node: LeakGraph.Node) -> String {
    node.hasNumber ? "\(node.className)#\(node.number)" : node.className
  }

  /// The most objects a group's tree prints one per line; the rest are counted by class.
  private static let treeLineLimit = 24

  /// A file's name without its folders: a RAC checkout's path would fill the line. Its last part
  /// that is not empty, or the path itself when it has none; found from the end of its UTF-8 (the
  /// viewer's reports name a file for each object they print, and splitting each path cost a
  /// fifth of their thread).
  static func fileName(_ path: String) -> String {
    let bytes = path.utf8
    let slash = UInt8(ascii: "/")
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
    guard end > bytes.startIndex else { return path }
    let start = bytes[..<end].lastIndex(of: slash).map { bytes.index(after: $0) } ?? bytes.startIndex
    guard start != bytes.startIndex || end != bytes.endIndex else { return path }
    return String(Substring(path.utf8[start..<end]))
  }

  private static func kindName(_ kind: LeakGraph.RootKind) -> String {
    switch kind {
    case .global, .libraryGlobal: return "global or static"
    case .timer: return "repeating timer nobody disposes"
    case .scheduledBlock: return "scheduled block"
    case .notificationObserver: return "notification observer never removed"
    case .variable: return "variable"
    case .unreleasedRetain: return "retain never released"
    }
  }

  private static func plural(_ kind: String) -> String {
    switch kind {
    case "global or static": return "globals or statics"
    case "subscription that never ends": return "subscriptions that never end"
    case "repeating timer nobody disposes": return "repeating timers nobody disposes"
    case "held outside the program's objects": return "held outside the program's objects"
    case "group the Swift core keeps": return "groups the Swift core keeps"
    case "retain never released": return "retains never released"
    case "notification observer never removed": return "notification observers never removed"
    default: return kind + "s"
    }
  }

  /// The members of a root's group below each object a root's edge reaches (those without a
  /// parent edge), in the members' order: each member's way up is walked once, not once per edge
  /// (a chain of 200,000 objects from one static was quadratic).
  private static func membersBelow(_ members: [Int], _ parentEdge: [LeakGraph.Edge?]) -> [Int: [Int]] {
    var top: [Int: Int] = [:]
    var below: [Int: [Int]] = [:]
    for member in members {
      var way: [Int] = []
      var current = member
      while top[current] == nil, let edge = parentEdge[current] {
        way.append(current)
        current = edge.from
      }
      let found = top[current] ?? current
      top[current] = found
      for each in way { top[each] = found }
      if member != found { below[found, default: []].append(member) }
    }
    return below
  }

  /// A subject among `members` that holds a subscriber: it never completed.
  private static func neverEndingSubject(_ graph: LeakGraph, _ members: [Int]) -> Int? {
    members.first { member in
      graph.nodes[member].className.hasSuffix("Subject")
        && graph.edges[member].contains { $0.label.contains("subscribers") || $0.label.hasPrefix("the block given to") }
    }
  }

  private static func captureAdvice(_ capture: LeakGraph.SelfCapture, inCycle: Bool) -> [String] {
    guard !capture.isLibraryBlock else { return [] }
    let place = "\(fileName(capture.blockAt.file)):\(capture.blockAt.line)"
    switch capture.implicitFor {
    case let reason? where reason.hasPrefix("instance variable "):
      let name = reason.dropFirst("instance variable ".count)
      return [
        "the block at \(place) uses the instance variable \(name), which is self->\(name): it captures self, even after @strongify(self); write self->\(name) (or a property) after @strongify(self)"
      ]
    case "RACObserve"?:
      return [
        "RACObserve inside the block at \(place) references self (its observer is self): @weakify(self) outside the block and @strongify(self) inside it, or observe outside the block"
      ]
    default:
      guard inCycle else { return [] }
      return [
        "the block at \(place) captures self inside a subscription self owns: @weakify(self) before the block and @strongify(self) inside it"
      ]
    }
  }

  /// Tarjan's strongly connected components of the graph restricted to `among`, each with a cycle
  /// (more than one object, or one that holds itself).
  /// Nil when `watch`'s budget runs out first.
  private static func stronglyConnectedComponents(
    _ graph: LeakGraph, among: [Int], _ watch: inout CommandBudget.Watch
  ) -> [[Int]]? {
    let allowed = Set(among)
    var indexOf: [Int: Int] = [:]
    var lowLink: [Int: Int] = [:]
    var onStack = Set<Int>()
    var stack: [Int] = []
    var next = 0
    var components: [[Int]] = []
    func connect(_ node: Int) {
      if watch.hasRunOut() { return }
      indexOf[node] = next
      lowLink[node] = next
      next += 1
      stack.append(node)
      onStack.insert(node)
      for edge in graph.edges[node] where allowed.contains(edge.to) {
        if indexOf[edge.to] == nil {
          connect(edge.to)
          lowLink[node] = min(lowLink[node] ?? 0, lowLink[edge.to] ?? 0)
        } else if onStack.contains(edge.to) {
          lowLink[node] = min(lowLink[node] ?? 0, indexOf[edge.to] ?? 0)
        }
      }
      guard lowLink[node] == indexOf[node] else { return }
      var component: [Int] = []
      while let top = stack.popLast() {
        onStack.remove(top)
        component.append(top)
        if top == node { break }
      }
      if component.count > 1 || graph.edges[node].contains(where: { $0.to == node }) { components.append(component) }
    }
    for node in among where indexOf[node] == nil {
      connect(node)
      if watch.ranOut { return nil }
    }
    return components.sorted { ($0.min() ?? 0) < ($1.min() ?? 0) }
  }

  /// The shortest way from `start` back to itself within `component`, edge by edge.
  static func shortestCycle(_ graph: LeakGraph, from start: Int, within component: Set<Int>) -> [LeakGraph
    .Edge]?
  {
    shortestCycle(graph, from: start, within: component.contains)
  }

  /// The shortest cycle from `start` back to it through the objects `isWithin` accepts.
  static func shortestCycle(_ graph: LeakGraph, from start: Int, within isWithin: (Int) -> Bool) -> [LeakGraph
    .Edge]?
  {
    var previous: [Int: LeakGraph.Edge] = [:]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      for edge in graph.edges[current] where isWithin(edge.to) {
        if edge.to == start {
          // Walked back from the end, then turned around: inserting each edge at the front made
          // a cycle of 200,000 objects quadratic.
          var path = [edge]
          var at = current
          while at != start, let back = previous[at] {
            path.append(back)
            at = back.from
          }
          return path.reversed()
        }
        if previous[edge.to] == nil {
          previous[edge.to] = edge
          queue.append(edge.to)
        }
      }
    }
    return nil
  }
}
