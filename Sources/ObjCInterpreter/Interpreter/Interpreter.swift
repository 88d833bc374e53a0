import Dispatch
import Foundation
import RAC
import Synchronization

/// Runs a resolved snippet: the fourth stage (lexer → parser → resolver → interpreter → bridge to
/// RAC), a tree-walking interpreter in the manner of Crafting Interpreters.
///
/// Statements and expressions are visited (`Interpreter+Statements`, `Interpreter+Expressions`,
/// `Interpreter+Operators`); messages go to the snippet's methods or to the bridge's native
/// methods (`Interpreter+Messages`); blocks and methods run in frames of slots the resolver
/// numbered (`Interpreter+Calls`).
///
/// One interpreter serves one run. Its blocks are called by the RAC core from Swift closures; an
/// error there cannot be thrown through the core, so it is recorded (the first one wins), the run is
/// stopped (`VirtualQueues.stopActiveRun`), and every interpreted frame still on the stack
/// unwinds as soon as the core returns to it.
public final class Interpreter {
  /// How far a run may go before it is stopped as one that would never end.
  public struct Limits: Sendable {
    /// Statements and calls.
    public var maxSteps: Int
    /// Seconds of real time.
    public var maxSeconds: Double
    /// Seconds of the run's virtual clock (timers that never stop).
    public var maxVirtualSeconds: Double
    /// Nested calls of the snippet's blocks, methods and functions.
    public var maxDepth: Int
    /// Lines of output (NSLog, printf): a loop that logs forever stops here, not when memory ends.
    public var maxOutputLines: Int
    /// Bytes of memory the run may hold: its strings, collections, output and trace
    /// (`MemoryBudget`).
    public var maxMemory: Int

    /// Budgets for a run: 20 million steps, 20 s, an hour of virtual time, 1,500 nested calls,
    /// 100,000 lines of output, 1 GB of memory, unless given.
    public init(
      maxSteps: Int = 20_000_000, maxSeconds: Double = 20, maxVirtualSeconds: Double = 3600, maxDepth: Int = 1500,
      maxOutputLines: Int = 100_000, maxMemory: Int = 1 << 30
    ) {
      self.maxSteps = maxSteps
      self.maxSeconds = maxSeconds
      self.maxVirtualSeconds = maxVirtualSeconds
      self.maxDepth = maxDepth
      self.maxOutputLines = maxOutputLines
      self.maxMemory = maxMemory
    }

    /// The most seconds a run may be given: a deadline further off is no budget at all, and a
    /// larger number would not fit in the clock's nanoseconds.
    public static let longestSeconds: Double = 1_000_000
  }

  let program: Program
  /// Every file of the snippet, in order; the first with top-level code is `program`.
  let programs: [Program]
  let source: SourceFile
  package let classes: [String: ObjCClass]
  package let functions: [String: FunctionDefinition]
  let enumConstants: [String: (declaration: EnumDeclaration, index: Int)]
  package let natives: NativeClasses
  /// The run this interpreter serves: its budgets, output, entry point and what it keeps alive.
  package let run: Run
  /// The run's budgets (`run.limits`, kept here beside the counters that are checked against them).
  let limits: Limits
  /// What runs when the files have no top-level code.
  var entryPoint: EntryPoint? { run.entryPoint }

