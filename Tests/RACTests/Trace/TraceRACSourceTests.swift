import Foundation
import XCTest

@testable import RAC

/// What the trace does with the place in RAC 2.5's source a hook gives: every call and return of
/// the core carries it, the compact log keeps it without growing an event, JSON carries it, and a
/// hook that gives none records none.
final class TraceRACSourceTests: RACTestCase {
  func testTheCoresCallsAndTheirReturnsCarryThePlaceTheyTranslate() throws {
    let trace = Tracing.record {
      RACSignal.return(1).map { $0 }.subscribeNext { _ in }
    }
    let bindingBlock = try XCTUnwrap(trace.calls("bindingBlock").first)
    XCTAssertEqual(bindingBlock.racSource, TraceRACSource(file: "RACSignal.m", line: 162, method: "-bind:"))
    XCTAssertEqual(trace.exit(of: bindingBlock)?.racSource, bindingBlock.racSource)
    XCTAssertEqual(TraceOutline.racSourceText(bindingBlock), "RACSignal.m:162 -bind: bindingBlock")

    let map = try XCTUnwrap(trace.calls("-map:").first)
    XCTAssertEqual(TraceOutline.racSourceText(map), "RACStream.m:89 -map:")
    // The ambiguous names are told apart by their places: map:'s own block, flattenMap:'s, bind:'s.
    let blocks = Set(trace.calls("block").compactMap(TraceOutline.racSourceText))
    XCTAssertEqual(
      blocks, ["RACStream.m:95 -map: block", "RACStream.m:74 -flattenMap: block", "RACSignal.m:108 -bind: block"])
    XCTAssertTrue(
      trace.events.allSatisfy { $0.phase == .output || $0.phase == .line || $0.racSource != nil },
      "a call of the core without its place: \(trace.calls.filter { $0.racSource == nil }.map(\.block))")
  }

  func testAHookWithoutAPlaceRecordsNoneAndANoteCarriesItsPlace() {
    let trace = Tracing.record {
      Tracing.call("ours", of: nil) {}
      Tracing.note("noted", of: nil, rac: .method("RACSignal.m", 92, "-bind:"))
    }
    XCTAssertEqual(
      trace.events.map(\.racSource), [nil, nil, TraceRACSource(file: "RACSignal.m", line: 92, method: "-bind:")])
  }

  func testJSONCarriesThePlaceAndOlderJSONWithoutItStillDecodes() throws {
    let trace = Tracing.record { RACSignal.return(1).subscribeNext { _ in } }
    let data = try JSONEncoder().encode(trace)
    XCTAssertTrue(String(decoding: data, as: UTF8.self).contains(#""racSource":{"#))
    XCTAssertEqual(try JSONDecoder().decode(Trace.self, from: data), trace)

    let older =
      #"{"events":[{"sequence":1,"phase":"enter","block":"-bind:","arguments":[],"depth":0,"#
      + #""thread":"main","bookkeeping":[]}]}"#
    XCTAssertNil(try JSONDecoder().decode(Trace.self, from: Data(older.utf8)).events.first?.racSource)
  }

  /// The place's index sits in what was padding, so a recorded event is as big as it was; each
  /// place is kept once, however many events give it.
  func testTheCompactLogKeepsEachPlaceOnceWithoutGrowingAnEvent() {
    XCTAssertEqual(MemoryLayout<RecordedEvent>.stride, 36)
    let recorder = TraceRecorder()
    let track = recorder.currentThreadTrack()
    for index in 0..<100 {
      let place: RACSourceLocation =
        index.isMultiple(of: 2) ? .method("RACSignal.m", 92, "-bind:") : .block("RACSignal.m", 162, in: "-bind:", "x")
      let enter = recorder.enter(
        track, block: "b", owner: nil, racSource: recorder.index(of: place, track), arguments: [], bookkeeping: [],
        source: nil)
      recorder.exit(track, enterIndex: enter, result: nil, bookkeeping: [])
    }
    _ = recorder.enter(
      track, block: "ours", owner: nil, racSource: recorder.index(of: .ours, track), arguments: [], bookkeeping: [],
      source: nil)
    let log = recorder.finish()
    XCTAssertEqual(log.racSources.map(\.description), ["RACSignal.m:92 -bind:", "RACSignal.m:162 -bind:"])
    XCTAssertEqual(log.render().last?.racSource, nil)
  }
}
