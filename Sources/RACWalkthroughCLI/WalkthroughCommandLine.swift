import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RACWalkthroughKit
import RACWalkthroughs
import TraceKernel

/// `rac-walkthrough`: replays the RAC posts' examples, shows their traces and checks them against
/// what the posts say. The executable only calls `main`; tests call `run` in-process.
public enum WalkthroughCommandLine {
  static let commands: [any Command.Type] = [
    ListCommand.self, RunCommand.self, StepCommand.self, VerifyCommand.self, TraceCommand.self,
    ExploreCommand.self, CheckPostCommand.self, RACSourceCommand.self, SpecCommand.self, ServeCommand.self,
    LeaksCommand.self, DAPCommand.self,
  ]
  /// Commands run by the tool itself and left out of the list: `serve`'s run worker and
  /// `verify`'s workers.
  static let hiddenCommands: [any Command.Type] = [ServeWorkerCommand.self, VerifyWorkerCommand.self]

  static var overview: String {
    let width = commands.map { $0.name.count }.max() ?? 0
    let lines = commands.map { "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)" }
    return """
      USAGE: rac-walkthrough COMMAND [ARGUMENTS] [--walkthroughs DIR]

      Replays the examples of the ReactiveCocoa 2.5 posts on a literal Swift RAC core, shows every
      block that runs inside bind:, and checks what the posts say against what really happens.

      COMMANDS:
      \(lines.joined(separator: "\n"))
        help [COMMAND]  this text, or a command's

      Every command takes --help. --walkthroughs DIR reads the walkthroughs' data (post output,
      steps, notes) from DIR instead of the package's Walkthroughs/ folder. --rac-source DIR (or
      RAC_SOURCE_DIR) runs RAC's own code from your checkout of ReactiveCocoa 2.5 in place of the
      Swift core (`rac-walkthrough rac-source DIR` says which of its files load).

      Start with: rac-walkthrough step map
      """
  }

  /// Runs one command line (without the program name); returns the exit status.
  public static func run(_ arguments: [String], environment: CommandEnvironment) -> Int32 {
    do {
      var arguments = arguments
      var environment = environment
      if let index = arguments.firstIndex(where: { $0 == "--walkthroughs" || $0.hasPrefix("--walkthroughs=") }) {
        let flag = arguments.remove(at: index)
        let value: String
        if let equals = flag.firstIndex(of: "=") {
          value = String(flag[flag.index(after: equals)...])
        } else {
          guard index < arguments.count else { throw CommandFailure.usage("--walkthroughs needs a folder") }
          value = arguments.remove(at: index)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: value, isDirectory: &isDirectory), isDirectory.boolValue else {
          throw CommandFailure.usage("--walkthroughs: '\(value)' is not a folder")
        }
        environment.walkthroughsDirectory = URL(fileURLWithPath: value, isDirectory: true)
      }
      if let index = arguments.firstIndex(where: { $0 == "--rac-source" || $0.hasPrefix("--rac-source=") }) {
        let flag = arguments.remove(at: index)
        if let equals = flag.firstIndex(of: "=") {
          environment.racSourceDirectory = String(flag[flag.index(after: equals)...])
        } else {
          guard index < arguments.count else {
            throw CommandFailure.usage("--rac-source needs a folder: your checkout of ReactiveCocoa 2.5")
          }
          environment.racSourceDirectory = arguments.remove(at: index)
        }
      }
      guard let commandName = arguments.first else {
        environment.write(overview)
        return 0
      }
      let rest = Array(arguments.dropFirst())
      if commandName == "help" || commandName == "--help" || commandName == "-h" {
        return try help(rest, environment: environment)
      }
      guard let command = (commands + hiddenCommands).first(where: { $0.name == commandName }) else {
        throw CommandFailure.usage("unknown command '\(commandName)' (see 'rac-walkthrough help')")
      }
      if rest.contains("--help") || rest.contains("-h") {
        environment.write(command.help)
        return 0
      }
      var catalog = WalkthroughCatalog(directory: environment.walkthroughsDirectory)
      if let directory = environment.racSourceDirectory, command.runsRACSource {
        do {
          // Read against the classes the runs have (UIKit's stand-ins and constants among them), so
          // RAC's UIKit categories resolve as they will when a run loads them.
          let checkout = try RACSourceCheckout(path: directory)
          catalog.racSource = RunOverrunGuard.watchingCheckoutReading(directory, within: checkoutLimits(rest)) {
            RACSourceLibrary(checkout: checkout, natives: NativeClasses.walkthroughs)
          }
        } catch let error as RACSourceError {
          throw CommandFailure.failed(error.message)
        }
      }
      // The trace's budget is the command's (`BudgetOptions`), not the next one's in this process.
      defer { WalkthroughRun.traceEventLimit = nil }
      return try command.run(rest, catalog: catalog, environment: environment)
    } catch let failure as CommandFailure {
      // A message that quotes an argument must stay one line and must not reach the terminal as
      // control characters: every control character in it is written as an escape. (A snippet's
      // source error keeps its own lines: its text is the file's, with the caret line.)
      environment.writeError(
        failure.showsToolName ? "rac-walkthrough: " + CommandText.escaped(failure.message) : failure.message)
      return failure.status
    } catch {
      environment.writeError("rac-walkthrough: " + CommandText.escaped("\(error)"))
      return 1
    }
  }

