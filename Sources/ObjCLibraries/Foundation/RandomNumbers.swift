import Foundation
import ObjCInterpreter
import Shared

/// What `arc4random` and `arc4random_uniform` draw from in a run: a generator seeded the same for
/// every run, so a program that picks at random prints the same every time it is replayed
/// (`verify`, `explore`'s schedules), where the real function would not.
final class RandomNumbers: RunLocal {
  private let lock = NSLock()
  private var generator = SplitMix64(seed: 0x5EED)

  /// `rand()`'s state, which `srand(seed)` sets: 1 until then, as C specifies.
  private var randState: UInt64 = 1

  /// The next 64 random bits.
  func next() -> UInt64 {
    lock.withLock { generator.next() }
  }

  /// `srand(seed)`.
  func seedRand(_ seed: UInt32) {
    lock.withLock { randState = UInt64(seed) }
  }

  /// `rand()`: Darwin's libc generator (Park and Miller's "minimal standard", 16807 · x mod
  /// 2^31 − 1, computed by Schrage's method), so `srand(1); rand()` is 16807 as on a Mac.
  func nextRand() -> Int32 {
    lock.withLock {
      var x = Int64(randState == 0 ? 123_459_876 : randState)
      let (high, low) = (x / 127_773, x % 127_773)
      x = 16_807 * low - 2_836 * high
      if x < 0 { x += 0x7FFF_FFFF }
      randState = UInt64(x)
      return Int32(x % (Int64(Int32.max) + 1))
    }
  }
}
