import Foundation
import ObjCInterpreter

/// The spec DSL as functions of the runtime, in the spec programs' table alone
/// (`NativeClasses.spec`): Quick's Objective-C words (`qck_describe`, `qck_it`, … and the short
/// ones without the prefix), Specta's (`describe`, `it`, `sharedExamplesFor`,
/// `itShouldBehaveLike`, `beforeAll`…), the base classes the `…Begin` macros subclass
/// (`SpecPrelude`), and Nimble's and Expecta's expectations and matchers (`SpecExpectations`,
/// `SpecMatchers`).
///
/// Each word reports to the run's `SpecRun` and checks its phase: `describe` and `it` while the
/// examples are collected, `expect` while one runs. Anything else is an error at the word's line,
/// which ends the run: a spec cannot silently declare an example inside another or expect
/// something before any example runs.
enum SpecNatives {
  static func register(in table: NativeClasses) {
    registerClasses(in: table)
    registerGroups(in: table)
    registerExamples(in: table)
    registerHooks(in: table)
    registerSharedExamples(in: table)
    SpecExpectations.register(in: table)
    SpecMatchers.register(in: table)
  }

  /// The run a DSL word reports to, when it is called in one of `phases`; else the error that
  /// says where the word belongs.
  static func run(
    _ call: FunctionCall, _ interpreter: Interpreter, allowedIn phases: [SpecRun.Phase]
  ) throws -> SpecRun {
    let word = name(of: call)
    guard let run = interpreter.run.locals.existing(SpecRun.self) else {
      throw interpreter.fail("'\(word)' belongs to a spec: run the file with 'rac-walkthrough spec'", at: call.location)
    }
    guard phases.contains(run.phase) else {
      switch run.phase {
      case .configuring:
        throw interpreter.fail(
          "'\(word)' is called while the configurations run: +configure: (or +defineSharedExamples) declares shared examples; examples, groups and expectations go in the spec",
          at: call.location)
      case .collecting:
        throw interpreter.fail(
          "'\(word)' is called outside an example: it runs only inside it, beforeEach or afterEach, not while the spec's describe and context blocks declare its examples",
          at: call.location)
      case .running:
        throw interpreter.fail(
          "'\(word)' is called while an example runs: examples, groups and hooks are declared in describe and context blocks, not inside it, beforeEach or afterEach",
          at: call.location)
      }
    }
    return run
  }

  /// Whether the call is an example, a group or shared examples a spec declares while one of its
  /// examples runs, which the run then skips with a note under the example's line. Quick 0.3, the
  /// version RAC 2.5's suite pins (`Cartfile.resolved`), appends such a declaration to an example
  /// group whose examples were already collected, so it never runs and the example goes on (RAC
  /// 2.5's RACKVOWrapperSpec nests four `qck_it`s in one; RACSequenceSpec calls
  /// `qck_itBehavesLike` in an `afterEach`); newer Quick raises. Only shared examples are skipped
  /// so in a Specta spec (`inEveryStyle`): its other declarations there are an error.
  static func skipsDeclarationInAnExample(
    _ call: FunctionCall, _ interpreter: Interpreter, inEveryStyle: Bool = false
  ) -> Bool {
    guard let run = interpreter.run.locals.existing(SpecRun.self), run.phase == .running,
      inEveryStyle || run.style(at: call.location) == .quick
    else { return false }
    run.note(
      SpecFailure(
        file: call.location.file, line: call.location.line,
        message:
          "'\(name(of: call))' is called while an example runs, so it declares nothing that runs (Quick 0.3, RAC 2.5's, skips it; newer Quick raises): declare it in a describe or context block"
      ))
    return true
  }

  /// The word the call names (`qck_it`), for messages.
  static func name(of call: FunctionCall) -> String {
    (call.node.callee as? Identifier)?.name ?? "spec DSL"
  }

  /// Argument `index` as a string (a description or a name).
  static func string(_ call: FunctionCall, _ index: Int, _ interpreter: Interpreter) throws -> String {
    guard let value = try call.argument(index), let text = ObjCEquality.stringValue(value) else {
      throw interpreter.fail(
        "argument \(index + 1) of '\(name(of: call))' must be an NSString (@\"…\")",
        at: call.location(ofArgument: index))
    }
    return text
  }

