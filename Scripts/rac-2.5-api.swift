// Lists every public method and property of a ReactiveCocoa 2.x checkout that is not AppKit or
// MapKit (the headers its umbrella header `ReactiveCocoa.h` imports, iOS side), one Markdown row
// each, with which of rac-walkthrough's cores runs it:
//
//   swift Scripts/rac-2.5-api.swift ~/RAC-2.5 [path/to/rac-walkthrough] > rows.md
//
// "Swift core": the interpreter answers the selector on that class without RAC's source (asked
// by running a generated snippet with `rac-walkthrough run`); "--rac-source": the header's `.m`
// file is one `rac-walkthrough rac-source CHECKOUT` loads; "not yet": neither. What a header
// declares only to refuse it (`__attribute__((unavailable(…)))`) is left out. Nothing of the
// checkout is copied: the rows hold class names and selectors.
import Foundation

struct Row {
  let header: String
  let className: String
  let isClassMethod: Bool
  let selector: String
  let isProperty: Bool
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else { fail("usage: swift Scripts/rac-2.5-api.swift CHECKOUT [rac-walkthrough]") }
let checkout = URL(fileURLWithPath: arguments[1])
let tool = arguments.count >= 3 ? arguments[2] : "rac-walkthrough"
let sources = checkout.appendingPathComponent("ReactiveCocoa")
guard let umbrella = try? String(contentsOf: sources.appendingPathComponent("ReactiveCocoa.h"), encoding: .utf8) else {
  fail("\(arguments[1]): no ReactiveCocoa/ReactiveCocoa.h (a ReactiveCocoa 2.x checkout?)")
}

/// The umbrella's headers, stopping at the AppKit branch, without MapKit's.
func publicHeaders() -> [String] {
  var headers: [String] = []
  for line in umbrella.split(separator: "\n") {
    let text = line.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("#elif") || text.hasPrefix("#else") { break }
    guard text.hasPrefix("#import <ReactiveCocoa/"), let end = text.lastIndex(of: ">") else { continue }
    let name = String(text[text.index(text.startIndex, offsetBy: "#import <ReactiveCocoa/".count)..<end])
    if !name.hasPrefix("MK") { headers.append(name) }
  }
  return headers
}

/// A header's text without comments.
func stripComments(_ text: String) -> String {
  var out = ""
  var index = text.startIndex
  while index < text.endIndex {
    let rest = text[index...]
    if rest.hasPrefix("//") {
      index = text[index...].firstIndex(of: "\n") ?? text.endIndex
    } else if rest.hasPrefix("/*") {
      index = text.range(of: "*/", range: index..<text.endIndex)?.upperBound ?? text.endIndex
    } else {
      out.append(text[index])
      index = text.index(after: index)
    }
  }
  return out
}

/// `- (RACSignal *)foo:(id)x bar:(int)y` → `foo:bar:`.
func selector(ofDeclaration declaration: String) -> String {
  var text = declaration
  // Drop the return type and every parenthesised type.
  var result = ""
  var depth = 0
  for character in text {
    if character == "(" { depth += 1; result.append(" "); continue }
    if character == ")" { depth -= 1; result.append(" "); continue }
    if depth == 0 { result.append(character) }
  }
  text = result
  // Attributes and macros after the parameters.
  for marker in ["NS_REQUIRES_NIL_TERMINATION", "__attribute__", "NS_DESIGNATED_INITIALIZER", "NS_UNAVAILABLE", "__deprecated", "DEPRECATED"] {
    if let range = text.range(of: marker) { text = String(text[..<range.lowerBound]) }
  }
  let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
  guard !words.isEmpty else { return "" }
  if !words.contains(where: { $0.hasSuffix(":") }) { return words[0] }
  var parts: [String] = []
  var index = 0
  while index < words.count {
    let word = words[index]
    if word.hasSuffix(":") { parts.append(word) }
    else if word.contains(":") { parts.append(String(word[...word.firstIndex(of: ":")!])) }
    index += 1
  }
  return parts.joined()
}

func rows(of header: String) -> [Row] {
  guard let raw = try? String(contentsOf: sources.appendingPathComponent(header), encoding: .utf8) else { return [] }
  let text = stripComments(raw)
  var found: [Row] = []
  var className: String?
  for statement in text.components(separatedBy: CharacterSet(charactersIn: ";\n")).map({
    $0.trimmingCharacters(in: .whitespaces)
  }) {
    if statement.hasPrefix("@interface") || statement.hasPrefix("@protocol") {
      let words = statement.dropFirst(statement.hasPrefix("@interface") ? 10 : 9)
        .split(whereSeparator: { " :(<".contains($0) })
      className = words.first.map(String.init)
    } else if statement.hasPrefix("@end") {
      className = nil
    }
  }
  // Declarations end at ';': read them whole across lines.
  className = nil
  var pending = ""
  for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if pending.isEmpty {
      if trimmed.hasPrefix("@interface") || (trimmed.hasPrefix("@protocol") && !trimmed.hasSuffix(";")) {
        let words = trimmed.dropFirst(trimmed.hasPrefix("@interface") ? 10 : 9)
          .split(whereSeparator: { " :(<".contains($0) })
        className = words.first.map(String.init)
        continue
      }
      if trimmed.hasPrefix("@end") { className = nil; continue }
      guard className != nil, trimmed.hasPrefix("-") || trimmed.hasPrefix("+") || trimmed.hasPrefix("@property") else {
        continue
      }
    }
    pending += " " + trimmed
    guard pending.contains(";") || pending.contains("{") else { continue }
    var declaration = pending.trimmingCharacters(in: .whitespaces)
    pending = ""
    guard let owner = className else { continue }
    // Declared only to be refused: not part of the API.
    if declaration.contains("unavailable") { continue }
    if let attribute = declaration.range(of: "__attribute__") {
      declaration = String(declaration[..<attribute.lowerBound]) + ";"
    }
    if declaration.hasPrefix("@property") {
      let body = declaration.components(separatedBy: ";")[0]
      var attributes = ""
      if let open = body.firstIndex(of: "("), let close = body.firstIndex(of: ")") {
        attributes = String(body[body.index(after: open)..<close])
      }
      let afterAttributes = body.firstIndex(of: ")").map { String(body[body.index(after: $0)...]) } ?? String(body.dropFirst(9))
      let name = afterAttributes.split(whereSeparator: { " *\t".contains($0) }).last.map(String.init) ?? ""
      guard !name.isEmpty else { continue }
      let getter = attributes.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        .first { $0.hasPrefix("getter") }?.split(separator: "=").last.map { $0.trimmingCharacters(in: .whitespaces) }
      found.append(Row(header: header, className: owner, isClassMethod: false, selector: getter ?? name, isProperty: true))
    } else {
      let isClassMethod = declaration.hasPrefix("+")
      let body = String(declaration.dropFirst().components(separatedBy: CharacterSet(charactersIn: ";{"))[0])
      let name = selector(ofDeclaration: body)
      guard !name.isEmpty else { continue }
      found.append(Row(header: header, className: owner, isClassMethod: isClassMethod, selector: name, isProperty: false))
    }
  }
  return found
}