  var enumValues: [String: CNumber] = [:]
  private let stateLock = NSLock()
  private var failure: ObjCError?
  /// Raised (once, after `failure` is set under `stateLock`) when the run stops; read after every
  /// library call and at every entry from the core, so an atomic flag rather than the lock.
  private let aborted = Atomic<Bool>(false)
  /// Whether RAC's loaded source defines `RACSignal` (and so replaces the core's classes): asked
  /// after every library method (`adoptedFromCore`), so decided once.
  package let runsRACSource: Bool
  /// Method look-ups and class chains found so far in this run. Used one thread at a time, as the
  /// rest of the run's state is (`steps`, `depth`): Swift's run-time exclusivity check on every
  /// look-up would cost more than the look-up.
  @exclusivity(unchecked) package var methodCache = MethodCache()
  // The step and depth counts and the current statement change at every statement and call, one
  // thread at a time: without Swift's run-time exclusivity checks (a call into the run time each).
  @exclusivity(unchecked) var steps = 0
  @exclusivity(unchecked) var depth = 0
  /// Emptied frames of returned block calls, by size (`spareFrame(size:)`, `keepSpare`): one thread
  /// at a time, as the counts above.
  @exclusivity(unchecked) var spareFrames: [[Frame]] = []
  /// The frame `keepSpare` kept last, outside `spareFrames`.
  @exclusivity(unchecked) var lastSpareFrame: Frame?
  /// Emptied boxes of variables that have gone, for the next parameters (`recycleVariables`,
  /// `box(holding:type:)`): a block the core calls for every value would otherwise allocate and
  /// free a box for its parameter each time (issue 21).
  @exclusivity(unchecked) var spareBoxes: [Box] = []
  private var deadline: DispatchTime = .distantFuture
  /// What the run holds, against `limits.maxMemory`.
  private var memory: MemoryBudget
  private var virtualStart: Date?
  /// The statement running now: where an error the core reports (a failed RAC assertion) is placed.
  package var currentLocation: SourceLocation {
    SourceLocation(
      file: currentFile, offset: currentPosition.offset, line: currentPosition.line, column: currentPosition.column)
  }
  /// `currentLocation` kept as its parts, set at every statement and call: a statement in the same
  /// file as the one before (nearly every one) sets three integers, not the file's name as well (a
  /// retain and a release of its string each time: issue 21).
  @exclusivity(unchecked) private var currentFile: String
  @exclusivity(unchecked) private var currentPosition: (offset: Int, line: Int, column: Int) = (0, 1, 1)
  /// What `printf` wrote since its last newline.
  var pendingOutput = ""
  /// Lines written so far, against `limits.maxOutputLines`.
  var outputLines = 0
  /// Read at the end of every compound statement: no run-time exclusivity check.
  @exclusivity(unchecked) private var entryBodyIDs: Set<ObjectIdentifier> = []

  func isEntryBody(_ node: CompoundStatement) -> Bool {
    !entryBodyIDs.isEmpty && entryBodyIDs.contains(ObjectIdentifier(node))
  }

  /// Drains `mainRunLoopPool` when the main queue has nothing due at the current time (the run
  /// loop would go to sleep): called before each turn of the run.
  private func drainPoolIfMainIsIdle() {
    // Each list is replaced while a local keeps what it held, which goes after the write (as
    // `withExtendedLifetime` guarantees): the objects' `-dealloc` may add to the lists again.
    if !run.autoreleasePool.isEmpty {
      let drained = run.autoreleasePool
      run.autoreleasePool = []
      withExtendedLifetime(drained) {}
    }
    guard !run.mainRunLoopPool.isEmpty, VirtualQueues.mainQueueIsIdleNow else { return }
    let drained = run.mainRunLoopPool
    run.mainRunLoopPool = []
    withExtendedLifetime(drained) {}
  }
  /// `@synchronized` locks, one per object.
  var synchronizationLocks: [ObjectIdentifier: NSRecursiveLock] = [:]

  init(
    program: Program, programs: [Program], classes: [String: ObjCClass], functions: [String: FunctionDefinition],
    enumConstants: [String: (declaration: EnumDeclaration, index: Int)], natives: NativeClasses, run: Run
  ) {
    self.program = program
    self.programs = programs
    self.source = program.source
    self.classes = classes
    self.functions = functions
    self.enumConstants = enumConstants
    self.natives = natives
    self.run = run
    self.limits = run.limits
    self.runsRACSource = classes["RACSignal"]?.isLibrarySource == true
    self.currentFile = program.source.name
    self.memory = MemoryBudget(limit: run.limits.maxMemory)
  }

  // MARK: - The run

  /// The first error of the run, if any.
  public var error: ObjCError? { stateLock.withLock { failure } }

  package var isAborted: Bool { aborted.load(ordering: .acquiring) }

