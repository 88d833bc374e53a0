import Foundation
import ObjCInterpreter
import RAC

/// An Objective-C snippet ready to run on the RAC core: one or more files read, checked and
/// resolved, with the output they say they print. The runner turns it into a `Walkthrough`, so
/// every command (`run`, `step`, `trace`, `verify`, `explore`) works on a pasted snippet as on the
/// walkthroughs.
///
/// Each replay makes a fresh interpreter. Around the replay it installs the snippet's methods on
/// RAC classes as replacements of the core's (`MethodReplacements`) and turns RAC's assertions into
/// errors at the snippet's line (`CoreAssertion`); after it, `lastError` holds what stopped the run.
public final class ObjCSnippet: @unchecked Sendable {
  /// The snippet's files, in the order they run, each header it read before the first file that
  /// imports it.
  public let files: [SourceFile]
  /// RAC's loaded files first (with `--rac-source`), then the snippet's.
  var programs: [Program] { compiled.programs }
  /// The snippet's own files, parsed.
  var ownPrograms: [Program] { compiled.ownPrograms }
  /// The RAC checkout that runs in place of the Swift core, if one was given.
  public let library: RACSourceLibrary?
  var loaded: SnippetLoader.Loaded { compiled.loaded }
  /// What the stages before `run` made of the files (`Pipeline`).
  private let compiled: CompiledProgram
  let natives: NativeClasses
  /// The budgets of its runs.
  public var limits: Interpreter.Limits
  /// The folders whose files a run may read (`Run.readableFolders`): the folders of the files read
  /// from disk; none for text given in memory.
  let readableFolders: [String]
  private let lock = NSLock()
  /// How long reading the files took (lexed, expanded, parsed, resolved, loaded): the first run's
  /// time budget counts from the reading's start, so that a command that reads and runs a
  /// program ends within its `--max-seconds` (four hundred thousand tokens take seconds to read).
  private let readingSeconds: Double
  private var firstRunMade = false
  private var lastRunError: ObjCError?
  private var firstRunError: ObjCError?
  /// Set by `leaks`: each run records the objects it makes (`Run.ledger`), ends once only repeating
  /// timers remain, and is handed to this at the program's end (`Run.atProgramEnd`), while the
  /// globals and statics still hold what they hold.
  package var programEndObserver: (@Sendable (Run) -> Void)?
  /// When set, a run after one that stopped with an error does nothing (`explore`, which would
  /// otherwise run a program past its budgets once a schedule).
  public var skipsRunsAfterAnError = false

  /// Reads, checks and resolves `files`; throws the first `ObjCError` (with `FILE:LINE:COL`).
  ///
  /// `bareMethodClasses` names, by file, the class a file's bare methods belong to (else they are
  /// RAC's where RAC has the method, or the view controller's).
  ///
  /// With `library` (the user's RAC checkout, `--rac-source`), RAC's own files load first and run
  /// in place of the Swift core: their classes replace the core's, and the core provides only what
  /// they do not define. A library with a file that does not load is refused, never half-used.
  ///
  /// `natives` are the classes the snippet may use: the libraries, and a host's own (the
  /// walkthroughs' scene stand-ins, `NativeClasses.walkthroughs` in `ObjCWalkthroughs`).
  ///
  /// `headers` finds the headers the files import (`#import "Greeter.h"`), each read before the
  /// first file that imports it: none for text given in memory; those beside the files for files
  /// read from disk. `prelude` defines macros before a file's first line, and `headersFirst` reads
  /// the headers of all the files before the first (a spec program: `SpecProgram`).
  package init(
    files: [SourceFile], limits: Interpreter.Limits = Interpreter.Limits(), bareMethodClasses: [String: String] = [:],
    library: RACSourceLibrary? = nil, natives: NativeClasses = .libraries, headers: ProgramReader.Headers = .none,
    prelude: @escaping (SourceFile) -> Prelude? = { _ in nil }, headersFirst: Bool = false,
    readableFolders: [String] = []
  ) throws {
    self.limits = limits
    self.readableFolders = readableFolders
    self.natives = natives
    self.library = library
    let readingStart = DispatchTime.now()
    compiled = try RunOverrunGuard.watchingReading(files, within: limits) {
      try Pipeline.compile(
        files, library: library, natives: natives, bareMethodClasses: bareMethodClasses, headers: headers,
        prelude: prelude, headersFirst: headersFirst)
    }
    readingSeconds = Double(DispatchTime.now().uptimeNanoseconds - readingStart.uptimeNanoseconds) / 1e9
    self.files = compiled.ownPrograms.map(\.source)
  }