  /// The time budget the checkout is read within: the command's `--max-seconds` (read here, before
  /// the command reads its flags, which reports a value it cannot take), else the default.
  private static func checkoutLimits(_ arguments: [String]) -> Interpreter.Limits {
    var limits = Interpreter.Limits()
    for (index, argument) in arguments.enumerated() {
      let text: String?
      if argument == "--max-seconds", index + 1 < arguments.count {
        text = arguments[index + 1]
      } else if argument.hasPrefix("--max-seconds=") {
        text = String(argument.dropFirst("--max-seconds=".count))
      } else {
        text = nil
      }
      if let seconds = text.flatMap(BudgetOptions.seconds) { limits.maxSeconds = seconds }
    }
    return limits
  }

  static let helpHelp = """
    USAGE: rac-walkthrough help [COMMAND]

    Without COMMAND, the list of commands; with one, that command's help (the same as
    `rac-walkthrough COMMAND --help`).
    """

  private static func help(_ arguments: [String], environment: CommandEnvironment) throws -> Int32 {
    guard let name = arguments.first else {
      environment.write(overview)
      return 0
    }
    if arguments.count > 1 {
      throw CommandFailure.usage("help: one command at a time, not \(arguments.count)")
    }
    if name == "help" || name == "--help" || name == "-h" {
      environment.write(helpHelp)
      return 0
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      throw CommandFailure.usage("help: unknown command '\(name)'")
    }
    environment.write(command.help)
    return 0
  }

  /// The process's entry point: real streams, a terminal check, and `exit` with the status.
  public static func main() -> Never {
    setvbuf(stdout, nil, _IOLBF, 0)
    let command = CommandLine.arguments.dropFirst().first
    if !commandsOutlivingTheirRuns.contains(command ?? "") { endProcessOnRunOverrun() }
    if commandsEndingAfterOneRun.contains(command ?? "") { Run.keepsWhatStoppedRunsHeld = true }
    exit(
      run(
        Array(CommandLine.arguments.dropFirst()), output: stdout, error: stderr,
        isInteractive: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
        errorIsTerminal: isatty(STDERR_FILENO) == 1))
  }

  /// Set by `run`, the command whose output is the program's: a run's overrun prints these lines
  /// (its headings, none with `--output-only`), then the program's output so far. Nil: nothing.
  static let outputHeadingsOnOverrun = LockedState<[String]?>(nil)

