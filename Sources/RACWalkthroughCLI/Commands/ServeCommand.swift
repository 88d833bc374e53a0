import Foundation
import RACWalkthroughKit

/// `serve`: the playground in a browser (`PlaygroundServer`): an editor for Objective-C whose code
/// runs as `run` runs it, shown in the viewer of `trace --format html`.
enum ServeCommand: Command {
  static let name = "serve"
  static let summary = "a playground in the browser: edit RAC code, run it, step through its trace"
  static var help: String {
    """
    USAGE: rac-walkthrough serve [--port N] [--open] [--rac-source DIR] [budgets]

    Starts a web server on 127.0.0.1 (this machine only) and prints its address; Ctrl-C stops it.
    The page has an editor for Objective-C, filled from a menu of every walkthrough's code (the
    post's own listings with their scene) and the README's examples. Run (or Ctrl-Enter / ⌘-Enter)
    runs it as `run` does — virtual time, virtual queues, the snippet's sandbox, the budgets below —
    and shows below the editor the viewer of `trace --format html`: the line marked, the call
    stack, the bookkeeping, the output so far, the timeline and sequence diagram, ◀ ▶ by line,
    the event buttons into each call, out ⤴. A run that stops with an error marks its line in the editor (FILE:LINE:COL as here).
    "verify" checks the output against the code's `// Outputs:` comment (or the post's output);
    "explore" lists each distinct output over the orders of the background queues' turns, with a
    button that replays one. Share puts the code into the link (compressed), which reopens it;
    #stop=N and #post-step=N open the viewer there, as on the static page.

    The server answers only requests whose Host is localhost or 127.0.0.1, takes bodies of at most
    256 KB, and reads and writes no file a request names. Each run is a process of its own (the
    tool started again), so a program that crashes the interpreter ends that run only; it is
    stopped at its budget of seconds and memory, and its answer is cut past 24 MB.

    OPTIONS:
      --port N    the port (default 8123; 0 picks a free one)
      --open      open the page in the default browser

    BUDGETS (each run's; a program past one stops there with its FILE:LINE:COL; --max-seconds is
    the wall-clock limit of the whole run, its exploration's schedules and any wait for a turn
    included, and its answer comes within a second after):
    \(BudgetOptions.help)
    """
  }

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    let list = try ArgumentList(
      arguments, command: name, valueFlags: BudgetOptions.flags.union(["--port"]), switchFlags: ["--open"])
    guard list.positional.isEmpty else {
      throw CommandFailure.usage("serve: takes no names (the page picks the code), got '\(list.positional[0])'")
    }
    var port: UInt16 = 8123
    if let text = list.value("--port") {
      guard let number = UInt16(text) else {
        throw CommandFailure.usage(
          "serve: --port takes a port number from 0 to 65535, not '\(CommandText.escaped(text))'")
      }
      port = number
    }
    let server: PlaygroundServer
    do {
      server = try makeServer(port: port, list: list, catalog: catalog, environment: environment)
    } catch let failure as SocketListener.Failure {
      throw CommandFailure.failed("serve: \(failure.description)")
    }
    // Ctrl-C stops accepting, lets the requests being served finish, and ends with status 0.
    signal(SIGINT, SIG_IGN)
    let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    interrupt.setEventHandler { server.stop() }
    interrupt.resume()
    defer {
      interrupt.cancel()
      signal(SIGINT, SIG_DFL)
    }
    environment.write("Serving the RAC playground at \(server.address) (Ctrl-C stops it)")
    if list.isSet("--open") { open(server.address, environment: environment) }
    server.serve()
    environment.write("Stopped.")
    return 0
  }

  /// The server with its menu and run endpoint, on `port`, with the command's budgets.
  static func makeServer(
    port: UInt16, list: ArgumentList, catalog: WalkthroughCatalog, environment: CommandEnvironment
  ) throws -> PlaygroundServer {
    var settings = RunEndpoint.Settings()
    settings.limits = try BudgetOptions.limits(list, from: settings.limits, command: name)
    if let text = list.value("--max-events") {
      settings.eventLimit = try BudgetOptions.positiveWholeNumber(text, flag: "--max-events", command: name)
    }
    settings.racSourceDirectory = catalog.racSource == nil ? nil : environment.racSourceDirectory
    settings.walkthroughsDirectory = environment.walkthroughsDirectory
    guard let worker = WorkerExecutable.current() else {
      throw CommandFailure.failed("serve: cannot find its own executable, which runs each program (serve-worker)")
    }
    settings.workerExecutable = worker
    let readme = environment.walkthroughsDirectory.deletingLastPathComponent().appendingPathComponent("README.md")
    let examples = PlaygroundExamples(
      directory: environment.walkthroughsDirectory,
      readme: FileManager.default.fileExists(atPath: readme.path) ? readme : nil)
    for problem in examples.problems {
      environment.writeError("rac-walkthrough: serve: left out of the menu: \(problem)")
    }
    let router = PlaygroundRouter(
      examples: examples, runEndpoint: RunEndpoint(settings: settings, examples: examples),
      racSourcePath: catalog.racSource == nil ? nil : environment.racSourceDirectory)
    return try PlaygroundServer(port: port, router: router)
  }

  /// Opens `address` in the default browser (`open` on macOS, `xdg-open` elsewhere); says so when
  /// it cannot.
  private static func open(_ address: String, environment: CommandEnvironment) {
    #if canImport(Darwin)
      let opener = "/usr/bin/open"
    #else
      let opener = "/usr/bin/xdg-open"
    #endif
    let process = Process()
    process.executableURL = URL(fileURLWithPath: opener)
    process.arguments = [address]
    do {
      try process.run()
    } catch {
      environment.writeError("rac-walkthrough: serve: could not open a browser (\(opener)): open \(address) yourself")
    }
  }
}
