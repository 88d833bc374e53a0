/// Scenario 1: `map → filter → flattenMap(return)` over N integers with tracing off, ours against
/// OpenCombine and a plain loop.
extension BenchmarkRun {
  func throughput() throws {
    let n = options.n
    progress("scenario 1: map → filter → flattenMap over \(Format.count(n)) ints, trace off")
    let warmUp = min(n, 10_000)
    let expectedWarmUp = ThroughputPipelines.plainLoop(warmUp)
    guard ThroughputPipelines.rac(warmUp) == expectedWarmUp,
      ThroughputPipelines.openCombine(warmUp) == expectedWarmUp
    else { throw BenchmarkError.failed("scenario 1: the pipelines disagree on the sum") }

    var sums = [0, 0, 0]
    let medians = try Stopwatch.interleavedMedians(
      repetitions: options.repetitions, warmUp: false,
      [
        { sums[0] = ThroughputPipelines.rac(n) },
        { sums[1] = ThroughputPipelines.openCombine(n) },
        { sums[2] = ThroughputPipelines.plainLoop(n) },
      ])
    guard Set(sums).count == 1 else { throw BenchmarkError.failed("scenario 1: the pipelines disagree on the sum") }
    oursSecondsPerInt = medians[0] / Double(n)

    func cell(_ seconds: Double) -> String { "\(Format.seconds(seconds)) · \(Format.rate(Double(n) / seconds)) ints" }
    let measure = "map→filter→flattenMap(return), \(Format.count(n)) ints, trace off"
    table.add(
      "1", measure, ours: cell(medians[0]), other: "OpenCombine \(cell(medians[1]))",
      ratio: Format.ratio(ours: medians[0], other: medians[1]))
    table.add(
      "1", measure, ours: cell(medians[0]), other: "plain loop \(cell(medians[2]))",
      ratio: Format.ratio(ours: medians[0], other: medians[2]))
  }
}
