import Foundation
import RAC

/// Scenario 2: scenario 1's pipeline with a trace recording every block in memory.
///
/// The trace keeps every event, so this runs on `--trace-n` integers, far fewer than scenario 1.
/// Bytes per event are given two ways: the JSON the trace encodes to (on a sample of events, since
/// encoding millions is slow) and an in-memory estimate, the event struct's stride plus its arrays
/// and the UTF-8 bytes of its strings, each string counted as if it had storage of its own.
extension BenchmarkRun {
  func tracing() throws {
    let n = options.traceN
    progress("scenario 2: the same over \(Format.count(n)) ints with tracing on")
    let expected = ThroughputPipelines.plainLoop(n)

    // The warm-up recording is also the one the per-event figures are read from.
    var sum = 0
    let sample = Tracing.record { sum = ThroughputPipelines.rac(n) }
    guard sum == expected, !sample.events.isEmpty else {
      throw BenchmarkError.failed("scenario 2: the traced pipeline sent the wrong sum or recorded nothing")
    }
    let eventCount = sample.events.count
    let callCount = sample.events.filter { $0.phase == .enter }.count
    let noteCount = sample.events.filter { $0.phase == .note }.count
    hooksPerInt = Double(callCount + noteCount) / Double(n)
    let jsonSample = Array(sample.events.prefix(20_000))
    let jsonBytes = try JSONEncoder().encode(Trace(events: jsonSample)).count
    let jsonPerEvent = Double(jsonBytes) / Double(jsonSample.count)
    let memoryPerEvent = Double(sample.events.reduce(0) { $0 + Self.estimatedBytes(of: $1) }) / Double(eventCount)

    var recorded = 0
    let medians = try Stopwatch.interleavedMedians(
      repetitions: options.repetitions, warmUp: false,
      [
        { sum = ThroughputPipelines.rac(n) },
        {
          let trace = Tracing.record { sum = ThroughputPipelines.rac(n) }
          recorded = trace.eventCount
          guard sum == expected else { throw BenchmarkError.failed("scenario 2: wrong sum") }
        },
      ])
    let (off, on) = (medians[0], medians[1])
    tracedEventsPerSecond = Double(recorded) / on
    table.add(
      "2", "the same, \(Format.count(n)) ints, tracing on (in memory)",
      ours: "\(Format.seconds(on)) · \(Format.rate(Double(recorded) / on)) block events",
      other: "trace off \(Format.seconds(off))", ratio: "\(Format.number(on / off))× (overhead factor)")
    table.add(
      "2", "recorded per int",
      ours: "\(Format.number(Double(eventCount) / Double(n))) events "
        + "(\(Format.number(Double(callCount) / Double(n))) block calls × enter+exit, "
        + "\(Format.number(Double(noteCount) / Double(n))) notes)")
    table.add(
      "2", "bytes per event",
      ours: "\(Format.number(jsonPerEvent)) B as JSON (sample of \(Format.count(jsonSample.count)) events); "
        + "≈ \(Format.number(memoryPerEvent)) B in memory")
  }

  /// The event's own stride, its field arrays and the bytes of every string it holds.
  static func estimatedBytes(of event: TraceEvent) -> Int {
    func fields(_ list: [TraceField]) -> Int {
      list.reduce(list.isEmpty ? 0 : 32) {
        $0 + MemoryLayout<TraceField>.stride + $1.label.utf8.count + $1.value.utf8.count
      }
    }
    var total = MemoryLayout<TraceEvent>.stride + event.block.utf8.count + event.thread.utf8.count
    total += (event.scheduler?.utf8.count ?? 0) + (event.result?.utf8.count ?? 0)
    if let owner = event.owner { total += owner.className.utf8.count + owner.name.utf8.count }
    return total + fields(event.arguments) + fields(event.bookkeeping)
  }
}
