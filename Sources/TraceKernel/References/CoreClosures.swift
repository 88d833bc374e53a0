import Foundation
import Synchronization

/// What each closure of the core captures, named as RAC's block it mirrors names it, recorded where
/// the closure is made: a Swift closure's captures cannot be read back, and a leak analysis must
/// follow a core object's block ivar (`_next`) into them to reach the program's objects.
///
/// Recording is on only while a leak analysis may ask (`leaks`, `who`, the viewer's holders,
/// `recording(_:)`): then
/// each site records its closure's key, name and captures. Otherwise a site costs one relaxed load
/// and a branch; its captures, an autoclosure, are never built.
public enum CoreClosures {
  /// What one closure captures.
  public struct Recorded: @unchecked Sendable {
    /// The block it mirrors: `block at RACSignal.m:157`, or the core's own (`closure of -bind:`).
    public let name: String
    /// What it captures, by RAC's names.
    public let captures: [CoreCapture]
    /// The program's block it calls (the interpreter's bridge wraps a block literal in a closure):
    /// followed as the closure itself, so the program's own captures (`self`) are reached.
    public var forwardsTo: AnyObject? { forwarded.object }
    let forwarded: CoreCapture.Weak
    /// Which record this is, of all the run's: a new closure at a dead one's address replaces the
    /// record under the same key with one of another serial.
    public let serial: UInt

    init(name: String, captures: [CoreCapture], forwarded: CoreCapture.Weak) {
      self.name = name
      self.captures = captures
      self.forwarded = forwarded
      serial = Recorded.serials.add(1, ordering: .relaxed).newValue
    }

    private static let serials = Atomic<UInt>(0)
  }

  @usableFromInline static let recording = Atomic<Bool>(false)
  private static let table = LockedState<[ClosureKey: Recorded]>([:])

  /// Whether sites record their closures now.
  @inlinable public static var isRecording: Bool { recording.load(ordering: .relaxed) }

  /// How many analyses are recording (a leak run and a viewer's holders may overlap).
  private static let analyses = LockedState<Int>(0)

  /// Runs `body` with recording on: a leak analysis wraps the runs it asks about in it. Records
  /// are forgotten when the last analysis ends.
  public static func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
    analyses.withLock { count in
      count += 1
      recording.store(true, ordering: .sequentiallyConsistent)
    }
    defer {
      analyses.withLock { count in
        count -= 1
        guard count == 0 else { return }
        recording.store(false, ordering: .sequentiallyConsistent)
        table.withLock { $0.removeAll() }
        CoreRoots.forgetAll()

      }
    }
    return try body()
  }

  /// Records that `key`'s closure mirrors RAC's block at `place` and captures `captures`. A new
  /// closure at the address of a dead one that had the same function replaces its record.
  public static func record(_ key: ClosureKey, at place: RACSourceLocation, captures: [CoreCapture]) {
    guard key.capturesAnything else { return }
    let name = place.isOurs ? "block of the core" : "block at \(place.file):\(place.line)"
    table.withLock { $0[key] = Recorded(name: name, captures: captures, forwarded: CoreCapture.Weak(object: nil)) }
  }

  /// Records that `key`'s closure is the block `name` (`block at KeyValueSignals.m:48`: one of the
  /// tool's own Objective-C files that run on RAC's code, which the core mirrors as it mirrors
  /// RAC's) and captures `captures`.
  public static func record(_ key: ClosureKey, named name: String, captures: [CoreCapture]) {
    guard key.capturesAnything else { return }
    table.withLock { $0[key] = Recorded(name: name, captures: captures, forwarded: CoreCapture.Weak(object: nil)) }
  }

  /// Records that `key`'s closure only calls the program's block `block`.
  public static func recordForwarding(_ key: ClosureKey, to block: AnyObject) {
    guard key.capturesAnything else { return }
    table.withLock { $0[key] = Recorded(name: "", captures: [], forwarded: CoreCapture.Weak(object: block)) }
  }

  /// What `key`'s closure captures, if its site recorded it.
  public static func recorded(_ key: ClosureKey) -> Recorded? {
    table.withLock { $0[key] }
  }

  /// The targets of a record's captures now, each with its label.
  public static func targets(of recorded: Recorded) -> [(label: String, target: CoreReferences.Target)] {
    recorded.captures.flatMap(\.targets)
  }

  /// `next`, after recording what it captures: a site writes `CoreClosures.next(.block(…),
  /// captures: […]) { x in … }` where it made the closure.
  @inlinable @inline(__always)
  public static func next(
    _ place: @autoclosure () -> RACSourceLocation, captures: @autoclosure () -> [CoreCapture],
    _ closure: @escaping (Any?) -> Void
  ) -> (Any?) -> Void {
    if isRecording { record(ClosureKey(closure), at: place(), captures: captures()) }
    return closure
  }

  /// `error`, after recording what it captures.
  @inlinable @inline(__always)
  public static func error(
    _ place: @autoclosure () -> RACSourceLocation, captures: @autoclosure () -> [CoreCapture],
    _ closure: @escaping (NSError?) -> Void
  ) -> (NSError?) -> Void {
    if isRecording { record(ClosureKey(closure), at: place(), captures: captures()) }
    return closure
  }

  /// `action` (a completed block, a disposable's or a scheduled block), after recording what it
  /// captures.
  @inlinable @inline(__always)
  public static func action(
    _ place: @autoclosure () -> RACSourceLocation, captures: @autoclosure () -> [CoreCapture],
    _ closure: @escaping () -> Void
  ) -> () -> Void {
    if isRecording { record(ClosureKey(closure), at: place(), captures: captures()) }
    return closure
  }

  /// `transform` (a map block), after recording what it captures.
  @inlinable @inline(__always)
  public static func transform(
    _ place: @autoclosure () -> RACSourceLocation, captures: @autoclosure () -> [CoreCapture],
    _ closure: @escaping (Any?) -> Any?
  ) -> (Any?) -> Any? {
    if isRecording { record(ClosureKey(closure), at: place(), captures: captures()) }
    return closure
  }
}

extension CoreClosures {
  /// `factory` (`id (^)(void)`: a lazy sequence's dependency block), after recording what it
  /// captures.
  @inlinable @inline(__always)
  public static func factory(
    _ place: @autoclosure () -> RACSourceLocation, captures: @autoclosure () -> [CoreCapture],
    _ closure: @escaping () -> Any?
  ) -> () -> Any? {
    if isRecording { record(ClosureKey(closure), at: place(), captures: captures()) }
    return closure
  }
}
