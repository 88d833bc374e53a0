import Foundation

/// What `who`'s report on any object of one graph needs, searched once for the graph rather than
/// once per object: the viewer asks for a report on every object of the program's at each of its
/// stops, and on the Swift core, with every core closure's captures named, contact-form's objects
/// are one strongly connected component of about 1,800 (a search from each object walked all of it).
///
/// Once per graph: each object's strongly connected component (a cycle through an object stays
/// within it), the roots' references to each object, and from each root a breadth-first search in
/// edge order, whose tree holds the root's path to every object it reaches. A breadth-first tree
/// whose queue takes each object's edges in order gives every object the shortest path that is
/// first by edge order (the one `who` printed when it searched back from the object). What is
/// left per object is its shortest cycle, searched within its component from it and stopped at
/// the first edge back.
struct HolderSearch {
  let graph: LeakGraph
  /// Each object's strongly connected component, numbered.
  let components: [Int]
  /// The roots' references to each object: `local screen ─holds→`, in the roots' order.
  private let fromRoots: [[String]]
  /// Each root's search tree (roots that hold the same objects in the same order share one).
  private let trees: [Tree]
  /// Where the reports' lines are kept, each once (the viewer's one table over every stop).
  let lines: ReportLines
  /// Each root's line for each object on its paths (`      ─ivar _next→ Screen#1 (made at …)`), made
  /// once per graph: the paths to the objects one root reaches share their beginnings.
  private var pathLines: [[Int]]
  /// The cycle search's marks, one generation per search: no allocation per object.
  private var marked: [Int]
  private var previous: [(from: Int, edge: Int)]
  private var generation = 0
  /// Each object's `LeakReport.name`, made once per graph: the cycles and paths of many reports
  /// name the same objects (contact-form's named graph is one cycle of about 1,800). Kept in an
  /// object of its own: an array of the search's own was copied whole at each name it kept.
  private let names: Names

  private final class Names {
    var names: [String?]
    init(count: Int) { names = [String?](repeating: nil, count: count) }
  }

  /// The most roots whose paths are printed; the rest are counted.
  static let rootLimit = 6

  /// The breadth-first search from one root: how each object it reaches was first reached.
  private struct Tree {
    /// The object each object was reached from, `reachedFromRoot` for those the root holds
    /// itself, `unreached` for those it does not reach.
    var from: [Int]
    /// The edge it was reached by: its index among `from`'s edges, or among the root's.
    var edge: [Int]
    static let unreached = -1
    static let reachedFromRoot = -2

    func reaches(_ node: Int) -> Bool { from[node] != Self.unreached }
  }

  /// The search of `graph`, its reports' lines kept in `lines`.
  init(graph: LeakGraph, lines: ReportLines = ReportLines()) {
    self.graph = graph
    self.lines = lines
    components = graph.stronglyConnectedComponents()
    let count = graph.nodes.count
    var fromRoots = [[String]](repeating: [], count: count)
    var trees: [Tree] = []
    var treeOf: [[Int]: Int] = [:]
    var order: [Int] = []
    for root in graph.roots {
      for edge in root.edges { fromRoots[edge.to].append("\(root.name) ─\(edge.label)→") }
      let holds = root.edges.map(\.to)
      if let known = treeOf[holds] {
        order.append(known)
        continue
      }
      trees.append(Self.search(graph, from: holds))
      treeOf[holds] = trees.count - 1
      order.append(trees.count - 1)
    }
    self.fromRoots = fromRoots
    self.trees = order.map { trees[$0] }
    pathLines = order.map { _ in [Int](repeating: -1, count: count) }
    marked = [Int](repeating: 0, count: count)
    previous = [(from: Int, edge: Int)](repeating: (0, 0), count: count)
    names = Names(count: count)
  }

  /// `LeakReport.name` of node `node`, made once.
  private func name(of node: Int) -> String {
    if let known = names.names[node] { return known }
    let made = LeakReport.name(of: graph.nodes[node])
    names.names[node] = made
    return made
  }

