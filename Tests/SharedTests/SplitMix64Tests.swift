import Shared
import XCTest

/// The seeded generator gives SplitMix64's sequence, which a replay's `arc4random` and `explore`'s
/// sampled schedules print: a change to it would change what they print.
final class SplitMix64Tests: XCTestCase {
  func testTheSequenceOfASeedIsSplitMix64s() {
    var generator = SplitMix64(seed: 0)
    XCTAssertEqual(
      (0..<3).map { _ in generator.next() }, [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    // The interpreter's seed: a snippet's first `arc4random()`s are the low halves, 66103732 and
    // 465536117.
    var interpreters = SplitMix64(seed: 0x5EED)
    XCTAssertEqual(
      (0..<3).map { _ in interpreters.next() }, [0x09F1_FD9D_03F0_A9B4, 0x5532_7416_1BBF_8475, 0x5D5B_CA46_96B3_43B3])
  }
}
