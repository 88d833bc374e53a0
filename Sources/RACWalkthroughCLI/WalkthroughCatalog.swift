import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RACWalkthroughKit
import RACWalkthroughs
import Shared

/// Finds walkthroughs by name and loads the data in their folders; a name that is a path to an
/// Objective-C file (`.m`), or several joined by a newline, is a snippet run by the interpreter.
struct WalkthroughCatalog {
  let directory: URL
  /// When the command started: its time budget counts from here (`BudgetOptions.Scope`).
  let startedAt = Date()
  /// RAC's own files, when the command runs them in place of the Swift core (`--rac-source`).
  var racSource: RACSourceLibrary?
  private let snippets = SnippetCache()

  init(directory: URL) {
    self.directory = directory
  }

  /// The same catalog with the Swift core in place of RAC's source (`verify --rac-source` runs
  /// each walkthrough on both): its own loaded snippets, the same budgets and expected output.
  func onTheSwiftCore() -> WalkthroughCatalog {
    let onCore = WalkthroughCatalog(directory: directory)
    onCore.snippetLimits = snippetLimits
    onCore.expectedOutputOverride = expectedOutputOverride
    return onCore
  }

  /// Every walkthrough in `list` order: the posts' (Swift translations, with the posts' code
  /// beside them), then those written in Objective-C alone.
  func all() throws -> [Walkthrough] {
    try allWalkthroughs + objectiveCEntries().map(objectiveCWalkthrough)
  }

  /// The walkthroughs written in Objective-C in the catalog's folder (found by their folders).
  func objectiveCEntries() throws -> [ObjectiveCWalkthroughEntry] {
    do {
      return try objectiveCWalkthroughs(in: directory)
    } catch let error as WalkthroughError {
      throw CommandFailure.failed(error.description)
    }
  }

  /// Every walkthrough's name, without loading any (the Objective-C ones whose folders read).
  var allNames: [String] { allWalkthroughs.map(\.name) + ((try? objectiveCEntries()) ?? []).map(\.name) }

  func walkthrough(named name: String) throws -> Walkthrough {
    guard !name.isEmpty else {
      throw CommandFailure.usage("an empty name is no walkthrough and no file (see 'rac-walkthrough list')")
    }
    if Self.isSnippetName(name) { return try snippet(named: name).walkthrough(name: name) }
    if let walkthrough = allWalkthroughs.first(where: { $0.name == name }) { return walkthrough }
    if let entry = try objectiveCEntries().first(where: { $0.name == name }) { return try objectiveCWalkthrough(entry) }
    throw CommandFailure.usage(WalkthroughError.unknownWalkthrough(name, known: allNames).description)
  }

  /// The walkthrough a command line names: its one name (or snippet files), or with `--example
  /// PATTERN` one example of the spec file it names (`specExample`).
  func walkthrough(for list: ArgumentList, command: String) throws -> Walkthrough {
    let name = try singleName(list.positional, command: command)
    guard let pattern = list.value("--example") else { return try walkthrough(named: name) }
    guard list.positional.count == 1 else {
      throw CommandFailure.usage("\(command): --example takes one spec file, got \(list.positional.count) files")
    }
    return try specExample(file: name, pattern: pattern, command: command)
  }

  /// `step FILE --example PATTERN` and `trace FILE --example PATTERN`: one example of a spec file
  /// (its `beforeEach` blocks, its body, its `afterEach` blocks) as a walkthrough named by the
  /// file, whose program (the spec, its helpers and headers) is this command's snippet, so the
  /// code, the lines and the error that stopped a run are found as a snippet's are.
  func specExample(file path: String, pattern: String, command: String) throws -> Walkthrough {
    let plan: SpecFiles.Plan
    do {
      let plans = try SpecFiles.plans(for: [path])
      var isFolder: ObjCBool = false
      guard plans.count == 1, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue
      else {
        throw CommandFailure.usage("\(command): --example takes one spec file (FooSpec.m), not the folder '\(path)'")
      }
      plan = plans[0]
    } catch let error as SnippetFileError {
      throw CommandFailure.usage("\(command): \(CommandText.escaped(error.message))")
    }
    let program: SpecProgram
    do {
      program = try SpecProgram(
        plan: plan, limits: snippets.limits, library: racSource, host: WalkthroughReplayHost())
    } catch let failure as SpecProgramError {
      throw CommandFailure.source(failure.error.description)
    } catch let error as SnippetFileError {
      throw CommandFailure.usage("\(command): \(CommandText.escaped(error.message))")
    }
    let examples: [SpecExampleInfo]
    switch program.examples() {
    case .success(let found): examples = found
    case .failure(let error): throw CommandFailure.source(error.description)
    }
    let index: Int
    do {
      index = try SpecExampleChoice.choose(pattern, among: examples, in: path)
    } catch let error as SpecExampleChoiceError {
      throw CommandFailure.usage("\(command): \(error.message)")
    }
    snippets.store(program.snippet, as: path)
    return program.walkthrough(example: index, examples[index], name: path)
  }

