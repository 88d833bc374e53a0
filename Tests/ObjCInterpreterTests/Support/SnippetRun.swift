import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RAC
import RACWalkthroughKit
import XCTest

/// Runs Objective-C text as the command line runs a file: parsed, resolved, replayed on the virtual
/// main thread and queues, with its output and the error that stopped it (if any).
struct SnippetRun {
  let output: [String]
  let error: ObjCError?
  let trace: Trace

  /// The error's one-line headline, or nil.
  var errorHeadline: String? { error?.headline }

  /// Runs `text`; a parse or resolve error comes back as `error` with no output.
  static func run(
    _ text: String, name: String = "snippet.m", recordingTrace: Bool = false,
    limits: Interpreter.Limits = Interpreter.Limits(maxSteps: 2_000_000, maxSeconds: 20)
  ) -> SnippetRun {
    run(files: [SourceFile(name: name, text: text)], recordingTrace: recordingTrace, limits: limits)
  }

  static func run(
    files: [SourceFile], recordingTrace: Bool = false, limits: Interpreter.Limits = Interpreter.Limits(),
    library: RACSourceLibrary? = nil
  ) -> SnippetRun {
    let snippet: ObjCSnippet
    do {
      snippet = try ObjCSnippet(files: files, limits: limits, library: library, natives: .walkthroughs)
    } catch let error as ObjCError {
      return SnippetRun(output: [], error: error, trace: Trace(events: []))
    } catch {
      XCTFail("unexpected error \(error)")
      return SnippetRun(output: [], error: nil, trace: Trace(events: []))
    }
    let replay = WalkthroughRun.replay(snippet.walkthrough(name: files[0].name), recordingTrace: recordingTrace)
    return SnippetRun(output: replay.outputLines, error: snippet.lastError, trace: replay.trace)
  }
}

extension SnippetRun {
  /// Runs the files at `paths` as the command line runs them: each after the headers it imports
  /// from beside it or below its folder.
  static func run(paths: [String]) -> SnippetRun {
    let snippet: ObjCSnippet
    do {
      snippet = try ObjCSnippet(paths: paths, limits: Interpreter.Limits(maxSteps: 2_000_000, maxSeconds: 20))
    } catch let error as ObjCError {
      return SnippetRun(output: [], error: error, trace: Trace(events: []))
    } catch {
      XCTFail("unexpected error \(error)")
      return SnippetRun(output: [], error: nil, trace: Trace(events: []))
    }
    let replay = WalkthroughRun.replay(snippet.walkthrough(name: paths[0]), recordingTrace: false)
    return SnippetRun(output: replay.outputLines, error: snippet.lastError, trace: replay.trace)
  }
}

/// Asserts that `text` runs without an error and prints exactly `expected`.
func assertPrints(
  _ text: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
) {
  let run = SnippetRun.run(text)
  XCTAssertNil(run.error, "unexpected error: \(run.error?.description ?? "")", file: file, line: line)
  XCTAssertEqual(run.output, expected, file: file, line: line)
}

/// Asserts that `text` stops with an error whose headline contains `fragment`, at `line:column`.
func assertFails(
  _ text: String, containing fragment: String, at position: (Int, Int)? = nil, file: StaticString = #filePath,
  line: UInt = #line
) {
  let run = SnippetRun.run(text)
  guard let error = run.error else {
    XCTFail("expected an error containing '\(fragment)', got output \(run.output)", file: file, line: line)
    return
  }
  XCTAssertTrue(
    error.message.contains(fragment), "'\(error.message)' does not contain '\(fragment)'", file: file, line: line)
  if let position {
    XCTAssertEqual(error.location.line, position.0, "line of \(error.headline)", file: file, line: line)
    XCTAssertEqual(error.location.column, position.1, "column of \(error.headline)", file: file, line: line)
  }
}

/// Asserts that `text` (run as `snippet.m`) stops with exactly `expected`: the error's
/// `FILE:LINE:COL: error: …` line, the source line and the caret under it.
func assertFails(
  _ text: String, withError expected: String, file: StaticString = #filePath, line: UInt = #line
) {
  let run = SnippetRun.run(text)
  guard let error = run.error else {
    XCTFail("expected the error \(expected), got output \(run.output)", file: file, line: line)
    return
  }
  XCTAssertEqual("\(error)", expected, file: file, line: line)
}
