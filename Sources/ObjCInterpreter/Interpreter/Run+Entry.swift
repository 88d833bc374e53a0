import Foundation

/// How a run enters its program: the files' top-level code, or the entry point the loader found
/// (`EntryPoint`: a test file's `test…` methods, `main`, a view controller's lifecycle, the only
/// method), or a host's own entry (a spec's example). The interpreter is the tree-walk it runs on;
/// what the run keeps alive while it enters (the entry's receivers, the main run loop's pool) is
/// the run's.
extension Run {
  /// Runs the program's top-level code (or its entry method) on `interpreter`, with `selfValue` as
  /// `self`. Errors are recorded, not thrown: the run may go on in the core's scheduled blocks
  /// after this returns. With `keepingSelfForTheRun` (the view controller a scene defines), `self`
  /// stays alive until the run has nothing left, as the page on screen would; the implicit object
  /// of a bare snippet lives only until the main queue's work of this turn is done.
  ///
  /// `entry`, when given, runs instead of the files' entry point or top-level code (a spec's
  /// example, `SpecRunner`).
  package func runProgram(
    on interpreter: Interpreter, selfValue: Any?, keepingSelfForTheRun: Bool = false,
    entry: ((Interpreter) throws -> Void)? = nil
  ) {
    if keepingSelfForTheRun, let selfValue { entryReceivers.append(selfValue) }
    let bridge = interpreter.natives.bridge
    interpreter.budget.start(virtualNow: bridge?.virtualNow)
    // The checks hold the interpreter strongly, and the run drops them when it ends (the
    // libraries' virtual queues, `LibraryBridge.setTurnCheck`). A weak reference would give the
    // interpreter a side table, and every retain and release of it (several per statement) would
    // then take the run time's slow path: 1,800 instructions per int of scenario 1 in Objective-C
    // (issue 21).
    bridge?.setTurnCheck(
      { [self, interpreter, bridge] in self.mayTakeATurn(on: interpreter, bridge: bridge) },
      // A turn due past the virtual-time budget ends the run before it runs (its output unprinted),
      // unless only repeating timers are left: `mayTakeATurn` ends those runs at the program's end.
      mayRunAtTheClock: { [self, interpreter, bridge] in
        guard interpreter.budget.hasSpentVirtualTime(virtualNow: bridge?.virtualNow),
          !(self.endsWhenOnlyTimersRemain && bridge?.runWaitsOnlyForTimers == true)
        else { return true }
        do {
          try interpreter.budget.check(at: interpreter.currentLocation, virtualNow: bridge?.virtualNow)
        } catch {
          interpreter.record(error)
        }
        return false
      })
    // A turn that waits is parked on its own thread while other turns run (`VirtualQueues`): the
    // calls it is in and its statement are its thread's, not those of the turns that run meanwhile,
    // which start as a turn does, with no call of the program open.
    bridge?.keepTurnThreadState(
      suspend: { [interpreter] in
        let saved = (interpreter.budget.depth, interpreter.position)
        interpreter.budget.depth = 0
        return saved
      },
      resume: { [interpreter] saved in
        guard let (depth, position) = saved as? (Int, StatementPosition) else { return }
        interpreter.budget.depth = depth
        interpreter.position = position
      })
    interpreter.guardedEntry {
      try evaluateEnumConstants(on: interpreter)
      if let entry {
        try entry(interpreter)
      } else if let entryPoint {
        // The files' file-scope variables first, as C sets its globals before `main` runs.
        let frame = Frame.make(size: programs.map(\.mainFrameSize).max() ?? 1)
        if VariableCapture.isCapturing { VariableCapture.enter(frame, names: mainSlotNames) }
        // (A library's globals are set when first read: its files have no top-level code.)
        for program in programs where program.source.kind != .library {
          for statement in program.statements { _ = try interpreter.execute(statement, in: frame) }
        }
        try enter(entryPoint, on: interpreter)
      } else {
        // The files' top-level code runs as one script, in order, in one frame (`resolveMain`).
        let frame = Frame.make(size: programs.map(\.mainFrameSize).max() ?? 1)
        frame.slots[Resolver.mainSelfSlot] = Box(selfValue)
        mainRunLoopPool.append(frame)
        if VariableCapture.isCapturing { VariableCapture.enter(frame, names: mainSlotNames) }
        files: for program in programs where !program.statements.isEmpty && program.source.kind != .library {
          // A file's top level is its own statement list: a `goto` finds its label there (the
          // resolver saw that it is one).
          // (`statements` is made from the file's items on each read: read once, not per statement.)
          let statements = program.statements
          var index = 0
          while index < statements.count {
            switch try interpreter.execute(statements[index], in: frame) {
            case .returned: break files
            case .jumped(let label):
              index = statements.firstIndex { ($0 as? LabeledStatement)?.label == label } ?? statements.count
            case .normal, .breakLoop, .continueLoop: index += 1
            }
          }
        }
      }
      if !pendingOutput.isEmpty {
        try writeLine(pendingOutput, budget: &interpreter.budget, at: interpreter.currentLocation)
        pendingOutput = ""
      }
    }
  }