  /// Argument `index` as a block, or nil when it is nil or missing.
  static func block(_ call: FunctionCall, _ index: Int, _ interpreter: Interpreter) throws -> Any? {
    guard index < call.count, let value = try call.argument(index) else { return nil }
    guard value is ObjCBlock || value is NativeBlock else {
      throw interpreter.fail(
        "argument \(index + 1) of '\(name(of: call))' must be a block (^{ … })", at: call.location(ofArgument: index))
    }
    return value
  }

  /// A hook that calls `block` with no arguments.
  static func hook(_ block: Any, _ interpreter: Interpreter, at location: SourceLocation) -> SpecHook {
    SpecHook { _ = try interpreter.call(block, arguments: [], at: location) }
  }

  // MARK: - Classes

  private static func registerClasses(in table: NativeClasses) {
    for name in ["QuickSpec", "QuickConfiguration", "SPTSpec", "SPTSharedExampleGroups"] {
      table.define(name, superclass: "NSObject") { _ in }
    }
    // Quick's `Configuration`, the argument of `+configure:`: hooks around every example.
    table.define("Configuration", superclass: "NSObject") { c in
      for (selector, keyPath) in [
        ("beforeEach:", \SpecRun.globalBeforeEach), ("afterEach:", \SpecRun.globalAfterEach),
        ("beforeSuite:", \SpecRun.beforeSuite), ("afterSuite:", \SpecRun.afterSuite),
      ] {
        c.instance(selector) { call in
          guard let run = call.interpreter.run.locals.existing(SpecRun.self), let block = call.argument(0),
            block is ObjCBlock || block is NativeBlock
          else { throw call.wrongArgument(0, expected: "a block") }
          run[keyPath: keyPath].append(hook(block, call.interpreter, at: call.location))
          return nil
        }
      }
    }
  }

  // MARK: - Groups and examples

  private static func registerGroups(in table: NativeClasses) {
    let words: [(names: [String], focused: Bool, excluded: Bool)] = [
      (["describe", "context", "qck_describe", "qck_context"], false, false),
      (["fdescribe", "fcontext", "qck_fdescribe", "qck_fcontext"], true, false),
      (["xdescribe", "xcontext", "qck_xdescribe", "qck_xcontext"], false, true),
    ]
    for word in words {
      for name in word.names {
        table.function(name) { call, interpreter in
          if skipsDeclarationInAnExample(call, interpreter) { return nil }
          let run = try run(call, interpreter, allowedIn: [.collecting])
          let title = try string(call, 0, interpreter)
          guard let body = try block(call, 1, interpreter) else {
            throw interpreter.fail("'\(name)' needs a block with the group's examples", at: call.location)
          }
          try run.group(title, focused: word.focused, excluded: word.excluded) {
            _ = try interpreter.call(body, arguments: [], at: call.location)
          }
          return nil
        }
      }
    }
  }

  private static func registerExamples(in table: NativeClasses) {
    let words: [(names: [String], focused: Bool, pending: Bool)] = [
      (["it", "qck_it", "specify", "example"], false, false),
      (["fit", "qck_fit", "fspecify", "fexample"], true, false),
      (["xit", "qck_xit", "xspecify", "xexample", "pending", "qck_pending"], false, true),
    ]
    for word in words {
      for name in word.names {
        table.function(name) { call, interpreter in
          if skipsDeclarationInAnExample(call, interpreter) { return nil }
          let run = try run(call, interpreter, allowedIn: [.collecting])
          let description = try string(call, 0, interpreter)
          let body = try block(call, 1, interpreter).map { hook($0, interpreter, at: call.location) }
          guard run.currentGroup != nil else {
            throw interpreter.fail("'\(name)' is outside every spec", at: call.location)
          }
          run.addExample(
            description, at: call.location, body: body, focused: word.focused,
            pending: word.pending)
          return nil
        }
      }
    }
  }

