import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RACWalkthroughKit

extension VerifyCommand {
  /// `verify --rac-source` on a ReactiveObjC checkout: the program's run on ReactiveObjC's source
  /// held to its output, its steps about the output and its leaks (`ReactiveObjCCheck`), each as
  /// the walkthrough states it for ReactiveObjC (steps.json's `objectiveC.reactiveObjC`) or else as
  /// for RAC 2.5. Its calls are not compared: the Swift core is RAC 2.5, and calls are compared only
  /// against the same library (on a RAC 2.5 checkout).
  static func checkOnReactiveObjC(
    _ run: WalkthroughRun, program: ObjCSnippet?, rac25Output: [String], walkthrough: Walkthrough,
    data: WalkthroughData
  ) throws -> (lines: [String], same: Bool) {
    let check = ReactiveObjCCheck.check(run, rac25Output: rac25Output, data: data, steps: data.postCodeSteps)
    var lines = check.lines
    var passed = check.passed
    if let program {
      let leaks = try reactiveObjCLeaks(of: program, walkthrough: walkthrough, data: data)
      lines += leaks.lines
      passed = passed && leaks.passed
    }
    lines.append(
      "  on ReactiveObjC: calls not compared (the Swift core is RAC 2.5's: calls are compared on a RAC 2.5 checkout)")
    return (lines, passed)
  }

  /// What the program leaves alive on ReactiveObjC against what the walkthrough states for it:
  /// `objectiveC.reactiveObjC.leftAlive`, else RAC 2.5's statement (`// Leaks:` or
  /// `objectiveC.leftAlive`); nothing to check when neither says.
  private static func reactiveObjCLeaks(of program: ObjCSnippet, walkthrough: Walkthrough, data: WalkthroughData)
    throws -> (lines: [String], passed: Bool)
  {
    let reason = data.postCodeLeaksByDesign(beside: walkthrough.leaksByDesign)[""]
    guard let stated = try LeaksCommand.statedLeaks(of: program, data: data, reason: reason, onReactiveObjC: true)
    else { return ([], true) }
    switch program.checkLeaks(against: stated) {
    case .success(let check):
      return (check.lines.map(onReactiveObjC), check.passed)
    case .failure(let error):
      return (["  on ReactiveObjC: leaks: \(error.description)"], false)
    }
  }

  /// A leak check's line, said of ReactiveObjC's run (`  leaks: …` → `  on ReactiveObjC: leaks: …`).
  private static func onReactiveObjC(_ line: String) -> String {
    line.hasPrefix("  leaks:") ? "  on ReactiveObjC:" + line.dropFirst(1) : line
  }
}
