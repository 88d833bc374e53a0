import Foundation
import Synchronization

/// One run of a snippet: what is the run's rather than the program's. The program (its files,
/// classes and functions, `ObjCSnippet`) is read once and run many times (`verify`, `explore`'s
/// schedules, a spec's examples); each run gets a `Run` of its own, so nothing one run sets is
/// left in a global for the next.
///
/// It holds the run's budgets, where its output goes, what it enters by, what the main run loop's
/// autorelease pool still holds, and what the value describer needs to know of the run (the
/// snippet's string literals, its own `-description` methods). The interpreter's counters against
/// the budgets (steps, depth, memory) stay in the `Interpreter`, on its hot path.
package final class Run: @unchecked Sendable {
  /// How far the run may go.
  let limits: Interpreter.Limits
  /// Where a line of the program's output (`NSLog`, a completed `printf` line) goes: the host's
  /// console (a walkthrough's, which also records it in the trace).
  let output: (String) -> Void
  /// What runs when the files have no top-level code.
  let entryPoint: EntryPoint?
  /// The string literals of the snippet: a string equal to one prints its class as
  /// `__NSCFConstantString`, as a literal's does (`ValueDescription.concreteClassName`).
  package let literalStrings: Set<String>
  /// The snippet's own `-description` for instances of its classes, while the run is in progress;
  /// the instances the run makes hold it weakly.
  package let describer = InstanceDescriber()
  /// What the run changed in the runtime's tables (`RuntimeClassChanges`); nil until the first
  /// change, so that a send of a run that changes nothing asks no more than before. Read at every
  /// send, one thread at a time: no run-time exclusivity check.
  @exclusivity(unchecked) package var runtimeChanges: RuntimeClassChanges?
  /// What the entry code (the top level, the test method, `main`, the view controller's lifecycle)
  /// still holds when it ends: kept until the main queue has nothing more due now, then released.
  ///
  /// On a device that code runs in one turn of the main run loop, whose autorelease pool is drained
  /// only when the run loop is about to sleep: the main-queue work that turn dispatched runs first,
  /// and objects the code's locals held (a `RACCommand` made in `-viewDidLoad`, whose execution is
  /// subscribed on the main queue) are commonly still alive for it. The published outputs of the
  /// command examples show exactly that.
  var mainRunLoopPool: [AnyObject] = []
  /// What `__autoreleasing` locals put in the autorelease pool, oldest first: the innermost
  /// `@autoreleasepool` scope lets go of what it added when it ends, and the rest goes before the
  /// run's next turn, as a dispatch queue's thread drains its pool after each block. RAC's
  /// `RACDynamicSequence -dealloc` parks its tail here every hundred nested deallocations, so a
  /// chain of thousands is released in steps instead of one deep recursion. Read at every
  /// `@autoreleasepool` scope's start and end, one thread at a time (the run's turns): no run-time
  /// exclusivity check (issue 37).
  @exclusivity(unchecked) var autoreleasePool: [Any] = []
  /// What `printf` wrote since its last newline.
  var pendingOutput = ""
  /// Lines written so far, against `limits.maxOutputLines`.
  var outputLines = 0
  /// What the libraries keep for this run (`RunLocal`: the C libraries' state, the default
  /// notification center, the spec being run).
  package let locals = RunLocals()
  /// `@synchronized` locks, one per object, made on first use (under `synchronizationTableLock`:
  /// two queues may enter `@synchronized` on one object at once).
  private var synchronizationLocks: [ObjectIdentifier: NSRecursiveLock] = [:]
  private let synchronizationTableLock = NSLock()

  /// The lock `@synchronized (object)` takes.
  func synchronizationLock(for object: AnyObject) -> NSRecursiveLock {
    synchronizationTableLock.withLock {
      let key = ObjectIdentifier(object)
      if let lock = synchronizationLocks[key] { return lock }
      let lock = NSRecursiveLock()
      synchronizationLocks[key] = lock
      return lock
    }
  }

  /// Where the run last checked its time budget (`CheckedPlace`).
  let checkedPlace = CheckedPlace()

  /// The error a stop from outside the run reports (`RunOverrunGuard`), given its message: the
  /// error the run already stopped with, when it did (a budget spent in a block the core called,
  /// the core going on with its own work after it), else `message` at the place the run last
  /// checked its budget (`checkedPlace`); nil when it never did.
  func stopFromOutside(_ message: String) -> ObjCError? {
    if let error { return error }
    guard let location = checkedPlace.last else { return nil }
    var stop = ObjCError(.runtime, message, at: location, in: file(of: location))
    stop.budget = .seconds
    return stop
  }

  private let failureLock = NSLock()
  private var failure: ObjCError?
  /// Raised (once, after `failure` is set under `failureLock`) when the run stops; read after every
  /// library call and at every entry from the core, so an atomic flag rather than the lock.
  private let aborted = Atomic<Bool>(false)

  /// The first error of the run, if any.
  package var error: ObjCError? { failureLock.withLock { failure } }

  /// Whether the run has stopped (an error, a budget): every interpreted frame unwinds.
  package var isAborted: Bool { aborted.load(ordering: .acquiring) }

  /// Stops the run, keeping `error` if it is the first; stops the virtual queues' active run too
  /// (`queues`, the libraries'), so nothing scheduled runs after it.
  func stop(with error: ObjCError?, queues: (any LibraryBridge)?) {
    failureLock.withLock {
      if failure == nil, let error { failure = error }
    }
    aborted.store(true, ordering: .releasing)
    queues?.stopRun()
  }

  /// The objects the run makes, for `leaks` (nil: none are recorded, as in every other run). Set
  /// before the run starts; read at every message send and property read, so without a run-time
  /// exclusivity check (issue 37).
  @exclusivity(unchecked) package var ledger: ObjectLedger?
  /// Ends the run once all it waits for is repeating timers nobody disposes (`leaks`: the program's
  /// work is done, and the timers are roots that keep what their blocks hold): those still
  /// scheduled after `RepeatingTimersWatch`'s firings. Off, such a run goes on until its
  /// virtual-time budget stops it, as `run` shows.
  package var endsWhenOnlyTimersRemain = false
  /// Told once, when the program has ended: every turn has run (or only repeating timers remain,
  /// with `endsWhenOnlyTimersRemain`), the top-level locals and the entry's receivers have gone,
  /// and the globals and statics still hold what they hold. `leaks` looks at what is alive then.
  package var atProgramEnd: ((Run) -> Void)?
  /// Whether the program ended with repeating timers still scheduled (`endsWhenOnlyTimersRemain`).
  package private(set) var endedWithTimersScheduled = false
  /// How long the timers fired once all the run waited for was them (`endsWhenOnlyTimersRemain`).
  var repeatingTimersWatch = RepeatingTimersWatch()
  /// With `endedWithTimersScheduled`, the lines the program had printed before only the timers'
  /// firings were left to run: the rest is what they printed while they were watched.
  package var outputLinesBeforeTimersOnly: Int? {
    endedWithTimersScheduled ? repeatingTimersWatch.outputLinesBefore : nil
  }
  /// The program's globals and statics (RAC's own, with `--rac-source`, included): roots until the
  /// process ends.
  package let statics: [VariableStorage]

  /// The program has ended (see `atProgramEnd`), with repeating timers still scheduled or not: tells
  /// `atProgramEnd`, once.
  package func reachProgramEnd(withTimersScheduled timers: Bool = false) {
    guard let tell = atProgramEnd else { return }
    atProgramEnd = nil
    endedWithTimersScheduled = timers
    tell(self)
  }

  /// Ends the run as a process ends: nothing of the program runs after it (no `-dealloc`, no
  /// block the core still calls), so letting go of what its globals hold then prints nothing. The
  /// queues' run is over (or ends as the turn check that calls this says so): it is left alone.
  package func end() {
    stop(with: nil, queues: nil)
  }

  /// The receiver of the entry methods: a test case or a view controller lives for the whole run.
  var entryReceivers: [Any] = []

  /// Every file of the program, in order (RAC's loaded files first).
  let programs: [Program]
  /// The program's C functions, by name.
  package let functions: [String: FunctionDefinition]
  /// The protocols the program's files declare, by name.
  package let protocols: [String: ProtocolDeclaration]
  /// The file whose top-level code runs, or the first of the program's own: what an error outside
  /// every file is placed in, and `main`'s `argv[0]`.
  let mainSource: SourceFile
  /// The values of the files' enum constants, worked out as the run starts (`Run+Entry`).
  var enumValues: [String: CNumber] = [:]
  /// The folders whose files the program may read at run time (`NSBundle`'s resources, a `file:`
  /// URL's data): those of the files read from disk, as for `#import` (issue 37); none for a post's
  /// listing or the playground, which read nothing.
  package var readableFolders: [String] = []

  /// A run of `compiled` within `limits`, writing its output to `output`, entering by the program's
  /// entry point when its files have no top-level code.
  package init(of compiled: CompiledProgram, limits: Interpreter.Limits, output: @escaping (String) -> Void) {
    self.limits = limits
    self.output = output
    self.entryPoint = compiled.loaded.entryPoint
    self.programs = compiled.programs
    self.statics = compiled.loaded.statics
    self.functions = compiled.loaded.functions
    self.protocols = compiled.loaded.protocols
    self.literalStrings = Set(compiled.programs.flatMap(\.stringLiterals))
    let own = compiled.ownPrograms
    mainSource =
      (own.first { !$0.statements.isEmpty } ?? own.first ?? compiled.programs.first)?.source
      ?? SourceFile(name: "<empty>", text: "")
  }

  /// Whether `name` is one of a library's files (RAC's own, with `--rac-source`), not the program's.
  package func isLibraryFile(_ name: String) -> Bool {
    programs.contains { $0.source.name == name && $0.source.kind == .library }
  }

  /// The file a location is in.
  func file(of location: SourceLocation) -> SourceFile {
    programs.first { $0.source.name == location.file }?.source ?? mainSource
  }

  /// Lets go of what the run's entry code and the main run loop held (at the end of the run).
  /// Each is taken out before it is released: what goes may run code (`-dealloc`) that puts new
  /// objects in these very lists.
  package func releaseEntryObjects() {
    let released = (entryReceivers, mainRunLoopPool, autoreleasePool)
    entryReceivers = []
    mainRunLoopPool = []
    autoreleasePool = []
    if error?.budget != nil, Self.keepsWhatStoppedRunsHeld {
      Self.keptUntilExit.withLock { $0.append(released) }
      return
    }
    withExtendedLifetime(released) {}
  }

  /// Whether a run stopped by a budget keeps what its entry code held until the process ends,
  /// instead of letting go of it: set by a command-line process that ends right after its runs
  /// (not the playground's server or workers, nor the debug adapter, which go on). Letting go of
  /// the millions of subscriptions a program made within a 5 s budget took seconds past it, and
  /// once a budget has stopped a run none of the program's code runs (its `-dealloc`s included),
  /// so nothing of the letting go would show.
  package static var keepsWhatStoppedRunsHeld: Bool {
    get { keepsHeld.load(ordering: .relaxed) }
    set { keepsHeld.store(newValue, ordering: .relaxed) }
  }

  private static let keepsHeld = Atomic<Bool>(false)
  private static let keptUntilExit = Mutex<[Any]>([])
}

