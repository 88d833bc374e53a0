import ObjCInterpreter

/// What runs a snippet's replays for a program that replays the snippet itself (a spec runs each
/// example on a fresh replay): the host's native classes, its console and its virtual queues. The
/// interpreter has none of its own; the walkthrough kit's runner is the host the tool uses
/// (`ObjCWalkthroughs.WalkthroughReplayHost`).
public protocol ReplayHost: Sendable {
  /// The native classes of the host's runs: the libraries' and the host's own (`NativeClasses`).
  var natives: NativeClasses { get }
  /// Takes one line of a run's output (`NSLog`, a completed `printf` line).
  func write(_ line: String)
  /// Runs `replay` once to its end, on the host's virtual time: its scope around the program and
  /// every turn of the queues after it.
  func run(_ replay: ObjCSnippet.Replay)
}
