import Foundation

/// Times closures with `ContinuousClock` and reduces repetitions to their median.
///
/// Contenders of one scenario are timed in turns (ours, theirs, ours, theirs, …) rather than one
/// after the other, so that a burst of load from another process on this small machine hits both
/// alike instead of one only.
public enum Stopwatch {
  /// Seconds taken by one run of `body`.
  public static func time(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    return (clock.now - start).seconds
  }

  /// Runs each contender once untimed (warm-up), then `repetitions` timed rounds, each round running
  /// every contender once; returns each contender's median time in seconds, in order.
  public static func interleavedMedians(
    repetitions: Int, warmUp: Bool = true, _ contenders: [() throws -> Void]
  ) throws -> [Double] {
    if warmUp {
      for contender in contenders { try contender() }
    }
    var samples = Array(repeating: [Double](), count: contenders.count)
    for _ in 0..<max(1, repetitions) {
      for (index, contender) in contenders.enumerated() {
        samples[index].append(try time(contender))
      }
    }
    return samples.map(median)
  }

  public static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

extension Duration {
  var seconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}

/// Keeps a result alive so the optimiser cannot drop the work that produced it.
@inline(never)
public func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Returns its argument through a call the optimiser cannot see into, so a loop bound read from the
/// command line stays a run-time value.
@inline(never)
public func opaque<T>(_ value: T) -> T { value }