  /// Reads, checks and resolves `files` given in memory (no headers are read from disk); throws
  /// the first `ObjCError` (with `FILE:LINE:COL`).
  public convenience init(
    files: [SourceFile], limits: Interpreter.Limits = Interpreter.Limits(), bareMethodClasses: [String: String] = [:],
    library: RACSourceLibrary? = nil, natives: NativeClasses = .libraries
  ) throws {
    try self.init(
      files: files, limits: limits, bareMethodClasses: bareMethodClasses, library: library, natives: natives,
      headers: .none)
  }

  /// Whether its files hold nothing at all: no code, no definitions (empty, or comments only).
  public var isEmpty: Bool { ownPrograms.allSatisfy(\.items.isEmpty) }

  /// The error that stopped the last run, if one did.
  public var lastError: ObjCError? { lock.withLock { lastRunError } }

  /// The error that stopped the first run that stopped with one.
  public var firstError: ObjCError? { lock.withLock { firstRunError } }

  /// Whether running it does anything: it has top-level code or a method to run (a file of RAC
  /// method definitions alone only replaces the core's methods for whatever runs with it).
  public var hasEntryPoint: Bool {
    loaded.entryPoint != nil || ownPrograms.contains { !$0.statements.isEmpty }
  }

  /// The selectors of the methods the snippet runs only because nothing in it calls them: its only
  /// method, or its demo methods nothing names (`EntryPoint`); empty when it runs otherwise (top-level
  /// code, tests, `main`, a view controller's lifecycle).
  public var uncalledMethodSelectors: [String] {
    switch loaded.entryPoint {
    case .onlyMethod(let method)?: return [method.selector]
    case .uncalledMethods(let methods)?: return methods.map(\.selector)
    default: return []
    }
  }

  /// The lines the snippet says it prints (`输出:`, `// Outputs:`, …), in file order; nil when it
  /// says nothing.
  public var expectedOutput: [String]? {
    let all = ownPrograms.compactMap { ExpectedOutput.lines(in: $0) }.flatMap { $0 }
    return all.isEmpty ? nil : all
  }

  /// What the snippet's own files say they leave alive at their end (`// Leaks: none`,
  /// `// Leaks: MyView`); nil when they say nothing. Throws for a line that cannot be read.
  package func statedLeaks() throws(ObjCError) -> StatedLeaks? { try StatedLeaks.find(in: ownPrograms) }

  /// Whether the expected output was written on one line (`// Outputs: A B C`), so the run's lines
  /// are compared joined by spaces.
  public var expectedOutputIsInline: Bool {
    ownPrograms.contains { ExpectedOutput.isInline(in: $0) }
  }

  /// Methods the snippet defines on RAC classes, which replace the core's during a run
  /// (`-[RACStream map:]`).
  public var replacedMethods: [String] {
    let own = Set(ownPrograms.map(\.source.name))
    return loaded.replacements.filter { own.contains($0.method.location.file) }.map {
      "\($0.method.isClassMethod ? "+" : "-")[\($0.className) \($0.method.selector)]"
    }
  }

  /// With `--rac-source`, the methods of RAC's loaded classes the snippet's own files define, which
  /// run in place of the checkout's (`-[RACStream map:]`).
  public var replacedLibraryMethods: [String] {
    var names: [String] = []
    for program in ownPrograms {
      for item in program.items {
        let methods: [MethodDefinition]
        switch item {
        case .method(let method): methods = [method]
        case .implementation(let implementation): methods = implementation.methods
        default: methods = []
        }
        for method in methods {
          guard let className = method.className, loaded.classes[className]?.isLibrarySource == true else { continue }
          names.append("\(method.isClassMethod ? "+" : "-")[\(className) \(method.selector)]")
        }
      }
    }
    return names
  }

