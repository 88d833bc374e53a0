import Foundation
import RACWalkthroughs

/// `rac-walkthrough`: replays the RAC posts' examples, shows their traces and checks them against
/// what the posts say. The executable only calls `main`; tests call `run` in-process.
public enum RACWalkthroughCommandLine {
  static let commands: [any Command.Type] = [
    ListCommand.self, RunCommand.self, StepCommand.self, VerifyCommand.self, TraceCommand.self,
    ExploreCommand.self,
  ]

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
      steps, notes) from DIR instead of the package's Walkthroughs/ folder.

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
      guard let commandName = arguments.first else {
        environment.write(overview)
        return 0
      }
      let rest = Array(arguments.dropFirst())
      if commandName == "help" || commandName == "--help" || commandName == "-h" {
        return try help(rest, environment: environment)
      }
      guard let command = commands.first(where: { $0.name == commandName }) else {
        throw CommandFailure.usage("unknown command '\(commandName)' (see 'rac-walkthrough help')")
      }
      if rest.contains("--help") || rest.contains("-h") {
        environment.write(command.help)
        return 0
      }
      let catalog = WalkthroughCatalog(directory: environment.walkthroughsDirectory)
      return try command.run(rest, catalog: catalog, environment: environment)
    } catch let failure as CommandFailure {
      environment.writeError(failure.showsToolName ? "rac-walkthrough: \(failure.message)" : failure.message)
      return failure.status
    } catch {
      environment.writeError("rac-walkthrough: \(error)")
      return 1
    }
  }

  private static func help(_ arguments: [String], environment: CommandEnvironment) throws -> Int32 {
    guard let name = arguments.first else {
      environment.write(overview)
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
    let environment = CommandEnvironment(
      write: { print($0) },
      writeError: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) },
      readLine: { Swift.readLine() },
      isInteractive: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
      walkthroughsDirectory: walkthroughsDirectory)
    exit(run(Array(CommandLine.arguments.dropFirst()), environment: environment))
  }
}
