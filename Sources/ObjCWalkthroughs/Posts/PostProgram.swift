import Foundation
import ObjCInterpreter
import ObjCLibraries
import RACWalkthroughKit

/// A walkthrough's Objective-C: the post's listings and the scene, from the walkthrough's folder, as
/// one snippet (`objectiveC.files` in its steps.json, in the order they run).
public enum PostProgram {
  /// Loads the program of the walkthrough `name` from `folder`; nil when the walkthrough has none.
  /// Files are named `name/file.m` in errors and traces (a sibling's `../other/scene.m` is
  /// `other/scene.m`).
  /// With `library` (`--rac-source`), RAC's own files run under it.
  public static func load(
    name: String, folder: URL, source: ObjectiveCSource?, library: RACSourceLibrary? = nil
  ) throws -> ObjCSnippet? {
    guard let (files, classes) = try sources(name: name, folder: folder, source: source) else { return nil }
    return try ObjCSnippet(
      files: files, bareMethodClasses: classes, library: library, natives: .walkthroughs)
  }

  /// The program's files, read from `folder` and named `name/file.m`, and the class whose methods
  /// each file's bare methods are (`objectiveC.methodsOf`); nil when the walkthrough has none.
  public static func sources(name: String, folder: URL, source: ObjectiveCSource?) throws -> (
    files: [SourceFile], bareMethodClasses: [String: String]
  )? {
    guard let files = source?.files, !files.isEmpty else { return nil }
    let sources = try files.map { file -> SourceFile in
      guard let url = ObjectiveCSource.url(of: file, in: folder) else {
        throw SnippetFileError(
          message: "\(folder.path)/steps.json: '\(file)' is no file of this folder or of a sibling walkthrough's")
      }
      let text: String
      do {
        text = try TextFile.read(url.path)
      } catch {
        throw SnippetFileError(message: "\(error)")
      }
      return SourceFile(name: ObjectiveCSource.displayName(file, of: name), text: text)
    }
    var classes: [String: String] = [:]
    for (file, className) in source?.methodsOf ?? [:] {
      classes[ObjectiveCSource.displayName(file, of: name)] = className
    }
    return (sources, classes)
  }
}

/// A walkthrough written in Objective-C alone (`ObjectiveCWalkthroughEntry`), loaded from its folder.
public enum ObjectiveCWalkthrough {
  /// The walkthrough and the snippet it runs: the folder's steps.json names the files.
  /// With `library` (`--rac-source`), RAC's own files run under it.
  public static func load(
    _ entry: ObjectiveCWalkthroughEntry, from directory: URL, library: RACSourceLibrary? = nil
  ) throws -> (
    walkthrough: Walkthrough, snippet: ObjCSnippet, data: WalkthroughData
  ) {
    let folder = directory.appendingPathComponent(entry.name, isDirectory: true)
    let data = try WalkthroughData.load(from: folder)
    guard
      let snippet = try PostProgram.load(name: entry.name, folder: folder, source: data.objectiveC, library: library)
    else {
      throw SnippetFileError(message: "\(folder.path)/steps.json names no Objective-C files (objectiveC.files)")
    }
    let walkthrough = snippet.walkthrough(
      name: entry.name, title: entry.title, post: entry.source, leaksByDesign: entry.leaksByDesign)
    return (walkthrough, snippet, data)
  }
}

/// The post's own code checked beside the walkthrough's Swift translation: its output against the
/// post, the walkthrough's steps on its trace, the same output as the translation, and the same RAC
/// calls in the same order (`TraceCrossCheck`). `verify` runs it for every walkthrough whose folder
/// has the post's code.
public struct PostProgramCheck: Sendable {
  /// The error that stopped the post's code, if one did.
  public let error: ObjCError?
  /// The post's code's own check: its steps on its trace.
  public let report: VerificationReport
  /// The translation's output against the post's code's, when they differ (`- translation, + post`).
  public let outputDifference: [String]
  /// The two traces' RAC calls compared.
  public let crossCheck: TraceCrossCheck.Result

  /// The steps the post's code does not prove.
  public var failedSteps: [StepResult] { report.steps.filter { !$0.passed } }
  /// Whether the post's code prints what the translation prints.
  public var printsWhatTheTranslationPrints: Bool { outputDifference.isEmpty }

  /// The translation's own check against the post's output: the post's code, printing the same,
  /// passes or fails it the same way (and so needs no second exploration of its schedules).
  public let translationOutput: OutputCheck?
  /// The translation's variant the post's code was compared with (nil: the translation as it is).
  public var translationVariant: String?

  /// Whether everything holds: it ran, proved the steps, printed the same and made the same calls.
  public var passed: Bool {
    error == nil && failedSteps.isEmpty && printsWhatTheTranslationPrints && crossCheck.matches
      && (translationOutput?.passed ?? true)
  }

  /// Runs `snippet` once as the walkthrough `name` (on the default schedule, as the translation's
  /// report ran) and checks it beside the translation's report.
  public static func check(
    _ snippet: ObjCSnippet, name: String, beside translation: VerificationReport, data: WalkthroughData
  ) -> PostProgramCheck {
    // The post's code makes the retain cycles the post makes, as the translation does.
    let program = snippet.walkthrough(
      name: name, title: translation.walkthrough.title,
      leaksByDesign: data.postCodeLeaksByDesign(beside: translation.walkthrough.leaksByDesign))
    let report = Verifier.verify(
      WalkthroughRun.replay(program), against: WalkthroughData(postOutput: nil, steps: data.postCodeSteps, notes: nil))
    // The post's code may be one of the translation's variants (contact-form's blocks keep `self`
    // as the post's do only in its `post-self-capture` variant): compare it with that one.
    let variant = data.objectiveC?.translationVariant
    let beside = variant.map { WalkthroughRun.replay(translation.walkthrough, variant: $0) } ?? translation.run
    let expected = beside.outputLines.map(OutputNormalizer.normalize)
    let actual = report.run.outputLines.map(OutputNormalizer.normalize)
    return PostProgramCheck(
      error: snippet.lastError, report: report,
      outputDifference: expected == actual ? [] : LineDiff.diff(expected: expected, actual: actual),
      crossCheck: TraceCrossCheck.compare(
        translation: beside.trace, post: report.run.trace, ignoring: data.objectiveC?.crossCheckIgnores ?? []),
      translationOutput: translation.output, translationVariant: variant)
  }

  private var ofVariant: String { translationVariant.map { " (its \($0) variant)" } ?? "" }

  /// The check as `verify` prints it, under the translation's report.
  public func rendered(files: [String]) -> [String] {
    var lines: [String] = []
    let list = files.joined(separator: ", ")
    if let error {
      lines.append("  ✗ the post's code (\(list)) stopped: \(error.headline)")
    }
    lines.append("  ✓ the post's code (\(list)) ran")
    lines.append("  \(failedSteps.isEmpty ? "✓" : "✗") the post's code proves the \(report.steps.count) step(s) too")
    for failure in failedSteps {
      lines.append("      not \(failure.step.label) (\(failure.step.en)): \(failure.step.pattern)")
    }
    lines.append(
      "  \(printsWhatTheTranslationPrints ? "✓" : "✗") the post's code prints what the translation\(ofVariant) prints"
        + (translationOutput == nil ? "" : " (so it meets the post's output as the translation does, above)"))
    lines += outputDifference.map { "      " + $0 }
    lines.append(
      "  \(crossCheck.matches ? "✓" : "✗") the post's code and the translation\(ofVariant) make the same \(crossCheck.compared) RAC calls in the same order"
    )
    lines += crossCheck.difference.map { "    " + $0 }
    return lines
  }
}
