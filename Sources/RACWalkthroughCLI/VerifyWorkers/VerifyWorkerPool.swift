import Foundation
import RAC

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// `verify` of many walkthroughs on every core: a few worker processes (`verify-worker`), each
/// verifying one walkthrough at a time as `verify` does in its own process, and the outcomes
/// handed back in the walkthroughs' order, so that the command writes exactly what it writes
/// alone.
///
/// A replay cannot share its process: the trace's recorder, the console and the virtual queues are
/// the process's while it runs (`WalkthroughRun.replay` serialises them). So the work is shared
/// between processes, not threads: each worker reads a walkthrough's name on its standard input and
/// answers with a line of JSON (`VerifyOutcome`) on its standard output. One thread a worker feeds
/// it the next name not yet taken (decided under the lock, sent after it) until none is left; the
/// caller's thread takes the outcomes in order as they arrive. Names are handed out longest first
/// (the caller's estimate): two long ones handed out last would leave one worker at work alone.
///
/// A worker that cannot be started or ends without answering leaves its walkthroughs to the
/// caller, which verifies them in its own process (`verify` then still writes everything, only
/// later).
struct VerifyWorkerPool {
  /// The `rac-walkthrough` to start as the workers.
  let executable: URL
  /// The walkthroughs' folder, passed on to the workers.
  let walkthroughsDirectory: URL
  /// The budget flags the command was given, passed on (`BudgetOptions.arguments`).
  let budgetArguments: [String]
  /// How many workers.
  let workers: Int

  /// Where the outcomes stand: the next name to hand out (a position in the hand-out order), what has come back, and how many
  /// workers are still at work.
  private struct Progress {
    var next = 0
    var outcomes: [VerifyOutcome?]
    var working: Int
    var stopped = false
  }

  /// Verifies `names` in the workers, handing them out in the order of `handOut` (indices of
  /// `names`, each once), and calls `take` with each index in order and its outcome (nil when no
  /// worker could give it: the caller verifies that one itself). An error `take` throws stops the
  /// workers and is thrown.
  func verify(_ names: [String], handOut: [Int], take: (Int, VerifyOutcome?) throws -> Void) throws {
    // A worker that dies leaves its input pipe without a reader: the write must fail, not end
    // this process.
    signal(SIGPIPE, SIG_IGN)
    let progress = LockedState(Progress(outcomes: Array(repeating: nil, count: names.count), working: workers))
    let arrived = DispatchSemaphore(value: 0)
    var threads: [Thread] = []
    for _ in 0..<workers {
      let thread = Thread { [self] in
        feed(names, handOut: handOut, progress: progress, arrived: arrived)
        progress.withLock { $0.working -= 1 }
        arrived.signal()
      }
      thread.start()
      threads.append(thread)
    }
    defer {
      progress.withLock { $0.stopped = true }
      // The workers end once their input closes; wait for the threads' last signals.
      while progress.withLock({ $0.working > 0 }) { arrived.wait() }
    }
    for index in names.indices {
      var outcome: VerifyOutcome?
      while true {
        let (ready, working) = progress.withLock { ($0.outcomes[index], $0.working) }
        if let ready {
          outcome = ready
          break
        }
        if working == 0 { break }
        arrived.wait()
      }
      try take(index, outcome)
    }
  }

  /// One worker's thread: starts the worker and gives it names until none is left or it fails.
  private func feed(
    _ names: [String], handOut: [Int], progress: LockedState<Progress>, arrived: DispatchSemaphore
  ) {
    guard let worker = Worker(executable: executable, arguments: arguments) else { return }
    defer { worker.finish() }
    while true {
      let index: Int? = progress.withLock { progress in
        guard !progress.stopped, progress.next < handOut.count else { return nil }
        defer { progress.next += 1 }
        return handOut[progress.next]
      }
      guard let index, let outcome = worker.verify(names[index]) else { return }
      progress.withLock { $0.outcomes[index] = outcome }
      arrived.signal()
    }
  }

  private var arguments: [String] {
    ["verify-worker", "--walkthroughs", walkthroughsDirectory.path] + budgetArguments
  }

  /// A running `verify-worker` and the two pipes to it.
  private final class Worker {
    private let process: SpawnedProcess
    private let input: WorkerPipe
    private let output: WorkerPipe
    private var buffer: [UInt8] = []

    init?(executable: URL, arguments: [String]) {
      guard let input = WorkerPipe(), let output = WorkerPipe() else { return nil }
      do {
        process = try SpawnedProcess(
          executable: executable.path, arguments: arguments, environment: ProcessInfo.processInfo.environment,
          standardInput: input.readEnd, standardOutput: output.writeEnd, standardError: STDERR_FILENO)
      } catch {
        input.closeBothEnds()
        output.closeBothEnds()
        return nil
      }
      input.closeReadEnd()
      output.closeWriteEnd()
      self.input = input
      self.output = output
    }

    /// Sends `name` and reads the outcome's line; nil when the worker ended or answered nonsense.
    func verify(_ name: String) -> VerifyOutcome? {
      guard send(Array((name + "\n").utf8)), let line = readLine() else { return nil }
      return try? JSONDecoder().decode(VerifyOutcome.self, from: Data(line))
    }

    /// Closes its input, which ends it, and reaps it.
    func finish() {
      input.closeWriteEnd()
      output.closeReadEnd()
      if process.wait(upTo: 10) == nil {
        process.kill()
        process.wait(upTo: 1)
      }
    }

    private func send(_ bytes: [UInt8]) -> Bool {
      var sent = 0
      while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes { write(input.writeEnd, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        sent += count
      }
      return true
    }

    private func readLine() -> [UInt8]? {
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
          let line = Array(buffer[..<newline])
          buffer.removeSubrange(...newline)
          return line
        }
        let count = chunk.withUnsafeMutableBytes { read(output.readEnd, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return nil }
        buffer += chunk[..<count]
      }
    }
  }
}