  /// The top-level frame's variables by slot: each file's top level continues the one before
  /// (`resolveMain`), so the last file's names are all of them.
  private var mainSlotNames: [String] {
    programs.map(\.mainSlotNames).max { $0.count < $1.count } ?? []
  }

  private func enter(_ entryPoint: EntryPoint, on interpreter: Interpreter) throws {
    switch entryPoint {
    case .testMethods(let methods):
      for method in methods { try callEntryMethod(method, on: interpreter, initialising: false) }
    case .onlyMethod(let method):
      try callEntryMethod(method, on: interpreter, initialising: true)
    case .uncalledMethods(let methods):
      for method in methods { try callEntryMethod(method, on: interpreter, initialising: true) }
    case .main(let function):
      interpreter.entryBodies.insert(function.body)
      let argv = ObjCArray([CString(string: mainSource.name)], mutable: false)
      _ = try interpreter.callFunction(function, arguments: [CNumber.int(1), argv], at: function.location)
    case .viewControllerLifecycle(let className):
      let controller = try interpreter.instantiate(className: className)
      entryReceivers.append(controller)
      let lifecycle = interpreter.natives.entryLifecycle
      let chain = interpreter.classChain(of: className)
      for selector in lifecycle.map(\.selector) {
        for each in chain {
          if let body = interpreter.classes[each]?.instanceMethods[selector]?.body {
            interpreter.entryBodies.insert(body)
          }
        }
      }
      let defined = Set(
        chain.compactMap { interpreter.classes[$0] }.filter(\.isDefinedBySnippet).flatMap { $0.instanceMethods.keys })
      for (selector, arguments) in lifecycle where selector == "viewDidLoad" || defined.contains(selector) {
        _ = try interpreter.send(selector, to: controller, arguments: arguments, at: interpreter.currentLocation)
      }
    }
  }

  /// Calls an entry method on its class, or on a new instance of it: one `-init` made
  /// (`initialising`), as the code the post leaves out makes the object whose demo it calls
  /// (`[[DemoViewController alloc] init]`, its own `-init` included); XCTest makes a test case's
  /// instance its own way, with no `-init` of the program's.
  private func callEntryMethod(_ method: MethodDefinition, on interpreter: Interpreter, initialising: Bool) throws {
    var receiver: Any?
    if method.isClassMethod {
      receiver = interpreter.classValue(named: method.className ?? "NSObject")
    } else {
      receiver = try interpreter.instantiate(className: method.className ?? SnippetLoader.implicitClassName)
      if initialising {
        // An `-init` that answers nil leaves the demo sent to nil: nothing runs.
        receiver = try interpreter.send("init", to: receiver, arguments: [], at: method.location)
        if receiver == nil { return }
      }
    }
    if let receiver { entryReceivers.append(receiver) }
    if let body = method.body { interpreter.entryBodies.insert(body) }
    _ = try interpreter.callMethod(method, receiver: receiver, arguments: [], location: method.location)
  }

  /// Drains `mainRunLoopPool` when the main queue has nothing due at the current time (the run
  /// loop would go to sleep): called before each turn of the run.
  private func drainPoolIfMainIsIdle(mainQueueIsIdleNow: @autoclosure () -> Bool) {
    // Each list is replaced while a local keeps what it held, which goes after the write (as
    // `withExtendedLifetime` guarantees): the objects' `-dealloc` may add to the lists again.
    if !autoreleasePool.isEmpty {
      let drained = autoreleasePool
      autoreleasePool = []
      withExtendedLifetime(drained) {}
    }
    guard !mainRunLoopPool.isEmpty, mainQueueIsIdleNow() else { return }
    let drained = mainRunLoopPool
    mainRunLoopPool = []
    withExtendedLifetime(drained) {}
  }

