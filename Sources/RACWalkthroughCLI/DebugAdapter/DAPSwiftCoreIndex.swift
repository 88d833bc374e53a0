import Foundation

/// Where the Swift core translates each place of RAC 2.5's source: every trace hook in
/// `Sources/RAC` names its place as a constant (`rac: .method("RACSignal.m", 92, "-bind:")`,
/// `.block("RACSignal.m", 162, in: "-bind:", …)`), so the hook's own file and line is where a
/// frame of the core is, in the Swift that runs. Read once per launch from the package's sources;
/// absent when the sources are not beside this build (the frames then name RAC's place only).
struct DAPSwiftCoreIndex {
  /// `RACSignal.m:92` → the Swift file (absolute path) and its 1-based line.
  let places: [String: (path: String, line: Int)]

  /// Reads every `.swift` file under `folder`; nil when the folder has none.
  init?(folder: URL) {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return nil }
    var places: [String: (path: String, line: Int)] = [:]
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      let path = DAPSourcePaths.standardized(url.path)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        for key in Self.hookPlaces(in: line) where places[key] == nil {
          places[key] = (path, number + 1)
        }
      }
    }
    guard !places.isEmpty else { return nil }
    self.places = places
  }

  /// The places a line of Swift names in its hooks: `.method("RACSignal.m", 92` → `RACSignal.m:92`.
  static func hookPlaces(in line: Substring) -> [String] {
    var keys: [String] = []
    for marker in [".method(\"", ".block(\""] {
      var rest = line[...]
      while let start = rest.range(of: marker) {
        rest = rest[start.upperBound...]
        guard let quote = rest.firstIndex(of: "\"") else { break }
        let file = rest[..<quote]
        let afterFile = rest[rest.index(after: quote)...].drop { $0 == "," || $0 == " " }
        let digits = afterFile.prefix { $0.isNumber }
        if file.hasSuffix(".m") || file.hasSuffix(".h"), let line = Int(digits) { keys.append("\(file):\(line)") }
      }
    }
    return keys
  }

  /// The Swift file and line that translates `file`:`line` of RAC 2.5.
  func place(file: String, line: Int) -> (path: String, line: Int)? { places["\(file):\(line)"] }
}
