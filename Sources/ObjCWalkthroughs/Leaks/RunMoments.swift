import Foundation
import ObjCInterpreter

/// The graphs of what was alive in one recorded run as each of its statements began and at its
/// end (`WhoHolds.recordingMoments`), which the viewer's holders are read from once the run has
/// ended, when its stops are known: the same graphs `who` builds at a stop (`WhoHolds.graph`), with
/// the running frames' variables among the roots, the objects numbered as the trace had met them.
///
/// Each is kept detached (`LeakGraph.detached`): names and references, no object, so keeping it
/// changes no lifetime the trace shows. A statement whose graph reads as its predecessor's
/// shares that one. Past `statementLimit` statements, or once the graphs taken have added up to
/// `workLimit` objects and references, none is kept: the run is too long for a page to draw
/// holders of, and building its graphs would slow it down (a budget of seconds counts them too).
public final class RunMoments: @unchecked Sendable {
  /// The statements a run may have for its graphs to be kept: the playground's viewer draws at
  /// most 50,000 events, and a statement is one.
  public static let defaultStatementLimit = 50_000
  /// The objects and references, all graphs taken together, past which none is kept:
  /// contact-form's 903 statements take 32,224 (in 210 graphs that differ), about 30,000
  /// instructions a graph, so a run past this has spent about half a second on them.
  static let workLimit = 500_000

  private let statementLimit: Int
  private let workLimit: Int
  private var work = 0
  private let lock = NSLock()
  private var graphs: [LeakGraph] = []
  /// Statement number (0-based, as the trace's `line` events count) → its graph in `graphs`.
  private var graphOfStatement: [Int: Int] = [:]
  private var endGraph: LeakGraph?
  /// Whether a statement past the limit began: from then on nothing is kept.
  private var isCut = false
  /// Whether each file the graphs' objects were made in is a library's (RAC's own, `--rac-source`),
  /// as the run said: the run itself is not kept.
  private var libraryFiles: [String: Bool] = [:]

  /// Graphs kept up to `statementLimit` statements and `workLimit` objects and references.
  init(statementLimit: Int, workLimit: Int = RunMoments.workLimit) {
    self.statementLimit = statementLimit
    self.workLimit = workLimit
  }

  /// The probe's look at one moment of the run: its graph, kept.
  func take(_ moment: StopProbe.Moment) {
    if let statement = moment.statement, statement >= statementLimit {
      lock.withLock { isCut = true }
      return
    }
    guard !lock.withLock({ isCut }), let live = WhoHolds.graph(at: moment) else { return }
    var files: [String: Bool] = [:]
    for node in live.nodes {
      guard let file = node.madeAt?.file, files[file] == nil else { continue }
      files[file] = moment.run.isLibraryFile(file)
    }
    let graph = live.detached
    let size = live.nodes.count + live.edges.reduce(0) { $0 + $1.count } + live.roots.reduce(0) { $0 + $1.edges.count }
    lock.withLock {
      work += size
      guard work <= workLimit else {
        isCut = true
        graphs = []
        graphOfStatement = [:]
        return
      }
      libraryFiles.merge(files) { kept, _ in kept }
      guard let statement = moment.statement else {
        endGraph = graph
        return
      }
      if let last = graphs.last, last.readsTheSame(as: graph) {
        graphOfStatement[statement] = graphs.count - 1
      } else {
        graphs.append(graph)
        graphOfStatement[statement] = graphs.count - 1
      }
    }
  }

  /// Whether a graph was kept of each of `statements` and of the program's end: the run was not
  /// cut and kept a record of its objects.
  func covers(_ statements: [Int]) -> Bool {
    lock.withLock { !isCut && endGraph != nil && statements.allSatisfy { graphOfStatement[$0] != nil } }
  }

  /// The graph as statement `statement` (0-based) began.
  func graph(atStatement statement: Int) -> LeakGraph? {
    lock.withLock { graphOfStatement[statement].map { graphs[$0] } }
  }

  /// The graph at the program's end.
  var atEnd: LeakGraph? { lock.withLock { endGraph } }

  /// Whether the run counted `file` as a library's.
  func isLibraryFile(_ file: String) -> Bool {
    lock.withLock { libraryFiles[file] ?? false }
  }
}
