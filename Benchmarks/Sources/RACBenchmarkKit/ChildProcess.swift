import Foundation

/// Runs another copy of a benchmark binary and reads what it prints: the probes that may overflow
/// their stack and the measurements that need a process of their own run this way, so a crash or a
/// preloaded allocator never touches the main benchmark process.
public enum ChildProcess {
  public struct Outcome {
    /// The exit status, or the signal number when `crashed`.
    public var status: Int32
    /// Ended by a signal (a stack overflow is SIGSEGV) rather than by exiting.
    public var crashed: Bool
    public var output: String

    public var succeeded: Bool { !crashed && status == 0 }
  }

  /// The path of the running executable (not argv[0], which may be relative or a `swift run` name).
  public static var currentExecutable: String {
    #if os(Linux)
      if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return resolved
      }
    #else
      // Darwin: Foundation's executablePath is the resolved path of the running image.
    #endif
    return Bundle.main.executablePath ?? CommandLine.arguments[0]
  }

  /// Runs `executable` with `arguments`; `environment` entries are added to this process's own.
  /// The Swift runtime's crash backtracer is switched off in the child: a probe that overflows its
  /// stack should just die, not spend seconds symbolicating thousands of frames.
  /// With `mergingStandardError`, what the child writes to standard error is read too (valgrind
  /// reports there); otherwise it is discarded.
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:],
    mergingStandardError: Bool = false
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var childEnvironment = ProcessInfo.processInfo.environment
    childEnvironment["SWIFT_BACKTRACE"] = "enable=no"
    childEnvironment.merge(environment) { _, new in new }
    process.environment = childEnvironment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = mergingStandardError ? output : FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
      output: String(decoding: data, as: UTF8.self))
  }

  /// The full path of `command` found on `PATH`, if any.
  public static func which(_ command: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(command)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Parses the `key=value` lines a child prints into a dictionary.
  public static func fields(_ output: String) -> [String: String] {
    var result: [String: String] = [:]
    for line in output.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { result[String(parts[0])] = String(parts[1]) }
    }
    return result
  }
}
