/// A small seedable generator (SplitMix64): the same seed gives the same numbers on every run and
/// every machine, which a replay needs wherever it draws at random (the interpreter's `arc4random`,
/// `explore`'s sampled schedules). Swift's own generator is seeded by the system and cannot be.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator whose numbers follow from `seed` alone.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next number of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
