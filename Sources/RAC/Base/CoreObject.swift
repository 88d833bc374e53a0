import Foundation
import Synchronization

/// The root of every RAC object (signals, subscribers, disposables, schedulers and their pending
/// actions), standing in for `NSObject`.
///
/// It gives each object a process-wide serial number (the trace renumbers them per trace, so traces
/// are the same on every run) and keeps the live-object count that the tests use to prove that a
/// finished or disposed subscription leaves nothing behind.
open class CoreObject: Traceable {
  /// Serial number, unique in this process (but for an object standing in for another,
  /// `standIn(for:)`); 1 for the first RAC object ever made.
  public private(set) var objectSerial: Int

  /// The name the trace shows for this object when RAC itself gives it none, e.g. the variable
  /// name the post uses (`compoundDisposable`, `selfDisposable`, `mappedSignalA`). Set it before the
  /// object is shared with other threads. A new label tells the recorders' kept names
  /// (`TraceNames`); the core labels the objects it has just made, which no trace can have named
  /// yet, without telling them (`labelNewObject`): `bind:` makes two per value.
  public var traceLabel: String? {
    get { storedTraceLabel }
    set {
      storedTraceLabel = newValue
      TraceNames.nameDidChange(of: self)
    }
  }

  /// `traceLabel`'s storage. (Set on objects made per value; nothing reads it while it is being
  /// set, so Swift's run-time exclusivity check, a call into the runtime per assignment, is
  /// switched off for it.)
  @exclusivity(unchecked) private var storedTraceLabel: String?

  /// Labels an object made just now, before anything else has seen it: no recorder can have kept
  /// a name for it, so none is told (as `traceLabel`'s setter would).
  final func labelNewObject(_ label: String?) {
    storedTraceLabel = label
  }

  /// What `TraceNames` must do about this object's name: bits of `TraceNameFlags`.
  let traceNameFlags = Atomic<UInt8>(0)

  /// The bits of `traceNameFlags`.
  enum TraceNameFlags {
    /// Its death may change a name a trace kept: another object shows its name only while it lives,
    /// or it was renamed after a trace named it.
    static let diesVisibly: UInt8 = 1
    /// Its name changes on its own (`TraceNames.setUncacheable`).
    static let uncacheable: UInt8 = 2
  }

  /// `rac_deallocDisposable` and `rac_willDeallocSignal` once someone asks for them (see
  /// `CoreObject+Deallocating`); written under `deallocationLock`.
  @exclusivity(unchecked) var deallocationState: DeallocationState?

  /// A new object with the next serial number, counted as alive until it is deinitialised.
  public init() {
    objectSerial = LiveObjects.didAllocate(type(of: self))
  }

  /// Makes a trace take this new object for `other`: it gets `other`'s serial number (so the same
  /// number in a trace, and the same kept name), and stays counted as alive of its own. For the
  /// object an Objective-C `-dealloc` runs on once Swift has begun deinitialising `other`, which
  /// nothing may keep: RAC's `-dealloc` runs on the very object, and the trace must say so. Call it
  /// right after `init`, before the object is traced.
  public final func standIn(for other: CoreObject) {
    objectSerial = other.objectSerial
  }

  deinit {
    // RAC's swizzled -dealloc, and what the trace's kept names must know of this death: both rare,
    // so both in one function of their own, which keeps the common path free of them.
    if deallocationState != nil || traceNameFlags.load(ordering: .relaxed) != 0 { willDeallocate() }
    LiveObjects.didDeallocate(type(of: self))
  }

  @inline(never)
  private func willDeallocate() {
    // No other reference exists now, so the state is read without the lock.
    if let deallocationState { disposeDeallocDisposable(of: deallocationState) }
    let flags = traceNameFlags.load(ordering: .relaxed)
    if flags != 0 { TraceNames.didDie(flags: flags) }
  }

  /// The class name as RAC would print it (`RACDynamicSignal`, `RACSubscriber`, …).
  open var className: String { ClassNames.name(of: type(of: self)) }

  /// The elements, when the trace writes this object as a tuple value the way it writes the core's
  /// `RACTuple` (`RACTuple("a", 1)`): RAC's own `RACTuple` loaded from a checkout
  /// (`--rac-source`) is such an object, so both runs show a tuple alike. Nil for every other object.
  open var traceTupleElements: [Any?]? { nil }

  /// Sets `traceLabel` and returns the object, so a walkthrough can name a signal where it makes it:
  /// `let signal = RACSignal.createSignal { … }.traced(as: "signal")`.
  @discardableResult
  public func traced(as label: String) -> Self {
    traceLabel = label
    return self
  }

  /// Tells recorders that this object's trace name changed in a way other than `traceLabel` (a
  /// subclass whose name reads state of its own), so that none reuses the name it kept.
  public final func traceNameDidChange() {
    TraceNames.nameDidChange(of: self)
  }

  /// The class name the trace shows: RAC's own class name.
  public var traceClassName: String { className }

  /// Whether this is one instance the whole process shares (`+empty`'s signal, `return:nil`'s, the
  /// immediate, subscription and main thread schedulers): whoever names objects for a trace must
  /// leave these alone, or one run's name would stick to every later run's.
  open var isSharedInstance: Bool { false }
  /// The object's serial number, which the trace renumbers per trace.
  public var traceIdentity: Int { objectSerial }
  /// RAC objects' names are kept by recorders under their serial (`TraceNames` says when not).
  public var traceNameKey: Int? { objectSerial }
  open var traceName: String { traceLabel ?? "" }
}

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
    set { trackingClasses.store(newValue, ordering: .relaxed) }
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

  /// Live objects per class, counted since tracking was turned on; classes at zero are left out.
  public static var countsByClass: [String: Int] {
    var counts: [String: Int] = [:]
    for entry in perClass.withLock({ Array($0.values) }) where entry.count != 0 {
      counts[String(describing: entry.type), default: 0] += entry.count
    }
    return counts
  }

  static func didAllocate(_ type: AnyObject.Type) -> Int {
    if trackingClasses.load(ordering: .relaxed) {
      perClass.withLock { $0[ObjectIdentifier(type), default: (type, 0)].count += 1 }
    }
    return allocated.wrappingAdd(1, ordering: .relaxed).newValue
  }

  static func didDeallocate(_ type: AnyObject.Type) {
    if trackingClasses.load(ordering: .relaxed) {
      perClass.withLock { $0[ObjectIdentifier(type), default: (type, 0)].count -= 1 }
    }
    deallocated.wrappingAdd(1, ordering: .relaxed)
  }
}

/// Class names, made once per class: writing a type's name demangles it, and the trace asks for
/// the class of every object it meets.
enum ClassNames {
  private static let names = LockedState<[ObjectIdentifier: String]>([:])

  static func name(of type: AnyObject.Type) -> String {
    let key = ObjectIdentifier(type)
    if let known = names.withLock({ $0[key] }) { return known }
    let name = String(describing: type)
    names.withLock { $0[key] = name }
    return name
  }
}
