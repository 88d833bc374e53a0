import Foundation
import ObjCInterpreter
import ObjCLibraries
import RACWalkthroughKit
import RACWalkthroughs

/// `launch`'s arguments: `program` (a walkthrough's name, a `.m` file, several files as an array,
/// or a spec file with `example`), `racSource` (a checkout of RAC 2.5 whose files run in place of
/// the Swift core), `stopOnEntry`, and the budgets `maxSteps`, `maxSeconds`, `maxMemory` (bytes,
/// or `"512M"`), `maxEvents`, as the command line's `--max-…` flags take them.
struct DAPLaunchConfiguration {
  let program: String
  let example: String?
  let racSource: String?
  let stopOnEntry: Bool
  let limits: Interpreter.Limits
  let maxEvents: Int

  /// Why a launch cannot start; one line.
  struct Failure: Error {
    let message: String
  }

  init(_ arguments: [String: Any]) throws {
    switch arguments["program"] {
    case let name as String where !name.isEmpty:
      program = name
    case let names as [Any] where !names.isEmpty:
      let files = names.compactMap { $0 as? String }
      guard files.count == names.count, files.allSatisfy({ !$0.isEmpty }) else {
        throw Failure(message: "launch: 'program' as a list holds file paths (strings) only")
      }
      program = files.joined(separator: "\n")
    case nil:
      throw Failure(message: "launch: no 'program' (a walkthrough's name, a .m file, or a list of files)")
    default:
      throw Failure(message: "launch: 'program' is a walkthrough's name, a .m file's path, or a list of paths")
    }
    example = try Self.string(arguments, "example")
    racSource = try Self.string(arguments, "racSource")
    if let given = arguments["stopOnEntry"] {
      guard let flag = DAPValue.boolean(given) else { throw Failure(message: "launch: 'stopOnEntry' is true or false") }
      stopOnEntry = flag
    } else {
      stopOnEntry = false
    }
    var limits = Interpreter.Limits()
    if let given = arguments["maxSteps"] {
      guard let steps = DAPValue.integer(given), steps > 0 else {
        throw Failure(message: "launch: 'maxSteps' is a whole number above 0")
      }
      limits.maxSteps = steps
    }
    if let given = arguments["maxSeconds"] {
      guard let seconds = DAPValue.number(given), seconds > 0, seconds <= Interpreter.Limits.longestSeconds else {
        throw Failure(
          message:
            "launch: 'maxSeconds' is a number of seconds above 0 and at most \(Int(Interpreter.Limits.longestSeconds))"
        )
      }
      limits.maxSeconds = seconds
    }
    if let given = arguments["maxMemory"] {
      let bytes = DAPValue.integer(given) ?? (given as? String).flatMap(BudgetOptions.size)
      guard let bytes, bytes >= 1024 else {
        throw Failure(message: "launch: 'maxMemory' is a number of bytes, or a size such as \"512M\" or \"2G\"")
      }
      limits.maxMemory = bytes
    }
    self.limits = limits
    if let given = arguments["maxEvents"] {
      guard let events = DAPValue.integer(given), events > 0 else {
        throw Failure(message: "launch: 'maxEvents' is a whole number above 0")
      }
      maxEvents = events
    } else {
      maxEvents = BudgetOptions.defaultEventLimit
    }
  }

  private static func string(_ arguments: [String: Any], _ key: String) throws -> String? {
    guard let given = arguments[key], !(given is NSNull) else { return nil }
    guard let text = given as? String, !text.isEmpty else {
      throw Failure(message: "launch: '\(key)' is a non-empty string")
    }
    return text
  }

  /// Runs the program once, recording its whole trace, as `step` runs it: the same program (the
  /// post's code where the walkthrough has it), the same walk.
  /// - Throws: `Failure` for a program that cannot be found or read, or a checkout that does not load.
  func record(walkthroughsDirectory: URL) throws -> DAPRecording {
    var catalog = WalkthroughCatalog(directory: walkthroughsDirectory)
    var library: RACSourceLibrary?
    if let racSource {
      do {
        library = RACSourceLibrary(checkout: try RACSourceCheckout(path: racSource))
      } catch let error as RACSourceError {
        throw Failure(message: "launch: racSource: \(error.message)")
      }
      catalog.racSource = library
    }
    catalog.snippetLimits = limits
    do {
      let named =
        try example.map { try catalog.specExample(file: program, pattern: $0, command: "launch") }
        ?? catalog.walkthrough(named: program)
      let data = try catalog.data(for: named)
      let (walkthrough, source, steps) = try catalog.steppingProgram(for: named, data: data)
      WalkthroughRun.traceEventLimit = maxEvents
      defer { WalkthroughRun.traceEventLimit = nil }
      // The variables of every statement, captured as the trace records it, for `variables`.
      let (whole, statements) = VariableCapture.capturing { WalkthroughRun.replay(walkthrough) }
      let error = try catalog.snippet(of: named)?.lastError ?? catalog.postSnippet(for: named, data: data)?.lastError
      // A run stopped by a budget is stepped over its first events, as `step` draws it: the stops
      // of an endless loop's 200,000 events took seconds past the launch's budget. (A program's
      // own error keeps every event: the session stops at the error's line.)
      let stoppedAtABudget =
        whole.traceStoppedAtLimit
        || error.map { DAPRecording.isBudget($0) } == true
      let replay =
        stoppedAtABudget ? whole.keepingFirstEvents(WalkthroughRun.eventsDrawnOfAStoppedRun).run : whole
      let results = Verifier.matchSteps(steps, in: replay.trace)
      let walk = StepWalk(replay.trace, steps: results, source: source)
      let folders = [
        walkthroughsDirectory, walkthroughsDirectory.appendingPathComponent(named.name, isDirectory: true),
        translationsDirectory.appendingPathComponent(named.name, isDirectory: true),
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
      ]
      let paths = DAPSourcePaths(searchFolders: folders, swiftCore: Self.swiftCore, library: library)
      return DAPRecording(
        name: named.name, walk: walk, trace: replay.trace, statements: statements, error: error,
        traceStoppedAtLimit: whole.traceStoppedAtLimit, paths: paths)
    } catch let failure as CommandFailure {
      throw Failure(message: failure.message)
    }
  }

  /// The Swift core's hooks, read once per process (`Sources/RAC` beside the walkthroughs'
  /// translations).
  static let swiftCore = DAPSwiftCoreIndex(
    folder: translationsDirectory.deletingLastPathComponent().appendingPathComponent("RAC", isDirectory: true))
}
