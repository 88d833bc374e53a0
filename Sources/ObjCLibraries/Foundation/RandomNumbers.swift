import Foundation
import ObjCInterpreter

/// What `arc4random` and `arc4random_uniform` draw from in a run: a generator seeded the same for
/// every run, so a program that picks at random prints the same every time it is replayed
/// (`verify`, `explore`'s schedules), where the real function would not.
final class RandomNumbers: RunLocal {
  private let lock = NSLock()
  private var generator = SeededRandom(seed: 0x5EED)

  /// The next 64 random bits.
  func next() -> UInt64 {
    lock.withLock { generator.next() }
  }
}

/// A small seedable generator (SplitMix64) for `arc4random`, so that every run prints the same.
struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
