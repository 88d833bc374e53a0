/// The roots the Swift core keeps outside its objects while a leak analysis records: a repeating
/// timer's event handler, which the scheduler (libdispatch's timer source, in RAC) holds until the
/// timer is cancelled. Each holds a core closure, followed into what its site recorded
/// (`CoreClosures`), as RAC's `the timer source's event handler` is on RAC's own code.
public enum CoreRoots {
  /// One root: what it is called, the closure it holds, and whether it still holds it.
  public struct Root: @unchecked Sendable {
    /// `the timer source's event handler (set at RACQueueScheduler.m:99)`.
    public let name: String
    /// The closure it holds.
    public let closure: ClosureKey
    let isHolding: () -> Bool
  }

  private static let roots = LockedState<[Root]>([])

  /// Records that `name` holds `closure` while `isHolding` says so (a timer not yet cancelled), when
  /// a leak analysis records; nothing otherwise. `isHolding` must hold what it asks about weakly.
  public static func add(
    _ name: @autoclosure () -> String, holding closure: @autoclosure () -> ClosureKey,
    while isHolding: @autoclosure () -> (() -> Bool)
  ) {
    if CoreClosures.isRecording { record(Root(name: name(), closure: closure(), isHolding: isHolding())) }
  }

  private static func record(_ root: Root) {

    roots.withLock { $0.append(root) }
  }

  /// The roots that hold their closure now.
  public static var holding: [Root] {
    roots.withLock { list in
      list.removeAll { !$0.isHolding() }
      return list
    }
  }

  /// Forgets every root: the last analysis has ended.
  static func forgetAll() {
    roots.withLock { $0.removeAll() }
  }
}