  /// The breadth-first search from a root holding `holds` (the targets of its edges, in order).
  private static func search(_ graph: LeakGraph, from holds: [Int]) -> Tree {
    let count = graph.nodes.count
    var tree = Tree(
      from: [Int](repeating: Tree.unreached, count: count), edge: [Int](repeating: 0, count: count))
    var queue: [Int] = []
    queue.reserveCapacity(count)
    for (position, node) in holds.enumerated() where !tree.reaches(node) {
      tree.from[node] = Tree.reachedFromRoot
      tree.edge[node] = position
      queue.append(node)
    }
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      for (position, edge) in graph.edges[current].enumerated() where !tree.reaches(edge.to) {
        tree.from[edge.to] = current
        tree.edge[edge.to] = position
        queue.append(edge.to)
      }
    }
    return tree
  }

  /// The report on `target`: the references to it, the path from each root that reaches it, and
  /// the cycle it is in; with the references to it alone (`direct`), each as its holder's name and
  /// the edge's label.
  mutating func report(on target: Int) -> (lines: [String], direct: [String]) {
    let (text, direct) = reportLines(on: target)
    return (text.map { lines.line($0) }, direct)
  }

  /// `report(on:)` with each line an index into `lines`.
  mutating func reportLines(on target: Int) -> (lines: [Int], direct: [String]) {
    var text: [Int] = []
    func add(_ line: String) { text.append(lines.intern(line)) }
    let node = graph.nodes[target]
    let short = LeakReport.shortName(of: node)
    var direct = fromRoots[target]
    for edge in graph.incoming[target] {
      direct.append("\(LeakReport.shortName(of: graph.nodes[edge.from])) ─\(edge.label)→")
    }
    if direct.isEmpty {
      add(
        node.isCoreObject
          ? "  held only inside the Swift core: by its own objects' stored properties and closures (--rac-source names each)"
          : "  no reference of the program's objects or variables reaches it: the Swift core holds it (a value it was sent, a block in a closure of its own)"
      )
    } else {
      add("  held by \(direct.count) reference\(direct.count == 1 ? "" : "s"):")
      for holder in direct { add("    \(holder) \(short)") }
    }

    let reaching = graph.roots.indices.filter { trees[$0].reaches(target) }
    for root in reaching.prefix(Self.rootLimit) {
      add("  from a root: \(graph.roots[root].name)")
      text += path(from: root, to: target)
    }
    if reaching.count > Self.rootLimit { add("  … and \(reaching.count - Self.rootLimit) more roots reach it") }

    if let cycle = cycle(through: target) {
      add("  in a cycle:")
      add("    \(name(of: target))")
      for edge in cycle {
        let back = edge.to == target
        let next = back ? short : name(of: edge.to)
        add("    ─\(edge.label)→ \(next)\(back ? " (back to the start)" : "")")
      }
    }
    if reaching.isEmpty, !direct.isEmpty {
      add("  no root reaches it: it stays only while what holds it does")
    }
    return (text, direct)
  }

  /// Root `root`'s path to `target` (which it reaches), a line for each object on it: the root's
  /// own edge, then the edges after it, each a step further in.
  private mutating func path(from root: Int, to target: Int) -> [Int] {
    var nodes: [Int] = []
    var at = target
    while true {
      nodes.append(at)
      guard trees[root].from[at] >= 0 else { break }
      at = trees[root].from[at]
    }
    var path: [Int] = []
    path.reserveCapacity(nodes.count)
    for (depth, node) in nodes.reversed().enumerated() {
      if pathLines[root][node] < 0 {
        pathLines[root][node] = lines.intern(pathLine(root: root, to: node, depth: depth, name: name(of: node)))
      }
      path.append(pathLines[root][node])
    }
    return path
  }

  /// The line of `node`, named `name`, on root `root`'s path, `depth` edges after the root's own.
  private func pathLine(root: Int, to node: Int, depth: Int, name: String) -> String {
    let tree = trees[root]
    guard tree.from[node] >= 0 else { return "    ─\(graph.roots[root].edges[tree.edge[node]].label)→ \(name)" }
    let edge = graph.edges[tree.from[node]][tree.edge[node]]
    return "    \(String(repeating: "  ", count: depth))─\(edge.label)→ \(name)"
  }

  /// The shortest cycle through `target`, if it is in one: searched breadth first from it, within
  /// its component, to the first edge back to it.
  private mutating func cycle(through target: Int) -> [LeakGraph.Edge]? {
    let component = components[target]
    generation += 1
    var queue = [target]
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      for (position, edge) in graph.edges[current].enumerated() where components[edge.to] == component {
        if edge.to == target {
          var path = [edge]
          var at = current
          while at != target {
            let back = previous[at]
            path.append(graph.edges[back.from][back.edge])
            at = back.from
          }
          return path.reversed()
        }
        if marked[edge.to] != generation {
          marked[edge.to] = generation
          previous[edge.to] = (current, position)
          queue.append(edge.to)
        }
      }
    }
    return nil
  }
}

/// The lines of `who`'s reports, each kept once: a report is the indices of its lines.
final class ReportLines {
  private(set) var lines: [String] = []
  /// Each line's index, by its UTF-8 (a report's lines are not ASCII, and a `String` key would be
  /// normalized for every lookup).
  private var index: [[UInt8]: Int] = [:]

  /// The index of `line`, kept if new.
  func intern(_ line: String) -> Int {
    let key = Array(line.utf8)
    if let known = index[key] { return known }
    lines.append(line)
    index[key] = lines.count - 1
    return lines.count - 1
  }

  /// The line at `position`.
  func line(_ position: Int) -> String { lines.indices.contains(position) ? lines[position] : "" }
}