  /// A walkthrough written in Objective-C, loaded from its folder once per command.
  private func objectiveCWalkthrough(_ entry: ObjectiveCWalkthroughEntry) throws -> Walkthrough {
    if let loaded = snippets.objectiveCWalkthrough(entry.name) { return loaded }
    do {
      let (walkthrough, snippet, data) = try ObjectiveCWalkthrough.load(entry, from: directory, library: racSource)
      snippets.store(snippet, as: entry.name)
      snippets.storeObjectiveC(walkthrough, data: data)
      return walkthrough
    } catch let error as ObjCError {
      throw CommandFailure.source(error.description)
    } catch let error as WalkthroughError {
      throw CommandFailure.failed(error.description)
    } catch {
      throw CommandFailure.failed("\(error)")
    }
  }

  func data(for walkthrough: Walkthrough) throws -> WalkthroughData {
    if let data = snippets.objectiveCData(walkthrough.name) { return data }
    if let snippet = snippets.loaded(walkthrough.name) {
      return WalkthroughData(
        postOutput: expectedOutputOverride ?? snippet.expectedOutput, steps: [], notes: nil,
        outputRules: OutputRules(comparesWords: expectedOutputOverride == nil && snippet.expectedOutputIsInline))
    }
    do {
      return try WalkthroughData.load(from: directory.appendingPathComponent(walkthrough.name, isDirectory: true))
    } catch let error as WalkthroughError {
      throw CommandFailure.failed(error.description)
    }
  }

  /// `verify FILE.m --expect OUTPUT`: the expected output from a file instead of the snippet's
  /// comments.
  var expectedOutputOverride: [String]? {
    get { snippets.expectedOutput }
    nonmutating set { snippets.expectedOutput = newValue }
  }

  /// Limits for snippet runs, from the command line.
  var snippetLimits: Interpreter.Limits {
    get { snippets.limits }
    nonmutating set { snippets.limits = newValue }
  }

  /// The post's own Objective-C for a walkthrough (its folder's `objectiveC` files); nil for a
  /// translation-only walkthrough.
  func postSnippet(for walkthrough: Walkthrough, data: WalkthroughData) throws -> ObjCSnippet? {
    let name = walkthrough.name + " (post)"
    if let loaded = snippets.loaded(name) { return loaded }
    let folder = directory.appendingPathComponent(walkthrough.name, isDirectory: true)
    do {
      guard
        let snippet = try PostProgram.load(
          name: walkthrough.name, folder: folder, source: data.objectiveC, library: racSource)
      else {
        return nil
      }
      snippets.store(snippet, as: name)
      return snippet
    } catch let error as ObjCError {
      throw CommandFailure.source(error.description)
    } catch {
      throw CommandFailure.failed("\(error)")
    }
  }

  /// The snippet a walkthrough runs, if it is one.
  func snippet(of walkthrough: Walkthrough) -> ObjCSnippet? { snippets.loaded(walkthrough.name) }

  private static func source(of snippet: ObjCSnippet) -> WalkthroughSource {
    WalkthroughSource(
      files: snippet.files.map { file in
        (file.name, file.text)
      })
  }

  /// What `step` and the viewer replay, the code they show beside it, and the steps to find in its
  /// trace: the Objective-C the walkthrough runs — a snippet, a walkthrough written in
  /// Objective-C, or the post's own code where the folder has it (its lines are in the trace, and
  /// its steps are `postCodeSteps`) — else the Swift translation, whose lines are guessed
  /// (`CodeLines` chooses).
  /// A `variant` is the translation's (the post's code has none), so it steps the translation.
  func steppingProgram(for walkthrough: Walkthrough, data: WalkthroughData, variant: String? = nil) throws -> (
    walkthrough: Walkthrough, source: WalkthroughSource?, steps: [WalkthroughStep]
  ) {
    if let snippet = snippets.loaded(walkthrough.name) { return (walkthrough, Self.source(of: snippet), data.steps) }
    if variant == nil, let post = try postSnippet(for: walkthrough, data: data) {
      let program = post.walkthrough(
        name: walkthrough.name, title: walkthrough.title, post: walkthrough.post,
        leaksByDesign: data.postCodeLeaksByDesign(beside: walkthrough.leaksByDesign))
      return (program, Self.source(of: post), data.postCodeSteps)
    }
    let folder = translationsDirectory.appendingPathComponent(walkthrough.name, isDirectory: true)
    return (walkthrough, WalkthroughSource.load(walkthrough: walkthrough.name, from: folder), data.steps)
  }

