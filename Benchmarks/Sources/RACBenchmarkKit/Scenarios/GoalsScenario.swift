import Foundation
import RAC

/// Scenario 7: issue 14's goals, one row each, with the target beside the figure and whether it is
/// met. Counts come from callgrind and the malloc counter, which do not depend on the machine's
/// load; rates and growth from the scenarios above when they ran in this invocation.
extension BenchmarkRun {
  /// ReactiveObjC, the real library, on scenario 1 (issue 14: built from source on this machine
  /// with an Apple-like `@synchronized`; not rebuildable here, so quoted).
  static let reactiveObjC = (instructionsPerInt: 45_300.0, mallocsPerInt: 23.0)

  func goals() throws {
    progress("scenario 7: the goals of issue 14")
    func verdict(_ met: Bool) -> String { met ? "met" : "NOT met" }

    // Goal 1: instructions and mallocs per int, trace hooks compiled in and idle.
    // Issue 14's figure: a little under half of ReactiveObjC's 45,300.
    let targetInstructions = 22_000.0
    if let valgrind = ChildProcess.which("valgrind") {
      let large = max(20_000, min(options.n, 40_000))
      let perInt = try Self.instructionsPerInt(valgrind, ChildProcess.currentExecutable, small: large / 2, large: large)
      table.add(
        "7", "goal 1: instructions per int, scenario 1, hooks idle (callgrind)",
        ours: Format.count(Int(perInt.rounded())),
        other: "target ≤ \(Format.count(Int(targetInstructions))) (ReactiveObjC \(Format.count(45_300)))",
        ratio:
          "\(verdict(perInt <= targetInstructions)); \(Format.number(Self.reactiveObjC.instructionsPerInt / perInt))× "
          + "ReactiveObjC's efficiency")
    } else {
      table.add("7", "goal 1: instructions per int (callgrind)", ours: "not measured: valgrind is not installed")
    }
    let targetMallocs = 20.0
    if let counter = allocationCounter() {
      let n = min(options.n, 200_000)
      let outcome = try ChildProcess.run(
        counter.executable, ["--library", "rac", "--n", String(n)], environment: ["LD_PRELOAD": counter.interposer])
      let fields = ChildProcess.fields(outcome.output)
      guard outcome.succeeded, let mallocs = fields["mallocs"].flatMap(Double.init),
        let bytes = fields["bytes"].flatMap(Double.init)
      else { throw BenchmarkError.failed("scenario 7: the allocation counter failed") }
      let perInt = mallocs / Double(n)
      table.add(
        "7", "goal 1: mallocs per int, scenario 1 (malloc counter)",
        ours: "\(Format.number(perInt)) (\(Format.bytes(bytes / Double(n))))",
        other:
          "target ≤ \(Format.number(targetMallocs)) (ReactiveObjC \(Format.number(Self.reactiveObjC.mallocsPerInt)))",
        ratio: "\(verdict(perInt <= targetMallocs)); \(Format.number(Self.reactiveObjC.mallocsPerInt / perInt))× "
          + "fewer than ReactiveObjC")
    } else {
      table.add("7", "goal 1: mallocs per int", ours: "not measured: needs rac-benchmarks-allocs (run-all.sh)")
    }

    // Goal 2: events recorded per second with tracing on.
    let targetRate = 5_000_000.0
    if let rate = tracedEventsPerSecond {
      table.add(
        "7", "goal 2: tracing on, events recorded per second (scenario 2)", ours: Format.rate(rate),
        other: "target ≥ \(Format.rate(targetRate))", ratio: verdict(rate >= targetRate))
    } else {
      table.add("7", "goal 2: tracing on, events recorded per second", ours: "not measured: run scenario 2 too")
    }

    // Goal 3: growth of the time per inner signal of a flatten, smallest to largest width.
    if let first = widthPerInner.first, let last = widthPerInner.last, last.width > first.width {
      let growth = last.seconds / first.seconds
      table.add(
        "7",
        "goal 3: growth of time per inner, flatten of \(Format.count(first.width)) → \(Format.count(last.width)) "
          + "inners (scenario 5)",
        ours: "×\(Format.number(growth))", other: "target ≤ ×3", ratio: verdict(growth <= 3))
    } else {
      table.add("7", "goal 3: growth of time per inner (flatten)", ours: "not measured: run scenario 5 too")
    }
    // Issue 15: collecting is linear (RAC appends to one NSMutableArray).
    let collectPerValue = [1_000, 10_000, 100_000].map { count in (count, Self.collectSecondsPerValue(count)) }
    if let first = collectPerValue.first, let last = collectPerValue.last {
      let growth = last.1 / first.1
      table.add(
        "7",
        "collect of 1,000 / 10,000 / 100,000 values: time per value (median of 5)",
        ours: collectPerValue.map { Format.seconds($0.1) }.joined(separator: " / ") + " (×\(Format.number(growth)))",
        other: "linear: target ≤ ×3 from 1,000 to 100,000", ratio: verdict(growth <= 3))
    }
    if let valgrind = ChildProcess.which("valgrind"), let widest = options.widths.last, widest >= 1_000 {
      // The same in instructions: (I(K) - I(1)) / (K - 1) at K = 1,000 and at the largest width.
      func instructions(_ width: Int) throws -> Double {
        let outcome = try ChildProcess.run(
          valgrind,
          [
            "--tool=callgrind", "--callgrind-out-file=/dev/null", ChildProcess.currentExecutable, "--child",
            "width", "--width", String(width),
          ], mergingStandardError: true)
        let line = outcome.output.split(separator: "\n").first { $0.contains("Collected :") }
        guard outcome.succeeded,
          let count = line?.split(separator: ":").last.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) })
        else {
          throw BenchmarkError.failed("scenario 7: callgrind failed on the width child (status \(outcome.status))")
        }
        return count
      }
      let base = try instructions(1)
      let small = (try instructions(1_000) - base) / 999
      let large = (try instructions(widest) - base) / Double(widest - 1)
      table.add(
        "7", "goal 3: instructions per inner, flatten of 1,000 → \(Format.count(widest)) inners (callgrind)",
        ours:
          "\(Format.count(Int(small.rounded()))) → \(Format.count(Int(large.rounded()))) (×\(Format.number(large / small)))",
        other: "target ≤ ×3", ratio: verdict(large / small <= 3))
    }
  }

  /// Seconds per value to `collect` `count` values sent through a subject (median of five runs).
  static func collectSecondsPerValue(_ count: Int) -> Double {
    var samples: [Double] = []
    for _ in 0..<5 {
      let subject = RACSubject()
      var collected = 0
      _ = subject.collect().subscribeNext { collected = ($0 as? NSArray)?.count ?? -1 }
      let start = DispatchTime.now().uptimeNanoseconds
      for value in 0..<count { subject.sendNext(value) }
      subject.sendCompleted()
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      precondition(collected == count, "collect lost values")
      samples.append(seconds / Double(count))
    }
    return samples.sorted()[samples.count / 2]
  }
}
