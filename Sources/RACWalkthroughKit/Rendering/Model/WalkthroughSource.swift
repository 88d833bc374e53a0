import Foundation

/// A walkthrough's code as the viewer and `step` show it, line by line: the Objective-C it runs
/// (the post's listings and the scene, or a snippet's files), or else the file of its Swift
/// translation (`Sources/RACWalkthroughs/<name>/`) that defines the walkthrough.
public struct WalkthroughSource: Sendable, Codable {
  /// The file's name, or the files' names joined.
  public let fileName: String
  /// The code's lines.
  public let lines: [String]
  /// For Objective-C, where each file's line 1 is in `lines` (0-based), by the file's name as the
  /// trace's `line` events give it; empty for a Swift translation.
  public let fileStarts: [String: Int]

  /// One Swift file's code.
  public init(fileName: String, text: String) {
    self.fileName = fileName
    var lines = text.components(separatedBy: "\n")
    while lines.last?.isEmpty == true { lines.removeLast() }
    self.lines = lines
    fileStarts = [:]
  }

  /// Objective-C files shown one after the other, each under a `// ── name ──` line of its own.
  public init(files: [(name: String, text: String)]) {
    var lines: [String] = []
    var starts: [String: Int] = [:]
    for file in files {
      if files.count > 1 { lines.append("// ── \(file.name) ──") }
      starts[file.name] = lines.count
      var fileLines = file.text.components(separatedBy: "\n").map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
      while fileLines.last?.isEmpty == true { fileLines.removeLast() }
      lines += fileLines
    }
    fileName = files.map(\.name).joined(separator: ", ")
    self.lines = lines
    fileStarts = starts
  }

  /// The 1-based line in `lines` of `line` of `file`, for a `line` event of the trace.
  public func line(_ line: Int, of file: String) -> Int? {
    guard let start = fileStarts[file], line >= 1, start + line <= lines.count else { return nil }
    return start + line
  }

  /// The `.swift` file of `folder` that constructs the walkthrough named `name` (the first one in
  /// name order when none says so); nil when the folder has none.
  public static func load(walkthrough name: String, from folder: URL) -> WalkthroughSource? {
    let files =
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    let texts = files.compactMap { file -> (String, String)? in
      guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else {
        return nil
      }
      return (file, text)
    }
    let chosen = texts.first { $0.1.contains("name: \"\(name)\"") } ?? texts.first
    return chosen.map { WalkthroughSource(fileName: $0.0, text: $0.1) }
  }
}