/// Runs `tool` with `arguments`, its standard output.
func run(_ arguments: [String]) -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [tool] + arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  do { try process.run() } catch { fail("cannot run \(tool): \(error)") }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self)
}

let all = publicHeaders().flatMap(rows(of:))

// The Swift core: one line per row, 1 when the interpreter answers the selector.
var snippet = ""
for row in all {
  let query = row.isClassMethod ? "respondsToSelector" : "instancesRespondToSelector"
  snippet +=
    "NSLog(@\"%d\", (int)[NSClassFromString(@\"\(row.className)\") \(query):NSSelectorFromString(@\"\(row.selector)\")]);\n"
}
let snippetFile = FileManager.default.temporaryDirectory.appendingPathComponent("rac-2.5-api-query.m")
do { try snippet.write(to: snippetFile, atomically: true, encoding: .utf8) } catch { fail("\(error)") }
let answers = run(["run", snippetFile.path, "--output-only"]).split(separator: "\n").map(String.init)
  .filter { $0 == "0" || $0 == "1" }
guard answers.count == all.count else {
  fail("\(tool) run answered \(answers.count) of \(all.count) queries (is it rac-walkthrough?)")
}

// RAC's source: the `.m` files rac-source loads.
let loaded = Set(
  run(["rac-source", checkout.path]).split(separator: "\n").compactMap { line -> String? in
    let words = line.split(separator: " ", omittingEmptySubsequences: true)
    guard words.count >= 2, words[0].hasSuffix(".m"), words[1] == "loaded:" else { return nil }
    return String(words[0])
  })

print("| header | class | method | runs on |")
print("| --- | --- | --- | --- |")
for (row, answer) in zip(all, answers) {
  let source = String(row.header.dropLast(2)) + ".m"
  let onCore = answer == "1"
  let onSource = loaded.contains(source)
  let runsOn =
    onCore && onSource ? "Swift core, --rac-source" : onCore ? "Swift core" : onSource ? "--rac-source" : "not yet"
  let method = row.isProperty ? "@property \(row.selector)" : (row.isClassMethod ? "+" : "-") + row.selector
  print("| `\(row.header)` | `\(row.className)` | `\(method)` | \(runsOn) |")
}
