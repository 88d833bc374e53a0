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

  /// Where line `line` of `lines` is, as a reader names it: the file's name and its own line
  /// (`scene.m:82`; the file's whole name when two files share the last part of it), or the Swift
  /// translation's file and line; nil for a heading line between files.
  public func place(ofLine line: Int) -> String? {
    fileLine(ofLine: line).map { "\($0.file):\($0.line)" }
  }

  /// The file (as `place(ofLine:)` names it) and the file's own 1-based line of line `line` of
  /// `lines`; nil for a heading line between files or a line out of range.
  public func fileLine(ofLine line: Int) -> (file: String, line: Int)? {
    guard line >= 1, line <= lines.count else { return nil }
    guard !fileStarts.isEmpty else { return (fileName, line) }
    guard let (file, start) = fileStarts.filter({ $0.value < line }).max(by: { $0.value < $1.value }) else {
      return nil
    }
    // Each file sits under a heading line of its own (`// ── name ──`) when there are several: the
    // line just before the file's first.
    if fileStarts.count > 1, fileStarts.values.contains(line) { return nil }
    let short = Self.lastPart(of: file)
    let shared = fileStarts.keys.filter { Self.lastPart(of: $0) == short }.count > 1
    return (shared ? file : short, line - start)
  }

  private static func lastPart(of file: String) -> String {
    file.split(separator: "/").last.map(String.init) ?? file
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
