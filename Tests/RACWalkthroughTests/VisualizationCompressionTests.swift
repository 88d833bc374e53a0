import Foundation
import XCTest

@testable import RACWalkthroughKit

/// A big trace's viewer page carries its data compressed with raw DEFLATE (`RawDeflate`), which the
/// browser inflates: zlib reads back exactly the bytes that went in, and contact-form's page is
/// under 3 MB and still opens in Chromium.
final class VisualizationCompressionTests: LeakCheckedTestCase {
  /// zlib's own inflater (`python3`), so the encoder is checked against an implementation not ours.
  private func inflate(_ deflated: [UInt8]) throws -> [UInt8] {
    guard let python3 = VisualizationSupport.python3 else { throw XCTSkip("python3 is not installed") }
    let folder = try VisualizationSupport.temporaryDirectory("deflate")
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.bin")
    let output = folder.appendingPathComponent("out.bin")
    try Data(deflated).write(to: input)
    let result = try VisualizationSupport.runProcess(
      python3,
      [
        "-c", "import sys, zlib; open(sys.argv[2], 'wb').write(zlib.decompress(open(sys.argv[1], 'rb').read(), -15))",
        input.path, output.path,
      ])
    XCTAssertEqual(result.status, 0, "zlib could not inflate the stream")
    return [UInt8](try Data(contentsOf: output))
  }

  func testZlibInflatesWhatTheEncoderDeflatesByteForByte() throws {
    var seed: UInt64 = 42
    func random() -> UInt8 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: seed >> 56)
    }
    let noise = (0..<40_000).map { _ in random() }
    let json = Array(
      (0..<3_000).map { #"{"stop":\#($0),"block":"-subscribe:","owner":"RACDynamicSignal#\#($0 % 7)"},"# }.joined()
        .utf8)
    let inputs: [(String, [UInt8])] = [
      ("empty", []),
      ("one byte", [0x41]),
      ("every byte value", (0...255).map { UInt8($0) }),
      ("noise (literals only)", noise),
      ("a run longer than the longest match", [UInt8](repeating: 0x7A, count: 5_000)),
      ("a block repeated 30,000 bytes back", Array(noise[0..<30_000]) + Array(noise[0..<2_000])),
      ("JSON like the viewer's", json),
    ]
    for (name, bytes) in inputs {
      let deflated = RawDeflate.compress(bytes)
      XCTAssertEqual(try inflate(deflated), bytes, name)
      if name.hasPrefix("JSON") || name.hasPrefix("a run") {
        XCTAssertLessThan(deflated.count * 5, bytes.count, "\(name) should compress at least fivefold")
      }
    }
  }

  /// A big input is searched in parts at once (one per core), each part reaching back into the
  /// window before it: the stream still inflates to the input, a repeat across a part's start is
  /// still found, and the parts cost the stream next to nothing in size.
  func testABigInputDeflatedInPartsInflatesToTheSameBytesAtTheSameSize() throws {
    var seed: UInt64 = 7
    func random() -> UInt8 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: seed >> 56)
    }
    // JSON like the viewer's with some noise, and a stretch of noise repeated across the start of
    // the second part (which only a search reaching back into the first part finds).
    var bytes: [UInt8] = []
    var line = 0
    while bytes.count < 9 << 20 {
      bytes += Array(#"{"stop":\#(line),"block":"-subscribe:","owner":"RACDynamicSignal#\#(line % 97)"},"#.utf8)
      if line % 50 == 0 { bytes += (0..<64).map { _ in random() } }
      line += 1
    }
    let parts = RawDeflate.partCount(forBytes: bytes.count)
    XCTAssertEqual(parts, 4, "9 MB is searched in four parts")
    let partStart = bytes.count / parts
    let noise = (0..<20_000).map { _ in random() }
    bytes.replaceSubrange((partStart - 25_000)..<(partStart - 5_000), with: noise)
    bytes.replaceSubrange((partStart + 1_000)..<(partStart + 21_000), with: noise)

    let inParts = RawDeflate.compress(bytes)
    let whole = RawDeflate.compress(bytes, parts: 1)
    XCTAssertEqual(try inflate(inParts), bytes)
    XCTAssertEqual(try inflate(whole), bytes)
    XCTAssertLessThan(Double(inParts.count), Double(whole.count) * 1.001, "the parts' stream is as small")
    XCTAssertEqual(RawDeflate.compress(bytes), inParts, "the same input gives the same bytes")
  }

  func testABigTracesPageIsCompressedUnder3MBAndOpensInChromium() throws {
    let small = VisualizationSupport.run(["trace", "map", "--format", "html"])
    XCTAssertTrue(small.text.contains(#"<script type="application/json" id="trace-data">"#), "a small page stays JSON")

    let big = VisualizationSupport.run(["trace", "contact-form", "--format", "html"])
    XCTAssertEqual(big.status, 0)
    XCTAssertTrue(big.text.contains(#"data-encoding="deflate-raw base64""#))
    XCTAssertLessThan(big.text.utf8.count, 3_000_000, "contact-form's page was 13 MB as JSON")

    guard VisualizationSupport.chromium != nil else { throw XCTSkip("chromium is not on PATH") }
    let folder = try VisualizationSupport.temporaryDirectory("compressed")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("contact-form.html")
    try big.text.write(to: url, atomically: true, encoding: .utf8)
    let page = try XCTUnwrap(URL(string: url.absoluteString + "#stop=5"))
    let position = try VisualizationSupport.textWhenSettled(of: "position", in: page, pending: "")
    XCTAssertTrue(position.hasPrefix("stop 5 / "), position)
    // `stop 5 / 1134 · event 1 of 3`: the stops `step contact-form` has.
    let total = position.split(separator: "/").last?.split(separator: "·").first
    let stops = Int(total?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
    XCTAssertGreaterThan(stops, 1_000, position)
  }
}
