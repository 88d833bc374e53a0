import Foundation
import ObjCInterpreter
import Shared

/// What `arc4random` and `arc4random_uniform` draw from in a run: a generator seeded the same for
/// every run, so a program that picks at random prints the same every time it is replayed
/// (`verify`, `explore`'s schedules), where the real function would not.
final class RandomNumbers: RunLocal {
  private let lock = NSLock()
  private var generator = SplitMix64(seed: 0x5EED)

  /// The next 64 random bits.
  func next() -> UInt64 {
    lock.withLock { generator.next() }
  }
}
