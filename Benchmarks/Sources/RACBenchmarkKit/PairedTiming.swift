/// Two contenders timed in pairs, and how many times slower the second is, pair by pair.
///
/// A ratio of two medians mixes rounds the machine ran at different speeds: on this shared machine
/// a whole process can run 40 % slower than the one before it, so the median of each side can come
/// from a different regime. The ratio of one round's two runs, taken back to back, sees the same
/// machine; the median of those ratios is the figure to quote (issue 37's "≤ 1.6× by wall").
public struct PairedTiming {
  /// Median seconds of a run of the first contender (the yardstick).
  public let medianA: Double
  /// Median seconds of a run of the second contender.
  public let medianB: Double
  /// The median of B / A over the rounds.
  public let ratio: Double
  /// The first and third quartiles of those ratios: how far the rounds disagreed.
  public let ratioQuartiles: (low: Double, high: Double)
  /// Rounds counted (after the warm-up).
  public let rounds: Int

  /// Runs each contender once untimed, then `rounds` rounds of both, the order swapped every round
  /// (A B, B A, …) so that neither always runs on the caches and heap the other left behind.
  public static func measure(rounds: Int, _ a: () throws -> Void, _ b: () throws -> Void) throws -> PairedTiming {
    try a()
    try b()
    var timesA: [Double] = []
    var timesB: [Double] = []
    var ratios: [Double] = []
    for round in 0..<max(1, rounds) {
      let (secondsA, secondsB): (Double, Double)
      if round % 2 == 0 {
        secondsA = try Stopwatch.time(a)
        secondsB = try Stopwatch.time(b)
      } else {
        secondsB = try Stopwatch.time(b)
        secondsA = try Stopwatch.time(a)
      }
      timesA.append(secondsA)
      timesB.append(secondsB)
      ratios.append(secondsB / secondsA)
    }
    let sorted = ratios.sorted()
    return PairedTiming(
      medianA: Stopwatch.median(timesA), medianB: Stopwatch.median(timesB), ratio: Stopwatch.median(ratios),
      ratioQuartiles: (sorted[sorted.count / 4], sorted[(sorted.count * 3) / 4]), rounds: ratios.count)
  }
}
