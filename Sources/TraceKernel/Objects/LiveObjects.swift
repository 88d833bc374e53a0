import Foundation
import Synchronization

/// Counts the RAC objects alive right now.
///
/// The total is two atomic operations per object. The per-class breakdown (what leaked, not just
/// how many) costs a lock per allocation, so it is recorded only while `isTrackingClasses` is on.
public enum LiveObjects {
  private static let allocated = Atomic<Int>(0)
  private static let deallocated = Atomic<Int>(0)
  private static let trackingClasses = Atomic<Bool>(false)
  /// Keyed by the class itself: naming a type is costly, so names are made only when asked for.
  private static let perClass = LockedState<[ObjectIdentifier: (type: AnyObject.Type, count: Int)]>([:])

  /// How many RAC objects are alive.
  public static var count: Int {
    allocated.load(ordering: .sequentiallyConsistent) - deallocated.load(ordering: .sequentiallyConsistent)
  }

  /// How many RAC objects were ever allocated in this process: the benchmarks divide the growth of
  /// this by the events sent to get RAC objects per event.
  public static var allocationCount: Int { allocated.load(ordering: .relaxed) }

  /// Turns the per-class breakdown on or off (off by default: it costs a lock per object).
  public static var isTrackingClasses: Bool {
    get { trackingClasses.load(ordering: .relaxed) }
    set {
      trackingClasses.store(newValue, ordering: .relaxed)
      if !newValue { tracked.withLock { $0.removeAll() } }
    }
  }

  /// The live count once it reaches `target`, or after `timeout` seconds the count then: objects
  /// released by a background queue's last block (or by the main queue's, which this lets run when
  /// called on the main thread) go a moment after the work they did, so a check for leaks waits for
  /// them instead of failing at once.
  public static func count(settlingAt target: Int, within timeout: Double = 2) -> Int {
    let deadline = DispatchTime.now() + .milliseconds(Int(timeout * 1000))
    var current = count
    while current != target, DispatchTime.now() < deadline {
      // On the main thread the releases may be queued on the main queue: let it run.
      if Thread.isMainThread {
        RunLoop.current.run(until: Date().addingTimeInterval(0.005))
      } else {
        usleep(5_000)
      }
      current = count
    }
    return current
  }

  /// Every object made while tracking is on, held weakly: where a leak analysis finds the core's
  /// objects that no object of the program reaches (a cycle of the core's own).
  private static let tracked = LockedState<[WeakObject]>([])

  private struct WeakObject {
    weak var object: CoreObject?
  }

  /// Notes `object`, made while tracking is on.
  static func track(_ object: CoreObject) {
    tracked.withLock { $0.append(WeakObject(object: object)) }
  }

  /// The objects made while tracking was on that are alive now, oldest first; the list forgets
  /// the dead ones.
  public static var trackedAlive: [CoreObject] {
    tracked.withLock { list in
      list.removeAll { $0.object == nil }
      return list.compactMap(\.object)
    }
  }

  /// Live objects per class, counted since tracking was turned on; classes at zero are left out.
  public static var countsByClass: [String: Int] {
    var counts: [String: Int] = [:]
    for entry in perClass.withLock({ Array($0.values) }) where entry.count != 0 {
      counts[String(describing: entry.type), default: 0] += entry.count
    }
    return counts
  }

  /// Counts a new object of `type`: its serial, and whether tracking is on (then its `init` calls
  /// `track` once the object can be referenced).
  static func didAllocate(_ type: AnyObject.Type) -> (serial: Int, isTracking: Bool) {
    let isTracking = trackingClasses.load(ordering: .relaxed)
    if isTracking {
      perClass.withLock { $0[ObjectIdentifier(type), default: (type, 0)].count += 1 }
    }
    return (allocated.wrappingAdd(1, ordering: .relaxed).newValue, isTracking)
  }

  static func didDeallocate(_ type: AnyObject.Type) {
    if trackingClasses.load(ordering: .relaxed) {
      perClass.withLock { $0[ObjectIdentifier(type), default: (type, 0)].count -= 1 }
    }
    deallocated.wrappingAdd(1, ordering: .relaxed)
  }
}
