import Foundation
import ObjCInterpreter
import RACWalkthroughKit

/// `POST /api/run`: checks the request, waits for a free worker slot, and runs the page's code in
/// a worker process of its own (`RunWorker`, `serve-worker`, which runs it as `PlaygroundRun`).
///
/// The answer comes within the run's budget plus a second, whatever the program does: the
/// budget counts from the request's arrival (a run that waits for a slot has that much less); the
/// worker stops the program at the budget and writes its answer; a worker still running a second
/// after it is killed and the page is told so. A worker that crashes (a trap in the interpreter),
/// goes past `--max-memory` or writes more than `answerByteLimit` is answered for in one line, and
/// the server goes on.
///
/// Runs go `maxConcurrentRuns` at a time: each is a process of its own, so they share neither the
/// trace recorder nor the console, and a long one does not hold up a short one.
struct RunEndpoint {
  /// What every run gets.
  struct Settings {
    /// The interpreter's budgets (steps, seconds of real time, memory): `serve`'s `--max-…`.
    var limits = Interpreter.Limits()
    /// The trace's budget, in events.
    var eventLimit = BudgetOptions.defaultEventLimit
    /// `explore`: exhaustive up to this many schedules, else a sample of `exploreSamples`.
    var exploreLimit = 2_000
    /// The sample's size.
    var exploreSamples = 200
    /// The user's RAC checkout (`serve --rac-source DIR`), which a run may ask to run on.
    var racSourceDirectory: String?
    /// The `rac-walkthrough` that runs each program (`serve-worker`): the server's own executable.
    var workerExecutable: URL?
    /// The walkthroughs' folder the workers read a walkthrough's settings from.
    var walkthroughsDirectory: URL?
    /// Runs at once; a further run waits for one to end (within its own budget, else 503). Four,
    /// so that a short program is not turned away behind a few that loop to their budget: a loop
    /// only gets less done sharing the cores, as budgets are of real time. Their memory adds up
    /// (each worker is held to `--max-memory` plus `workerMemoryHeadroom`).
    var maxConcurrentRuns = 4
    /// The most bytes of JSON an answer may be: past it the viewer, then output, is cut.
    var answerByteLimit = 24 << 20
    /// The memory a worker may hold besides `--max-memory`: the interpreter's own, the runtime's,
    /// the answer being written. The budget counts what the program holds; the process holds more.
    var workerMemoryHeadroom = 512 << 20
  }

  let settings: Settings
  let examples: PlaygroundExamples
  private let slots: DispatchSemaphore

  init(settings: Settings, examples: PlaygroundExamples) {
    self.settings = settings
    self.examples = examples
    slots = DispatchSemaphore(value: max(1, settings.maxConcurrentRuns))
  }

  /// The time after the budget within which the answer is written: the worker's answer is due at
  /// `answerMargin` past the budget, and the worker is killed at `killMargin` past it (both before
  /// the second the page is promised).
  static let answerMargin = 0.5
  static let killMargin = 0.75
  /// A wait for a turn shorter than this is not taken from the budget (the margins cover it).
  static let noticeableWait = 0.1

  /// The answer to one request's body, which arrived at `arrival`.
  func respond(to body: [UInt8], arrival: Date = Date()) -> HTTPResponse {
    do {
      let request = try RunRequest.decode(body)
      if let name = request.walkthrough, examples.walkthrough(named: name) == nil {
        throw HTTPError(status: .badRequest, message: "no walkthrough with Objective-C is named '\(name)'")
      }
      if request.racSource == true, settings.racSourceDirectory == nil {
        throw HTTPError(
          status: .badRequest, message: "this server runs no RAC checkout: start it with serve --rac-source DIR")
      }
      return try run(request, body: body, arrival: arrival)
    } catch let error as HTTPError {
      return .error(error)
    } catch {
      return .error(HTTPError(status: .badRequest, message: "\(error)"))
    }
  }

