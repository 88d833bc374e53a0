/// What `verify` writes for one walkthrough, and what it keeps for the verdict: made in the
/// command's own process, or in a worker process (`verify-worker`) and sent back as a line of JSON,
/// so that `verify` writes the same lines either way, in the walkthroughs' order.
struct VerifyOutcome: Codable, Equatable {
  /// The lines for standard output: the report and the post's checks, then an empty line.
  var lines: [String] = []
  /// The lines for standard error (the error that stopped a snippet, a trace cut at its limit).
  var errors: [String] = []
  /// Whether the walkthrough failed.
  var failed = false
  /// Whether its output check compared class names (`verify` then prints the table once).
  var comparedClassNames = false
  /// Whether it is one of the user's own Objective-C files rather than a walkthrough.
  var isFile = false
  /// The error that stops `verify` at this walkthrough (a walkthrough's data that cannot be read),
  /// as `verify` would throw it: nothing after it is written.
  var failure: Failure?

  /// A `CommandFailure`, as it crosses from a worker.
  struct Failure: Codable, Equatable {
    let message: String
    let status: Int32
    let showsToolName: Bool

    init(_ failure: CommandFailure) {
      message = failure.message
      status = failure.status
      showsToolName = failure.showsToolName
    }

    var commandFailure: CommandFailure {
      CommandFailure(message: message, status: status, showsToolName: showsToolName)
    }
  }

  /// Writes the outcome to `environment` as `verify` writes it.
  func write(to environment: CommandEnvironment) {
    lines.forEach(environment.write)
    errors.forEach(environment.writeError)
  }
}
