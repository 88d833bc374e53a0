import OpenCombine
import RAC

/// Scenario 4's chain: `depth` maps of `+1` over a subject, `values` integers sent through it. The
/// whole life of the chain is inside: building, subscribing, sending, completing, disposing and
/// freeing it (freeing a chain of signals is itself a recursion as deep as the chain).
public enum DepthPipelines {
  /// Ours: every `map:` is a `bind:`, so subscribing goes `depth` subscriptions deep and each value
  /// goes `depth` inner `RACReturnSignal` subscriptions deep before it reaches the subscriber.
  public static func rac(depth: Int, values: Int) -> Int {
    let subject = RACSubject()
    var signal: RACSignal = subject
    for _ in 0..<opaque(depth) {
      signal = signal.map { (($0 as? Int) ?? 0) &+ 1 }
    }
    var sum = 0
    let disposable = signal.subscribeNext { sum &+= ($0 as? Int) ?? 0 }
    for value in 0..<opaque(values) { subject.sendNext(value) }
    subject.sendCompleted()
    disposable?.dispose()
    return sum
  }

  /// OpenCombine: the same chain, type-erased at every level (`AnyPublisher`), since its depth is
  /// only known at run time.
  public static func openCombine(depth: Int, values: Int) -> Int {
    let subject = PassthroughSubject<Int, Never>()
    var publisher = subject.eraseToAnyPublisher()
    for _ in 0..<opaque(depth) {
      publisher = publisher.map { $0 &+ 1 }.eraseToAnyPublisher()
    }
    var sum = 0
    let cancellable = publisher.sink { sum &+= $0 }
    for value in 0..<opaque(values) { subject.send(value) }
    subject.send(completion: .finished)
    cancellable.cancel()
    return sum
  }

  /// What both must return: each value plus `depth`, summed.
  public static func expectedSum(depth: Int, values: Int) -> Int {
    (0..<values).reduce(0) { $0 &+ $1 &+ depth }
  }

  public static func run(_ library: String, depth: Int, values: Int) -> Int? {
    switch library {
    case "rac": return rac(depth: depth, values: values)
    case "opencombine": return openCombine(depth: depth, values: values)
    default: return nil
    }
  }
}
