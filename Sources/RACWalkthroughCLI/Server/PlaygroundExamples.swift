import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RACWalkthroughKit
import RACWalkthroughs

/// The playground's menu: every walkthrough's Objective-C (the post's own listings with the scene
/// they run with, or the walkthrough written in Objective-C), and the README's examples (its
/// `cat > NAME.m <<'OBJC' … OBJC` snippets and its `objc` fenced blocks). Read once when the server
/// starts, from the server's own walkthroughs folder and README; a request picks one by its id,
/// never by a path.
struct PlaygroundExamples {
  /// One entry of the menu.
  struct Example {
    /// How the page asks for it (`map`, `readme/hello.m`).
    let id: String
    /// The menu's group it is listed under.
    let group: String
    /// Its line in the menu.
    let label: String
    /// One line on what it shows.
    let title: String
    /// Its files, in the order they run.
    let files: [RunRequest.File]
    /// For a walkthrough, what a run of it needs besides its files.
    let walkthrough: WalkthroughSettings?
  }

  /// What running a walkthrough's code takes besides its files: the name and title the viewer
  /// shows, the steps it marks, the class a file's bare methods belong to, the post's output.
  struct WalkthroughSettings {
    /// The walkthrough's name.
    let name: String
    /// Its title.
    let title: String
    /// The post it comes from.
    let post: String
    /// The steps to find in its trace (the post's code's steps, or the walkthrough's own).
    let steps: [WalkthroughStep]
    /// The class a file's bare methods belong to, by file name (`objectiveC.methodsOf`).
    let bareMethodClasses: [String: String]
    /// The walkthrough's data: the post's output and how it is compared.
    let data: WalkthroughData
    /// Why its run leaves objects alive on purpose.
    let leaksByDesign: [String: String]
  }

  /// The menu in order: the posts' walkthroughs, those beyond the posts, the README's.
  let examples: [Example]

  /// Whether `files` are the walkthrough `name`'s example as the menu gives it (same names, same
  /// text, same order): its verification is then `verify NAME`'s.
  func isUnedited(_ files: [RunRequest.File], example name: String) -> Bool {
    guard let example = examples.first(where: { $0.id == name && $0.walkthrough != nil }) else { return false }
    return example.files.map(\.name) == files.map(\.name) && example.files.map(\.text) == files.map(\.text)
  }
  /// Walkthroughs whose data could not be read, and why (the menu leaves them out).
  let problems: [String]

  /// Reads the walkthroughs of `directory` (those named in `only`, when given: a run's worker
  /// reads the one its request names) and the README at `readme`.
  init(directory: URL, readme: URL?, only: Set<String>? = nil) {
    var examples: [Example] = []
    var problems: [String] = []
    // The walkthroughs written in Objective-C are found by their folders; a folder that does not
    // read is a problem of the menu, not a failure of the server.
    var discovered: [ObjectiveCWalkthroughEntry] = []
    if only?.isEmpty != true {
      do {
        discovered = try objectiveCWalkthroughs(in: directory)
      } catch {
        problems.append("\(error)")
      }
    }
    let entries: [(name: String, title: String, post: String, leaks: [String: String], isPost: Bool)] =
      allWalkthroughs.map { ($0.name, $0.title, $0.post, $0.leaksByDesign, true) }
      + discovered.map { ($0.name, $0.title, $0.source, $0.leaksByDesign, false) }
    for entry in entries where only?.contains(entry.name) ?? true {
      let folder = directory.appendingPathComponent(entry.name, isDirectory: true)
      do {
        let data = try WalkthroughData.load(from: folder)
        guard let (files, classes) = try PostProgram.sources(name: entry.name, folder: folder, source: data.objectiveC)
        else { continue }  // a Swift translation alone: no Objective-C to edit
        let settings = WalkthroughSettings(
          name: entry.name, title: entry.title, post: entry.post,
          steps: entry.isPost ? data.postCodeSteps : data.steps, bareMethodClasses: classes, data: data,
          leaksByDesign: entry.isPost ? data.postCodeLeaksByDesign(beside: entry.leaks) : entry.leaks)
        examples.append(
          Example(
            id: entry.name, group: entry.isPost ? "The posts' code" : "Beyond the posts",
            label: entry.name, title: entry.title,
            files: files.map { RunRequest.File(name: $0.name, text: $0.text) }, walkthrough: settings))
      } catch {
        problems.append("\(entry.name): \(error)")
      }
    }
    if let readme, let text = try? TextFile.read(readme.path) {
      examples += Self.readmeExamples(in: text)
    }
    self.examples = examples
    self.problems = problems
  }

