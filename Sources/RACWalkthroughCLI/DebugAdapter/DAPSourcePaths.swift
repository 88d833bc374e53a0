import Foundation
import ObjCInterpreter

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
