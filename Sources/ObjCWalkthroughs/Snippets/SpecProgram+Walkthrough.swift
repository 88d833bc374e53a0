import ObjCInterpreter
import ObjCLibraries
import RACWalkthroughKit

/// One example of a spec as the walkthrough kit runs it, for `step FooSpec.m --example …` and
/// `trace … --example`: its replays (`SpecProgram.replay(example:_:output:)`) as a `Walkthrough`
/// whose output goes to the walkthrough's console.
extension SpecProgram {
  /// Example `index` of `examples()` as a walkthrough named `name`, titled by its path.
  public func walkthrough(example index: Int, _ info: SpecExampleInfo, name: String) -> Walkthrough {
    let replay = replay(example: index, info, output: { line in WalkthroughConsole.write(line) })
    return Walkthrough(
      name: name, title: info.path.joined(separator: " › "), post: "", runScope: replay.scope,
      leaksByDesign: [:], processExit: replay.exit, program: { _ in replay.program() })
  }
}
