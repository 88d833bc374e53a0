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
  /// What runs when the files have no top-level code.
  var entryPoint: EntryPoint? { run.entryPoint }

  var enumValues: [String: CNumber] = [:]
  /// Whether RAC's loaded source defines `RACSignal` (and so replaces the core's classes): asked
  /// after every library method (`adoptedFromCore`), so decided once.
  package let runsRACSource: Bool
  /// Method look-ups and class chains found so far in this run. Used one thread at a time, as the
  /// rest of the run's state is (`steps`, `depth`): Swift's run-time exclusivity check on every
  /// look-up would cost more than the look-up.
  @exclusivity(unchecked) package var methodCache = MethodCache()
  /// The run's budgets and the counts against them. The step and depth counts and the current
  /// statement change at every statement and call, one thread at a time: without Swift's run-time
  /// exclusivity checks (a call into the run time each).
  @exclusivity(unchecked) package var budget: RunBudget
  /// The frames and boxes of returned calls, for the next ones (`FramePool`): one thread at a
  /// time, as the counts above.
  @exclusivity(unchecked) var frames = FramePool()
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
    self.budget = RunBudget(limits: run.limits)
    self.runsRACSource = classes["RACSignal"]?.isLibrarySource == true
    self.currentFile = program.source.name
  }

  // MARK: - The run

  /// Whether the run has stopped (`Run.isAborted`).
  package var isAborted: Bool { run.isAborted }

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
    budget.start()
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
      if !run.pendingOutput.isEmpty {
        try writeLine(run.pendingOutput)
        run.pendingOutput = ""
      }
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
    run.stop(with: objcError)
  }

  package func fail(_ message: String, at location: SourceLocation) -> RuntimeError {
    .failure(message: message, location: location)
  }

  // MARK: - Budgets

  /// Counts one step; every 1,024 steps checks the budgets.
  @inline(__always)
  func step(at location: SourceLocation) throws {
    budget.steps &+= 1
    if currentFile != location.file { currentFile = location.file }
    currentPosition = (location.offset, location.line, location.column)
    if budget.steps & 1023 == 0 { try checkBudget() }
  }

  /// A statement starts: one step, and, while a trace records, a `line` event at its position (what
  /// line-level stepping stops at).
  @inline(__always)
  func statement(at location: SourceLocation) throws {
    try step(at: location)
    if Tracing.isRecording { Tracing.line(traceSource(location)) }
  }

  /// Stops a run that has been stopped or gone past a budget (`RunBudget.check`).
  func checkBudget() throws {
    if isAborted { throw RuntimeError.aborted }
    try budget.check(at: currentLocation)
  }

  // MARK: - Output

  /// Writes one line of program output (NSLog, printf's completed lines); past
  /// `limits.maxOutputLines` the run stops with an error instead.
  package func writeLine(_ line: String) throws {
    try budget.reserve(line.utf8.count, at: currentLocation)
    run.outputLines += 1
    guard run.outputLines <= run.limits.maxOutputLines else {
      throw fail(
        "stopped after \(run.limits.maxOutputLines) lines of output: the program may log forever", at: currentLocation)
    }
    run.output(line)
  }

  /// `printf`: output without a newline waits for the rest of its line.
  package func writePartial(_ text: String) throws {
    try budget.reserve(run.pendingOutput.utf8.count + text.utf8.count, at: currentLocation)
    let combined = run.pendingOutput + text
    var start = combined.startIndex
    while let newline = combined[start...].firstIndex(of: "\n") {
      try writeLine(String(combined[start..<newline]))
      start = combined.index(after: newline)
    }
    run.pendingOutput = String(combined[start...])
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
