import Foundation
import RAC

/// Scenario 2: scenario 1's pipeline with a trace recording every block in memory.
///
/// The trace keeps every event, so this runs on `--trace-n` integers, far fewer than scenario 1.
/// The recorder keeps events compactly and writes them out as `TraceEvent`s when the trace is first
/// read, so the rate is the recording's alone; the time to write them out is its own row. Bytes per
/// event are given three ways: as recorded (`Trace.compactByteCount`), once written out (the event
/// struct's stride plus its arrays and the UTF-8 bytes of its strings, each string counted as if it
/// had storage of its own), and the JSON the trace encodes to (on a sample of events, since encoding
/// millions is slow).
extension BenchmarkRun {
  func tracing() throws {
    let n = options.traceN
    progress("scenario 2: the same over \(Format.count(n)) ints with tracing on")
    let expected = ThroughputPipelines.plainLoop(n)

    // The warm-up recording is also the one the per-event figures are read from: its compact size
    // first (reading the events writes them out), then the time to write them out. It is let go
    // before the timed runs, so that they do not run beside a quarter of a gigabyte of events.
    let sample = try sampleFigures(n, expected: expected)
    hooksPerInt = sample.hooksPerInt

    var sum = 0
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
      ours: "\(Format.number(Double(sample.events) / Double(n))) events "
        + "(\(Format.number(Double(sample.calls) / Double(n))) block calls × enter+exit, "
        + "\(Format.number(Double(sample.notes) / Double(n))) notes)")
    table.add(
      "2", "bytes per event",
      ours: "≈ \(Format.number(sample.compactPerEvent)) B in memory as recorded; "
        + "≈ \(Format.number(sample.writtenPerEvent)) B once written out as TraceEvents; "
        + "\(Format.number(sample.jsonPerEvent)) B as JSON (sample of \(Format.count(sample.jsonSample)) events)")
    table.add(
      "2", "reading the trace: every event written out (once, on first read)",
      ours: "\(Format.seconds(sample.writeSeconds)) · "
        + "\(Format.rate(Double(sample.events) / sample.writeSeconds)) events")
  }

  /// What one recording of `n` ints holds and costs to read.
  struct TracingSample {
    var events: Int
    var calls: Int
    var notes: Int
    var hooksPerInt: Double
    var compactPerEvent: Double
    var writtenPerEvent: Double
    var jsonPerEvent: Double
    var jsonSample: Int
    var writeSeconds: Double
  }

  private func sampleFigures(_ n: Int, expected: Int) throws -> TracingSample {
    var sum = 0
    let trace = Tracing.record { sum = ThroughputPipelines.rac(n) }
    guard sum == expected, trace.eventCount > 0 else {
      throw BenchmarkError.failed("scenario 2: the traced pipeline sent the wrong sum or recorded nothing")
    }
    let eventCount = trace.eventCount
    let compactPerEvent = Double(trace.compactByteCount ?? 0) / Double(eventCount)
    let writeStart = DispatchTime.now()
    let written = trace.events
    let writeSeconds = Double(DispatchTime.now().uptimeNanoseconds - writeStart.uptimeNanoseconds) / 1e9
    guard written.count == eventCount else { throw BenchmarkError.failed("scenario 2: the trace lost events") }
    let calls = written.filter { $0.phase == .enter }.count
    let notes = written.filter { $0.phase == .note }.count
    let jsonSample = Array(written.prefix(20_000))
    let jsonBytes = try JSONEncoder().encode(Trace(events: jsonSample)).count
    return TracingSample(
      events: eventCount, calls: calls, notes: notes, hooksPerInt: Double(calls + notes) / Double(n),
      compactPerEvent: compactPerEvent,
      writtenPerEvent: Double(written.reduce(0) { $0 + Self.estimatedBytes(of: $1) }) / Double(eventCount),
      jsonPerEvent: Double(jsonBytes) / Double(jsonSample.count), jsonSample: jsonSample.count,
      writeSeconds: writeSeconds)
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