extension Run {
  /// Writes one line of program output (NSLog, printf's completed lines) against `budget`; past
  /// `limits.maxOutputLines` the run stops with an error at `location` instead.
  ///
  /// A run stopped inside a call that does not look back when it returns (a KVO notification, a
  /// binding's subscription) may reach one more statement: its output is not written.
  package func writeLine(_ line: String, budget: inout RunBudget, at location: SourceLocation) throws {
    if isAborted { throw RuntimeError.aborted }
    try budget.reserve(line.utf8.count, at: location)
    outputLines += 1
    guard outputLines <= limits.maxOutputLines else {
      throw RuntimeError.budgetSpent(
        .outputLines, message: "stopped after \(limits.maxOutputLines) lines of output: the program may log forever",
        location: location)
    }
    output(line)
  }

  /// `printf`: output without a newline waits for the rest of its line.
  package func writePartial(_ text: String, budget: inout RunBudget, at location: SourceLocation) throws {
    try budget.reserve(pendingOutput.utf8.count + text.utf8.count, at: location)
    let combined = pendingOutput + text
    var start = combined.startIndex
    while let newline = combined[start...].firstIndex(of: "\n") {
      try writeLine(String(combined[start..<newline]), budget: &budget, at: location)
      start = combined.index(after: newline)
    }
    pendingOutput = String(combined[start...])
  }
}
