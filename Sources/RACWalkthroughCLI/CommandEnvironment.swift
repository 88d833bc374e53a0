import Foundation

/// What a command may touch: its output streams, its input (for interactive stepping) and where the
/// walkthrough data is. Tests run commands in-process with an environment that records everything.
public struct CommandEnvironment {
  /// Writes a line to standard output.
  public var write: (String) -> Void
  /// Writes a line to standard error.
  public var writeError: (String) -> Void
  /// Reads a line a person typed (nil at the end of input).
  public var readLine: () -> String?
  /// True when standard input and output are a terminal: `step` then waits for keys.
  public var isInteractive: Bool
  /// Where the walkthroughs' data is.
  public var walkthroughsDirectory: URL
  /// The user's RAC checkout to run in place of the Swift core (`--rac-source DIR`, or
  /// `RAC_SOURCE_DIR` in the process's environment); nil runs the Swift core.
  public var racSourceDirectory: String?
  /// Tells a person waiting what a long command is doing (`verify`'s walkthrough N of M); shown
  /// only on a terminal, replaced by the next message, never part of the output.
  public var progress: (String) -> Void
  /// The terminal's size, asked when a command draws to fit it (`step`); nil off a terminal.
  public var terminalSize: () -> TerminalSize?
  /// The `rac-walkthrough` a command may start again as its worker (`verify` shares its
  /// walkthroughs among worker processes, `VerifyWorkerPool`); nil in-process (tests), where
  /// everything runs in this process.
  public var workerExecutable: URL?

  /// An environment given directly (tests run the command line in-process with one).
  public init(
    write: @escaping (String) -> Void, writeError: @escaping (String) -> Void,
    readLine: @escaping () -> String?, isInteractive: Bool, walkthroughsDirectory: URL,
    racSourceDirectory: String? = nil, progress: @escaping (String) -> Void = { _ in },
    terminalSize: @escaping () -> TerminalSize? = { nil }
  ) {
    self.terminalSize = terminalSize
    self.racSourceDirectory = racSourceDirectory
    self.write = write
    self.writeError = writeError
    self.readLine = readLine
    self.isInteractive = isInteractive
    self.walkthroughsDirectory = walkthroughsDirectory
    self.progress = progress
  }
}

/// A command's failure: a one-line message for standard error and the exit status.
public struct CommandFailure: Error, Equatable {
  /// The message, one line.
  public let message: String
  /// The exit status it calls for.
  public let status: Int32
  /// False for an error in a snippet's source, which starts with `FILE:LINE:COL:` as a compiler's
  /// does, without the tool's name in front.
  public var showsToolName = true

  /// Bad arguments: unknown command, name or flag (status 2).
  public static func usage(_ message: String) -> CommandFailure { CommandFailure(message: message, status: 2) }
  /// The command ran but something did not hold or could not be read (status 1).
  public static func failed(_ message: String) -> CommandFailure { CommandFailure(message: message, status: 1) }
  /// An error in a snippet: `FILE:LINE:COL: error: …`, its line and a caret (status 1).
  public static func source(_ message: String) -> CommandFailure {
    CommandFailure(message: message, status: 1, showsToolName: false)
  }
}
