/// The roots the Swift core keeps outside its objects while a leak analysis records: a repeating
/// timer's event handler, which the scheduler (libdispatch's timer source, in RAC) holds until the
/// timer is cancelled. Each holds a core closure, followed into what its site recorded
/// (`CoreClosures`), as RAC's `the timer source's event handler` is on RAC's own code. And RAC's
/// shared objects, which RAC keeps in statics of its own (`mainThreadScheduler`, the subscription
/// scheduler's `_backgroundScheduler`): what they keep is no leak of the program, as a library's
/// statics are not on RAC's own code (`--rac-source`).
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

  /// A shared object of RAC's, held weakly: the run that made it owns it.
  public struct Shared: @unchecked Sendable {
    /// `static mainThreadScheduler (RACScheduler.m:61)`, as RAC's own code names the static.
    public let name: String
    private weak var held: AnyObject?
    /// The object, while it lives.
    public var object: AnyObject? { held }

    init(name: String, object: AnyObject) {
      self.name = name
      held = object
    }
  }

  private static let shared = LockedState<[Shared]>([])

  /// Records that RAC keeps `object` in the static `name`. Always, not only while an analysis
  /// records: a run's shared schedulers are made once, before a leak analysis may start, and a
  /// weak entry per run costs nothing per value (the gone are dropped here).
  public static func addShared(_ name: String, object: AnyObject) {
    let entry = Shared(name: name, object: object)
    shared.withLock { list in
      list.removeAll { $0.object == nil }
      list.append(entry)
    }
  }

  /// RAC's shared objects that are still alive.
  public static var sharedObjects: [Shared] {
    shared.withLock { list in
      list.removeAll { $0.object == nil }
      return list
    }
  }

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