  /// Whether the snippet's own files define a class (not only methods of RAC's or a category).
  public var definesClassesOfItsOwn: Bool {
    loaded.classes.values.contains {
      $0.isDefinedBySnippet && !$0.isLibrarySource && $0.name != SnippetLoader.implicitClassName
    }
  }

  /// How a host replays the snippet: `scope` runs around each whole replay (the program and every
  /// turn of the virtual queues after it), `program` is the snippet's entry code. Each replay is a
  /// new `Run` with a new interpreter.
  public struct Replay: Sendable {
    /// Runs around one whole replay, given the replay itself: the run is made, the snippet's
    /// methods replace the core's and RAC's assertions become errors at the snippet's line, for
    /// exactly that time.
    public let scope: @Sendable (_ replay: () -> Void) -> Void
    /// The snippet's entry code (its top level, `main`, test methods, a view controller), run inside
    /// `scope` on the host's virtual main queue.
    public let program: @Sendable () -> Void
    /// The process's exit, after `scope` and the host's trace: lets go of what the run's globals and
    /// statics held, silently (the run has ended: no `-dealloc` of the program runs).
    public let exit: @Sendable () -> Void
  }

  /// `limits`, the first time with the reading's seconds already spent (`readingSeconds`).
  private func limitsOfTheNextRun() -> Interpreter.Limits {
    lock.withLock {
      defer { firstRunMade = true }
      guard !firstRunMade, limits.secondsCountFrom == nil else { return limits }
      var first = limits
      first.secondsCountFrom = Date(timeIntervalSinceNow: -readingSeconds)
      return first
    }
  }

  /// The snippet's replays, each a `Run` whose output lines go to `output`; `entry`, when given,
  /// runs instead of the snippet's own entry point (one example of a spec).
  public func replay(output: @escaping @Sendable (String) -> Void) -> Replay {
    replay(output: output, entry: nil)
  }

