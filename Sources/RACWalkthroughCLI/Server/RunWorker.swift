import Foundation
import RAC

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// One run's worker: `rac-walkthrough serve-worker` started for one request, fed the job and the
/// request on its standard input, its answer read from its standard output, and watched until it
/// ends.
///
/// Why a process and not a thread: a program can reach a trap in the interpreter or the libraries
/// (a Swift runtime check, a stack overflow) that no `catch` can stop, and a trap ends the process
/// it happens in. In a worker it ends that run only; the server answers that the program crashed
/// the interpreter and serves the next request. The worker is also where a run's budgets hold
/// whole: it is killed at its time (`killAt`) and past its memory (`memoryLimit`, its resident
/// memory, polled), an answer longer than `replyLimit` is not read, and all its memory goes back
/// to the system when it exits.
struct RunWorker {
  /// How the worker ended, as the server answers it.
  enum Outcome: Equatable {
    /// It wrote an answer: the status and the body.
    case answered(status: Int, body: [UInt8])
    /// It ended by a signal (a trap): the signal and the runtime's last words, if it said any.
    case crashed(signal: Int32, message: String?)
    /// It ran past `killAt` and was killed.
    case overTime
    /// Its resident memory went past `memoryLimit` and it was killed.
    case overMemory(bytes: Int)
    /// Its answer went past `replyLimit` and it was killed.
    case overSize
    /// It exited without a readable answer (status, and its error output's last line).
    case failed(status: Int32, message: String?)
    /// It could not be started.
    case notStarted(String)
  }

  /// The `rac-walkthrough` executable.
  let executable: URL
  /// Its arguments: `serve-worker` and the global options it needs.
  let arguments: [String]
  /// How often its memory is looked at.
  static let pollInterval = 0.02

