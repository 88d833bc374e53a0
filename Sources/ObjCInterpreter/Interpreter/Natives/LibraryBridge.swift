import Foundation

/// What the language asks of its libraries beyond their classes, functions and constants: how a
/// library's value is seen from the program and back, and the meaning of the RAC macros the
/// language parses (`RACObserve`, `RAC(…) =`) but whose work is the library's. The libraries
/// target sets one on the table it builds (`NativeClasses.bridge`); a table without one knows only
/// the language's own values.
///
/// It is the one place the interpreter calls into its libraries other than through the table's
/// methods, so every call here is a seam the compiler holds: the language target cannot name a
/// type of the libraries.
package protocol LibraryBridge: AnyObject, Sendable {
  /// The class `[value class]` names for a value the language does not make itself (a thread, a
  /// queue, an object of the Swift core); nil when the libraries do not know it either.
  func concreteClassName(of value: Any) -> String?

  /// The public classes such a value is an instance of, most specific first (`isKindOfClass:`,
  /// where its methods are looked up); nil when the libraries do not know it.
  func classChain(of value: Any, in natives: NativeClasses) -> [String]?

  /// What a native method returned, as the program sees it in a run on RAC's loaded source (a core
  /// object adopted by a loaded class); asked only in such runs.
  func adoptedFromCore(_ value: Any?, in interpreter: Interpreter) throws -> Any?

  /// The elements of a library collection a `for … in` loop walks (a core array, a tuple, a
  /// sequence), each as the program sees it; nil for a value that is no such collection.
  func elements(of collection: Any, in interpreter: Interpreter) -> AnyIterator<Any?>?

  /// A message to `instance` whose selector a library asked to hear of (RAC's
  /// `-rac_signalForSelector:`, which left `subject` on the instance): the object's own method,
  /// then whatever the library does with the arguments.
  func sendIntercepted(
    _ selector: String, to instance: ObjCInstance, subject: Any, arguments: [Any?], in interpreter: Interpreter,
    at location: SourceLocation
  ) throws -> Any?

  /// A message no method of `instance`'s classes answers, handed to the object's own forwarding
  /// (`-forwardingTargetForSelector:`, or `-methodSignatureForSelector:` and then
  /// `-forwardInvocation:` with an `NSInvocation`, which is the libraries'), as the Objective-C
  /// runtime does before it raises: `forwarded` is false when the object does not forward it,
  /// and the unrecognized-selector error follows.
  func forward(
    _ selector: String, to instance: ObjCInstance, arguments: [Any?], in interpreter: Interpreter,
    at location: SourceLocation
  ) throws -> (forwarded: Bool, result: Any?)

  /// `RACObserve(target, keyPath)`: the signal of the key path's values, observed by `observer`.
  func observe(
    _ target: Any?, keyPath: String, observer: Any?, in interpreter: Interpreter, at location: SourceLocation
  ) throws -> Any?

  /// `RAC(target, keyPath, nilValue) = signal`: binds the signal's values to the key path.
  func bind(
    _ signal: Any?, to target: Any?, keyPath: String, nilValue: Any?, in interpreter: Interpreter,
    at location: SourceLocation
  ) throws -> Any?

  /// The elements of a library's tuple that `RACTupleUnpack(…) = tuple` assigns, as the tuple
  /// holds them; nil for a value that is no such tuple.
  func tupleElements(of value: Any) -> [Any?]?

  // MARK: The virtual queues the run's work is scheduled on

  /// The virtual now of the queue whose work runs on this thread (the run's virtual time budget),
  /// nil outside the libraries' virtual queues.
  var virtualNow: Date? { get }

  /// Has `check` asked before each turn of the active run's queues, and `mayRunAtTheClock` once the
  /// turn is chosen and the clock has moved to its time; a false from either stops the run.
  func setTurnCheck(_ check: @escaping () -> Bool, mayRunAtTheClock: @escaping () -> Bool)

  /// Parks the calling turn of the active run until `done` holds, the other turns running
  /// meanwhile: true when it holds, false when nothing left to run could make it; nil when no run
  /// is active on this thread.
  func waitInRun(until done: @escaping () -> Bool) -> Bool?

  /// Parks the calling turn of the active run until another turn has been taken, or none can be:
  /// a preempted thread's time slice (`BusyWait`'s loops whose body runs but whose condition's
  /// variables do not move).
  func yieldInRun()

  /// Has the active run set aside what `suspend` returns whenever a turn of its queues parks (its
  /// code waits, and other turns run on another thread meanwhile), and give it to `resume` when
  /// the turn goes on.
  func keepTurnThreadState(suspend: @escaping () -> Any, resume: @escaping (Any) -> Void)

  /// Whether no queue of the active run has work left (true when no run is active).
  var runIsIdle: Bool { get }

  /// Whether the main queue has nothing due now (true when no run is active).
  var mainQueueIsIdleNow: Bool { get }

  /// Whether all the active run's queues wait for is repeating timers nobody disposes (at least
  /// one): `leaks` takes that moment for the program's end (false when no run is active).
  var runWaitsOnlyForTimers: Bool { get }

  /// Stops the active run of the queues: nothing scheduled runs after it.
  func stopRun()

  /// The state a debugger shows under an object of the Swift core (a subject's subscribers, a
  /// disposable's `disposed`), each part named as RAC 2.5 names the instance variable or property
  /// that holds it, read through the core's own locked accessors and running no traced code; empty
  /// for a value it shows nothing of (`VariableCapture`). `isStrong` is false for a part RAC keeps
  /// unretained (a passthrough subscriber's `signal`), which keeps nothing alive.
  func debuggerParts(of value: Any) -> [(name: String, value: Any?, isStrong: Bool)]
}
