import Foundation

/// A walkthrough's code as the viewer shows it, line by line: the file of its Swift translation
/// (`Sources/RACWalkthroughs/<name>/`) that defines the walkthrough.
public struct WalkthroughSource: Sendable, Codable {
  public let fileName: String
  public let lines: [String]

  public init(fileName: String, text: String) {
    self.fileName = fileName
    var lines = text.components(separatedBy: "\n")
    while lines.last?.isEmpty == true { lines.removeLast() }
    self.lines = lines
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
