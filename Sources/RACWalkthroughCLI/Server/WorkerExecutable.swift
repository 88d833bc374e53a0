import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The file of the running `rac-walkthrough`, which `serve` starts again as its run worker
/// (`serve-worker`, `RunWorker`): the executable itself, not `CommandLine.arguments[0]`, which
/// may be a bare name found on `PATH` or a path relative to a directory the server has since left.
enum WorkerExecutable {
  /// The running executable's file, or nil when the system does not say.
  static func current() -> URL? {
    #if canImport(Darwin)
      // Foundation asks `_NSGetExecutablePath` and resolves it.
      return Bundle.main.executableURL?.resolvingSymlinksInPath()
    #else
      var buffer = [CChar](repeating: 0, count: 4096)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      if count > 0 {
        return URL(fileURLWithPath: String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self))
      }
      guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
      return URL(fileURLWithPath: first).standardizedFileURL
    #endif
  }
}