  /// Runs the program's top-level code (or its entry method) with `selfValue` as `self`. Errors are
  /// recorded, not thrown: the run may go on in the core's scheduled blocks after this returns.
  /// With `keepingSelfForTheRun` (the view controller a scene defines), `self` stays alive until the
  /// run has nothing left, as the page on screen would; the implicit object of a bare snippet lives
  /// only until the main queue's work of this turn is done.
  ///
  /// `entry`, when given, runs instead of the files' entry point or top-level code (a spec's
  /// example, `SpecRunner`).
  package func runMain(
    selfValue: Any?, keepingSelfForTheRun: Bool = false, entry: ((Interpreter) throws -> Void)? = nil
  ) {
    if keepingSelfForTheRun, let selfValue { run.entryReceivers.append(selfValue) }
    let seconds = limits.maxSeconds.isNaN ? 0 : min(max(limits.maxSeconds, 0), Limits.longestSeconds)
    deadline = DispatchTime.now() + .nanoseconds(Int(seconds * 1e9))
    memory = MemoryBudget(limit: limits.maxMemory)
    virtualStart = RACScheduler.currentVirtualQueue?.now
    // The check holds the interpreter strongly, and the run drops the check when it ends
    // (`VirtualQueues.run`). A weak reference would give the interpreter a side table, and every
    // retain and release of it (several per statement) would then take the run time's slow path:
    // 1,800 instructions per int of scenario 1 in Objective-C (issue 21).
    VirtualQueues.setTurnCheckForActiveRun { [self] in
      if self.isAborted { return false }
      self.drainPoolIfMainIsIdle()
      if VirtualQueues.activeRunIsIdle, !self.run.entryReceivers.isEmpty {
        // Nothing is left to run: the test case or view controller goes now, while the run can
        // still deliver what its going sends (rac_willDeallocSignal's completion).
        let receivers = self.run.entryReceivers
        self.run.entryReceivers = []
        _ = receivers
      }
      do {
        try self.checkBudget()
        return true
      } catch {
        self.record(error)
        return false
      }
    }
    guardedEntry {
      try evaluateEnumConstants()
      if let entry {
        try entry(self)
      } else if let entryPoint {
        // The files' file-scope variables first, as C sets its globals before `main` runs.
        let frame = Frame.make(size: programs.map(\.mainFrameSize).max() ?? 1)
        // (A library's globals are set when first read: its files have no top-level code.)
        for program in programs where program.source.kind != .library {
          for statement in program.statements { _ = try execute(statement, in: frame) }
        }
        try enter(entryPoint)
      } else {
        // The files' top-level code runs as one script, in order, in one frame (`resolveMain`).
        let frame = Frame.make(size: programs.map(\.mainFrameSize).max() ?? 1)
        frame.slots[Resolver.mainSelfSlot] = Box(selfValue)
        run.mainRunLoopPool.append(frame)
        files: for program in programs where !program.statements.isEmpty && program.source.kind != .library {
          for statement in program.statements {
            if case .returned = try execute(statement, in: frame) { break files }
          }
        }
      }
      try flushPendingOutput()
    }
  }

  private func enter(_ entryPoint: EntryPoint) throws {
    switch entryPoint {
    case .testMethods(let methods):
      for method in methods { try callEntryMethod(method) }
    case .onlyMethod(let method):
      try callEntryMethod(method)
    case .main(let function):
      entryBodyIDs.insert(ObjectIdentifier(function.body))
      let argv = ObjCArray([CString(string: source.name)], mutable: false)
      _ = try callFunction(function, arguments: [CNumber.int(1), argv], at: function.location)
    case .viewControllerLifecycle(let className):
      let controller = try instantiate(className: className)
      run.entryReceivers.append(controller)
      for selector in natives.entryLifecycle.map(\.selector) {
        for each in classChain(of: className) {
          if let body = classes[each]?.instanceMethods[selector]?.body { entryBodyIDs.insert(ObjectIdentifier(body)) }
        }
      }
      let defined = Set(
        classChain(of: className).compactMap { classes[$0] }.filter(\.isDefinedBySnippet)
          .flatMap { $0.instanceMethods.keys })
      for (selector, arguments) in natives.entryLifecycle
      where selector == "viewDidLoad" || defined.contains(selector) {
        _ = try send(selector, to: controller, arguments: arguments, at: currentLocation)
      }
    }
  }