  /// Whether the last run of `walkthrough`'s Objective-C stopped with an error or a budget.
  func lastRunFailed(_ walkthrough: Walkthrough) -> Bool {
    let snippet = snippets.loaded(walkthrough.name) ?? snippets.loaded(walkthrough.name + " (post)")
    return snippet?.lastError != nil
  }

  /// Writes the error that stopped the last run of a snippet (its line and a caret) to standard
  /// error; returns the exit status it calls for, or nil when the run went through.
  func reportFailure(of walkthrough: Walkthrough, environment: CommandEnvironment) -> Int32? {
    let snippet = snippets.loaded(walkthrough.name) ?? snippets.loaded(walkthrough.name + " (post)")
    guard let error = snippet?.lastError else { return nil }
    environment.writeError(error.description)
    return 1
  }

  /// Whether a command-line name stands for Objective-C files (headers among them).
  static func isSnippetName(_ name: String) -> Bool {
    let paths = name.split(separator: "\n")
    return !paths.isEmpty && paths.allSatisfy { $0.hasSuffix(".m") || $0.hasSuffix(".objc") || $0.hasSuffix(".h") }
  }

  private func snippet(named name: String) throws -> ObjCSnippet {
    if let loaded = snippets.loaded(name) { return loaded }
    let paths = name.split(separator: "\n").map(String.init)
    for path in paths where !FileManager.default.fileExists(atPath: path) {
      throw CommandFailure.usage("no such file '\(CommandText.escaped(path))'")
    }
    do {
      let snippet = try ObjCSnippet(paths: paths, limits: snippets.limits, library: racSource)
      // An empty file, or one of comments alone: a compiler would build it, but there is nothing
      // to run, show or check.
      if snippet.isEmpty {
        throw CommandFailure(
          message: "\(paths.joined(separator: ", ")): nothing to run", status: 1, showsToolName: false)
      }
      snippets.store(snippet, as: name)
      return snippet
    } catch let failure as CommandFailure {
      throw failure
    } catch let error as ObjCError {
      throw CommandFailure.source(error.description)
    } catch {
      throw CommandFailure.failed("\(error)")
    }
  }
}

/// The snippets loaded for this command, shared by the catalog's copies.
private final class SnippetCache: @unchecked Sendable {
  private let lock = NSLock()
  private var snippets: [String: ObjCSnippet] = [:]
  var expectedOutput: [String]?
  var limits = Interpreter.Limits()

  func loaded(_ name: String) -> ObjCSnippet? { lock.withLock { snippets[name] } }

  /// Keeps a snippet loaded for this command, with the command's budgets.
  func store(_ snippet: ObjCSnippet, as name: String) {
    lock.withLock {
      snippet.limits = limits
      snippets[name] = snippet
    }
  }

  private var objectiveC: [String: (walkthrough: Walkthrough, data: WalkthroughData)] = [:]

  func objectiveCWalkthrough(_ name: String) -> Walkthrough? { lock.withLock { objectiveC[name]?.walkthrough } }

  func objectiveCData(_ name: String) -> WalkthroughData? { lock.withLock { objectiveC[name]?.data } }

  func storeObjectiveC(_ walkthrough: Walkthrough, data: WalkthroughData) {
    lock.withLock { objectiveC[walkthrough.name] = (walkthrough, data) }
  }
}

/// Text from the command line as it may appear in a message: control characters escaped, so a
/// name cannot move the cursor or split the message.
enum CommandText {
  static func escaped(_ text: String) -> String {
    ControlCharacters.replaced(in: text) { String(format: "\\u{%02X}", $0.value) }
  }

  /// An argument as a command line the user can paste: as it is when the shell reads it so, else
  /// in single quotes (`'my post.m'`).
  static func shellQuoted(_ argument: String) -> String {
    let plain = argument.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "_./+-:=,@%".unicodeScalars.contains(scalar))
    }
    if plain, !argument.isEmpty { return argument }
    return "'" + escaped(argument).replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
