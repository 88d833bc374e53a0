import ObjCInterpreter

/// What a spec declares while its examples are collected: groups (`describe`, `context`, a use of
/// shared examples, the spec class itself) with their hooks, and examples, each knowing the groups
/// it is in, outermost first. A run of one example collects the whole tree again (the spec's
/// `__block` variables are that run's) and then runs that example's chain (`SpecRun`).
final class SpecGroup {
  /// The group's name as the report prints it (`describe`'s first argument, the shared examples'
  /// name, the spec class's name for the outermost group).
  let name: String
  /// Declared with `fdescribe` / `fcontext`, or inside such a group.
  let isFocused: Bool
  /// Declared with `xdescribe` / `xcontext`, or inside such a group: its examples are pending.
  let isExcluded: Bool
  /// Specta's `beforeAll`: once before the group's examples (each run here has one example).
  var beforeAll: [SpecHook] = []
  var beforeEach: [SpecHook] = []
  var afterEach: [SpecHook] = []
  /// Specta's `afterAll`: once after the group's examples.
  var afterAll: [SpecHook] = []

  init(name: String, isFocused: Bool, isExcluded: Bool) {
    self.name = name
    self.isFocused = isFocused
    self.isExcluded = isExcluded
  }
}

/// A hook or an example's body: the spec's block called at its location, or a step of the runner
/// itself (refreshing Specta's shared-example data).
struct SpecHook {
  let run: () throws -> Void
}

/// One `it`: its description, where it is written, the groups it is in (outermost first), and its
/// body (nil for `pending` and for `it` without a block).
final class SpecExample {
  let description: String
  let location: SourceLocation
  let groups: [SpecGroup]
  let body: SpecHook?
  let isFocused: Bool
  let isPending: Bool

  init(
    description: String, location: SourceLocation, groups: [SpecGroup], body: SpecHook?, isFocused: Bool,
    isPending: Bool
  ) {
    self.description = description
    self.location = location
    self.groups = groups
    self.body = body
    self.isFocused = isFocused
    self.isPending = isPending
  }

  /// The groups' names and the description, outermost first.
  var path: [String] { groups.map(\.name) + [description] }

  /// What the report needs of the example, without its blocks (which belong to one run).
  var info: SpecExampleInfo {
    SpecExampleInfo(
      path: path, file: location.file, line: location.line, isFocused: isFocused, isPending: isPending)
  }
}

/// An example as the runner lists it: its path (spec class, groups, description), where its `it`
/// is, and whether it is focused or pending.
public struct SpecExampleInfo: Hashable, Sendable {
  /// The spec class's name, the groups' names and the example's description, outermost first.
  public let path: [String]
  /// The file of its `it`.
  public let file: String
  /// The line of its `it`.
  public let line: Int
  /// Declared with `fit` (or inside `fdescribe` / `fcontext`): when a spec has focused examples,
  /// only those run.
  public let isFocused: Bool
  /// `pending`, `xit`, inside `xdescribe` / `xcontext`, or an `it` without a block: reported, not
  /// run.
  public let isPending: Bool
}