  private static func registerHooks(in table: NativeClasses) {
    let words: [(names: [String], hooks: ReferenceWritableKeyPath<SpecGroup, [SpecHook]>)] = [
      (["beforeEach", "qck_beforeEach", "before"], \.beforeEach),
      (["afterEach", "qck_afterEach", "after"], \.afterEach),
      (["beforeAll"], \.beforeAll),
      (["afterAll"], \.afterAll),
    ]
    for word in words {
      for name in word.names {
        table.function(name) { call, interpreter in
          let run = try run(call, interpreter, allowedIn: [.collecting])
          guard let body = try block(call, 0, interpreter) else {
            throw interpreter.fail("'\(name)' needs a block", at: call.location)
          }
          guard let group = run.currentGroup else {
            throw interpreter.fail("'\(name)' is outside every spec", at: call.location)
          }
          group[keyPath: word.hooks].append(hook(body, interpreter, at: call.location))
          return nil
        }
      }
    }
    let suiteWords: [(names: [String], hooks: ReferenceWritableKeyPath<SpecRun, [SpecHook]>)] = [
      (["beforeSuite", "qck_beforeSuite"], \.beforeSuite),
      (["afterSuite", "qck_afterSuite"], \.afterSuite),
    ]
    for word in suiteWords {
      for name in word.names {
        table.function(name) { call, interpreter in
          let run = try run(call, interpreter, allowedIn: [.collecting])
          guard let body = try block(call, 0, interpreter) else {
            throw interpreter.fail("'\(name)' needs a block", at: call.location)
          }
          run[keyPath: word.hooks].append(hook(body, interpreter, at: call.location))
          return nil
        }
      }
    }
  }

  // MARK: - Shared examples

  private static func registerSharedExamples(in table: NativeClasses) {
    for name in ["sharedExamples", "qck_sharedExamples", "sharedExamplesFor"] {
      table.function(name) { call, interpreter in
        let run = try run(call, interpreter, allowedIn: [.configuring, .collecting])
        let title = try string(call, 0, interpreter)
        guard let body = try block(call, 1, interpreter) else {
          throw interpreter.fail("'\(name)' needs a block with the shared examples", at: call.location)
        }
        run.addSharedExamples(title, block: body, style: run.style(at: call.location))
        return nil
      }
    }
    let words: [(names: [String], focused: Bool, excluded: Bool)] = [
      (["itBehavesLike", "qck_itBehavesLike", "itShouldBehaveLike"], false, false),
      (["fitBehavesLike", "qck_fitBehavesLike"], true, false),
      (["xitBehavesLike", "qck_xitBehavesLike", "xitShouldBehaveLike"], false, true),
    ]
    for word in words {
      for name in word.names {
        table.function(name) { call, interpreter in
          // Inside an example (RACSequenceSpec calls it in an afterEach): skipped with a note, in
          // either DSL.
          if skipsDeclarationInAnExample(call, interpreter, inEveryStyle: true) { return nil }
          let run = try run(call, interpreter, allowedIn: [.collecting])
          let title = try string(call, 0, interpreter)
          guard let shared = run.sharedExamples[title] else {
            throw interpreter.fail(
              "no shared examples named '\(title)' (sharedExamples(@\"\(title)\", …) in a QuickConfiguration's +configure:, or sharedExamplesFor in Specta, declares them)",
              at: call.location)
          }
          let context = call.count > 1 ? try call.argument(1) : nil
          try run.group(title, focused: word.focused, excluded: word.excluded) {
            try behave(like: shared, context: context, run: run, interpreter, at: call.location)
          }
          return nil
        }
      }
    }
  }

  /// Declares the shared examples' groups and examples in the group open now. Quick's block gets a
  /// closure that calls the user's context block each time an example asks (`exampleContext()`,
  /// in a `beforeEach`, after the spec's own `beforeEach` has set what it names); Specta's gets a
  /// dictionary, refilled from the context block before each example.
  private static func behave(
    like shared: (block: Any, style: SpecStyle), context: Any?, run: SpecRun, _ interpreter: Interpreter,
    at location: SourceLocation
  ) throws {
    func contextValue() throws -> Any? {
      switch context {
      case nil: return ObjCDictionary(mutable: false)
      case let block as ObjCBlock: return try interpreter.callBlock(block, arguments: [])
      case let block as NativeBlock: return try block.invoke([])
      default: return context
      }
    }
    switch shared.style {
    case .quick:
      let exampleContext = NativeBlock(
        arity: 0, name: "exampleContext", underlying: "exampleContext", location: { location },
        invoke: { _ in try contextValue() })
      _ = try interpreter.call(shared.block, arguments: [exampleContext], at: location)
    case .specta:
      if context is ObjCBlock || context is NativeBlock {
        let data = ObjCDictionary(mutable: true)
        run.currentGroup?.beforeEach.append(
          SpecHook {
            data.removeAll()
            guard let filled = try contextValue() as? ObjCDictionary else { return }
            for key in filled.keys { if let value = filled.value(forKey: key) { data.set(value, forKey: key) } }
          })
        _ = try interpreter.call(shared.block, arguments: [data], at: location)
      } else {
        _ = try interpreter.call(shared.block, arguments: [try contextValue()], at: location)
      }
    }
  }
}
