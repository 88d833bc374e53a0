import Foundation
import ObjCInterpreter
import RAC

/// One spec file made runnable: its program (the spec, its helper files, the headers they import
/// from beside them, all read as spec files, `SourceFile.Kind.spec`), the examples it declares,
/// and each example run on a fresh replay: virtual time, virtual queues and the snippets' budgets,
/// so a spec that throws, loops or waits forever fails that example alone.
///
/// Every run collects the examples again (the configurations' `+configure:`, then each spec
/// class's `-spec`), then runs the one asked for (`SpecRun.run`): the `__block` variables the
/// spec's groups declare are that run's, as if the example were the only one.
public final class SpecProgram: @unchecked Sendable {
  /// The spec file.
  public let specFile: String
  /// Helper files left out of the program because they do not load, with the first error of each:
  /// the spec runs without them (an example that needs one fails).
  public private(set) var leftOut: [ObjCError] = []
  /// The program's files as one snippet (the headers, the helpers, the spec last): what `step` and
  /// the viewer show beside one example's run.
  public let snippet: ObjCSnippet
  private let styles: [String: SpecStyle]
  /// What replays the program: the host's virtual queues and console.
  private let host: any ReplayHost

  /// Reads `plan`'s files; a helper that does not load is left out (`leftOut`), a spec that does
  /// not load throws `SpecProgramError`, an unreadable file `SnippetFileError`. `host` replays
  /// each example and lends its native classes (with the spec DSL's beside them).
  public init(
    plan: SpecFiles.Plan, limits: Interpreter.Limits = Interpreter.Limits(), library: RACSourceLibrary? = nil,
    host: any ReplayHost
  ) throws {
    specFile = plan.spec
    self.host = host
    var helpers = plan.helpers
    var left: [ObjCError] = []
    while true {
      let files = try (helpers + [plan.spec]).map(SpecProgram.read)
      do {
        // The headers beside the files, all before the first file, as the test target's compiler
        // has read them; the spec DSL's macros before each file's first line.
        let folders = files.map { ($0.name as NSString).deletingLastPathComponent }.map { $0.isEmpty ? "." : $0 }
        let snippet = try ObjCSnippet(
          files: files, limits: limits, bareMethodClasses: [:], library: library, natives: host.natives.withSpecDSL,
          headers: ProgramReader.inside(folders, nameFor: SpecFiles.pathBeside, read: SpecProgram.read),
          prelude: { $0.kind == .spec ? SpecPrelude.prelude : nil }, headersFirst: true, readableFolders: folders)
        self.snippet = snippet
        styles = Dictionary(snippet.files.map { ($0.name, SpecStyle.of(text: $0.text)) }) { first, _ in first }
        break
      } catch let error as ObjCError {
        // A helper (or a header only helpers bring) that does not load: leave it out and try again.
        let culprit = helpers.first { $0 == error.file || String($0.dropLast(2)) + ".h" == error.file }
        guard let culprit, error.file != plan.spec else { throw SpecProgramError(error: error, leftOut: left) }
        left.append(error)
        helpers.removeAll { $0 == culprit }
      }
    }
    leftOut = left
  }

  /// A file of the spec's program, read from disk.
  private static func read(_ path: String) throws -> SourceFile {
    guard let text = SpecFiles.read(path) else {
      throw SnippetFileError(message: "cannot read '\(path)' as UTF-8 text")
    }
    return SourceFile(name: path, text: text, kind: .spec)
  }

  // MARK: - Running

  /// What collecting the examples found: the examples, or the error that stopped it (a DSL word in
  /// the wrong place, an exception in a `describe` block).
  public func examples() -> Result<[SpecExampleInfo], ObjCError> {
    let (run, error) = replay { _ in }
    defer { run.release() }
    if let error { return .failure(error) }
    return .success(run.examples.map(\.info))
  }

  /// Runs example `index` of `examples()` on a fresh replay: its failures (those of blocks the
  /// queues run after its body too), and the error that stopped it, if one did.
  public func run(example index: Int, _ info: SpecExampleInfo) -> SpecOutcome {
    var mismatch: [SpecFailure] = []
    let (run, error) = replay { run in
      guard index < run.examples.count, run.examples[index].info == info else {
        mismatch = [
          SpecFailure(
            file: info.file, line: info.line,
            message: "the spec declared other examples in this run than when they were collected")
        ]
        return
      }
      try run.run(run.examples[index])
    }
    defer { run.release() }
    return SpecOutcome(failures: mismatch + run.failures, error: error, notes: run.notes)
  }