  private func callEntryMethod(_ method: MethodDefinition) throws {
    let receiver: Any? =
      method.isClassMethod
      ? classValue(named: method.className ?? "NSObject")
      : try instantiate(className: method.className ?? SnippetLoader.implicitClassName)
    if let receiver { run.entryReceivers.append(receiver) }
    if let body = method.body { entryBodyIDs.insert(ObjectIdentifier(body)) }
    _ = try callMethod(method, receiver: receiver, arguments: [], location: method.location)
  }

  /// Runs interpreted code called from outside any interpreted frame (the top level, or a block the
  /// core calls): errors are recorded and end the run; nil comes back.
  @discardableResult
  package func guardedEntry<Result>(_ body: () throws -> Result) -> Result? {
    guard !isAborted else { return nil }
    do {
      return try body()
    } catch {
      record(error)
      return nil
    }
  }

  /// The file a location is in.
  func file(of location: SourceLocation) -> SourceFile {
    programs.first { $0.source.name == location.file }?.source ?? source
  }

  /// Records the first error and stops the run.
  package func record(_ error: Error) {
    let objcError: ObjCError?
    switch error {
    case RuntimeError.failure(let message, let location):
      objcError = ObjCError(.runtime, message, at: location, in: file(of: location))
    case RuntimeError.exception(let value, let location):
      objcError = ObjCError(
        .runtime, "uncaught exception: \(ExceptionDescription.describe(value))", at: location, in: file(of: location))
    case RuntimeError.aborted:
      objcError = nil
    case let error as ObjCError:
      objcError = error
    default:
      objcError = ObjCError(.runtime, "\(error)", at: currentLocation, in: file(of: currentLocation))
    }
    stateLock.withLock {
      if failure == nil, let objcError { failure = objcError }
    }
    aborted.store(true, ordering: .releasing)
    VirtualQueues.stopActiveRun()
  }

  /// A failed RAC assertion (`NSCAssert` in the core) or a wait that can never end, at the
  /// statement running now.
  package func recordCoreFailure(_ failure: CoreAssertion.Failure) {
    let message = failure.kind == .assertion ? "RAC assertion failed: \(failure.message)" : failure.message
    record(RuntimeError.failure(message: message, location: currentLocation))
  }

  package func fail(_ message: String, at location: SourceLocation) -> RuntimeError {
    .failure(message: message, location: location)
  }

  // MARK: - Budgets

  /// Counts one step; every 1,024 steps checks the budgets.
  @inline(__always)
  func step(at location: SourceLocation) throws {
    steps &+= 1
    if currentFile != location.file { currentFile = location.file }
    currentPosition = (location.offset, location.line, location.column)
    if steps & 1023 == 0 { try checkBudget() }
  }

  /// A statement starts: one step, and, while a trace records, a `line` event at its position (what
  /// line-level stepping stops at).
  @inline(__always)
  func statement(at location: SourceLocation) throws {
    try step(at: location)
    if Tracing.isRecording { Tracing.line(traceSource(location)) }
  }

  func checkBudget() throws {
    if isAborted { throw RuntimeError.aborted }
    if steps > limits.maxSteps {
      throw fail(
        "stopped after \(limits.maxSteps) steps: the program may loop forever (raise the limit with --max-steps)",
        at: currentLocation)
    }
    try checkTime(at: currentLocation)
    if !memory.isWithinLimit() { throw memoryExhausted(at: currentLocation) }
    if let start = virtualStart, let now = RACScheduler.currentVirtualQueue?.now,
      now.timeIntervalSince(start) > limits.maxVirtualSeconds
    {
      throw fail(
        "stopped at \(FormatString.shortestDouble(limits.maxVirtualSeconds)) s of virtual time: something keeps scheduling work (an interval that never ends?)",
        at: currentLocation)
    }
  }

