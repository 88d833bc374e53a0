/// What a walkthrough expects of ReactiveObjC (RAC's Objective-C after 2.5, the 3.x line) where
/// ReactiveObjC's source does something else than RAC 2.5's (steps.json's
/// `objectiveC.reactiveObjC`): `verify --rac-source` on a ReactiveObjC checkout holds the run to
/// these instead of RAC 2.5's expectations. What it leaves out is RAC 2.5's: the output the Swift
/// core prints, the `// Leaks:` statement, every step about the output.
///
/// The printed output, where it differs, is the folder's `reactiveobjc-output.txt`
/// (`WalkthroughData.reactiveObjCOutput`), beside the post's `post-output.txt`; NOTES.md says why at
/// length.
public struct ReactiveObjCExpectation: Codable, Hashable, Sendable {
  /// Why ReactiveObjC differs here, in one line: the change in its source (`RACCommand.m`'s
  /// subjects, `-concat:`'s compound disposable).
  public var why: String
  /// The classes of the objects ReactiveObjC's run leaves alive at its end, as `// Leaks:` would
  /// state them (empty: none); nil: the same as RAC 2.5's statement.
  public var leftAlive: [String]?
  /// The steps (numbered from 1, in steps.json's order) that describe RAC 2.5's own machinery and
  /// do not hold on ReactiveObjC: they are not looked for in its run.
  public var rac25OnlySteps: [Int]?

  /// An expectation given directly.
  public init(why: String, leftAlive: [String]? = nil, rac25OnlySteps: [Int]? = nil) {
    self.why = why
    self.leftAlive = leftAlive
    self.rac25OnlySteps = rac25OnlySteps
  }
}