  /// The replays of one example of a spec: `entry` runs instead of the snippet's own entry point.
  func replay(output: @escaping @Sendable (String) -> Void, entry: ((Interpreter) throws -> Void)?) -> Replay {
    let state = RunState()
    let selfClassName = loaded.selfClassName
    return Replay(
      scope: { [self] replay in
        let run = Run(of: compiled, limits: limitsOfTheNextRun(), output: output)
        run.readableFolders = readableFolders
        let interpreter = makeInterpreter(for: run)
        state.interpreter = interpreter
        if let programEndObserver {
          run.ledger = ObjectLedger()
          run.endsWhenOnlyTimersRemain = true
          run.atProgramEnd = programEndObserver
        } else if StopProbe.isArmed {
          // `step`'s `who`: the same run, its objects recorded, looked at once (`StopProbe`).
          run.ledger = ObjectLedger()
          run.atProgramEnd = { StopProbe.programEnded($0) }
        }
        defer {
          run.releaseEntryObjects()
          run.reachProgramEnd()
          // A global or static is a root until the process ends, and a process that exits runs no
          // `-dealloc`: the run ends here, and what they hold goes only at `exit`, after the trace
          // (a scene's singletons, a static subject and the photos it replays, print nothing).
          run.end()
          state.heldUntilExit = takeStatics()
          state.interpreter = nil
          lock.withLock {
            lastRunError = interpreter.run.error
            if firstRunError == nil { firstRunError = interpreter.run.error }
          }
        }
        run.describer.describe = { instance in
          interpreter.ownMethodResult("description", of: instance).flatMap { $0.flatMap(ObjCEquality.stringValue) }
        }
        run.describer.isEqual = { instance, other in
          interpreter.ownMethodResult("isEqual:", of: instance, arguments: [other]).map { answer in
            (try? COperators.isTrue(answer, at: interpreter.currentLocation)) ?? false
          }
        }
        run.describer.hash = { instance in
          interpreter.ownMethodResult("hash", of: instance).map { answer in
            (answer as? CNumber).map { Int(truncatingIfNeeded: $0.int64) } ?? 0
          }
        }
        run.describer.getterValue = { instance, key in
          guard !key.isEmpty else { return .none }
          for getter in KeyValueCodingSearch.getters(for: key) {
            if case .some(let value) = interpreter.ownMethodResult(getter, of: instance) { return .some(value) }
          }
          return .none
        }
        run.describer.keysAffecting = KeyPathsAffecting.reader(for: interpreter)
        defer {
          run.describer.describe = nil
          run.describer.isEqual = nil
          run.describer.hash = nil
          run.describer.getterValue = nil
          run.describer.keysAffecting = nil
        }
        // A failed RAC assertion (`NSCAssert` in the core) or a wait that can never end stops the
        // run at the statement running now.
        CoreAssertion.withHandler({ failure in
          let message = failure.kind == .assertion ? "RAC assertion failed: \(failure.message)" : failure.message
          interpreter.record(RuntimeError.failure(message: message, location: interpreter.currentLocation))
        }) {
          // So does a comparison that walks into a collection containing itself (`NestingGuard`).
          NestingGuard.withReporter({ message in
            interpreter.record(RuntimeError.failure(message: message, location: interpreter.currentLocation))
          }) {
            // A run whose budget passes inside the core's own work, which never comes back to be
            // stopped, is ended by the host (`RunOverrunGuard`).
            RunOverrunGuard.watching(run) {
              MethodReplacements.with(replacementTable(for: interpreter)) { replay() }
            }
          }
        }
      },
      program: { [self] in
        guard let interpreter = state.interpreter, !(skipsRunsAfterAnError && firstError != nil) else { return }
        // `leaks` numbers the program's objects from its first: a scene's view controller, not the
        // implicit object of a bare snippet, which no trace shows.
        let isImplicit = selfClassName == SnippetLoader.implicitClassName
        if !isImplicit { interpreter.run.ledger?.programBegins(afterObjectsMade: LiveObjects.allocationCount) }
        let selfValue = try? interpreter.instantiate(className: selfClassName)
        if isImplicit { interpreter.run.ledger?.programBegins(afterObjectsMade: LiveObjects.allocationCount) }
        interpreter.run.runProgram(
          on: interpreter,
          selfValue: selfValue,
          keepingSelfForTheRun: selfClassName != SnippetLoader.implicitClassName, entry: entry)
      },
      exit: {
        let held = state.heldUntilExit
        state.heldUntilExit = []
        withExtendedLifetime(held) {}
      })
  }

  /// The interpreter of the run in progress, shared by the run's scope and its program; what the
  /// last run's globals and statics held, until the process's exit.
  private final class RunState: @unchecked Sendable {
    var interpreter: Interpreter?
    var heldUntilExit: [Any] = []
  }

  private func resetStatics() {
    let held = takeStatics()
    withExtendedLifetime(held) {}
  }

  /// Empties every global and static for the next run, handing back what they held.
  private func takeStatics() -> [Any] {
    var held: [Any] = []
    for storage in loaded.statics {
      if let value = storage.value { held.append(value) }
      storage.isInitialized = false
      storage.value = nil
    }
    return held
  }

  private func makeInterpreter(for run: Run) -> Interpreter {
    resetStatics()
    return Pipeline.interpreter(for: compiled, natives: natives, run: run)
  }

  /// The snippet's methods on RAC classes, as the core's replacement table: each calls the
  /// interpreted method with the core's arguments made callable from Objective-C.
  private func replacementTable(for interpreter: Interpreter) -> MethodReplacements.Table {
    var table: MethodReplacements.Table = [:]
    for (className, method) in loaded.replacements {
      let key = (method.isClassMethod ? "+" : "-") + method.selector
      table[className, default: [:]][key] = { [unowned interpreter] receiver, arguments in
        interpreter.callReplacement(method, receiver: receiver, arguments: arguments)
      }
    }
    return table
  }
}

/// A file that could not be read.
public struct SnippetFileError: Error, CustomStringConvertible {
  /// What went wrong, in one line.
  public let message: String
  /// The message.
  public var description: String { message }

  /// An error that says `message`.
  package init(message: String) {
    self.message = message
  }
}