  /// The time budget: called between statements, and by native operations that take long.
  func checkTime(at location: SourceLocation) throws {
    if DispatchTime.now() > deadline {
      throw fail(
        "stopped after \(FormatString.shortestDouble(limits.maxSeconds)) s: the program may loop forever (raise the limit with --max-seconds)",
        at: location)
    }
  }

  /// Asks, before a native operation makes something of about `bytes` (a string, an array's
  /// storage, a line of output), whether it fits in the memory budget; stops the run at `location`
  /// if not. Checks the time budget too: an operation that grows is one that takes long.
  func reserve(_ bytes: Int, at location: SourceLocation) throws {
    try checkTime(at: location)
    if !memory.wouldFit(bytes) { throw memoryExhausted(at: location) }
  }

  /// The bytes a native operation may still make before the memory budget is spent.
  package func memoryAllowance() -> Int {
    _ = memory.isWithinLimit()
    return max(0, limits.maxMemory - memory.held)
  }

  package func memoryExhausted(at location: SourceLocation) -> RuntimeError {
    fail(
      "stopped at \(MemoryBudget.describe(limits.maxMemory)) of memory: the program may grow without end (raise the limit with --max-memory)",
      at: location)
  }

  // MARK: - Frames

  /// The slots of one running function, method or block: one allocation, the slots stored after
  /// the header (a frame is made at every call; an array of slots would be a second allocation).
  final package class Frame: ManagedBuffer<FrameHeader, Box?> {
    /// A frame of `size` empty slots.
    static func make(size: Int) -> Frame {
      let buffer = Frame.create(minimumCapacity: size) { _ in FrameHeader(size: size) }
      let frame = unsafeDowncast(buffer, to: Frame.self)
      frame.withUnsafeMutablePointerToElements { $0.initialize(repeating: nil, count: size) }
      return frame
    }

    deinit {
      withUnsafeMutablePointers { header, slots in _ = slots.deinitialize(count: header.pointee.size) }
    }

    /// How many slots the frame has.
    var size: Int { withUnsafeMutablePointerToHeader { $0.pointee.size } }

    /// The frame's slots by index: read and written at every call and declaration, by the one
    /// thread running the frame.
    var slots: Slots { Slots(frame: self) }

    /// The slots of a frame, subscripted as the array they replace.
    struct Slots {
      let frame: Frame

      // Through the pointers, not `header`: a class's stored property is checked for exclusive
      // access at run time, a call into the run time at every variable read.
      subscript(slot: Int) -> Box? {
        get {
          frame.withUnsafeMutablePointers { header, slots in
            precondition(slot >= 0 && slot < header.pointee.size, "frame slot out of range")
            return slots[slot]
          }
        }
        nonmutating set {
          frame.withUnsafeMutablePointers { header, slots in
            precondition(slot >= 0 && slot < header.pointee.size, "frame slot out of range")
            slots[slot] = newValue
          }
        }
      }
    }

    /// The arguments after a variadic method's last parameter, which `va_start` reads.
    package var variadicArguments: [Any?] {
      get { withUnsafeMutablePointerToHeader { $0.pointee.variadicArguments } }
      set { withUnsafeMutablePointerToHeader { $0.pointee.variadicArguments = newValue } }
    }

    /// The `@onExit` blocks of the scopes running in this frame, innermost last (its count is read
    /// at every compound statement).
    var onExitBlocks: [ObjCBlock] {
      get { withUnsafeMutablePointerToHeader { $0.pointee.onExitBlocks } }
      set { withUnsafeMutablePointerToHeader { $0.pointee.onExitBlocks = newValue } }
    }

    /// How many `@onExit` blocks are waiting, read in place (every compound statement asks).
    var onExitBlockCount: Int { withUnsafeMutablePointerToHeader { $0.pointee.onExitBlocks.count } }

    /// Lets go of the frame's variables, the last declared first, as ARC releases a function's
    /// locals when it returns: before the call's return is traced, so that what a local alone kept
    /// alive (a block holding a subscriber) dies inside the call, as it does in Objective-C.
    func releaseVariables() {
      withUnsafeMutablePointers { header, slots in
        var slot = header.pointee.size - 1
        while slot >= 0 {
          if slots[slot] != nil { slots[slot] = nil }
          slot -= 1
        }
      }
    }

    /// The box in `slot`, made empty if the code reads it before its declaration ran (a block that
    /// names the variable it is being assigned to, as `b` in `void (^b)(void) = ^{ b(); }`).
    @inline(__always)
    func box(_ slot: Int) -> Box {
      if let box = slots[slot] { return box }
      let box = Box(nil)
      slots[slot] = box
      return box
    }
  }

