import OpenCombine
import RAC

/// Scenario 5: `width` inner subjects merged by one `flatten`, all subscribed at once; then each
/// sends one value and completes, oldest first.
public enum WidthPipelines {
  /// The two phases' times in seconds and the values the subscriber saw.
  public struct Outcome {
    public var addSeconds: Double
    public var finishSeconds: Double
    public var received: Int
    public var completed: Bool

    public var totalSeconds: Double { addSeconds + finishSeconds }
  }

  /// Ours: `bind:` keeps every live inner signal in its `signals` array and its subscription in the
  /// compound disposable; each completion removes both (`removeObject:` in 2.5, a scan there; an
  /// indexed `IdentityList` here).
  public static func rac(width: Int) -> Outcome {
    let outer = RACSubject()
    var received = 0
    var completed = false
    let disposable = outer.flatten().subscribeNext({ _ in received &+= 1 }, completed: { completed = true })
    var inners: [RACSubject] = []
    inners.reserveCapacity(width)
    let addSeconds = Stopwatch.time {
      for _ in 0..<opaque(width) {
        let inner = RACSubject()
        inners.append(inner)
        outer.sendNext(inner)
      }
      outer.sendCompleted()
    }
    let finishSeconds = Stopwatch.time {
      for (index, inner) in inners.enumerated() {
        inner.sendNext(index)
        inner.sendCompleted()
      }
    }
    inners = []
    disposable?.dispose()
    return Outcome(addSeconds: addSeconds, finishSeconds: finishSeconds, received: received, completed: completed)
  }

  /// OpenCombine: `flatMap { $0 }` over subjects; it keeps its inner subscriptions in a dictionary.
  public static func openCombine(width: Int) -> Outcome {
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    var received = 0
    var completed = false
    let cancellable = outer.flatMap { $0 }.sink(
      receiveCompletion: { _ in completed = true }, receiveValue: { _ in received &+= 1 })
    var inners: [PassthroughSubject<Int, Never>] = []
    inners.reserveCapacity(width)
    let addSeconds = Stopwatch.time {
      for _ in 0..<opaque(width) {
        let inner = PassthroughSubject<Int, Never>()
        inners.append(inner)
        outer.send(inner)
      }
      outer.send(completion: .finished)
    }
    let finishSeconds = Stopwatch.time {
      for (index, inner) in inners.enumerated() {
        inner.send(index)
        inner.send(completion: .finished)
      }
    }
    inners = []
    cancellable.cancel()
    return Outcome(addSeconds: addSeconds, finishSeconds: finishSeconds, received: received, completed: completed)
  }
}
