import Foundation
import RAC

/// Scenario 3: what the trace hooks cost while nobody records.
///
/// (a) The measure: scenario 1's pipeline (ours) in this build against the same pipeline in a build
/// of the core with `-DRAC_TRACE_HOOKS_OFF`, where `Tracing.call` is only `body()`. Both run as
/// child processes of this one, in alternating order (A B B A …), each child timing several runs
/// after a warm-up; the medians of the children's medians are compared. Needs the second build:
/// run-all.sh makes it and passes `--hooks-off-binary`.
///
/// (a′) The same two builds counted in instructions under callgrind (when valgrind is installed):
/// exact and repeatable, whatever else the machine is doing, where (a)'s few-percent difference can
/// drown in the noise of a busy 2-core machine and in the two builds' different code layout. Each
/// build's child runs the pipeline at two sizes; the difference, divided by the extra integers, is
/// the count per integer without the process's start-up.
///
/// (b) A cross-check that needs no second build: hook calls per integer (counted in scenario 2's
/// trace) times the measured cost of one idle hook, against scenario 1's time per integer.
extension BenchmarkRun {
  func idleHooks() throws {
    let n = options.n
    if let hooksOff = options.hooksOffBinary {
      progress("scenario 3: trace off against hooks compiled out, \(Format.count(n)) ints, in child processes")
      let arguments = ["--child", "throughput", "--n", String(n), "--repetitions", "3"]
      let this = ChildProcess.currentExecutable
      var withHooks: [Double] = []
      var withoutHooks: [Double] = []
      for round in 0..<max(1, options.repetitions) {
        let order = round % 2 == 0 ? [this, hooksOff] : [hooksOff, this]
        for executable in order {
          let outcome = try ChildProcess.run(executable, arguments)
          let fields = ChildProcess.fields(outcome.output)
          guard outcome.succeeded, let seconds = fields["seconds"].flatMap(Double.init) else {
            throw BenchmarkError.failed("scenario 3: \(executable) failed (status \(outcome.status))")
          }
          let compiledOut = fields["hooksCompiledOut"] == "1"
          guard compiledOut == (executable == hooksOff) else {
            throw BenchmarkError.failed(
              "scenario 3: \(executable) has its hooks \(compiledOut ? "compiled out" : "compiled in"), "
                + "which is not what the run needs")
          }
          if executable == hooksOff { withoutHooks.append(seconds) } else { withHooks.append(seconds) }
        }
      }
      let (on, off) = (Stopwatch.median(withHooks), Stopwatch.median(withoutHooks))
      table.add(
        "3", "idle hooks: trace off vs hooks compiled out, \(Format.count(n)) ints (child processes)",
        ours: "trace off \(Format.seconds(on))", other: "hooks compiled out \(Format.seconds(off))",
        ratio: "\(Format.overhead(ours: on, baseline: off)) (target < 3 %)")
      if let valgrind = ChildProcess.which("valgrind") {
        progress("scenario 3: the same in instructions, under callgrind")
        let large = max(20_000, min(n, 40_000))
        let withHooks = try Self.instructionsPerInt(valgrind, this, small: large / 2, large: large)
        let withoutHooks = try Self.instructionsPerInt(valgrind, hooksOff, small: large / 2, large: large)
        table.add(
          "3", "idle hooks in instructions (callgrind): trace off vs hooks compiled out",
          ours: "trace off \(Format.count(Int(withHooks.rounded()))) instructions/int",
          other: "hooks compiled out \(Format.count(Int(withoutHooks.rounded())))",
          ratio: "\(Format.overhead(ours: withHooks, baseline: withoutHooks)) (target < 3 %)")
      }
    } else {
      table.add(
        "3", "idle hooks: trace off vs hooks compiled out",
        ours: "not measured: needs the -DRAC_TRACE_HOOKS_OFF build (Benchmarks/run-all.sh)")
    }

    progress("scenario 3: cost of one idle hook")
    let iterations = opaque(options.quick ? 2_000_000 : 50_000_000)
    var sums = [0, 0]
    let medians = try Stopwatch.interleavedMedians(
      repetitions: options.repetitions,
      [
        { sums[0] = Self.hookedLoop(iterations) },
        { sums[1] = Self.bareLoop(iterations) },
      ])
    guard sums[0] == sums[1] else { throw BenchmarkError.failed("scenario 3: the hook loop changed the sum") }
    let perHook = max(0, medians[0] - medians[1]) / Double(iterations)
    let hooks = hooksPerInt ?? Self.countHooksPerInt()
    if let perInt = oursSecondsPerInt {
      table.add(
        "3", "idle hook estimate: hook calls per int × cost of one idle hook",
        ours: "\(Format.number(hooks)) × \(Format.seconds(perHook)) = \(Format.seconds(hooks * perHook)) per int",
        other: "trace off \(Format.seconds(perInt)) per int (scenario 1)",
        ratio: "≈ \(Format.overhead(ours: perInt, baseline: perInt - hooks * perHook))")
    } else {
      table.add(
        "3", "idle hook estimate: hook calls per int × cost of one idle hook",
        ours: "\(Format.number(hooks)) × \(Format.seconds(perHook)) = \(Format.seconds(hooks * perHook)) per int",
        other: "(run scenario 1 for the time per int)")
    }
  }

  /// Instructions per integer of our pipeline in `executable`, from two callgrind runs of its
  /// throughput child. Each child sends `n` integers through the pipeline twice (warm-up and one
  /// timed run) plus one short warm-up of at most 10,000, the same at both sizes.
  static func instructionsPerInt(_ valgrind: String, _ executable: String, small: Int, large: Int) throws -> Double {
    func instructions(_ n: Int) throws -> Double {
      let outcome = try ChildProcess.run(
        valgrind,
        [
          "--tool=callgrind", "--callgrind-out-file=/dev/null", executable, "--child", "throughput", "--n",
          String(n), "--repetitions", "1",
        ], mergingStandardError: true)
      let line = outcome.output.split(separator: "\n").first { $0.contains("Collected :") }
      guard outcome.succeeded,
        let count = line?.split(separator: ":").last.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) })
      else { throw BenchmarkError.failed("scenario 3: callgrind failed on \(executable) (status \(outcome.status))") }
      return count
    }
    return (try instructions(large) - instructions(small)) / Double(2 * (large - small))
  }

  /// Counts enter events and notes per integer on a short traced run (when scenario 2 did not run).
  static func countHooksPerInt() -> Double {
    let n = 200
    let trace = Tracing.record { _ = ThroughputPipelines.rac(n) }
    let hooks = trace.events.filter { $0.phase == .enter || $0.phase == .note }.count
    return Double(hooks) / Double(n)
  }

  @inline(never)
  static func step(_ value: Int) -> Int { value &* 3 }

  /// A loop whose every turn goes through one idle `Tracing.call` hook…
  @inline(never)
  static func hookedLoop(_ iterations: Int) -> Int {
    var sum = 0
    for value in 0..<iterations {
      sum &+= Tracing.call("step", of: nil, arguments: [("value", value)]) { step(value) }
    }
    return sum
  }

  /// …and the same loop without it.
  @inline(never)
  static func bareLoop(_ iterations: Int) -> Int {
    var sum = 0
    for value in 0..<iterations {
      sum &+= step(value)
    }
    return sum
  }
}