  /// The README's Objective-C: each `cat > NAME.m <<'WORD'` here-document, and each fenced block
  /// marked `objc` / `objective-c`.
  static func readmeExamples(in text: String) -> [Example] {
    var examples: [Example] = []
    var lines = text.components(separatedBy: "\n")[...]
    var fence: String?
    var fencedCode: [String] = []
    var fenceNumber = 0
    var heading: String?
    while let line = lines.popFirst() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let language = fence {
        if trimmed == "```" {
          fence = nil
          if ["objc", "objective-c", "objectivec"].contains(language) {
            fenceNumber += 1
            // A block with no file name of its own is listed under the README's section it is in.
            examples.append(
              readmeExample(name: "example-\(fenceNumber).m", lines: fencedCode, label: heading))
          }
          fencedCode = []
          continue
        }
        fencedCode.append(line)
        if let (name, end) = hereDocument(trimmed) {
          var body: [String] = []
          while let next = lines.popFirst(), next.trimmingCharacters(in: .whitespaces) != end {
            body.append(next)
            fencedCode.append(next)
          }
          examples.append(readmeExample(name: name, lines: body))
        }
      } else if trimmed.hasPrefix("```") {
        fence = String(trimmed.dropFirst(3)).lowercased()
      } else if trimmed.hasPrefix("#") {
        heading = trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      }
    }
    return examples
  }

  /// `cat > hello.m <<'OBJC'`: the file's name and the word that ends it.
  private static func hereDocument(_ line: String) -> (name: String, end: String)? {
    let words = line.split(separator: " ").map(String.init)
    guard words.count >= 4, words[0] == "cat", words[1] == ">", words[2].hasSuffix(".m"), words[3].hasPrefix("<<")
    else { return nil }
    let end = words[3].dropFirst(2).trimmingCharacters(in: CharacterSet(charactersIn: "'\"-"))
    guard !end.isEmpty, !words[2].contains("/") else { return nil }
    return (words[2], end)
  }

  private static func readmeExample(name: String, lines: [String], label: String? = nil) -> Example {
    Example(
      id: "readme/\(name)", group: "The README's examples", label: label ?? name,
      title: "README: \(label ?? name)",
      files: [RunRequest.File(name: name, text: lines.joined(separator: "\n") + "\n")], walkthrough: nil)
  }

  /// The walkthrough named `name`'s settings, if the menu has it.
  func walkthrough(named name: String) -> WalkthroughSettings? {
    examples.first { $0.walkthrough?.name == name }?.walkthrough
  }

  /// `GET /api/examples`: the menu, without the files; and the checkout runs may use.
  func menuJSON(racSource: String?) -> String {
    struct Item: Encodable {
      let id, group, label, title: String
    }
    struct Menu: Encodable {
      let examples: [Item]
      let racSource: String?
    }
    let menu = Menu(
      examples: examples.map { Item(id: $0.id, group: $0.group, label: $0.label, title: $0.title) },
      racSource: racSource)
    return Self.encode(menu)
  }

  /// `GET /api/examples/ID`: one example's files, or nil for an id the menu does not have.
  func exampleJSON(id: String) -> String? {
    struct File: Encodable {
      let name, text: String
    }
    struct Item: Encodable {
      let id, title: String
      let walkthrough: String?
      let files: [File]
    }
    guard let example = examples.first(where: { $0.id == id }) else { return nil }
    return Self.encode(
      Item(
        id: example.id, title: example.title, walkthrough: example.walkthrough?.name,
        files: example.files.map { File(name: $0.name, text: $0.text) }))
  }

  private static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }
}