  /// The most frames of one size kept for reuse, and the largest size kept: enough for the blocks
  /// a pipeline calls in turn, and for a few levels of recursion.
  static let spareFramesPerSize = 8
  static let largestSpareFrame = 64

  /// A frame of `size` empty slots: one a returned block call left (`keepSpare`), else a new one.
  /// A block the core calls for every value would otherwise allocate and free a frame each time
  /// (issue 21).
  @inline(__always)
  func spareFrame(size: Int) -> Frame {
    if let frame = lastSpareFrame, frame.size == size {
      lastSpareFrame = nil
      return frame
    }
    if size < spareFrames.count, let frame = spareFrames[size].popLast() { return frame }
    return Frame.make(size: size)
  }

  /// Empties a frame whose call has returned and that nothing else holds, and keeps it for the next
  /// call of its size. Its slots are released in order, as the frame's `deinit` would release them.
  func keepSpare(_ frame: Frame) {
    frame.withUnsafeMutablePointers { header, slots in
      let size = header.pointee.size
      guard size <= Self.largestSpareFrame else { return }
      for index in 0..<size { slots[index] = nil }
      if !header.pointee.variadicArguments.isEmpty { header.pointee.variadicArguments = [] }
      if !header.pointee.onExitBlocks.isEmpty { header.pointee.onExitBlocks = [] }
      // The blocks a pipeline calls in turn mostly have frames of one size: the frame kept last
      // is taken again first, without the table.
      guard let last = lastSpareFrame else {
        lastSpareFrame = frame
        return
      }
      if last.size == size {
        lastSpareFrame = frame
        return keepInTable(last, size: size)
      }
      keepInTable(frame, size: size)
    }
  }

  /// Keeps an emptied frame in `spareFrames`, unless its size has enough already.
  private func keepInTable(_ frame: Frame, size: Int) {
    while spareFrames.count <= size { spareFrames.append([]) }
    if spareFrames[size].count < Self.spareFramesPerSize { spareFrames[size].append(frame) }
  }

  /// The most emptied boxes kept for reuse.
  static let spareBoxLimit = 32

  /// `Frame.releaseVariables`, keeping the boxes nothing else holds (no block shares them, no
  /// pointer points at them) for the next parameters: each box is emptied, the last declared
  /// first, so what its variable held is released when and in the order it was before.
  func recycleVariables(of frame: Frame) {
    frame.withUnsafeMutablePointers { header, slots in
      var slot = header.pointee.size - 1
      while slot >= 0 {
        if slots[slot] != nil {
          if spareBoxes.count < Self.spareBoxLimit, isKnownUniquelyReferenced(&slots[slot]),
            let box = slots[slot].take(), box.isRecyclable
          {
            box.empty()
            spareBoxes.append(box)
          } else {
            slots[slot] = nil
          }
        }
        slot -= 1
      }
    }
  }

  /// A box holding `value` as a variable of `type`: an emptied one kept by `recycleVariables`, else
  /// a new one.
  @inline(__always)
  func box(holding value: consuming Any?, type: TypeName) -> Box {
    guard let box = spareBoxes.popLast() else { return Box(value, type: type) }
    box.reuse(value, type: type)
    return box
  }

  /// What a frame keeps beside its slots.
  package struct FrameHeader {
    let size: Int
    var variadicArguments: [Any?] = []
    var onExitBlocks: [ObjCBlock] = []
  }

  // MARK: - Output

