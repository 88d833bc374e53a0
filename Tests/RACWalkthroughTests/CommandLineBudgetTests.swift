import Foundation
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI
@testable import RACWalkthroughKit

/// Every command that runs a program takes the same budgets and applies them, reports a run-time
/// error with a non-zero status, validates every number it is given, and survives standard streams
/// it cannot write to (issue 25).
final class CommandLineBudgetTests: LeakCheckedTestCase {

  private func run(_ arguments: [String]) -> CommandRun { CommandRun.run(arguments) }

  private func snippet(_ name: String, _ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("budgets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  private func assertOneLineUsageError(
    _ arguments: [String], containing text: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let result = run(arguments)
    XCTAssertEqual(result.status, 2, "\(arguments)", file: file, line: line)
    XCTAssertEqual(result.errors.count, 1, "\(result.errors)", file: file, line: line)
    XCTAssertTrue(result.errorText.contains(text), "\(arguments): \(result.errors)", file: file, line: line)
  }

  private static let commandsThatRun = ["run", "step", "trace", "verify", "explore"]

  func testEveryCommandThatRunsAProgramListsTheBudgetsInItsHelp() {
    for command in Self.commandsThatRun + ["check-post"] {
      let help = run([command, "--help"]).text
      for flag in ["--max-steps", "--max-seconds", "--max-memory", "--max-events"] {
        XCTAssertTrue(help.contains(flag), "\(command) --help lacks \(flag)")
      }
    }
  }

  func testEveryNumericOptionIsCheckedWithAOneLineError() {
    for command in Self.commandsThatRun {
      for seconds in ["1e10", "9.3e9", "inf", "nan", "-1", "0", "soon"] {
        assertOneLineUsageError([command, "map", "--max-seconds", seconds], containing: "--max-seconds takes")
      }
      for steps in ["0", "-5", "1.5", "99999999999999999999999"] {
        assertOneLineUsageError([command, "map", "--max-steps", steps], containing: "--max-steps takes")
      }
      for size in ["0", "12Q", "1e30", "-1G", "100"] {
        assertOneLineUsageError([command, "map", "--max-memory", size], containing: "--max-memory takes")
      }
      assertOneLineUsageError([command, "map", "--max-events", "0"], containing: "--max-events takes")
    }
    assertOneLineUsageError(["explore", "map", "--seed", "99999999999999999999"], containing: "--seed takes")
    assertOneLineUsageError(["trace", "map", "--format", "mermaid", "--max-depth", "-1"], containing: "--max-depth")
    XCTAssertEqual(BudgetOptions.size("512M"), 512 << 20)
    XCTAssertEqual(BudgetOptions.size("1.5g"), 3 << 29)
    XCTAssertEqual(BudgetOptions.size("2GB"), 2 << 30)
  }

  func testCheckPostHoldsEachListingToTheBudgetsItIsGiven() throws {
    let post = try snippet(
      "post.md",
      "# A post\n\n```objc\nint i = 0;\nwhile (1) { i++; }\n```\n\n```objc\nNSLog(@\"%@\", [@\"\" stringByPaddingToLength:2000000000 withString:@\"a\" startingAtIndex:0]);\n```\n"
    )
    let result = run(["check-post", post, "--max-steps", "1000", "--max-memory", "16M"])
    XCTAssertTrue(
      result.text.contains("#1  line 4  stopped: \(post):5:1: error: stopped after 1000 steps"), result.text)
    XCTAssertTrue(
      result.text.contains("#2  line 9  stopped: \(post):9:14: error: stopped at 16 MB of memory"), result.text)
    assertOneLineUsageError(["check-post", post, "--max-seconds", "1e10"], containing: "--max-seconds takes")
  }

  func testAnEmptyNameIsAnErrorNotATrap() {
    for command in Self.commandsThatRun {
      assertOneLineUsageError([command, ""], containing: "an empty name is no walkthrough")
    }
  }

  func testARunTimeErrorUnderEveryCommandExitsNonZeroWithItsMessage() throws {
    let path = try snippet("error.m", "NSLog(@\"before\");\nNSLog(@\"%@\", [@1 foo]);\n// Outputs: before")
    let formats = ["text", "jsonl", "lines", "mermaid", "marbles", "html"]
    for arguments in [["run"], ["run", "--output-only"], ["step"], ["explore"], ["verify"]]
      + formats.map({ ["trace", "--format", $0] })
    {
      let result = run([arguments[0], path] + arguments.dropFirst())
      XCTAssertEqual(result.status, 1, "\(arguments)")
      XCTAssertTrue(
        result.errorText.contains("error.m:2:14: error: -[__NSCFNumber foo]: unrecognized selector"),
        "\(arguments): \(result.errors)")
    }
  }

  func testAnEndlessLoopUnderEveryCommandStopsAtItsBudget() throws {
    let path = try snippet("loop.m", "int i = 0;\nwhile (1) { i++; }\n// Outputs: never")
    for arguments in [["run"], ["step"], ["explore"], ["verify"], ["trace", "--format", "jsonl"], ["trace"]] {
      let result = run([arguments[0], path, "--max-steps", "3000"] + arguments.dropFirst())
      XCTAssertEqual(result.status, 1, "\(arguments)")
      XCTAssertTrue(
        result.errorText.contains("loop.m:2:1: error: stopped after 3000 steps"), "\(arguments): \(result.errors)")
    }
  }

  func testATraceOverItsBudgetStopsRecordingWithAMessageAndTheRunGoesOn() throws {
    let path = try snippet("count.m", "int n = 0;\nfor (int i = 0; i < 2000; i++) { n++; }\nNSLog(@\"%d\", n);")
    let result = run(["run", path, "--max-events", "500"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.output.contains("2000"), "the run went on: \(result.output.prefix(5))")
    XCTAssertTrue(result.text.contains("== trace (500 events: the first, where recording stopped)"))
    XCTAssertEqual(result.errors.count, 1, "\(result.errors)")
    XCTAssertTrue(
      result.errorText.contains("count.m:2:19: error: the trace stopped recording after 500 events"), result.errorText)
    for arguments in [["step"], ["trace", "--format", "jsonl"], ["trace", "--format", "html"]] {
      let cut = run([arguments[0], path, "--max-events", "500"] + arguments.dropFirst())
      XCTAssertEqual(cut.status, 1, "\(arguments)")
      XCTAssertTrue(cut.errorText.contains("the trace stopped recording after 500 events"), "\(arguments)")
    }
    XCTAssertEqual(run(["run", path]).status, 0, "within the default budget")
  }

  func testARunWhoseTraceStoppedAtItsLimitIsDrawnFromItsFirstEvents() throws {
    let path = try snippet("many.m", "int n = 0;\nfor (int i = 0; i < 30000; i++) { n++; }\nNSLog(@\"%d\", n);")
    let limit = WalkthroughRun.eventsDrawnOfAStoppedRun + 5_000
    let formats = ["html", "text", "jsonl", "lines", "mermaid", "marbles"].map { ["trace", "--format", $0] }
    for arguments in [["step"]] + formats {
      let cut = run([arguments[0], path, "--max-events", "\(limit)"] + arguments.dropFirst())
      XCTAssertEqual(cut.status, 1, "\(arguments)")
      XCTAssertTrue(
        cut.errorText.contains(
          "the trace stopped at its limit (below): shown are its first \(WalkthroughRun.eventsDrawnOfAStoppedRun) events of \(limit)"
        ), "\(arguments): \(cut.errorText)")
      XCTAssertTrue(cut.errorText.contains("the trace stopped recording after \(limit) events"), "\(arguments)")
    }
  }

  func testExploresSecondsAreTheWholeExplorationsNotEachSchedules() throws {
    // Twelve queues that each print: far more orders than the budget has time for, each one short.
    let path = try snippet(
      "queues.m",
      """
      for (int i = 0; i < 12; i++) {
        [[RACScheduler scheduler] schedule:^{ NSLog(@"%d", i); }];
      }
      """)
    let result = run(["explore", path, "--max-seconds", "1"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(
      result.output.first?.contains(": stopped by the error below: not every order covered, ") ?? false,
      "\(result.output.first ?? "")")
    XCTAssertTrue(
      result.errorText.contains("error: stopped after 1 s: the program may loop forever"),
      result.errorText)
  }

  func testAMemoryBudgetStopsALongNativeCallBeforeItAllocates() throws {
    // Each would allocate gigabytes in one native call if the budget were not asked first.
    let bombs = [
      "printf(\"%.2000000000f\\n\", 1.0);", "NSLog(@\"%2000000000d\", 1);",
      "NSLog(@\"%@\", [NSString stringWithFormat:@\"%*d\", 2000000000, 1]);",
      "NSLog(@\"%@\", [@\"\" stringByPaddingToLength:2000000000 withString:@\"a\" startingAtIndex:0]);",
    ]
    for bomb in bombs {
      let path = try snippet("bomb.m", bomb)
      let result = run(["run", path, "--output-only", "--max-memory", "64M"])
      XCTAssertEqual(result.status, 1, bomb)
      XCTAssertTrue(
        result.errorText.contains("bomb.m:1:") && result.errorText.contains("error: stopped at 64 MB of memory"),
        "\(bomb): \(result.errors)")
    }
    let padding = try snippet(
      "pad.m", "NSLog(@\"%lu\", [@\"\" stringByPaddingToLength:1000000 withString:@\"ab\" startingAtIndex:1].length);")
    XCTAssertEqual(run(["run", padding, "--output-only"]).output, ["1000000"], "a long padding is quick")
  }

  /// The built `rac-walkthrough`, beside the test bundle.
  private static var executable: URL? {
    #if canImport(Darwin)
      let folder = Bundle(for: CommandLineBudgetTests.self).bundleURL.deletingLastPathComponent()
    #else
      let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    #endif
    let url = folder.appendingPathComponent("rac-walkthrough")
    return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
  }

  /// Runs the built tool through the shell (`redirections` apply to it) under a hard cap of 2.5 GB
  /// of address space (the large-stack thread reserves 1 GB of it): a budget that failed would
  /// end this process, not the machine. Returns the exit status and standard error.
  private func runCapped(_ arguments: [String], redirections: String = "") throws -> (status: Int32, errors: String) {
    #if os(Linux)
      let cap: String? = "ulimit -v 2500000"
    #else
      // Darwin does not enforce `ulimit -v`: without a hard cap, these do not run.
      let cap: String? = nil
    #endif
    guard let cap else { throw XCTSkip("the hard cap is `ulimit -v`, which only Linux enforces") }
    guard let executable = Self.executable else { throw XCTSkip("rac-walkthrough is not built beside the tests") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "\(cap) && exec \"$0\" \"$@\" \(redirections)", executable.path] + arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  func testDoublingStringsAndArraysStopsAtTheMemoryBudgetUnderAHardCap() throws {
    let bombs = [
      "NSString *s = @\"ab\";\nfor (int i = 0; i < 60; i++) { s = [s stringByAppendingString:s]; }",
      "NSMutableString *s = [NSMutableString stringWithString:@\"ab\"];\nfor (int i = 0; i < 60; i++) { [s appendString:s]; }",
      "NSString *s = @\"ab\";\nfor (int i = 0; i < 60; i++) { s = [NSString stringWithFormat:@\"%@%@\", s, s]; }",
      "NSMutableArray *a = [NSMutableArray arrayWithObject:@1];\nfor (int i = 0; i < 60; i++) { [a addObjectsFromArray:a]; }",
      // Growing a kilobyte a statement, each call well within the budget: the budget's samples
      // of what the run holds stop it.
      "NSString *k = [@\"\" stringByPaddingToLength:1024 withString:@\"x\" startingAtIndex:0];\nNSMutableArray *a = [NSMutableArray array]; while (YES) { [a addObject:[k stringByAppendingString:@\"y\"]]; }",
    ]
    for bomb in bombs {
      let path = try snippet("bomb.m", bomb)
      let (status, errors) = try runCapped(["run", path, "--output-only", "--max-memory", "32M", "--max-seconds", "60"])
      XCTAssertEqual(status, 1, "\(bomb): \(errors)")
      XCTAssertTrue(errors.contains("bomb.m:2:") && errors.contains("error: stopped at 32 MB of memory"), errors)
    }
  }

  /// A chain of 8,000 `-concat:`s sends some 32,000,000 values inside the core, with an empty
  /// block of the program at the end: little comes back to the interpreter to stop, and a 5 s
  /// budget took minutes. The tool ends the command a moment after the budget with the budget's
  /// error at the program's line that called into that work, with its caret. Which of two stops
  /// comes first depends on the machine's speed: the guard's (`RunOverrunGuard`, at the statement,
  /// "in the library's own work") while the core still subscribes, or the interpreter's own
  /// check when the core calls the empty block (at the block). Both are right; CI on two cores
  /// met the second.
  func testARunStuckInTheCoresOwnWorkEndsTheCommandWithItsBudget() throws {
    let path = try snippet(
      "concats.m",
      """
      RACSignal *s = [RACSignal return:@0];
      for (int i = 0; i < 8000; i++) { s = [s concat:[RACSignal return:@(i)]]; }
      [s subscribeNext:^(id x) {}];
      NSLog(@"never");
      """)
    let guardStop =
      "\(path):3:1: error: stopped after 5 s: the program may loop forever; it is in the library's own work, "
      + "which does not come back to it (raise the limit with --max-seconds)"
    let interpreterStop =
      "\(path):3:18: error: stopped after 5 s: the program may loop forever (raise the limit with --max-seconds)"
    for command in [["run", path, "--output-only"], ["leaks", path]] {
      let (status, errors) = try runCapped(command + ["--max-seconds", "5"])
      XCTAssertEqual(status, 1, "\(command): \(errors)")
      let lines = errors.split(separator: "\n").suffix(3).map(String.init)
      let expected: [[String]] = [
        [guardStop, "[s subscribeNext:^(id x) {}];", "^"],
        [interpreterStop, "[s subscribeNext:^(id x) {}];", String(repeating: " ", count: 17) + "^"],
      ]
      XCTAssertTrue(expected.contains(lines), "\(command): \(lines)")
      XCTAssertFalse(errors.contains("never"), "\(command): \(errors)")
    }
  }

  /// A run whose first hundred steps end in slow library work (the description of sixteen strings
  /// of 50 M characters each, every quote escaped: past the time budget or the memory one on any
  /// machine) is stopped there, at that statement: each of a run's first 1,024 steps notes its
  /// place, where the place of the last check (the loop's `stringByAppendingString:`, line 2) was
  /// reported before. Nothing follows it, so no later statement can be the one stopped.
  func testSlowLibraryWorkEarlyInARunIsStoppedAtItsOwnStatement() throws {
    let path = try snippet(
      "describe.m",
      """
      NSString *s = @"x\\"y";
      for (int i = 0; i < 24; i++) { s = [s stringByAppendingString:s]; }
      NSArray *a = @[s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s];
      NSString *d = [a description];
      """)
    let (status, errors) = try runCapped(["run", path, "--output-only", "--max-seconds", "1"])
    XCTAssertEqual(status, 1, errors)
    let lines = errors.split(separator: "\n").suffix(3).map(String.init)
    XCTAssertEqual(lines.count, 3, errors)
    XCTAssertTrue(lines.first?.hasPrefix("\(path):4:1: error: stopped ") ?? false, errors)
    XCTAssertEqual(lines.dropFirst().first, "NSString *d = [a description];")
  }

  /// A variable-length array of 10 MB in a loop: each is made whole (zeroed) inside the
  /// interpreter's own work, which may outlast the grace after the budget. Whether the run stops
  /// itself or is stopped from outside, the stop is at the declaration, with its caret.
  func testALargeVariableLengthArrayInALoopStopsAtItsDeclaration() throws {
    let path = try snippet(
      "vla.m",
      """
      int total = 0;
      for (int i = 0; i < 100000; i++) {
        int n = 10000000;
        char a[n];
        a[0] = 1;
        total += a[0];
      }
      NSLog(@"%d", total);
      """)
    let (status, errors) = try runCapped(["run", path, "--output-only", "--max-seconds", "1"])
    XCTAssertEqual(status, 1, errors)
    let lines = errors.split(separator: "\n").suffix(3).map(String.init)
    XCTAssertEqual(lines.count, 3, errors)
    XCTAssertTrue(
      lines.first?.hasPrefix("\(path):4:8: error: stopped after 1 s: the program may loop forever") == true, errors)
    XCTAssertEqual(lines.dropFirst(), ["  char a[n];", "       ^"], errors)
  }

  /// `run` prints the program's lines at the run's end; a run its budget's overrun ends never gets
  /// there, and the lines it had printed were lost with the process. They come first, as a program
  /// killed at its deadline has shown them.
  func testARunEndedInTheCoresOwnWorkStillShowsWhatTheProgramPrinted() throws {
    guard let executable = Self.executable else { throw XCTSkip("rac-walkthrough is not built beside the tests") }
    let path = try snippet(
      "printed.m",
      """
      NSLog(@"before the chain");
      RACSignal *s = [RACSignal return:@0];
      for (int i = 0; i < 8000; i++) { s = [s concat:[RACSignal return:@(i)]]; }
      [s subscribeNext:^(id x) {}];
      NSLog(@"never");
      """)
    for (flags, expected) in [
      (["--output-only"], ["before the chain"]),
      ([], ["== \(path): Objective-C: \(path)", "== output", "before the chain"]),
    ] {
      let process = Process()
      process.executableURL = executable
      process.arguments = ["run", path, "--max-seconds", "3"] + flags
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 1, "\(flags)")
      // With a trace recorded, a loaded machine may spend the budget building the chain: the run
      // then stops at a statement and prints its trace after the same lines.
      let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
      XCTAssertEqual(flags.isEmpty ? Array(lines.prefix(expected.count)) : lines, expected, "\(flags)")
    }
  }

  /// `step` and the viewer draw a run that stopped from its first 20,000 events, and say so: the
  /// stops of a 200,000-event trace took 7 s after a budget that is to be met within a second.
  func testAStoppedRunIsDrawnFromItsFirstTwentyThousandEvents() throws {
    let path = try snippet(
      "stops.m",
      """
      for (int i = 0; i < 6000; i++) { [[RACSignal return:@(i)] subscribeNext:^(id x) {}]; }
      [@[] objectAtIndex:1];
      """)
    for command in [["step", path], ["trace", path, "--format", "html"], ["run", path]] {
      let result = run(command)
      XCTAssertEqual(result.status, 1, "\(command)")
      let cut = result.errors.first {
        $0.hasPrefix("rac-walkthrough: the run stopped (below): shown are its first 20000 events of ")
      }
      XCTAssertNotNil(cut, "\(command): \(result.errors)")
      XCTAssertTrue(result.errorText.contains("stops.m:2:1: error:"), "\(command): \(result.errors)")
    }
    XCTAssertTrue(run(["step", path]).output.contains { $0.hasPrefix("── stop ") && $0.contains("/") })
    XCTAssertTrue(
      run(["run", path]).output.contains { $0.hasPrefix("== trace (20000 events: the first of ") },
      "run prints the first events under a heading that says how many there were")
  }

  /// A program's reading (lexing, macros, parsing, resolving) is held to the time budget as its
  /// run is: a file of 200,000 enumerators takes seconds to read before any statement runs, and
  /// the command ends a moment after the budget with an error that says it was still reading.
  func testAProgramTooLargeToReadWithinTheBudgetEndsTheCommandWithItsBudget() throws {
    let enumerators = (0..<200_000).map { "E\($0)" }.joined(separator: ", ")
    let path = try snippet("wide.m", "enum Wide { \(enumerators) };\nNSLog(@\"%d\", (int)E1);\n")
    let (status, errors) = try runCapped(["run", path, "--output-only", "--max-seconds", "0.2"])
    XCTAssertEqual(status, 1, errors)
    XCTAssertEqual(
      errors.split(separator: "\n").last.map(String.init),
      "\(path): error: stopped after 0.2 s while reading the program: it is too large or too deeply nested "
        + "to read within its budget (raise the limit with --max-seconds)")
  }

  /// A subscriber that sends to its own subject recurses until the depth budget stops it, 7,500
  /// calls deep in the trace: the outline indents 64 levels and writes the depth past them (two
  /// spaces a level made 56 MB of blanks and took seconds past the budget), and a stop keeps the
  /// outermost call, a line for the calls left out and the innermost ones.
  func testAnEndlessRecursionIsPrintedWithItsDepthPastTheDeepestIndent() throws {
    let path = try snippet(
      "feedback.m",
      "RACSubject *s = [RACSubject subject];\n[s subscribeNext:^(id x) { [s sendNext:x]; }];\n[s sendNext:@1];\n")
    // The subject is kept by its own subscription, which never ends.
    expectsLeakedObjects = true
    let result = run(["run", path])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.errorText.contains("more than 1500 nested calls"), result.errorText)
    let lines = result.text.split(separator: "\n").map(String.init)
    let deep = lines.filter { $0.contains("[depth ") }
    XCTAssertFalse(deep.isEmpty)
    XCTAssertTrue(
      deep.allSatisfy { $0.hasPrefix(String(repeating: "  ", count: 64) + "[depth ") },
      deep.first ?? "")
    XCTAssertLessThan(lines.map(\.count).max() ?? 0, 400)
    let stack = (0..<300).map { "call \($0)" }
    let kept = StepSnapshots.kept(stack)
    XCTAssertEqual(kept.count, StepSnapshots.deepestStackKept)
    XCTAssertEqual(Array(kept.prefix(3)), ["call 0", "… 101 calls …", "call 102"])
    XCTAssertEqual(kept.last, "call 299")
    XCTAssertEqual(StepSnapshots.kept(Array(stack.prefix(200))), Array(stack.prefix(200)))
  }

  /// A checkout (`--rac-source DIR`) is read within the command's time budget too: a crafted one
  /// whose files hold hundreds of thousands of tokens read for minutes before any program ran.
  func testACheckoutTooLargeToReadWithinTheBudgetEndsTheCommandWithItsBudget() throws {
    let program = try snippet("small.m", "NSLog(@\"small\");\n")
    let checkout = URL(fileURLWithPath: program).deletingLastPathComponent().appendingPathComponent("checkout")
    try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
    let enumerators = (0..<200_000).map { "E\($0)" }.joined(separator: ", ")
    try "@implementation RACSignal\n@end\nenum Wide { \(enumerators) };\n".write(
      to: checkout.appendingPathComponent("RACSignal.m"), atomically: true, encoding: .utf8)
    let (status, errors) = try runCapped([
      "run", program, "--output-only", "--rac-source", checkout.path, "--max-seconds", "0.2",
    ])
    XCTAssertEqual(status, 1, errors)
    XCTAssertEqual(
      errors.split(separator: "\n").last.map(String.init),
      "\(checkout.path): error: stopped after 0.2 s while reading the checkout: it is too large or too deeply "
        + "nested to read within its budget (raise the limit with --max-seconds)")
  }

  /// A file of more tokens than `Lexer.maximumTokens` is refused where it passed them, before any
  /// of it is parsed: four million semicolons took 1.8 GB and 45 s.
  func testAFileOfMoreThanHalfAMillionTokensIsRefusedAtTheTokenThatPassedThem() throws {
    let path = try snippet("semicolons.m", String(repeating: ";", count: 600_000) + "\n")
    let result = run(["run", path, "--output-only"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.errors.first?.split(separator: "\n").first.map(String.init),
      "\(path):1:500001: error: more than 500,000 tokens: more than a file read here may hold")
  }

  func testTheToolWithAnUnwritableStandardErrorExitsNonZeroWithoutASignal() throws {
    for redirections in ["2>/dev/full", "2>&-"] {
      let (status, _) = try runCapped(["run", "nosuch"], redirections: redirections)
      XCTAssertEqual(status, 2, redirections)
    }
    XCTAssertEqual(try runCapped(["list"], redirections: ">/dev/full 2>&1").status, 1)
  }

  func testUnwritableStandardStreamsNeverTrap() throws {
    guard let full = fopen("/dev/full", "w") else { throw XCTSkip("this system has no /dev/full") }
    defer { fclose(full) }
    // `run nosuch 2>/dev/full`: the message is lost, the status stays.
    XCTAssertEqual(
      WalkthroughCommandLine.run(
        ["run", "nosuch"], output: stdout, error: full, isInteractive: false, errorIsTerminal: false), 2)
    // `list >/dev/full 2>&1`: the output fails, and so does saying so.
    XCTAssertEqual(
      WalkthroughCommandLine.run(["list"], output: full, error: full, isInteractive: false, errorIsTerminal: false),
      1)
    // `2>&-`: a stream whose descriptor is closed.
    // (Never closed with fclose: its descriptor is gone, and the number may be another file's.)
    guard let closed = fdopen(dup(STDOUT_FILENO), "w") else { return XCTFail("fdopen") }
    close(fileno(closed))
    XCTAssertEqual(
      WalkthroughCommandLine.run(
        ["run", "nosuch"], output: stdout, error: closed, isInteractive: false, errorIsTerminal: false), 2)
    XCTAssertEqual(
      WalkthroughCommandLine.run(
        ["list"], output: closed, error: closed, isInteractive: false, errorIsTerminal: false),
      1)
  }
}
