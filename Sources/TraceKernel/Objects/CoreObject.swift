import Foundation
import Synchronization

/// The root of every RAC object (signals, subscribers, disposables, schedulers and their pending
/// actions), standing in for `NSObject`.
///
/// It gives each object a process-wide serial number (the trace renumbers them per trace, so traces
/// are the same on every run) and keeps the live-object count that the tests use to prove that a
/// finished or disposed subscription leaves nothing behind.
open class CoreObject: Traceable, CoreReferencing {
  /// Serial number, unique in this process (but for an object standing in for another,
  /// `standIn(for:)`); 1 for the first RAC object ever made. Written only while the object is
  /// new (`init`, `standIn(for:)`), so Swift's run-time exclusivity check, a call into the runtime
  /// per read (`TraceNames.nameDidChange` reads it per new signal), is switched off for it.
  @exclusivity(unchecked) public final private(set) var objectSerial: Int

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
  @usableFromInline @exclusivity(unchecked) final var storedTraceLabel: String?

  /// Labels an object made just now, before anything else has seen it: no recorder can have kept
  /// a name for it, so none is told (as `traceLabel`'s setter would).
  @inlinable
  package final func labelNewObject(_ label: String?) {
    storedTraceLabel = label
  }

  /// What `TraceNames` must do about this object's name: bits of `TraceNameFlags`.
  @usableFromInline package final let traceNameFlags = Atomic<UInt8>(0)

  /// The bits of `traceNameFlags`.
  @usableFromInline
  package enum TraceNameFlags {
    /// Its death may change a name a trace kept: another object shows its name only while it lives,
    /// or it was renamed after a trace named it.
    @usableFromInline package static let diesVisibly: UInt8 = 1
    /// Its name changes on its own (`TraceNames.setUncacheable`).
    @usableFromInline package static let uncacheable: UInt8 = 2
  }

  /// `rac_deallocDisposable` and `rac_willDeallocSignal` once someone asks for them (the RAC
  /// target's `CoreObject+Deallocating`); written under `deallocationLock`.
  @exclusivity(unchecked) package final var deallocationState: (any DeallocationAction)?

  /// Guards `deallocationState` of every object: RAC takes `@synchronized (self)` to make the
  /// disposable once; one lock for all objects does the same job, since it is held only to read or
  /// store the reference, never while calling out.
  package static let deallocationLock = LockedState<Void>(())

  /// A new object with the next serial number, counted as alive until it is deinitialised.
  public init() {
    let made = LiveObjects.didAllocate(type(of: self))
    objectSerial = made.serial
    if made.isTracking { LiveObjects.track(self) }
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
    if let deallocationState { deallocationState.objectWillDeallocate(self) }
    let flags = traceNameFlags.load(ordering: .relaxed)
    if flags != 0 { TraceNames.didDie(flags: flags) }
  }

  /// What RAC's swizzled `-dealloc` does before the original one: runs the object's deallocation
  /// action (disposes `rac_deallocDisposable`, completing `rac_willDeallocSignal`). `deinit` calls
  /// it; a subclass whose own `deinit` releases state that the subscribers may still read calls it
  /// first. Running it twice does nothing more.
  public final func disposeDeallocDisposable() {
    guard let state = CoreObject.deallocationLock.withLock({ _ in deallocationState }) else { return }
    state.objectWillDeallocate(self)
  }

  /// Whether someone asked for the object's `rac_deallocDisposable` (or `rac_willDeallocSignal`):
  /// then its death runs code of theirs. Unlocked: for `deinit`, where nothing else holds the object.
  /// Never inlined: `@exclusivity(unchecked)` holds only inside this module, so another module that
  /// read `deallocationState` itself would pay the run-time exclusivity check (more than this call)
  /// in every subscriber's `deinit`.
  @inline(never)
  public final var hasDeallocationDisposable: Bool { deallocationState != nil }

  /// `rac_deallocDisposable` and `rac_willDeallocSignal` if someone made them, without making
  /// them: what the object holds as RAC's associated objects (`leaks` names them so).
  public final var madeDeallocationObjects: [(name: String, object: CoreObject)] {
    CoreObject.deallocationLock.withLock { _ in deallocationState?.madeObjects ?? [] }
  }

  /// The object's strong references, each named as RAC names it, for a leak analysis only: a
  /// subclass adds its stored properties under RAC's ivar names, then calls `super`, which adds the
  /// associated objects RAC's categories make (`rac_deallocDisposable`).
  open func appendCoreReferences(to references: inout CoreReferences) {
    for made in madeDeallocationObjects { references.add("associated object \(made.name)", made.object) }
  }

  /// A number that changes whenever what `appendCoreReferences` gives would change, the associated
  /// objects aside (`madeDeallocationObjectCount` says when those change); nil when the object's
  /// class keeps none (every class but those that say otherwise, subclasses included). A leak
  /// analysis that looks at the same objects again and again (the viewer's holders, at each stop)
  /// reads an object's references again only when its stamp moved.
  ///
  /// A class keeps it where it writes the references: as a count bumped under the lock RAC takes
  /// for the write, or derived from the references themselves when that is as cheap (the address
  /// of the one object held), never with a cost on the core's path when nothing looks. Each class
  /// that keeps one answers only for its own exact class: a subclass's references are its own.
  open var referenceStamp: UInt? { nil }

  /// How many associated objects RAC's categories made for the object (`rac_deallocDisposable`,
  /// `rac_willDeallocSignal`): they are only ever added, so the count changes with them.
  public final var madeDeallocationObjectCount: Int {
    CoreObject.deallocationLock.withLock { _ in deallocationState?.madeObjectCount ?? 0 }
  }

  /// The object a leak analysis sees where the core holds this one: itself, or for an adapter
  /// the host hands the core in place of another (a program's own `<RACSubscriber>`), that other,
  /// so a path reads as it does on RAC's code, with no hop of the tool's. A class's override, not a
  /// protocol, so that the analysis asks it of every reference for the cost of a class check.
  open var referent: AnyObject { self }

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

  /// Its own `-isEqual:` of `other`, when its class defines one in code the core cannot see (an
  /// instance of a program's Objective-C class): what `ValueEquality` asks, as RAC's `[a isEqual:b]`
  /// sends the message. nil: equal only to itself.
  open func ownIsEqual(_ other: Any) -> Bool? { nil }
  /// Its own `-hash`, beside `ownIsEqual(_:)`; nil: hashed by identity.
  open var ownHash: Int? { nil }
}
