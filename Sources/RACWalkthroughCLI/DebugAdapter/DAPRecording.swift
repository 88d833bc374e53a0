import Foundation
import ObjCInterpreter
import RAC
import RACWalkthroughKit

/// A program launched under the adapter: run once to its end with its whole trace recorded, and
/// `step`'s walk over that trace. Runs are deterministic (virtual time, virtual queues), so the
/// recording is the run: the session moves over it forwards and backwards.
struct DAPRecording {
  /// The program's name as `step` gives it (a walkthrough's, or the files').
  let name: String
  /// `step`'s walk: its snapshots and reader's stops.
  let walk: StepWalk
  /// The trace's events, in order.
  let events: [TraceEvent]
  /// An event's index in `events`, by its sequence number.
  let eventIndex: [Int: Int]
  /// What stopped the run early, if something did: a run-time error at its line, or a budget.
  let error: ObjCError?
  /// Whether the trace stopped recording at its `maxEvents` budget.
  let traceStoppedAtLimit: Bool
  /// Where the trace's files are on disk.
  let paths: DAPSourcePaths
  /// The lines that run, by absolute path: line → the snapshots (0-based) at which the line
  /// starts (a statement's `line` event, or a block written on it being entered).
  let linesThatRun: [String: [Int: [Int]]]
  /// The thread names of the trace, `main` first: a DAP thread's id is its position here plus 1.
  let threads: [String]

  init(name: String, walk: StepWalk, trace: Trace, error: ObjCError?, traceStoppedAtLimit: Bool, paths: DAPSourcePaths)
  {
    self.name = name
    self.walk = walk
    events = trace.events
    var index: [Int: Int] = [:]
    var threadNames: [String] = []
    for (position, event) in events.enumerated() {
      index[event.sequence] = position
      if !threadNames.contains(event.thread) { threadNames.append(event.thread) }
    }
    eventIndex = index
    threads = threadNames.filter { $0 == "main" } + threadNames.filter { $0 != "main" }
    self.error = error
    self.traceStoppedAtLimit = traceStoppedAtLimit
    self.paths = paths
    var lines: [String: [Int: [Int]]] = [:]
    for (position, snapshot) in walk.snapshots.enumerated() {
      let event = snapshot.event
      guard event.phase == .line || event.phase == .enter, let source = event.source,
        let path = paths.absolutePath(of: source.file)
      else { continue }
      lines[path, default: [:]][source.line, default: []].append(position)
    }
    linesThatRun = lines
  }

  /// Whether the error that stopped the run is a budget (steps, seconds, memory, nesting, virtual
  /// time) rather than an error of the program: a budget ends the session; an error stops it with
  /// reason `exception` at its line first.
  var stoppedAtABudget: Bool {
    if traceStoppedAtLimit { return true }
    guard let error else { return false }
    return error.message.hasPrefix("stopped after ") || error.message.hasPrefix("stopped at ")
      || error.message.hasPrefix("more than ")
  }

  /// The DAP thread id of a trace's thread name.
  func threadID(of thread: String) -> Int { (threads.firstIndex(of: thread) ?? 0) + 1 }
}

/// Where the files a trace names are on disk, as editors give them (absolute paths): the program's
/// own files (named as they were read), the checkout's (`racSource`), and the Swift core's files
/// (`Sources/RAC/…`) for the core's frames.
struct DAPSourcePaths {
  /// Folders a relative file name is looked up in, in order (the walkthrough's own folder, the
  /// current directory).
  let searchFolders: [URL]
  /// The Swift core's source folder, when this build has its sources beside it.
  let swiftCore: DAPSwiftCoreIndex?
  /// The checkout whose files run in place of the core's (`racSource`), if one was given.
  let library: RACSourceLibrary?

  /// Whether `file` (as the trace names it) is one of the checkout's files: RAC's code.
  func isLibrary(_ file: String) -> Bool { library?.isLibraryFile(file) ?? false }

  /// The absolute, standardized path of a file as the trace names it; nil when no such file is
  /// on disk (a snippet given in memory). Looked up once per name: frames ask for every stop.
  func absolutePath(of file: String) -> String? {
    if let known = found.value(for: file) { return known }
    var path: String?
    if file.hasPrefix("/") {
      path = Self.standardized(file)
    } else {
      for folder in searchFolders {
        let candidate = folder.appendingPathComponent(file).path
        if FileManager.default.fileExists(atPath: candidate) {
          path = Self.standardized(candidate)
          break
        }
      }
    }
    found.store(path, for: file)
    return path
  }

  /// The names looked up so far.
  let found = PathLookups()

  /// A path as editors and the trace may both write it: `..` and `.` resolved, symbolic links
  /// followed, so `/tmp/x.m` and `/private/tmp/x.m` are one file.
  static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}

/// The paths found for the trace's file names, kept for the session (`DAPSourcePaths`).
final class PathLookups: @unchecked Sendable {
  private let lock = NSLock()
  private var paths: [String: String?] = [:]

  /// The path found for `file` (itself nil when there is none), or nil when not looked up yet.
  func value(for file: String) -> String?? { lock.withLock { paths[file] } }

  func store(_ path: String?, for file: String) { lock.withLock { paths[file] = path } }
}
