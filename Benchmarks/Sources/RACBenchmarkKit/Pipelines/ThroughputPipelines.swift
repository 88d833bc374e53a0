import OpenCombine
import RAC

/// Scenario 1's work three ways: each integer is multiplied by 3, kept if even, and passed on through
/// a one-value inner stream; the subscriber sums what arrives. Each returns that sum, which must be
/// the same for all three (the runner checks), so no contender can skip work.
public enum ThroughputPipelines {
  static func mapped(_ value: Int) -> Int { value &* 3 }
  static func isKept(_ value: Int) -> Bool { value % 2 == 0 }

  /// Ours: a `RACSubject` sending `n` integers through `map:`, `filter:` and
  /// `flattenMap: { RACSignal.return($0) }`. Runs on the calling thread; on the main thread, as
  /// here, RAC subscribes synchronously.
  public static func rac(_ n: Int) -> Int {
    let subject = RACSubject()
    var sum = 0
    let disposable =
      subject
      .map { mapped(($0 as? Int) ?? 0) }
      .filter { isKept(($0 as? Int) ?? 1) }
      .flattenMap { RACSignal.return($0) }
      .subscribeNext { sum &+= ($0 as? Int) ?? 0 }
    for value in 0..<opaque(n) { subject.sendNext(value) }
    subject.sendCompleted()
    disposable?.dispose()
    return sum
  }

  /// OpenCombine: a `PassthroughSubject` through `map`, `filter` and `flatMap { Just($0) }`.
  public static func openCombine(_ n: Int) -> Int {
    let subject = PassthroughSubject<Int, Never>()
    var sum = 0
    let cancellable =
      subject
      .map { mapped($0) }
      .filter { isKept($0) }
      .flatMap { Just($0) }
      .sink { sum &+= $0 }
    for value in 0..<opaque(n) { subject.send(value) }
    subject.send(completion: .finished)
    cancellable.cancel()
    return sum
  }

  /// A plain Swift loop doing the same arithmetic (the optimiser may vectorise it: that is what a
  /// loop gets and a stream library does not).
  public static func plainLoop(_ n: Int) -> Int {
    var sum = 0
    for value in 0..<opaque(n) {
      let mapped = mapped(value)
      if isKept(mapped) { sum &+= mapped }
    }
    return sum
  }

  public static func run(_ library: String, _ n: Int) -> Int? {
    switch library {
    case "rac": return rac(n)
    case "opencombine": return openCombine(n)
    case "loop": return plainLoop(n)
    case "none": return 0
    default: return nil
    }
  }
}
