import Foundation

/// Scenario 4: a chain of `--depth` maps over `--depth-values` integers (time), and the deepest chain
/// that can be built, subscribed, sent one value, completed and freed without overflowing the stack.
///
/// Both run on threads with a stack of known size (`StackThread`), and everything that might
/// overflow runs first in a child process (this executable again, with a hidden flag), where an
/// overflow kills only the child:
/// - the deepest chain: probes on an 8 MiB thread stack (the main thread's limit on this machine),
///   doubling from 1,024 maps to a failing depth, then a binary search to within 0.5 %;
/// - the timed chain: on a 512 MiB thread stack (reserved, touched only as deep as used), after a
///   child has survived the same depth on the same stack; a library that did not is not timed.
extension BenchmarkRun {
  static let probeStackMiB = 8
  static let timedStackMiB = 512
  static let probeCap = 1 << 20

  func depth() throws {
    let (depth, values) = (options.depth, options.depthValues)
    progress("scenario 4: probing the deepest chain (child processes, \(Self.probeStackMiB) MiB thread stack)")
    let ours = try Self.deepestChain("rac")
    let theirs = try Self.deepestChain("opencombine")

    progress("scenario 4: chain of \(Format.count(depth)) maps over \(Format.count(values)) ints")
    let racFits = try Self.probe("rac", depth: depth, stackMiB: Self.timedStackMiB)
    let openCombineFits = try Self.probe("opencombine", depth: depth, stackMiB: Self.timedStackMiB)
    let expected = DepthPipelines.expectedSum(depth: depth, values: values)
    let repetitions = options.repetitions
    let timed = StackThread.run(stackBytes: Self.timedStackMiB << 20) { () -> Result<[Double], Error> in
      Result {
        var contenders: [() throws -> Void] = []
        for (fits, library) in [(racFits, "rac"), (openCombineFits, "opencombine")] where fits {
          _ = DepthPipelines.run(library, depth: depth, values: min(values, 100))
          contenders.append {
            guard DepthPipelines.run(library, depth: depth, values: values) == expected else {
              throw BenchmarkError.failed("scenario 4: wrong sum from \(library)")
            }
          }
        }
        return try Stopwatch.interleavedMedians(repetitions: repetitions, warmUp: false, contenders)
      }
    }
    guard var medians = try timed?.get() else { throw BenchmarkError.failed("scenario 4: the thread did not run") }
    let steps = Double(depth * values)
    func cell(_ fits: Bool) -> (String, Double) {
      guard fits, !medians.isEmpty else { return ("skipped: overflows a \(Self.timedStackMiB) MiB stack", .nan) }
      let seconds = medians.removeFirst()
      return ("\(Format.seconds(seconds)) · \(Format.seconds(seconds / steps))/map step", seconds)
    }
    let (oursCell, oursSeconds) = cell(racFits)
    let (theirsCell, theirsSeconds) = cell(openCombineFits)
    table.add(
      "4", "chain of \(Format.count(depth)) maps, \(Format.count(values)) ints (\(Self.timedStackMiB) MiB stack)",
      ours: oursCell, other: "OpenCombine \(theirsCell)", ratio: Format.ratio(ours: oursSeconds, other: theirsSeconds))

    func deepestCell(_ deepest: (depth: Int, capped: Bool)) -> String {
      deepest.capped ? "≥ \(Format.count(deepest.depth)) maps (probe cap)" : "\(Format.count(deepest.depth)) maps"
    }
    table.add(
      "4", "deepest chain: build, subscribe, send, complete, free (\(Self.probeStackMiB) MiB stack)",
      ours: deepestCell(ours), other: "OpenCombine \(deepestCell(theirs))",
      ratio: ours.depth > 0 && theirs.depth > 0
        ? "\(Format.number(Double(ours.depth) / Double(theirs.depth)))× as deep" : "n/a")
  }

  /// Whether a chain of `depth` maps survives in a child process, on a thread with `stackMiB` MiB.
  static func probe(_ library: String, depth: Int, stackMiB: Int = probeStackMiB) throws -> Bool {
    let outcome = try ChildProcess.run(
      ChildProcess.currentExecutable,
      ["--child", "probe", "--library", library, "--depth", String(depth), "--stack-mib", String(stackMiB)])
    if outcome.crashed { return false }
    guard outcome.succeeded, ChildProcess.fields(outcome.output)["ok"] == "1" else {
      throw BenchmarkError.failed("scenario 4: the \(library) probe at depth \(depth) exited with \(outcome.status)")
    }
    return true
  }

  /// The deepest chain that survives, to within 0.5 %, and whether the search stopped at its cap.
  static func deepestChain(_ library: String) throws -> (depth: Int, capped: Bool) {
    var good = 0
    var bad: Int?
    var candidate = 1_024
    while candidate <= probeCap {
      if try probe(library, depth: candidate) {
        good = candidate
        candidate *= 2
      } else {
        bad = candidate
        break
      }
    }
    guard var high = bad else { return (good, true) }
    var low = good
    while high - low > max(1, low / 200) {
      let middle = low + (high - low) / 2
      if try probe(library, depth: middle) { low = middle } else { high = middle }
    }
    return (low, false)
  }
}