  private func run(_ request: RunRequest, body: [UInt8], arrival: Date) throws -> HTTPResponse {
    let budget = settings.limits.maxSeconds
    let budgetText = PlaygroundRun.seconds(budget)
    let end = arrival.addingTimeInterval(budget)
    guard let executable = settings.workerExecutable else {
      throw HTTPError(status: .internalServerError, message: "this server has no worker to run programs with")
    }
    let busy = HTTPError(
      status: .serviceUnavailable,
      message: "the server was running other programs for the whole of this run's \(budgetText) s budget: run it again")
    guard slots.wait(timeout: .now() + max(0, end.timeIntervalSinceNow)) == .success else { throw busy }
    defer { slots.signal() }
    // A run that waited for its turn has the rest of its budget, in tenths of a second (as its
    // error says it: `stopped after 4.2 s`); one that had its turn at once has all of it.
    let waited = -arrival.timeIntervalSinceNow
    let seconds = waited < Self.noticeableWait ? budget : ((budget - waited) * 10).rounded(.down) / 10
    guard seconds > 0 else { throw busy }
    var arguments = ["serve-worker"]
    if let folder = settings.walkthroughsDirectory { arguments += ["--walkthroughs", folder.path] }
    if request.racSource == true, let checkout = settings.racSourceDirectory {
      arguments += ["--rac-source", checkout]
    }
    let job = WorkerJob(
      settings: settings, seconds: seconds, waited: waited < Self.noticeableWait ? 0 : waited,
      answerBy: end.addingTimeInterval(Self.answerMargin))
    let memoryLimit = settings.limits.maxMemory.addingReportingOverflow(settings.workerMemoryHeadroom)
    let outcome = RunWorker(executable: executable, arguments: arguments).run(
      input: job.input(body: body), killAt: end.addingTimeInterval(Self.killMargin),
      memoryLimit: memoryLimit.overflow ? Int.max : memoryLimit.partialValue,
      replyLimit: settings.answerByteLimit + 64 * 1024)
    return Self.response(to: outcome, budget: budgetText, memory: settings.limits.maxMemory)
  }

  /// The answer for a worker's outcome.
  static func response(to outcome: RunWorker.Outcome, budget: String, memory: Int) -> HTTPResponse {
    switch outcome {
    case .answered(let status, let body):
      let reason = [200: "OK", 400: "Bad Request"][status] ?? "Error"
      var response = HTTPResponse.json("", status: HTTPStatus(code: status, reason: reason))
      response.body = body
      return response
    case .crashed(let signal, let message):
      let name = signalName(signal).map { ", \($0)" } ?? ""
      return .error(
        HTTPError(
          status: .internalServerError,
          message: "the program crashed the interpreter (signal \(signal)\(name))"
            + (message.map { ": \($0)" } ?? "") + ". The server goes on; please report the program"))
    case .overTime:
      return .error(
        HTTPError(
          status: .internalServerError,
          message: "the run did not stop at its \(budget) s budget and was ended (serve --max-seconds sets the budget)")
      )
    case .overMemory(let bytes):
      return .error(
        HTTPError(
          status: .internalServerError,
          message:
            "the run held \(bytes >> 20) MB, past its \(memory >> 20) MB budget, and was ended (serve --max-memory sets the budget)"
        ))
    case .overSize:
      return .error(
        HTTPError(status: .internalServerError, message: "the run's answer was larger than the server sends"))
    case .failed(let status, let message):
      return .error(
        HTTPError(
          status: .internalServerError,
          message: "the run's worker ended with status \(status) and no answer" + (message.map { ": \($0)" } ?? "")))
    case .notStarted(let why):
      return .error(HTTPError(status: .internalServerError, message: why))
    }
  }

  /// `SIGILL` for 4, and the other signals a crash ends with.
  static func signalName(_ signal: Int32) -> String? {
    switch signal {
    case SIGILL: return "SIGILL"
    case SIGTRAP: return "SIGTRAP"
    case SIGABRT: return "SIGABRT"
    case SIGBUS: return "SIGBUS"
    case SIGFPE: return "SIGFPE"
    case SIGSEGV: return "SIGSEGV"
    case SIGKILL: return "SIGKILL"
    default: return nil
    }
  }
}
