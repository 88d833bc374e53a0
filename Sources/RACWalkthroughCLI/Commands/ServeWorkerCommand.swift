import Foundation
import RACWalkthroughKit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// `serve-worker`: one run of the playground, in a process of its own that `serve` starts for each
/// `POST /api/run` (`RunWorker`), so that a trap the program reaches ends this process and not the
/// server. Not listed in the help: people run `serve`.
///
/// It reads a `WorkerJob` line and the request's body on its standard input and writes the
/// answer's status on a line, then its JSON, on its standard output.
enum ServeWorkerCommand: Command {
  static let name = "serve-worker"
  static let summary = "one run of the playground, for serve (not run by hand)"
  static let help = """
    USAGE: rac-walkthrough serve-worker [--walkthroughs DIR] [--rac-source DIR] < JOB

    Runs one program for `serve`, which starts it once for each run the page asks for, so that a
    program that crashes the interpreter takes down this process only. Standard input is a line of
    JSON with the run's budgets, then the request the page sent; standard output is the answer's
    HTTP status on a line, then its JSON. Not meant to be run by hand.
    """

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    guard arguments.isEmpty else {
      throw CommandFailure.usage("serve-worker: takes no arguments (serve starts it), got '\(arguments[0])'")
    }
    let (job, body) = try readJob()
    endAfterTheAnswerIsDue(job)
    let request: RunRequest
    let result: PlaygroundRun.Result
    do {
      request = try RunRequest.decode(body)
      let examples = PlaygroundExamples(
        directory: environment.walkthroughsDirectory, readme: nil, only: Set(request.walkthrough.map { [$0] } ?? []))
      var run = PlaygroundRun(job: job, examples: examples, library: catalog.racSource)
      // A walkthrough's example as it is: verified as `verify NAME` verifies it, on the Swift core
      // as the command checks against the post (`--rac-source` adds its comparison there).
      run.verifyWalkthrough = { name in
        var lines: [String] = []
        let capture = CommandEnvironment(
          write: { lines.append($0) }, writeError: { lines.append($0) }, readLine: { nil }, isInteractive: false,
          walkthroughsDirectory: environment.walkthroughsDirectory)
        let status = (try? VerifyCommand.run([name], catalog: catalog, environment: capture)) ?? 1
        return (status == 0, lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines))
      }
      result = try run.run(request)
    } catch let error as HTTPError {
      environment.write("\(error.status.code)\n" + String(decoding: HTTPResponse.error(error).body, as: UTF8.self))
      return 0
    }
    // The answer's bytes as they are, after what was written before them on the same stream.
    environment.write("200")
    _ = result.json.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, stdout) }
    _ = fputs("\n", stdout)
    // The answer is written: the process ends now. The server answers the page once its worker
    // has ended, and tearing down the run (its trace, objects and graphs, about a tenth of a second
    // for contact-form) would only delay that; a thread still making the viewer (`abandonedWork`)
    // is left behind too.
    fflush(stdout)
    _exit(0)
  }

  /// Ends the process a second after its answer was due, whatever it is doing: `serve` kills a
  /// late worker itself, but a worker whose server is gone (killed, crashed) must not run on.
  private static func endAfterTheAnswerIsDue(_ job: WorkerJob) {
    let thread = Thread {
      let late = Date(timeIntervalSince1970: job.answerBy + 1)
      while Date() < late { Thread.sleep(until: late) }
      _exit(3)
    }
    thread.start()
  }

  /// The job and the body from standard input.
  private static func readJob() throws -> (WorkerJob, [UInt8]) {
    let input = FileHandle.standardInput.readDataToEndOfFile()
    do {
      return try WorkerJob.read(input)
    } catch let failure as WorkerJob.Failure {
      throw CommandFailure.failed(failure.description)
    }
  }
}