  /// The replays of example `index` of `examples()`, for `step` and `trace --example` (the
  /// walkthroughs' host makes them a `Walkthrough`): each replay collects the examples without
  /// recording them (the `describe` blocks are not the example's lines), then runs the example's
  /// chain as a spec run does — its `beforeEach` blocks outermost first, its body, its `afterEach`
  /// blocks innermost first — so, traced, it is stepped line by line like a snippet and each
  /// `expect` is a note (`SpecExpectations`). A spec that declares other examples in the replay
  /// than when they were listed stops with an error at the example's line. Output goes to `output`.
  public func replay(
    example index: Int, _ info: SpecExampleInfo, output: @escaping @Sendable (String) -> Void
  ) -> ObjCSnippet.Replay {
    let specFile = specFile
    let styles = styles
    let snippet = snippet
    return snippet.replay(
      output: output,
      entry: { interpreter in
        let run = SpecRun(styles: styles)
        interpreter.run.locals.set(run)
        // The run holds the spec's blocks, which hold the interpreter: let go of them once the
        // example's chain is over (the failures stay).
        defer { run.release() }
        if Tracing.isRecording {
          var collectError: Error?
          _ = Tracing.record(eventLimit: 0) {
            do { try SpecProgram.collect(into: run, interpreter, specFile: specFile) } catch { collectError = error }
          }
          if let collectError { throw collectError }
        } else {
          try SpecProgram.collect(into: run, interpreter, specFile: specFile)
        }
        guard index < run.examples.count, run.examples[index].info == info else {
          throw interpreter.fail(
            "the spec declared other examples in this run than when they were listed",
            at: SourceLocation(
              file: info.file, offset: snippet.files.first { $0.name == info.file }?.lineStart(info.line) ?? 0,
              line: info.line, column: 1))
        }
        try run.run(run.examples[index])
      })
  }

  /// One replay of the program: the examples collected, then `body` (which runs one of them); the
  /// run, and the error that stopped it, if any.
  private func replay(_ body: @escaping (SpecRun) throws -> Void) -> (SpecRun, ObjCError?) {
    let run = SpecRun(styles: styles)
    let specFile = specFile
    let host = host
    let replay = snippet.replay(
      output: { line in host.write(line) },
      entry: { interpreter in
        interpreter.run.locals.set(run)
        try SpecProgram.collect(into: run, interpreter, specFile: specFile)
        try body(run)
      })
    host.run(replay)
    return (run, snippet.lastError)
  }

  /// The configurations' shared examples, then each spec class's examples (the spec file's, in
  /// the order the file defines them).
  private static func collect(into run: SpecRun, _ interpreter: Interpreter, specFile: String) throws {
    func defined(under roots: Set<String>, method: (ObjCClass) -> MethodDefinition?) -> [(ObjCClass, MethodDefinition)]
    {
      interpreter.classes.values.compactMap { objcClass -> (ObjCClass, MethodDefinition)? in
        guard objcClass.isDefinedBySnippet, !roots.contains(objcClass.name),
          !roots.isDisjoint(with: interpreter.classChain(of: objcClass.name)), let method = method(objcClass)
        else { return nil }
        return (objcClass, method)
      }.sorted { $0.1.location < $1.1.location }
    }
    let quickConfigurations = defined(under: ["QuickConfiguration"]) { $0.classMethods["configure:"] }
    let spectaSharedExamples = defined(under: ["SPTSharedExampleGroups"]) { $0.classMethods["defineSharedExamples"] }
    for (objcClass, method) in (quickConfigurations + spectaSharedExamples).sorted(by: { $0.1.location < $1.1.location }
    ) {
      let arguments: [Any?] = method.selector == "configure:" ? [SpecConfiguration()] : []
      _ = try interpreter.send(
        method.selector, to: interpreter.classValue(named: objcClass.name), arguments: arguments, at: method.location)
    }
    run.beginCollecting()
    for (objcClass, method) in defined(under: ["QuickSpec", "SPTSpec"], method: { $0.instanceMethods["spec"] })
    where method.location.file == specFile {
      let spec = try interpreter.instantiate(className: objcClass.name)
      try run.group(objcClass.name, focused: false, excluded: false) {
        _ = try interpreter.send("spec", to: spec, arguments: [], at: method.location)
      }
    }
  }
}

/// How one example went: the expectations that did not hold, and the error that stopped it (an
/// exception, a budget spent, a DSL word in the wrong place).
public struct SpecOutcome: Sendable {
  /// The expectations that failed, in order.
  public let failures: [SpecFailure]
  /// What stopped the example, if anything did.
  public let error: ObjCError?
  /// What the run skipped as the spec's framework does (a declaration inside a running example).
  public var notes: [SpecFailure] = []

  /// Whether the example passed.
  public var passed: Bool { failures.isEmpty && error == nil }
}

/// A spec file that does not load: its error, and the helper files left out before it was found.
public struct SpecProgramError: Error {
  /// The spec's own error (or that of a header it imports).
  public let error: ObjCError
  /// The helpers left out of the program, with their errors.
  public let leftOut: [ObjCError]
}