  /// The values of the files' enum constants, each the one before plus one unless written. A
  /// plain `enum`'s constants are `int`s when every value fits one, else of the type that holds
  /// them all (`unsigned int`, then `long`), as clang types them (`enum { A = LLONG_MAX }` read -1
  /// as an `int`); one past `LLONG_MAX` is clang's "not representable" diagnostic, an error here.
  private func evaluateEnumConstants(on interpreter: Interpreter) throws {
    let frame = Frame.make(size: 0)
    for item in programs.flatMap(\.items) {
      guard case .enumeration(let declaration) = item else { continue }
      var next: Int64 = 0
      var nextOverflows = false
      var values: [(name: String, value: Int64)] = []
      for constant in declaration.constants {
        if let expression = constant.value {
          let value = try interpreter.evaluate(expression, in: frame)
          guard let number = value as? CNumber else {
            throw interpreter.fail("the value of '\(constant.name)' is not an integer constant", at: constant.location)
          }
          next = number.int64
        } else if nextOverflows {
          throw interpreter.fail(
            "incremented enumerator value 9223372036854775808 is not representable in the largest integer type",
            at: constant.location)
        }
        values.append((constant.name, next))
        (next, nextOverflows) = next.addingReportingOverflow(1)
      }
      let type = declaration.isFixed ? declaration.underlyingType : Self.enumConstantType(values.map(\.value))
      for (name, value) in values { enumValues[name] = CNumber(integer: value, type: type) }
    }
  }

  /// The type of a plain enum's constants: `int` when every value fits one, else `unsigned int`
  /// when none is negative and all fit one, else `long`.
  private static func enumConstantType(_ values: [Int64]) -> CScalarType {
    if values.allSatisfy({ Int64(Int32.min) <= $0 && $0 <= Int64(Int32.max) }) { return .int }
    if values.allSatisfy({ 0 <= $0 && $0 <= Int64(UInt32.max) }) { return .unsignedInt }
    return .long
  }

  /// Before each turn of the run's queues: drains the main run loop's pool when main is idle, lets
  /// the entry's receivers go once nothing is left, ends the run when only repeating timers are
  /// left, and checks the budgets; false ends the run.
  private func mayTakeATurn(on interpreter: Interpreter, bridge: (any LibraryBridge)?) -> Bool {
    if interpreter.isAborted { return false }
    self.drainPoolIfMainIsIdle(mainQueueIsIdleNow: bridge?.mainQueueIsIdleNow ?? true)
    let onlyTimers = self.endsWhenOnlyTimersRemain && bridge?.runWaitsOnlyForTimers == true
    // The receivers first: whether the run is idle asks every queue.
    if !self.entryReceivers.isEmpty, bridge?.runIsIdle ?? true || onlyTimers {
      // Nothing is left to run: the test case or view controller goes now, while the run can
      // still deliver what its going sends (rac_willDeallocSignal's completion). The list is
      // emptied before they go: their `-dealloc` may run code that reads it.
      let receivers = self.entryReceivers
      self.entryReceivers = []
      withExtendedLifetime(receivers) {}
    }
    // Their going may have scheduled work or disposed the timers: asked again. The timers fire
    // on for a while first: a subscription that ends by itself (`take:`) disposes its timer.
    if onlyTimers, bridge?.runWaitsOnlyForTimers == true, bridge?.mainQueueIsIdleNow ?? true,
      self.repeatingTimersWatch.timersFireForever(
        outputLines: self.outputLines,
        virtualTimeIsSpent: interpreter.budget.hasSpentVirtualTime(virtualNow: bridge?.virtualNow))
    {
      self.reachProgramEnd(withTimersScheduled: true)
      // The timers would fire forever: what they keep never goes, and no `-dealloc` of it runs
      // when the run drops them now.
      self.end()
      return false
    }
    do {
      if interpreter.isAborted { throw RuntimeError.aborted }
      try interpreter.budget.check(at: interpreter.currentLocation, virtualNow: bridge?.virtualNow)
      return true
    } catch {
      interpreter.record(error)
      return false
    }
  }
}