  /// Writes one line of program output (NSLog, printf's completed lines); past
  /// `limits.maxOutputLines` the run stops with an error instead.
  package func writeLine(_ line: String) throws {
    try reserve(line.utf8.count, at: currentLocation)
    outputLines += 1
    guard outputLines <= limits.maxOutputLines else {
      throw fail(
        "stopped after \(limits.maxOutputLines) lines of output: the program may log forever", at: currentLocation)
    }
    run.output(line)
  }

  /// `printf`: output without a newline waits for the rest of its line.
  package func writePartial(_ text: String) throws {
    try reserve(pendingOutput.utf8.count + text.utf8.count, at: currentLocation)
    let combined = pendingOutput + text
    var start = combined.startIndex
    while let newline = combined[start...].firstIndex(of: "\n") {
      try writeLine(String(combined[start..<newline]))
      start = combined.index(after: newline)
    }
    pendingOutput = String(combined[start...])
  }

  func flushPendingOutput() throws {
    if !pendingOutput.isEmpty {
      try writeLine(pendingOutput)
      pendingOutput = ""
    }
  }

  // MARK: - Enums

  private func evaluateEnumConstants() throws {
    let frame = Frame.make(size: 0)
    for item in programs.flatMap(\.items) {
      guard case .enumeration(let declaration) = item else { continue }
      var next: Int64 = 0
      for constant in declaration.constants {
        if let expression = constant.value {
          let value = try evaluate(expression, in: frame)
          guard let number = value as? CNumber else {
            throw fail("the value of '\(constant.name)' is not an integer constant", at: constant.location)
          }
          next = number.int64
        }
        enumValues[constant.name] = CNumber(integer: next, type: declaration.underlyingType)
        next &+= 1
      }
    }
  }

  // MARK: - Values

  /// The class value for a class name (the snippet's or a library's).
  package func classValue(named name: String) -> ClassValue {
    if let value = methodCache.classValue(named: name) { return value }
    let value = ClassValue(name: name, chain: classChain(of: name))
    methodCache.classValues[name] = value
    return value
  }

  /// A class and its superclasses, through the snippet's classes and then the libraries' (found
  /// once per run: neither changes while it runs).
  package func classChain(of name: String) -> [String] {
    if let chain = methodCache.classChains[name] { return chain }
    let chain = findClassChain(of: name)
    methodCache.classChains[name] = chain
    return chain
  }

  private func findClassChain(of name: String) -> [String] {
    var chain: [String] = []
    var current: String? = name
    while let each = current, !chain.contains(each) {
      chain.append(each)
      if let snippetClass = classes[each], snippetClass.isDefinedBySnippet {
        current = snippetClass.superclassName
      } else {
        current = natives.superclass(of: each)
      }
    }
    if chain.last != "NSObject" { chain.append("NSObject") }
    return chain
  }

  /// The name `[value class]` prints in this run (a string equal to one of the snippet's literals
  /// is a constant string).
  package func className(of value: Any) -> String {
    ValueDescription.concreteClassName(of: value, literalStrings: run.literalStrings, bridge: natives.bridge)
  }

  /// The class `[value class]` answers in this run, with its superclasses.
  package func classValue(of value: Any) -> ClassValue {
    ValueDescription.classValue(of: value, classes: classes, natives: natives, literalStrings: run.literalStrings)
  }

  /// `[[Class alloc] init]` without the init: a new instance of a snippet's class.
  package func instantiate(className: String) throws -> ObjCInstance {
    guard let objcClass = classes[className], objcClass.isDefinedBySnippet else {
      throw fail("cannot make an instance of '\(className)' here", at: currentLocation)
    }
    let instance = ObjCInstance(objcClass: objcClass, classes: classes)
    instance.describer = run.describer
    if let dealloc = classChain(of: className).lazy.compactMap({ self.classes[$0]?.instanceMethods["dealloc"] }).first {
      instance.deallocator = { [weak self] shell in
        guard let self, !self.isAborted else { return }
        _ = self.guardedEntry {
          try self.callMethod(dealloc, receiver: shell, arguments: [], location: dealloc.location)
        }
      }
    }
    return instance
  }
}
