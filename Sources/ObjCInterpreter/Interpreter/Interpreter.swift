import Dispatch
import Foundation
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
/// stopped (`LibraryBridge.stopRun`), and every interpreted frame still on the stack
/// unwinds as soon as the core returns to it.
public final class Interpreter {
  /// How far a run may go (`RunLimits`), under the name the tool's commands and tests use.
  public typealias Limits = RunLimits

  /// The program's and a loaded checkout's classes, and the classes this run made
  /// (`objc_allocateClassPair`, added to this interpreter's copy alone). Read at every send, one
  /// thread at a time: no run-time exclusivity check.
  @exclusivity(unchecked) package internal(set) var classes: [String: ObjCClass]
  package let natives: NativeClasses
  /// The run this interpreter serves: its budgets, output, entry point and what it keeps alive.
  package let run: Run

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
  /// The statement or call running now, set at every one (`StatementPosition`).
  @exclusivity(unchecked) var position: StatementPosition
  /// The statement running now: where an error the core reports (a failed RAC assertion) is placed.
  package var currentLocation: SourceLocation { position.location }
  /// The bodies the run enters by (`EntryBodies`), read at the end of every compound statement: no
  /// run-time exclusivity check.
  @exclusivity(unchecked) var entryBodies = EntryBodies()

  init(
    classes: [String: ObjCClass], natives: NativeClasses, run: Run
  ) {
    self.classes = classes
    self.natives = natives
    self.run = run
    self.budget = RunBudget(limits: run.limits, checkedPlace: run.checkedPlace)
    self.runsRACSource = classes["RACSignal"]?.isLibrarySource == true
    self.position = StatementPosition(file: run.mainSource.name)
  }

  // MARK: - The run

  /// Whether the run has stopped (`Run.isAborted`).
  package var isAborted: Bool { run.isAborted }

  /// `<objc/runtime.h>` and the runtime's forwarding on this run (`RuntimeFunctions`).
  package var runtime: RuntimeFunctions { RuntimeFunctions(interpreter: self) }

  /// Runs interpreted code called from outside any interpreted frame (the top level, or a block the
  /// core calls): errors are recorded and end the run; nil comes back.
  @discardableResult
  package func guardedEntry<Result>(_ body: () throws -> Result) -> Result? {
    guard !run.isAborted else { return nil }
    do {
      return try body()
    } catch {
      record(error)
      return nil
    }
  }

  /// Records the first error and stops the run.
  package func record(_ error: Error) {
    let objcError: ObjCError?
    switch error {
    case RuntimeError.failure(let message, let location):
      objcError = ObjCError(.runtime, message, at: location, in: run.file(of: location))
    case RuntimeError.budgetSpent(let budget, let message, let location):
      var spent = ObjCError(.runtime, message, at: location, in: run.file(of: location))
      spent.budget = budget
      objcError = spent
    case RuntimeError.exception(let value, let location):
      let message =
        (value as? ObjCException)?.uncaughtMessage ?? "uncaught exception: \(ExceptionDescription.describe(value))"
      objcError = ObjCError(.runtime, message, at: location, in: run.file(of: location))
    case RuntimeError.aborted:
      objcError = nil
    case let error as ObjCError:
      objcError = error
    default:
      objcError = ObjCError(.runtime, "\(error)", at: currentLocation, in: run.file(of: currentLocation))
    }
    run.stop(with: objcError, queues: natives.bridge)
  }

  package func fail(_ message: String, at location: SourceLocation) -> RuntimeError {
    .failure(message: message, location: location)
  }

  // MARK: - Budgets

  /// A call of the program's starts: one more nested call (`RunBudget.enterCall`) and one step.
  /// The caller counts the depth down when the call returns.
  @inline(__always)
  func enterCall(at location: SourceLocation) throws {
    try budget.enterCall(at: location)
    try step(at: location)
  }

  /// Counts one step; every 1,024 steps checks the budgets (`RunBudget.nextCheck`).
  @inline(__always)
  func step(at location: SourceLocation) throws {
    budget.steps &+= 1
    position.move(to: location)
    if budget.steps >= budget.nextCheck { try checkBudgets(of: self) }
  }

  // MARK: - Output

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
    methodCache.classChains[name] = chain
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
    let aggregateBytes = objcClass.aggregateBytes(classes: classes)
    if aggregateBytes > 0 { try budget.reserve(aggregateBytes, at: currentLocation) }
    let instance = ObjCInstance(objcClass: objcClass, classes: classes)
    instance.describer = run.describer
    if let ledger = run.ledger { ledger.record(instance, madeAt: currentLocation) }
    if run.runtimeChanges?.installedDealloc == true {
      instance.deallocator = runtime.deallocator()
    } else if let dealloc = classChain(of: className).lazy.compactMap({ self.classes[$0]?.instanceMethods["dealloc"] })
      .first
    {
      instance.deallocator = { [weak self] shell in
        guard let self, !self.run.isAborted else { return }
        // The class's `-dealloc` may have been swizzled since the instance was made.
        if self.run.runtimeChanges?.installedDealloc == true { return self.runtime.runDealloc(of: shell) }
        _ = self.guardedEntry {
          try self.callMethod(dealloc, receiver: shell, arguments: [], location: dealloc.location)
        }
      }
    }
    return instance
  }
}

/// `Interpreter.step`'s check every 1,024 steps, out of line: inlined, its errors' messages sat in
/// every statement's machine code, between the hot paths (instruction-cache misses, issue 37).
@inline(never)
///
/// Each of the run's first 1,024 steps only notes its place (`CheckedPlace`): a run that goes
/// into the library's own work before its first check (`[command execute:]` in a loop at the top
/// of a file) and is stopped from outside is then reported at that statement, not at no line.
private func checkBudgets(of interpreter: Interpreter) throws {
  let steps = interpreter.budget.steps
  guard steps >= RunBudget.stepsBetweenChecks else {
    interpreter.budget.nextCheck = steps + 1
    interpreter.budget.checkedPlace.note(interpreter.currentLocation)
    return
  }
  interpreter.budget.nextCheck = steps + RunBudget.stepsBetweenChecks
  if interpreter.run.isAborted { throw RuntimeError.aborted }
  try interpreter.budget.check(at: interpreter.currentLocation, virtualNow: interpreter.natives.bridge?.virtualNow)
}
