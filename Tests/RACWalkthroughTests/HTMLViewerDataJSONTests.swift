import Foundation
import RAC
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughKit

/// The viewer's data is written by hand (`JSONText`) for speed; the page, the playground and the
/// golden comparisons rely on it being exactly what `JSONEncoder` with sorted keys writes.
final class HTMLViewerDataJSONTests: LeakCheckedTestCase {
  private func encoderJSON(_ data: ViewerData) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try XCTUnwrap(String(data: try encoder.encode(data), encoding: .utf8))
  }

  private func assertSameAsEncoder(
    _ trace: Trace, _ input: ViewerInput, file: StaticString = #filePath, line: UInt = #line
  )
    throws
  {
    let data = ViewerData(trace: trace, input: input, options: SequenceDiagram.Options())
    let expected = try encoderJSON(data)
    let written = try XCTUnwrap(data.jsonText, file: file, line: line)
    guard written != expected else { return }
    let first = zip(written, expected).prefix { $0 == $1 }.count
    XCTFail(
      "\(input.name): differs at character \(first): ours …\(written.dropFirst(max(0, first - 60)).prefix(120))… JSONEncoder's …\(expected.dropFirst(max(0, first - 60)).prefix(120))…",
      file: file, line: line)
  }

  func testEveryEscapeAndOptionalIsWrittenAsJSONEncoderWritesIt() throws {
    let (trace, input) = VisualizationSupport.hostileViewer()
    try assertSameAsEncoder(trace, input)
    let owner = TraceObject(
      className: "RACSignal", name: "a/b \"c\" \\d\u{1}\u{1f}\t\n\r\u{8}\u{c}é😀\u{2028}", number: 2)
    let events = [
      TraceEvent(
        sequence: 1, phase: .enter, block: "-sendNext:", owner: owner, arguments: [TraceField("value", "x/y")],
        depth: 0, thread: "main", scheduler: "com.ReactiveCocoa.RACScheduler.mainThreadScheduler", time: 0.1 + 0.2),
      TraceEvent(
        sequence: 2, phase: .exit, block: "-sendNext:", owner: owner, arguments: [], result: nil, depth: 0,
        thread: "main", scheduler: nil, bookkeeping: [TraceField("signals", "[]")], enterSequence: 1, time: 1e-7),
      TraceEvent(
        sequence: 3, phase: .note, block: "signals", owner: nil, arguments: [], depth: 0, thread: "queue",
        scheduler: nil,
        time: nil),
    ]
    try assertSameAsEncoder(Trace(events: events), ViewerInput(name: "escapes"))
  }

  /// Whole walkthroughs: every kind of stop, bookkeeping, marbles with virtual time and post steps.
  func testTheWalkthroughsDataIsByteForByteJSONEncoders() throws {
    for name in ["map", "password-map", "qr-timeout", "collect-v2"] {
      let walkthrough = try XCTUnwrap(allWalkthroughs.first { $0.name == name })
      let run = WalkthroughRun.replay(walkthrough)
      let input = ViewerInput(name: name, title: walkthrough.title, post: walkthrough.post)
      try assertSameAsEncoder(run.trace, input)
    }
  }

  /// The holders a click shows (`ViewerHolders`), with and without their optional stops.
  func testTheHoldersAreWrittenAsJSONEncoderWritesThem() throws {
    let (trace, hostile) = VisualizationSupport.hostileViewer()
    var input = hostile
    input.holders = ViewerHolders(
      objects: [
        ViewerHolders.Object(
          number: 2, name: "Screen#2 (made at a\"b.m:3)", reports: [[1, 0], [4, 1]], freed: 5, settled: 4),
        ViewerHolders.Object(
          number: 7, name: "RACSubject#7 (a Swift core object)", reports: [[2, 1]], freed: nil, settled: nil),
      ],
      texts: [[0, 1], []], lines: ["  held by 1 reference:", "    local s ─holds→ Screen#2 \u{2028}"])
    try assertSameAsEncoder(trace, input)
  }
}
