import Foundation
import RAC

/// Scenario 6: what scenario 1 allocates per integer.
///
/// - RAC objects per integer, in this process: the growth of `LiveObjects.allocationCount`.
/// - Heap allocations (malloc calls and bytes) per integer, for every contender: the
///   `rac-benchmarks-allocs` child with the malloc interposer preloaded.
/// - Peak resident memory: a child process per contender reads its peak (`VmHWM`) before and after
///   running scenario 1 once; the table gives the growth.
extension BenchmarkRun {
  func allocations() throws {
    let n = options.n
    progress("scenario 6: allocations and peak memory of scenario 1, \(Format.count(n)) ints")
    let objectsN = min(n, 100_000)
    _ = ThroughputPipelines.rac(min(n, 1_000))
    let before = LiveObjects.allocationCount
    _ = ThroughputPipelines.rac(objectsN)
    let racObjectsPerInt = Double(LiveObjects.allocationCount - before) / Double(objectsN)

    let libraries = [("rac", "ours"), ("opencombine", "OpenCombine"), ("loop", "plain loop")]
    if let counter = allocationCounter() {
      var counts: [String: (mallocs: Double, bytes: Double)] = [:]
      for (library, _) in libraries {
        let outcome = try ChildProcess.run(
          counter.executable, ["--library", library, "--n", String(n)],
          environment: ["LD_PRELOAD": counter.interposer])
        let fields = ChildProcess.fields(outcome.output)
        guard outcome.succeeded, let mallocs = fields["mallocs"].flatMap(Double.init),
          let bytes = fields["bytes"].flatMap(Double.init)
        else { throw BenchmarkError.failed("scenario 6: the allocation counter failed for \(library)") }
        counts[library] = (mallocs / Double(n), bytes / Double(n))
      }
      func cell(_ library: String) -> String {
        guard let count = counts[library] else { return "n/a" }
        return "\(Format.number(count.mallocs)) mallocs, \(Format.bytes(count.bytes))"
      }
      let ours = counts["rac"]?.mallocs ?? .nan
      for (library, name) in libraries.dropFirst() {
        let theirs = counts[library]?.mallocs ?? .nan
        table.add(
          "6", "heap allocations per int (malloc calls, bytes requested)",
          ours: "\(cell("rac")) (\(Format.number(racObjectsPerInt)) RAC objects)", other: "\(name) \(cell(library))",
          ratio: theirs > 0 ? "\(Format.number(ours / theirs))× the mallocs" : "n/a")
      }
    } else {
      table.add(
        "6", "RAC objects allocated per int", ours: Format.number(racObjectsPerInt),
        other: "malloc counts need rac-benchmarks-allocs (Benchmarks/run-all.sh builds it)")
    }

    var growth: [String: Double] = [:]
    var start = Double.nan
    for (library, _) in libraries {
      let outcome = try ChildProcess.run(
        ChildProcess.currentExecutable, ["--child", "rss", "--library", library, "--n", String(n)])
      let fields = ChildProcess.fields(outcome.output)
      guard outcome.succeeded, let before = fields["startKiB"].flatMap(Double.init),
        let peak = fields["peakKiB"].flatMap(Double.init), before >= 0, peak >= 0
      else { throw BenchmarkError.failed("scenario 6: the peak-memory child failed for \(library)") }
      growth[library] = (peak - before) * 1024
      start = before * 1024
    }
    func cell(_ library: String) -> String { Format.bytes(growth[library] ?? .nan) }
    table.add(
      "6", "peak RSS growth of a process running scenario 1 once (from \(Format.bytes(start)) at start)",
      ours: cell("rac"), other: "OpenCombine \(cell("opencombine")); plain loop \(cell("loop"))")
  }

  /// The allocation counter and the interposer library beside it, if both were built.
  func allocationCounter() -> (executable: String, interposer: String)? {
    let directory = URL(fileURLWithPath: ChildProcess.currentExecutable).deletingLastPathComponent()
    let executable = options.allocsBinary ?? directory.appendingPathComponent("rac-benchmarks-allocs").path
    let interposer = URL(fileURLWithPath: executable).deletingLastPathComponent()
      .appendingPathComponent("libMallocInterposerSwift.so").path
    let files = FileManager.default
    guard files.isExecutableFile(atPath: executable), files.fileExists(atPath: interposer) else { return nil }
    return (executable, interposer)
  }
}
