import Foundation
import ObjCInterpreter

/// What `serve` tells a run's worker (`serve-worker`) besides the request: the run's budgets and
/// the moment its answer is due. It is the first line of the worker's standard input, as JSON; the
/// request's body, as the page sent it, follows.
///
/// The budgets travel whole (not as `--max-…` flags) because the server's settings hold more than
/// the command line sets (tests narrow the output or the exploration), and the worker must run with
/// exactly the server's.
struct WorkerJob: Codable, Equatable {
  var maxSteps: Int
  var maxSeconds: Double
  var maxVirtualSeconds: Double
  var maxDepth: Int
  var maxOutputLines: Int
  var maxMemory: Int
  var eventLimit: Int
  var exploreLimit: Int
  var exploreSamples: Int
  /// The most bytes of JSON the answer may be (`RunAnswer.capped`).
  var answerByteLimit: Int
  /// The seconds the run waited for a turn (others were running), which its budget lost.
  var waited: Double
  /// When the answer must be written, in seconds since 1970 (the server and its workers share the
  /// machine's clock): a viewer still being drawn then is left out.
  var answerBy: Double
  /// When the server started the worker, in seconds since 1970: the run's `maxSeconds` count from
  /// then (`Interpreter.Limits.secondsCountFrom`), its start-up included.
  var startedAt: Double

  /// The job for a run with `settings`, whose interpreter may take `seconds` (having waited
  /// `waited` for its turn) counted from `startedAt`, and whose answer is due at `answerBy`.
  init(settings: RunEndpoint.Settings, seconds: Double, waited: Double, startedAt: Date = Date(), answerBy: Date) {
    maxSteps = settings.limits.maxSteps
    maxSeconds = seconds
    maxVirtualSeconds = settings.limits.maxVirtualSeconds
    maxDepth = settings.limits.maxDepth
    maxOutputLines = settings.limits.maxOutputLines
    maxMemory = settings.limits.maxMemory
    eventLimit = settings.eventLimit
    exploreLimit = settings.exploreLimit
    exploreSamples = settings.exploreSamples
    answerByteLimit = settings.answerByteLimit
    self.waited = waited
    self.answerBy = answerBy.timeIntervalSince1970
    self.startedAt = startedAt.timeIntervalSince1970
  }

  /// The interpreter's budgets.
  var limits: Interpreter.Limits {
    Interpreter.Limits(
      maxSteps: maxSteps, maxSeconds: maxSeconds, maxVirtualSeconds: maxVirtualSeconds, maxDepth: maxDepth,
      maxOutputLines: maxOutputLines, maxMemory: maxMemory, secondsCountFrom: Date(timeIntervalSince1970: startedAt))
  }

  /// The job's line and the body, as the worker reads them.
  func input(body: [UInt8]) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    data.append(UInt8(ascii: "\n"))
    data.append(contentsOf: body)
    return data
  }

  /// Splits the worker's input into the job and the body.
  /// - Throws: `Failure` when the input is not a job's line and a body.
  static func read(_ input: Data) throws -> (job: WorkerJob, body: [UInt8]) {
    let bytes = [UInt8](input)
    guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")),
      let job = try? JSONDecoder().decode(WorkerJob.self, from: Data(bytes[..<newline]))
    else {
      throw Failure(
        description: "serve-worker: standard input is not a run's job: a line of JSON from serve, then the request")
    }
    guard job.maxSteps > 0, job.maxSeconds > 0, job.maxSeconds <= Interpreter.Limits.longestSeconds,
      job.maxVirtualSeconds > 0, job.maxDepth > 0, job.maxOutputLines > 0, job.maxMemory > 0, job.eventLimit > 0,
      job.exploreLimit > 0, job.exploreSamples > 0, job.answerByteLimit > 0, job.waited >= 0, job.answerBy.isFinite,
      job.startedAt.isFinite
    else {
      throw Failure(description: "serve-worker: the job's budgets are not all above 0")
    }
    return (job, Array(bytes[(newline + 1)...]))
  }

  /// Why the worker's input could not be read, in one line.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }
}
