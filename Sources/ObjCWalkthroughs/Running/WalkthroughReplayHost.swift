import ObjCInterpreter
import ObjCLibraries
import RACWalkthroughKit

/// The walkthrough kit's runner as the interpreter's host: a replay runs as a walkthrough does
/// (`WalkthroughRun.replay`: the virtual main queue and clock, the snippets' budgets), without a
/// trace; its output goes to the walkthrough's console; its classes are the libraries' and the
/// scene's (`NativeClasses.walkthroughs`). The spec runner replays each example through it.
public struct WalkthroughReplayHost: ReplayHost {
  /// The host.
  public init() {}

  /// The libraries and the scene's stand-ins.
  public var natives: NativeClasses { .walkthroughs }

  /// Writes to the console of the walkthrough running now.
  public func write(_ line: String) {
    WalkthroughConsole.write(line)
  }

  /// Replays `replay` as a walkthrough, without recording a trace.
  public func run(_ replay: ObjCSnippet.Replay) {
    let walkthrough = Walkthrough(
      name: "replay", title: "replay", post: "", runScope: replay.scope, processExit: replay.exit,
      program: { _ in replay.program() })
    _ = WalkthroughRun.replay(walkthrough, recordingTrace: false)
  }
}
