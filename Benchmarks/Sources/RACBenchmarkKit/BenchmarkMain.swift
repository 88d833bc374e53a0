import Foundation
import RAC

/// The command line of `rac-benchmarks`: the full run, or one of the hidden child modes the full run
/// starts in separate processes.
public enum BenchmarkMain {
  /// Runs the command and returns the exit status: 0, 1 when a measurement failed, 2 on a bad flag.
  public static func main(_ arguments: [String]) -> Int32 {
    do {
      let options = try BenchmarkOptions.parse(arguments)
      if options.help {
        print(BenchmarkOptions.usage)
        return 0
      }
      if let child = options.child { return try runChild(child, options) }
      let output = try BenchmarkRun(options: options).runAll()
      print(output)
      return 0
    } catch let error as BenchmarkError {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      if case .usage = error { return 2 }
      return 1
    } catch {
      FileHandle.standardError.write(Data("rac-benchmarks: \(error)\n".utf8))
      return 1
    }
  }

  /// The hidden modes. Each prints `key=value` lines for the parent.
  static func runChild(_ mode: String, _ options: BenchmarkOptions) throws -> Int32 {
    switch mode {
    case "throughput":
      // Scenario 3: our pipeline's median time, and whether this build compiled the hooks out.
      _ = ThroughputPipelines.rac(min(options.n, 10_000))
      var sum = 0
      let median = try Stopwatch.interleavedMedians(
        repetitions: options.repetitions, [{ sum = ThroughputPipelines.rac(options.n) }])[0]
      guard sum == ThroughputPipelines.plainLoop(options.n) else { throw BenchmarkError.failed("wrong sum") }
      let compiledOut = Tracing.record { _ = RACSignal.return(1) }.events.isEmpty
      print("seconds=\(median)\nhooksCompiledOut=\(compiledOut ? 1 : 0)")
    case "probe":
      // Scenario 4: survive a chain of --depth maps, or die of a stack overflow trying.
      let (library, depth) = (options.library, options.depth)
      // `--stack-mib 0`: on the main thread, whose stack is RLIMIT_STACK.
      let sum =
        options.stackMiB == 0
        ? DepthPipelines.run(library, depth: depth, values: 1)
        : StackThread.run(stackBytes: options.stackMiB << 20) { DepthPipelines.run(library, depth: depth, values: 1) }
          ?? nil
      guard sum == DepthPipelines.expectedSum(depth: depth, values: 1) else {
        throw BenchmarkError.failed("probe: wrong library or sum")
      }
      print("ok=1")
    case "width":
      // Scenario 5 under callgrind: one flatten of --width inner subjects (ours, or --library
      // opencombine), so that instructions per inner can be counted at two widths.
      let outcome =
        options.library == "opencombine"
        ? WidthPipelines.openCombine(width: options.width) : WidthPipelines.rac(width: options.width)
      guard outcome.received == options.width, outcome.completed else {
        throw BenchmarkError.failed("width: \(outcome.received) of \(options.width) values arrived")
      }
      print("seconds=\(outcome.totalSeconds)")
    case "tracing":
      // Scenario 2 under a profiler: --n ints through the pipeline inside Tracing.record.
      var sum = 0
      var trace = Trace(events: [])
      let seconds = Stopwatch.time { trace = Tracing.record { sum = ThroughputPipelines.rac(options.n) } }
      guard sum == ThroughputPipelines.plainLoop(options.n) else { throw BenchmarkError.failed("wrong sum") }
      print("seconds=\(seconds)\nevents=\(trace.eventCount)")
    case "rss":
      // Scenario 6: the peak resident memory of running scenario 1 once.
      print("startKiB=\(peakResidentKiB() ?? -1)")
      guard let sum = ThroughputPipelines.run(options.library, options.n) else {
        throw BenchmarkError.usage("unknown library '\(options.library)'")
      }
      blackHole(sum)
      print("peakKiB=\(peakResidentKiB() ?? -1)")
    default:
      throw BenchmarkError.usage("unknown child mode '\(mode)'")
    }
    return 0
  }

  /// This process's peak resident memory so far (`VmHWM`). Not `getrusage`'s `ru_maxrss`: on Linux
  /// that survives `exec`, so a child would report at least the memory of the parent that spawned it.
  static func peakResidentKiB() -> Int? {
    #if canImport(Darwin)
      // Darwin's `ru_maxrss` is in bytes and does not survive exec.
      var usage = rusage()
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
      return Int(usage.ru_maxrss) / 1024
    #else
      guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
      for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return line.dropFirst("VmHWM:".count).split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
      }
      return nil
    #endif
  }
}
