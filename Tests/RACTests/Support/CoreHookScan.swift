import Foundation

/// Reads the core's Swift source (`Sources/RAC`) for what the trace's places in RAC 2.5's source
/// are made of: every hook (`Tracing.call(` / `Tracing.note(`) with the `rac:` argument it gives,
/// and every `RACSourceLocation` literal (`.method("RACSignal.m", 92, "-bind:")`,
/// `.block("RACSignal.m", 162, in: "-bind:", "bindingBlock(")`).
///
/// A scan of the text, not of the syntax tree: it knows string literals and brackets, which is all
/// a hook's argument list needs, and the literals are written one way (the factories take literals).
struct CoreHookScan {
  /// One `Tracing.call(` or `Tracing.note(` in the core.
  struct Hook {
    /// The Swift file, relative to `Sources/RAC`.
    let file: String
    /// The 1-based line of `Tracing.`.
    let line: Int
    /// The block's name when the first argument is a string literal; nil for a name in a variable.
    let name: String?
    /// The text of the `rac:` argument, nil when the hook gives none.
    let rac: String?

    /// `Operators/Map.swift:12`.
    var site: String { "\(file):\(line)" }
  }

  /// One `.method(…)` or `.block(…)` literal.
  struct Location: Hashable {
    /// The Swift file, relative to `Sources/RAC`.
    let swiftFile: String
    /// The line of the literal in the Swift file.
    let swiftLine: Int
    /// RAC's file.
    let file: String
    /// The line in RAC's file.
    let line: Int
    /// The method.
    let method: String
    /// What the line names (empty for a method's declaration).
    let anchor: String
    /// Whether it is a `.method` (a declaration) rather than a `.block`.
    var isMethod: Bool { kind == "method" }
    /// `method` or `block`.
    let kind: String

    /// `RACSignal.m:162 -bind: bindingBlock(`, and where the literal is.
    var description: String { "\(file):\(line) \(method) \(anchor) (at \(swiftFile):\(swiftLine))" }
  }

  let hooks: [Hook]
  let locations: [Location]

  /// The package's `Sources/RAC`, found from this file's path.
  static var coreFolder: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/RAC")
  }

  /// The core's hooks and places, scanned once per test run.
  static func scan() throws -> CoreHookScan {
    try scanned.get()
  }

  private static let scanned = Result { try scanSources() }

  /// Scans every Swift file of the core but the trace's own (`Trace/`, where the hooks are defined).
  private static func scanSources() throws -> CoreHookScan {
    let folder = coreFolder
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return CoreHookScan(hooks: [], locations: [])
    }
    var hooks: [Hook] = []
    var locations: [Location] = []
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      let relative = String(url.path.dropFirst(folder.path.count + 1))
      if relative.hasPrefix("Trace/") { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      hooks += scanHooks(in: text, file: relative)
      locations += scanLocations(in: text, file: relative)
    }
    return CoreHookScan(
      hooks: hooks.sorted { ($0.file, $0.line) < ($1.file, $1.line) },
      locations: locations.sorted { ($0.swiftFile, $0.swiftLine) < ($1.swiftFile, $1.swiftLine) })
  }

  private static func scanHooks(in text: String, file: String) -> [Hook] {
    let characters = Array(text)
    var hooks: [Hook] = []
    var index = 0
    while let start = find(["Tracing.call(", "Tracing.note("], in: characters, from: index) {
      let arguments = topLevelArguments(characters, from: start.end)
      let line = characters[..<start.begin].filter { $0 == "\n" }.count + 1
      let name = arguments.first.flatMap(stringLiteral)
      let rac = arguments.first { $0.hasPrefix("rac:") }.map { trim(String($0.dropFirst(4))) }
      hooks.append(Hook(file: file, line: line, name: name, rac: rac))
      index = start.end
    }
    return hooks
  }

  private static let locationPattern = try? NSRegularExpression(
    pattern:
      #"\.(method|block)\(\s*"([^"]*)",\s*(\d+),\s*(?:in:\s*)?"([^"]*)"(?:,\s*"([^"]*)")?\s*\)"#)

  private static func scanLocations(in text: String, file: String) -> [Location] {
    guard let pattern = locationPattern else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return pattern.matches(in: text, range: range).compactMap { match in
      func group(_ number: Int) -> String? {
        Range(match.range(at: number), in: text).map { String(text[$0]) }
      }
      guard let kind = group(1), let racFile = group(2), let line = group(3).flatMap({ Int($0) }),
        let method = group(4), let whole = Range(match.range, in: text)
      else { return nil }
      let anchor = group(5) ?? ""
      // `.method` takes three arguments, `.block` four: anything else is not a location.
      guard (kind == "method") == (group(5) == nil) else { return nil }
      let swiftLine = text[..<whole.lowerBound].filter { $0 == "\n" }.count + 1
      return Location(
        swiftFile: file, swiftLine: swiftLine, file: racFile, line: line, method: method, anchor: anchor, kind: kind)
    }
  }

  /// The first of `needles` in `characters` at or after `index`: where it begins and ends.
  private static func find(_ needles: [String], in characters: [Character], from index: Int) -> (
    begin: Int, end: Int
  )? {
    let needles = needles.map(Array.init)
    var position = index
    while position < characters.count {
      for needle in needles where characters[position] == needle[0] && position + needle.count <= characters.count {
        if Array(characters[position..<position + needle.count]) == needle {
          return (position, position + needle.count)
        }
      }
      position += 1
    }
    return nil
  }

  /// The arguments of the call whose `(` ends just before `start`, split at top-level commas, each
  /// trimmed; a trailing closure after `)` is not read.
  private static func topLevelArguments(_ characters: [Character], from start: Int) -> [String] {
    var arguments: [String] = []
    var current = ""
    var depth = 0
    var inString = false
    var position = start
    while position < characters.count {
      let character = characters[position]
      if inString {
        current.append(character)
        if character == "\\", position + 1 < characters.count {
          current.append(characters[position + 1])
          position += 2
          continue
        }
        if character == "\"" { inString = false }
      } else if character == "\"" {
        inString = true
        current.append(character)
      } else if "([{".contains(character) {
        depth += 1
        current.append(character)
      } else if ")]}".contains(character) {
        if depth == 0 { break }
        depth -= 1
        current.append(character)
      } else if character == ",", depth == 0 {
        arguments.append(trim(current))
        current = ""
      } else {
        current.append(character)
      }
      position += 1
    }
    if !trim(current).isEmpty { arguments.append(trim(current)) }
    return arguments
  }

  private static func trim(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The text of `argument` when it is one string literal without interpolation.
  private static func stringLiteral(_ argument: String) -> String? {
    guard argument.count >= 2, argument.hasPrefix("\""), argument.hasSuffix("\"") else { return nil }
    let inner = argument.dropFirst().dropLast()
    guard !inner.contains("\""), !inner.contains("\\(") else { return nil }
    return String(inner)
  }
}
