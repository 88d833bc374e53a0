import ObjCInterpreter

/// One run of a spec program: the examples it declares, collected again in every run, and — when
/// the run is one example's — that example's failures.
///
/// A run goes through three phases, which decide what the DSL may do: `configuring` (the
/// configurations' `+configure:` and Specta's `+defineSharedExamples`, which declare shared
/// examples), `collecting` (each spec class's `-spec`: `describe`, `it`, hooks) and `running` (one
/// example's hooks and body: `expect`). A DSL word called in the wrong phase is an error at its
/// line, which ends the run (`SpecNatives`).
final class SpecRun {
  enum Phase {
    case configuring
    case collecting
    case running
  }

  private(set) var phase = Phase.configuring
  /// The groups open now while collecting, outermost first (the spec class's own group first).
  private(set) var openGroups: [SpecGroup] = []
  private(set) var examples: [SpecExample] = []
  /// Shared examples by name, with the style of the file that declares them (Quick passes its
  /// block a context closure, Specta a dictionary).
  private(set) var sharedExamples: [String: (block: Any, style: SpecStyle)] = [:]
  /// Quick's `beforeSuite` / `afterSuite` (and a configuration's): around the example's chain.
  var beforeSuite: [SpecHook] = []
  var afterSuite: [SpecHook] = []
  /// A configuration's `-beforeEach:` / `-afterEach:`: around every example, outside its groups'.
  var globalBeforeEach: [SpecHook] = []
  var globalAfterEach: [SpecHook] = []
  /// What failed in the example that ran (`expect` that did not hold), in order.
  private(set) var failures: [SpecFailure] = []
  /// What the run skipped and says so beside the example's result (a note, not a failure).
  private(set) var notes: [SpecFailure] = []
  /// The style of each file of the program, by name.
  let styles: [String: SpecStyle]

  init(styles: [String: SpecStyle]) {
    self.styles = styles
  }

  /// The style of the file a location is in (Quick/Nimble unless the file is Specta's).
  func style(at location: SourceLocation) -> SpecStyle { styles[location.file] ?? .quick }

  // MARK: - Collecting

  func beginCollecting() { phase = .collecting }

  /// Runs `body` with a new group open (its examples and hooks go in it).
  func group(_ name: String, focused: Bool, excluded: Bool, _ body: () throws -> Void) rethrows {
    let parent = openGroups.last
    let group = SpecGroup(
      name: name, isFocused: focused || (parent?.isFocused ?? false),
      isExcluded: excluded || (parent?.isExcluded ?? false))
    openGroups.append(group)
    defer { openGroups.removeLast() }
    try body()
  }

  /// The group hooks and examples go in now; nil outside every group (in `+configure:`).
  var currentGroup: SpecGroup? { openGroups.last }

  func addExample(
    _ description: String, at location: SourceLocation, body: SpecHook?, focused: Bool, pending: Bool
  ) {
    let parent = openGroups.last
    examples.append(
      SpecExample(
        description: description, location: location, groups: openGroups, body: body,
        isFocused: focused || (parent?.isFocused ?? false),
        isPending: pending || body == nil || (parent?.isExcluded ?? false)))
  }

  func addSharedExamples(_ name: String, block: Any, style: SpecStyle) {
    sharedExamples[name] = (block, style)
  }

  /// Lets go of the run's blocks (which hold the run's interpreter, which holds this run), keeping
  /// the failures.
  func release() {
    examples = []
    openGroups = []
    sharedExamples = [:]
    beforeSuite = []
    afterSuite = []
    globalBeforeEach = []
    globalAfterEach = []
  }

  // MARK: - Running

  func record(_ failure: SpecFailure) { failures.append(failure) }

  /// Records a note: something the run skipped as the spec's framework does, said beside the result.
  func note(_ note: SpecFailure) { notes.append(note) }

  /// Runs one example: the suite's and the configuration's hooks, each group's `beforeAll` and
  /// `beforeEach` from the outermost in, the body, then `afterEach` and `afterAll` from the
  /// innermost out, as Quick and Specta order them.
  func run(_ example: SpecExample) throws {
    phase = .running
    for hook in beforeSuite { try hook.run() }
    for hook in globalBeforeEach { try hook.run() }
    for group in example.groups {
      for hook in group.beforeAll { try hook.run() }
      for hook in group.beforeEach { try hook.run() }
    }
    try example.body?.run()
    for group in example.groups.reversed() {
      for hook in group.afterEach { try hook.run() }
      for hook in group.afterAll { try hook.run() }
    }
    for hook in globalAfterEach { try hook.run() }
    for hook in afterSuite { try hook.run() }
  }
}

/// Which DSL a file is written in: it decides what `expect(x)` returns (Nimble's expectation,
/// whose `to` takes a matcher, or Expecta's, whose `to` has the matchers as properties) and what a
/// shared example block is given.
public enum SpecStyle: Sendable {
  /// Quick and Nimble (`QuickSpecBegin`, `expect(x).to(equal(y))`).
  case quick
  /// Specta and Expecta (`SpecBegin`, `expect(x).to.equal(y)`).
  case specta

  /// The style of a file's text: Specta's when it imports Specta or Expecta or uses `SpecBegin` /
  /// `SharedExamplesBegin`, else Quick's.
  public static func of(text: String) -> SpecStyle {
    if text.contains("<Specta/") || text.contains("<Expecta/") { return .specta }
    for marker in ["SpecBegin(", "SharedExamplesBegin("] {
      var searched = text[...]
      while let range = searched.range(of: marker) {
        let before = searched[..<range.lowerBound].last
        if before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return .specta }
        searched = searched[range.upperBound...]
      }
    }
    return .quick
  }
}

/// An expectation that did not hold: where its `expect` is, and the matcher's message in the
/// words of its library (`expected to equal <2>, got <1>`, `expected: 2, got: 1`).
public struct SpecFailure: Hashable, Sendable {
  /// The file of the `expect`.
  public let file: String
  /// Its line.
  public let line: Int
  /// The message.
  public let message: String
}
