import Foundation

/// `dap`: a Debug Adapter Protocol server, so an editor (VS Code, Neovim's nvim-dap, Emacs' dape)
/// steps through a walkthrough or a snippet, into RAC's code, forwards and backwards
/// (`DebugAdapter/`).
enum DAPCommand: Command {
  static let name = "dap"
  static let summary = "a Debug Adapter Protocol server: step in your editor, forwards and backwards"
  static let help: String = """
    USAGE: rac-walkthrough dap [--port N]

    Speaks the Debug Adapter Protocol on standard input and output, as editors launch adapters
    (VS Code, nvim-dap, dape: see docs/debugging.md); with --port N, listens on 127.0.0.1:N for
    one editor that attaches over TCP instead (port 0: one the system picks, printed on standard
    error).

    `launch` takes:
      program      a walkthrough's name (`map`), a .m file, or a list of files; a spec file with
      example      the pattern of one of its examples (as `step --example`)
      racSource    your checkout of ReactiveCocoa 2.5: its files run, and RAC's frames show them
      stopOnEntry  stop at the first line
      maxSteps, maxSeconds, maxMemory, maxEvents   the budgets, as the --max-… flags

    The program runs once, at launch, and is recorded: next, stepIn, stepOut, continue, stepBack
    and reverseContinue move over `step`'s stops (next from the entry visits the stops `step`
    shows), breakpoints stop at lines of the program or the checkout, at a selector
    (`-[RACSignal bind:]`, `map:`) or a block (`bindingBlock`), and variables are the values the
    trace recorded: a call's arguments and result, and RAC's bookkeeping (`signals`,
    `compoundDisposable`).
    """

  /// The command runs no program of its own: each `launch` says which checkout to run.
  static var runsRACSource: Bool { false }

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    let list = try ArgumentList(arguments, command: name, valueFlags: ["--port"], switchFlags: [])
    guard list.positional.isEmpty else {
      throw CommandFailure.usage("dap: takes no names (the editor's `launch` says what to run)")
    }
    guard let text = list.value("--port") else {
      // An editor that quits closes the pipe: the adapter's next write then fails and the session
      // ends, rather than the signal ending the process.
      signal(SIGPIPE, SIG_IGN)
      let session = DAPSession(walkthroughsDirectory: catalog.directory)
      DAPTransport.descriptors(input: STDIN_FILENO, output: STDOUT_FILENO).serve(session)
      return 0
    }
    guard let port = UInt16(text) else {
      throw CommandFailure.usage("dap: --port takes a port from 0 to 65535, not '\(CommandText.escaped(text))'")
    }
    let listener: SocketListener
    do {
      listener = try SocketListener(port: port)
    } catch let failure as SocketListener.Failure {
      throw CommandFailure.failed("dap: \(failure.description)")
    }
    environment.writeError("rac-walkthrough dap: listening on 127.0.0.1:\(listener.port)")
    serveOneEditor(on: listener, walkthroughsDirectory: catalog.directory)
    return 0
  }

  /// Waits for one editor to connect to `listener`, and serves its session to the end.
  static func serveOneEditor(on listener: SocketListener, walkthroughsDirectory: URL) {
    guard let connection = DAPConnection.accept(from: listener) else { return }
    DAPTransport.connection(connection).serve(DAPSession(walkthroughsDirectory: walkthroughsDirectory))
    connection.close()
  }
}
