import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RAC
import RACBenchmarkKit
import RACWalkthroughKit

/// Scenario 1 of `rac-benchmarks` written in Objective-C and run by the interpreter on the Swift
/// core, against the compiled pipeline (`ThroughputPipelines.rac`): issue 21's goal for snippets,
/// the interpreted run within 2× the compiled one per integer.
///
/// The snippet is the compiled pipeline statement for statement: a `RACSubject`, `map:` (×3),
/// `filter:` (even), `flattenMap:` to `+[RACSignal return:]`, a `subscribeNext:` that sums, one
/// `sendNext:` per `@autoreleasepool` as an Objective-C loop would be written. It runs as a
/// pasted snippet does (`rac-walkthrough run s1.m --output-only`): read once by `ObjCSnippet`, then
/// each run a fresh interpreter under `WalkthroughRun.replay` without a trace. Both report the
/// sum, which must agree, so neither can skip work.
enum Scenario1ObjC {
  /// The Objective-C text for `n` integers; it prints `sum <value>`.
  static func source(_ n: Int) -> String {
    """
    RACSubject *subject = [RACSubject subject];
    __block NSInteger sum = 0;
    RACDisposable *disposable = [[[[subject map:^id(NSNumber *value) {
      return @(value.integerValue * 3);
    }] filter:^BOOL(NSNumber *value) {
      return value.integerValue % 2 == 0;
    }] flattenMap:^RACStream *(id value) {
      return [RACSignal return:value];
    }] subscribeNext:^(NSNumber *value) {
      sum += value.integerValue;
    }];
    for (NSInteger i = 0; i < \(n); i++) {
      @autoreleasepool {
        [subject sendNext:@(i)];
      }
    }
    [subject sendCompleted];
    [disposable dispose];
    NSLog(@"sum %ld", (long)sum);

    """
  }

  /// The snippet for `n` integers, read and resolved, as a walkthrough to replay. Its budgets are
  /// lifted: a benchmark's millions of steps are not a program looping forever.
  static func walkthrough(_ n: Int) throws -> Walkthrough {
    let limits = Interpreter.Limits(maxSteps: Int.max, maxSeconds: 86_400)
    let snippet = try ObjCSnippet(files: [SourceFile(name: "s1.m", text: source(n))], limits: limits)
    return snippet.walkthrough(name: "s1")
  }

  /// One interpreted run: the sum it printed, nil if it printed something else (an error).
  static func runInterpreted(_ walkthrough: Walkthrough) -> Int? {
    let run = WalkthroughRun.replay(walkthrough, recordingTrace: false)
    guard run.output.count == 1, let line = run.output.first, line.hasPrefix("sum ") else { return nil }
    return Int(line.dropFirst(4))
  }

  /// The row: `repetitions` rounds of both runs back to back after one warm-up of each
  /// (`PairedTiming`), µs per integer as each side's median, and the ratio as the median of the
  /// rounds' ratios with its quartiles; then instructions per integer under callgrind when
  /// `callgrindN` > 0 and valgrind is installed. The goals: issue 21's 2×, issue 37's 1.6×.
  static func row(n: Int, repetitions: Int, callgrindN: Int) throws -> [String] {
    let interpreted = try walkthrough(n)
    var sums: Set<Int?> = []
    let timing = try PairedTiming.measure(
      rounds: repetitions,
      { sums.insert(ThroughputPipelines.rac(n)) },
      { sums.insert(runInterpreted(interpreted)) })
    guard sums.count == 1, let sum = sums.first, sum != nil else {
      throw Scenario1Error(message: "scenario 1 in Objective-C: the sums differ: \(sums)")
    }
    let compiled = timing.medianA / Double(n)
    let run = timing.medianB / Double(n)
    var lines = [
      "| scenario 1, \(format(n)) ints | µs per int | \(String(format: "%.2f", compiled * 1e6)) | "
        + "\(String(format: "%.2f", run * 1e6)) | \(String(format: "%.2f×", timing.ratio)) "
        + "(quartiles \(String(format: "%.2f–%.2f", timing.ratioQuartiles.low, timing.ratioQuartiles.high))) | "
        + "\(goals(timing.ratio)) |"
    ]
    if callgrindN > 0, let valgrind = ChildProcess.which("valgrind") {
      let compiledInstructions = try instructionsPerInt(valgrind, child: "compiled-s1", large: callgrindN)
      let interpretedInstructions = try instructionsPerInt(valgrind, child: "objc-s1", large: callgrindN)
      let ratio = interpretedInstructions / compiledInstructions
      lines.append(
        "| scenario 1, callgrind \(format(callgrindN / 2)) → \(format(callgrindN)) ints | instructions per int | "
          + "\(format(Int(compiledInstructions.rounded()))) | \(format(Int(interpretedInstructions.rounded()))) | "
          + "\(String(format: "%.3f×", ratio)) | \(goals(ratio)) |")
    } else if callgrindN > 0 {
      lines.append("| scenario 1 | instructions per int | not measured: valgrind is not installed | | | |")
    }
    return lines
  }

  /// Issue 21's goal for snippets (within 2× the compiled pipeline) and issue 37's (within 1.6×).
  static func goals(_ ratio: Double) -> String {
    "within 2×: \(ratio <= 2 ? "met" : "NOT met"); within 1.6×: \(ratio <= 1.6 ? "met" : "NOT met")"
  }

  /// `(I(large) − I(large / 2)) / (large / 2)` for the `--child` process `child` under callgrind:
  /// start-up and reading the snippet cost the same at both sizes and cancel.
  static func instructionsPerInt(_ valgrind: String, child: String, large: Int) throws -> Double {
    func instructions(_ n: Int) throws -> Double {
      let outcome = try ChildProcess.run(
        valgrind,
        [
          "--tool=callgrind", "--callgrind-out-file=/dev/null", ChildProcess.currentExecutable, "--child", child,
          "--n", String(n),
        ], mergingStandardError: true)
      let line = outcome.output.split(separator: "\n").first { $0.contains("Collected :") }
      guard outcome.succeeded,
        let count = line?.split(separator: ":").last.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) })
      else {
        throw Scenario1Error(message: "callgrind failed on --child \(child) --n \(n) (status \(outcome.status))")
      }
      return count
    }
    let small = large / 2
    return (try instructions(large) - instructions(small)) / Double(large - small)
  }

  /// The `--child` process: one run of `child` on `n` integers, printing `sum=…`.
  static func child(_ child: String, n: Int) throws -> Int? {
    switch child {
    case "compiled-s1": return ThroughputPipelines.rac(n)
    case "objc-s1": return runInterpreted(try walkthrough(n))
    default: throw Scenario1Error(message: "unknown child '\(child)' (compiled-s1, objc-s1)")
    }
  }

  static func format(_ count: Int) -> String {
    let digits = String(count)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}

/// Something went wrong in the scenario 1 row (a sum that differs, callgrind failing).
struct Scenario1Error: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
