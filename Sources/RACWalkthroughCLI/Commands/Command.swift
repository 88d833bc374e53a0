/// One subcommand of `rac-walkthrough`.
protocol Command {
  /// The word on the command line.
  static var name: String { get }
  /// One line for the command list.
  static var summary: String { get }
  /// The full `--help` text.
  static var help: String { get }
  /// Runs with the arguments after the command word; returns the exit status.
  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32
  /// Whether the command runs Objective-C, so that `--rac-source` loads RAC's files for it.
  static var runsRACSource: Bool { get }
}

extension Command {
  static var runsRACSource: Bool { true }
}