  /// The commands that end right after one program's run: what a run of theirs stopped by a budget
  /// held is left for the process's exit to free (`Run.keepsWhatStoppedRunsHeld`). Not `spec`,
  /// `verify` or `explore`, whose many runs would each keep theirs.
  static let commandsEndingAfterOneRun: Set<String> = ["run", "step", "trace", "leaks"]

  /// The commands whose process must outlive a run past its budget: the debug adapter (a session
  /// paused at a breakpoint is not a run past its budget) and the playground's server and workers
  /// (the server ends a worker past its budget itself and answers for it).
  static let commandsOutlivingTheirRuns: Set<String> = ["dap", "serve", "serve-worker"]

  /// A run still going a moment after its time budget is in the core's own work, which cannot be
  /// stopped (`RunOverrunGuard`): the command ends there with the budget's error, so that every
  /// run ends within its budget and a second. `_exit`, not `exit`: the run's thread is still
  /// going, and nothing of the process may be torn down under it.
  ///
  /// `run` shows first what the program printed until then (`outputHeadingsOnOverrun`), as a program
  /// killed at its deadline has shown it: the lines are printed at the run's end, which never came.
  static func endProcessOnRunOverrun() {
    RunOverrunGuard.install { overrun in
      if let headings = outputHeadingsOnOverrun.withLock({ $0 }) {
        for line in headings + WalkthroughConsole.outputOfTheRunningWalkthrough { _ = fputs(line + "\n", stdout) }
      }
      _ = fputs(overrun.message + "\n", stderr)
      _ = fflush(nil)
      _exit(1)
    }
  }

  /// Runs a command line with its output and errors written to C streams; returns the exit status.
  ///
  /// A failed write to the output (a full disk, `> /dev/full`, a closed descriptor) ends the
  /// command with status 1 and the reason, instead of a silent success. A failed write to the
  /// error stream (`2> /dev/full`, `2>&-`) is ignored: a message that cannot be written is lost,
  /// but never traps, and the status says what happened.
  static func run(
    _ arguments: [String], output outputFile: UnsafeMutablePointer<FILE>, error errorFile: UnsafeMutablePointer<FILE>,
    isInteractive: Bool, errorIsTerminal: Bool
  ) -> Int32 {
    let output = FileOutput(outputFile)
    let writeError = { (text: String) in _ = fputs(text, errorFile) }
    var environment = CommandEnvironment(
      write: output.writeLine,
      writeError: { line in writeError(line + "\n") },
      readLine: { Swift.readLine() },
      isInteractive: isInteractive,
      walkthroughsDirectory: walkthroughsDirectory,
      racSourceDirectory: ProcessInfo.processInfo.environment["RAC_SOURCE_DIR"].flatMap { $0.isEmpty ? nil : $0 },
      progress: { text in
        // Progress only where a person watches: on a terminal, one line rewritten in place.
        guard errorIsTerminal else { return }
        writeError("\r\u{1B}[K" + text)
      },
      terminalSize: { isInteractive ? TerminalSize.current() : nil })
    environment.workerExecutable = WorkerExecutable.current()
    var status = run(arguments, environment: environment)
    if let failure = output.finish() {
      writeError("rac-walkthrough: cannot write the output: \(failure)\n")
      status = 1
    }
    _ = fflush(errorFile)
    return status
  }
}

/// Lines written to a C stream, remembering the first failure (`print` ignores them): after one,
/// nothing more is written, and `finish` flushes and says why.
final class FileOutput {
  private let file: UnsafeMutablePointer<FILE>
  private var failure: Int32 = 0

  init(_ file: UnsafeMutablePointer<FILE>) {
    self.file = file
  }

  func writeLine(_ line: String) {
    guard failure == 0 else { return }
    if fputs(line + "\n", file) < 0 || ferror(file) != 0 { failure = errno == 0 ? EIO : errno }
  }

  /// Flushes; returns the reason of the first failed write (`No space left on device`), or nil.
  func finish() -> String? {
    if fflush(file) != 0, failure == 0 { failure = errno == 0 ? EIO : errno }
    return failure == 0 ? nil : String(cString: strerror(failure))
  }
}