  /// Runs the worker with `input` on its standard input.
  func run(input: Data, killAt: Date, memoryLimit: Int, replyLimit: Int) -> Outcome {
    // The server's RAC_SOURCE_DIR would make every worker load the checkout: the server passes
    // --rac-source itself, to the runs that ask for it.
    var environment = ProcessInfo.processInfo.environment
    environment["RAC_SOURCE_DIR"] = nil
    // Swift's backtracer would spend seconds on a crash, in a process of its own that holds the
    // worker's pipes: the runtime's one-line message is what the page shows.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    guard let stdin = WorkerPipe(), let stdout = WorkerPipe(), let stderr = WorkerPipe() else {
      return .notStarted("cannot start the run's worker: the system has no pipes left")
    }
    let process: SpawnedProcess
    do {
      process = try SpawnedProcess(
        executable: executable.path, arguments: arguments, environment: environment, standardInput: stdin.readEnd,
        standardOutput: stdout.writeEnd, standardError: stderr.writeEnd)
    } catch {
      for pipe in [stdin, stdout, stderr] { pipe.closeBothEnds() }
      return .notStarted("cannot start the run's worker \(executable.path): \(error)")
    }
    // The child's ends are the child's now.
    stdin.closeReadEnd()
    stdout.closeWriteEnd()
    stderr.closeWriteEnd()
    let streams = DispatchGroup()
    // The input is written on a thread of its own: a worker that ends before reading it all must
    // not leave the server blocked on a full pipe (the write then fails with EPIPE, not SIGPIPE:
    // the server ignores that signal).
    Self.onThread(streams) {
      Self.write(input, to: stdin.writeEnd)
      stdin.closeWriteEnd()
    }
    let answer = LockedState(StreamBuffer())
    Self.onThread(streams) {
      Self.read(stdout.readEnd, into: answer, limit: replyLimit, keepingEnd: false)
    }
    let errors = LockedState(StreamBuffer())
    Self.onThread(streams) {
      Self.read(stderr.readEnd, into: errors, limit: 16 * 1024, keepingEnd: true)
    }
    // The read ends are closed once both readers are done with them, never under a reader.
    let closeReadEnds = {
      stdout.closeReadEnd()
      stderr.closeReadEnd()
    }
    var ending = process.ending()
    while ending == nil {
      let killedFor: Outcome
      if Date() >= killAt {
        killedFor = .overTime
      } else if let bytes = ProcessMemory.residentBytes(of: process.pid), bytes > memoryLimit {
        killedFor = .overMemory(bytes: bytes)
      } else if answer.withLock({ $0.overflowed }) {
        killedFor = .overSize
      } else {
        usleep(useconds_t(Self.pollInterval * 1_000_000))
        ending = process.ending()
        continue
      }
      process.kill()
      // The answer does not wait for the system to tear the worker down (a large one takes a
      // while): a thread reaps it, and closes the pipes after.
      Thread {
        process.wait(upTo: 30)
        if streams.wait(timeout: .now() + 10) == .success { closeReadEnds() }
      }.start()
      return killedFor
    }
    // The streams end with the worker; anything that still holds them (it had no business to
    // start anything) is killed with its process group and not waited for.
    if streams.wait(timeout: .now() + 0.5) == .success {
      closeReadEnds()
    } else {
      process.kill()
      DispatchQueue.global().async {
        if streams.wait(timeout: .now() + 10) == .success { closeReadEnds() }
      }
    }
    let output = answer.withLock { $0 }
    if output.overflowed { return .overSize }
    let lastWords = errors.withLock { $0 }.lastLine
    if case .signaled(let signal) = ending {
      return .crashed(signal: signal, message: lastWords)
    }
    guard let newline = output.bytes.firstIndex(of: UInt8(ascii: "\n")),
      let code = Int(String(decoding: output.bytes[..<newline], as: UTF8.self)), (200...599).contains(code)
    else {
      if case .exited(let status) = ending { return .failed(status: status, message: lastWords) }
      return .failed(status: -1, message: lastWords)
    }
    var body = output.bytes[(newline + 1)...]
    if body.last == UInt8(ascii: "\n") { body = body.dropLast() }
    return .answered(status: code, body: Array(body))
  }

  /// What a stream brought, up to a limit.
  struct StreamBuffer {
    var bytes: [UInt8] = []
    /// Whether more came than the limit.
    var overflowed = false

    /// The Swift runtime's `Fatal error: …` when it said one (without the file of the library it
    /// names), else the last line of text that is not empty.
    var lastLine: String? {
      let text = String(decoding: bytes, as: UTF8.self)
      let lines = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      if let fatal = lines.first(where: { $0.contains("Fatal error:") }), let start = fatal.range(of: "Fatal error:") {
        return String(fatal[start.lowerBound...].prefix(300))
      }
      return lines.last { !$0.isEmpty }.map { String($0.prefix(300)) }
    }
  }

  /// Reads `descriptor` to its end into `buffer`: its first `limit` bytes (or its last, when
  /// `keepingEnd`); past the limit without `keepingEnd`, marks it overflowed and stops keeping.
  private static func read(
    _ descriptor: Int32, into buffer: LockedState<StreamBuffer>, limit: Int, keepingEnd: Bool
  ) {
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      buffer.withLock { stream in
        guard !stream.overflowed else { return }
        stream.bytes += chunk[..<count]
        guard stream.bytes.count > limit else { return }
        if keepingEnd {
          stream.bytes.removeFirst(stream.bytes.count - limit)
        } else {
          stream.overflowed = true
          stream.bytes = []
        }
      }
    }
  }

  /// Writes `data` to `descriptor` until it is all written or the reader is gone.
  private static func write(_ data: Data, to descriptor: Int32) {
    data.withUnsafeBytes { buffer in
      guard let start = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let count = systemWrite(descriptor, start + offset, buffer.count - offset)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }
        offset += count
      }
    }
  }

  /// Runs `body` on a thread of its own, inside `group`.
  private static func onThread(_ group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
    group.enter()
    Thread {
      body()
      group.leave()
    }.start()
  }
}

/// The system's `read` and `write`, which the worker's own methods of the same names hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
