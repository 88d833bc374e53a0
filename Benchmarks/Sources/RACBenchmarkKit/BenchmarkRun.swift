import Foundation

/// One run of the benchmark: the options, the table being filled, and what one scenario measured
/// that a later one reads (scenario 3's estimate uses scenario 1's and 2's numbers).
public final class BenchmarkRun {
  public let options: BenchmarkOptions
  public var table = ResultTable()

  /// Scenario 1: our median seconds per integer with tracing off.
  var oursSecondsPerInt: Double?
  /// Scenario 2: traced block calls (enter events) and notes per integer.
  var hooksPerInt: Double?
  /// Scenario 2: events recorded per second with tracing on (the median run).
  var tracedEventsPerSecond: Double?
  /// Scenario 5: the widths run and our median time per inner at each.
  var widthPerInner: [(width: Int, seconds: Double)] = []

  public init(options: BenchmarkOptions) {
    self.options = options
  }

  /// Runs the chosen scenarios in order and returns the table.
  public func runAll() throws -> String {
    let scenarios = options.scenarios
    if scenarios.contains(1) { try throughput() }
    if scenarios.contains(2) { try tracing() }
    if scenarios.contains(3) { try idleHooks() }
    if scenarios.contains(4) { try depth() }
    if scenarios.contains(5) { try width() }
    if scenarios.contains(6) { try allocations() }
    if scenarios.contains(7) { try goals() }
    return header() + "\n\n" + table.render()
  }

  func progress(_ message: String) {
    FileHandle.standardError.write(Data("[rac-benchmarks] \(message)\n".utf8))
  }

  private func header() -> String {
    var load = [Double](repeating: .nan, count: 3)
    _ = getloadavg(&load, 3)
    let sizes = [
      "n \(Format.count(options.n))", "trace-n \(Format.count(options.traceN))",
      "depth \(Format.count(options.depth)) × \(Format.count(options.depthValues)) values",
      "width \(options.widths.map(Format.count).joined(separator: "/"))",
      "repetitions \(options.repetitions)",
    ]
    return """
      RAC core benchmarks\(options.quick ? " (--quick)" : ""): \(sizes.joined(separator: ", ")); median of the \
      repetitions, contenders timed in turns in one process.
      Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \
      \(load.map(Format.number).joined(separator: " ")) (1/5/15 min) when the table was printed.
      """
  }
}
