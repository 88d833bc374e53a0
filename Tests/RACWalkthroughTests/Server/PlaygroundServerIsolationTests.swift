import Foundation
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

#if canImport(Darwin)
  import Darwin
#endif

/// The playground server against programs and clients that used to take it down or tie it up:
/// each run is a worker process (`serve-worker`), so a program that crashes the interpreter, never
/// stops or floods its output ends its own run and the server answers the next request; requests
/// are read by one polling thread, so trickling and idle connections delay no one.
///
/// Times: the server promises an answer within the run's budget plus a second. The assertions
/// allow the budget plus five seconds, because these tests share two cores with other builds and
/// tests: a late answer under load is not what they pin down, an answer that never comes (or
/// comes after the whole budget of a stuck worker) is.
final class PlaygroundServerIsolationTests: LeakCheckedTestCase {
  private var servers: [PlaygroundServer] = []
  private var folder: URL?

  override func tearDown() {
    for server in servers { server.stop() }
    servers = []
    if let folder { try? FileManager.default.removeItem(at: folder) }
    super.tearDown()
  }

  private func start(
    _ limits: @escaping (inout RunEndpoint.Settings) -> Void = { _ in },
    serverLimits: PlaygroundServer.Limits = .init(requestSeconds: 5)
  ) throws -> UInt16 {
    let server = try PlaygroundServerSupport.startServer(limits: limits, serverLimits: serverLimits)
    servers.append(server)
    return server.port
  }

  /// The slack on the promised time (see the class's comment).
  private static let slack = 5.0

  private func snippet(_ text: String, port: UInt16) throws -> PlaygroundServerSupport.Answer {
    try PlaygroundServerSupport.run([("snippet.m", text)], port: port)
  }

  /// The server answers the page, and a plain run, after whatever came before.
  private func assertServes(port: UInt16, after what: String, file: StaticString = #filePath, line: UInt = #line) throws
  {
    XCTAssertEqual(
      try PlaygroundServerSupport.get("/", port: port).status, 200, "GET / after \(what)", file: file, line: line)
    let run = try snippet("NSLog(@\"%d\", 6 * 7);\n", port: port).json()
    XCTAssertEqual(run["output"] as? [String], ["42"], "a run after \(what)", file: file, line: line)
  }

  // MARK: programs that took the server down

  /// Each of these took `serve` down (exit 132 or a segfault) when runs were made in its process.
  /// Whether the interpreter now stops them with an error or still traps in its worker, each
  /// gets an answer (an error at its line, or a 500 that names the crash or the budget), and the
  /// server answers the next request. Were a run made in the server's process again, a trap here
  /// would end the test process.
  func testEachProgramThatCrashedTheServerEndsOnlyItsOwnRun() throws {
    let port = try start { $0.limits.maxSeconds = 2 }
    let programs = [
      "int a[2]; int *p = a; long long i = 9223372036854775807LL; NSLog(@\"%d\", p[i]);\n",
      "NSMutableArray *a = [NSMutableArray array];\n[a addObject:a];\nNSLog(@\"%d\", [a isEqual:[a copy]]);\n",
      "dispatch_time_t t = dispatch_walltime(NULL, INT64_MAX);\nNSLog(@\"%llu\", t);\n",
    ]
    for program in programs {
      let started = Date()
      let answer = try snippet(program, port: port)
      let elapsed = Date().timeIntervalSince(started)
      XCTAssertLessThan(elapsed, 2 + Self.slack, program)
      switch answer.status {
      case 200:
        // Stopped with an error at its line, or (the interpreter no longer traps on it, as
        // `dispatch_walltime` saturating at DISPATCH_TIME_FOREVER) run to its end.
        let json = try answer.json()
        XCTAssertTrue(
          json["error"] is [String: Any] || !((json["output"] as? [String]) ?? []).isEmpty,
          "a run either says where it stopped or prints: \(answer.body)")
      case 500:
        let message = try XCTUnwrap(answer.errorMessage, answer.body)
        XCTAssertTrue(
          message.hasPrefix("the program crashed the interpreter (signal ")
            || message == "the run did not stop at its 2 s budget and was ended (serve --max-seconds sets the budget)",
          message)
      default:
        XCTFail("\(answer.status) \(answer.body)")
      }
      try assertServes(port: port, after: program)
    }
  }

  /// A worker that ends by a signal, whatever the program: the page is told the signal, in one
  /// line, and the next run is made by a new worker. (A script stands in for the worker, so that
  /// the crash does not depend on which traps the interpreter still has.)
  func testAWorkerEndedByASignalIsAnsweredAsACrashAndTheServerGoesOn() throws {
    let crashing = try script("crash.sh", "echo 'Fatal error: Index out of range' >&2\nkill -ILL $$\n")
    let settings = try crashingSettings(worker: crashing)
    let port = try start { $0 = settings }
    let answer = try snippet("NSLog(@\"1\");\n", port: port)
    XCTAssertEqual(answer.status, 500)
    XCTAssertEqual(
      answer.errorMessage,
      "the program crashed the interpreter (signal 4, SIGILL): Fatal error: Index out of range. The server goes on; please report the program"
    )
    XCTAssertEqual(try PlaygroundServerSupport.get("/api/examples", port: port).status, 200)
    XCTAssertEqual(try snippet("NSLog(@\"1\");\n", port: port).status, 500, "the next run gets a worker of its own")
  }

  /// A worker that does not stop at its budget is killed, and the page is told so within the
  /// budget plus a second (with the slack of the class's comment); the page is served meanwhile.
  func testAWorkerThatNeverStopsIsEndedAtItsBudget() throws {
    let stuck = try script("stuck.sh", "exec sleep 60\n")
    var settings = try crashingSettings(worker: stuck)
    settings.limits.maxSeconds = 1
    let port = try start { $0 = settings }
    let started = Date()
    let running = DispatchGroup()
    let answer = LockedAnswer()
    DispatchQueue.global().async(group: running) {
      answer.set(try? PlaygroundServerSupport.run([("stuck.m", "NSLog(@\"1\");\n")], port: port))
    }
    // While the run waits for its worker, the page and the examples are served.
    usleep(200_000)
    XCTAssertEqual(try PlaygroundServerSupport.get("/", port: port).status, 200)
    XCTAssertEqual(try PlaygroundServerSupport.get("/api/examples/map", port: port).status, 200)
    running.wait()
    let elapsed = Date().timeIntervalSince(started)
    let result = try XCTUnwrap(answer.value)
    XCTAssertEqual(result.status, 500)
    XCTAssertEqual(
      result.errorMessage, "the run did not stop at its 1 s budget and was ended (serve --max-seconds sets the budget)")
    XCTAssertGreaterThanOrEqual(elapsed, 1, "not before the budget")
    XCTAssertLessThan(elapsed, 1 + 1 + Self.slack)
  }

  /// A run that finds every worker slot taken for its whole budget is told so (503) within its
  /// budget (with the slack), rather than waiting behind the others; the page is served meanwhile.
  func testARunThatGetsNoTurnWithinItsBudgetIsToldSo() throws {
    let stuck = try script("stuck.sh", "exec sleep 60\n")
    var settings = try crashingSettings(worker: stuck)
    settings.limits.maxSeconds = 1
    settings.maxConcurrentRuns = 1
    let port = try start { $0 = settings }
    let first = DispatchGroup()
    DispatchQueue.global().async(group: first) {
      _ = try? PlaygroundServerSupport.run([("first.m", "NSLog(@\"1\");\n")], port: port)
    }
    usleep(200_000)
    let started = Date()
    let second = try PlaygroundServerSupport.run([("second.m", "NSLog(@\"2\");\n")], port: port)
    XCTAssertLessThan(Date().timeIntervalSince(started), 1 + 1 + Self.slack)
    XCTAssertEqual(second.status, 503)
    XCTAssertEqual(
      second.errorMessage,
      "the server was running other programs for the whole of this run's 1 s budget: run it again")
    XCTAssertEqual(try PlaygroundServerSupport.get("/", port: port).status, 200)
    first.wait()
  }

  /// A worker past its memory is killed and the page told so. (The budget is set below what any
  /// process holds, so the first look at the worker's memory finds it past.)
  func testAWorkerPastItsMemoryIsEnded() throws {
    let port = try start {
      $0.limits.maxMemory = 1 << 20
      $0.workerMemoryHeadroom = 0
    }
    let answer = try snippet(
      "NSMutableArray *a = [NSMutableArray array];\nwhile (YES) { [a addObject:@\"x\"]; }\n", port: port)
    XCTAssertEqual(answer.status, 500, answer.body)
    let message = try XCTUnwrap(answer.errorMessage, answer.body)
    XCTAssertTrue(message.hasPrefix("the run held "), message)
    XCTAssertTrue(
      message.hasSuffix(" MB, past its 1 MB budget, and was ended (serve --max-memory sets the budget)"), message)
  }

  // MARK: floods

  /// `while (1) NSLog(@"x");` with a 2 s budget: answered within the budget plus a second (with
  /// the slack), with its error at its line and an answer no larger than the server's limit,
  /// which says it was cut.
  func testAnOutputFloodIsAnsweredWithinItsBudgetAndCapped() throws {
    let limit = 256 * 1024
    let port = try start {
      $0.limits.maxSeconds = 2
      $0.answerByteLimit = limit
    }
    let started = Date()
    let answer = try snippet("while (1) NSLog(@\"x\");\n", port: port)
    let elapsed = Date().timeIntervalSince(started)
    XCTAssertLessThan(elapsed, 2 + 1 + Self.slack)
    XCTAssertEqual(answer.status, 200)
    XCTAssertLessThanOrEqual(answer.body.utf8.count, limit)
    let json = try answer.json()
    XCTAssertEqual(json["cut"] as? Bool, true)
    // Whichever budget the flood reaches first on this machine (its time, or its lines of output).
    let headline = (json["error"] as? [String: Any])?["headline"] as? String
    XCTAssertTrue(
      [
        "snippet.m:1:11: error: stopped after 2 s: the program may loop forever (raise the limit with --max-seconds)",
        "snippet.m:1:11: error: stopped after 100000 lines of output: the program may log forever",
      ].contains(headline ?? ""), headline ?? "no error")
    let output = try XCTUnwrap(json["output"] as? [String])
    XCTAssertFalse(output.isEmpty)
    XCTAssertEqual(Set(output), ["x"])
    let notes = try XCTUnwrap(json["notes"] as? [String])
    XCTAssertTrue(notes.contains { $0.contains("left out") || $0.contains("cut") }, "\(notes)")
    try assertServes(port: port, after: "a flood")
  }

  /// Fifty floods (two at a time, as the server runs them): the server's own resident memory after
  /// them is near what it was after the first four (each flood's memory was its worker's, and went
  /// back with it). The first four run two at a time too: what the server first sets up for two
  /// runs at once (their threads, the allocator's second arena) is some 30 MB, once, and not what
  /// the test is after (measured in rounds of 20: 87, 86, 85, 84, 85, 93 MB). Measured on Linux
  /// and Darwin; skipped where the system does not say.
  func testMemoryAfterFiftyFloodsIsNearItsStart() throws {
    let port = try start { $0.limits.maxSeconds = 0.5 }
    let flood = "while (1) NSLog(@\"x\");\n"
    let warmUp = LockedStatuses()
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      for _ in 0..<2 {
        let answer = try? snippet(flood, port: port)
        warmUp.append(answer?.status ?? 0, why: answer?.status == 200 ? nil : answer?.errorMessage)
      }
    }
    XCTAssertEqual(warmUp.values, [200, 200, 200, 200], "errors: \(warmUp.errors)")
    guard let before = PlaygroundServerSupport.residentBytes() else {
      throw XCTSkip("this system does not say the process's resident memory")
    }
    let statuses = LockedStatuses()
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      for _ in 0..<25 {
        let answer = try? snippet(flood, port: port)
        statuses.append(answer?.status ?? 0, why: answer?.status == 200 ? nil : answer?.errorMessage)
      }
    }
    XCTAssertEqual(statuses.values, Array(repeating: 200, count: 50), "errors: \(statuses.errors)")
    let after = try XCTUnwrap(PlaygroundServerSupport.residentBytes())
    print("PlaygroundServerIsolationTests: resident memory \(before >> 20) MB → \(after >> 20) MB over 50 floods")
    XCTAssertLessThan(after - before, 32 << 20, "resident memory grew by \((after - before) >> 20) MB over 50 floods")
  }

  // MARK: clients that tied the server up

  /// 32 connections that each send a byte a second: the page is served while they trickle, and
  /// each of them is answered 408 once its request budget (2 s here) is over.
  func testTricklingConnectionsDoNotDelayThePage() throws {
    let port = try start(serverLimits: .init(requestSeconds: 2))
    let tricklers = try (0..<32).map { _ in try TricklingClient(port: port) }
    let trickling = DispatchGroup()
    for client in tricklers {
      DispatchQueue.global().async(group: trickling) { client.trickle("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n") }
    }
    usleep(300_000)
    let started = Date()
    XCTAssertEqual(try PlaygroundServerSupport.get("/", port: port).status, 200)
    // Served before the trickling connections' budget ran out: they held nothing it needed.
    XCTAssertLessThan(Date().timeIntervalSince(started), 2)
    trickling.wait()
    XCTAssertEqual(tricklers.map(\.status), Array(repeating: 408, count: 32))
  }

  /// More idle connections than a client may hold: the oldest are closed to make room, and a new
  /// connection's `GET /` is served.
  func testIdleConnectionsPastTheClientsLimitMakeRoomForANewOne() throws {
    let port = try start(serverLimits: .init(requestSeconds: 30, connectionsPerClient: 8))
    let idle = try (0..<12).map { _ in try TricklingClient(port: port) }
    usleep(300_000)
    let started = Date()
    XCTAssertEqual(try PlaygroundServerSupport.get("/", port: port).status, 200)
    XCTAssertLessThan(Date().timeIntervalSince(started), 30, "served long before the idle ones' budget")
    // The oldest were closed without an answer; the newest still wait.
    let closed = idle.map { $0.isClosedByServer(within: 1) }
    XCTAssertEqual(closed.filter { $0 }.count, 5, "\(closed)")
    XCTAssertEqual(closed.prefix(5), [true, true, true, true, true])
  }

  // MARK: the cap

  /// An answer over the limit loses its viewer first, then lines of output, each said in its notes.
  func testTheAnswerIsCutToItsLimitAndSaysSo() throws {
    var answer = RunAnswer()
    answer.output = (0..<1000).map { "line \($0) " + String(repeating: "y", count: 90) }
    let viewer = Array(("{\"events\":[" + String(repeating: "1,", count: 50_000) + "1]}").utf8)
    let whole = answer.capped(viewer: viewer, byteLimit: 1 << 20)
    XCTAssertEqual(whole, answer.json(viewer: viewer), "under the limit: whole")
    XCTAssertEqual(try decode(whole)["viewer"] as? [String: [Int]], ["events": Array(repeating: 1, count: 50_001)])
    let withoutViewer = try decode(answer.capped(viewer: viewer, byteLimit: 120_000))
    XCTAssertNil(withoutViewer["viewer"])
    XCTAssertEqual((withoutViewer["output"] as? [String])?.count, 1000)
    XCTAssertEqual(withoutViewer["cut"] as? Bool, true)
    XCTAssertEqual(
      withoutViewer["notes"] as? [String],
      ["the answer was cut to fit the server's 0.1 MB: the viewer (97 KB) is left out"])
    let text = answer.capped(viewer: viewer, byteLimit: 20_000)
    XCTAssertLessThanOrEqual(text.count, 20_000)
    let fewerLines = try decode(text)
    let kept = try XCTUnwrap(fewerLines["output"] as? [String])
    XCTAssertEqual(kept, Array(answer.output.prefix(kept.count)))
    XCTAssertGreaterThan(kept.count, 100)
    XCTAssertEqual(
      (fewerLines["notes"] as? [String])?.last,
      "the answer was cut to fit the server's 0.0 MB: it holds the first \(kept.count) of 1000 lines of output")
  }

  // MARK: the worker command

  /// `serve-worker` is not for people: input that is not a job is a one-line error.
  func testTheWorkerRefusesInputThatIsNotAJob() throws {
    let executable = try XCTUnwrap(PlaygroundServerSupport.executable)
    let process = Process()
    process.executableURL = executable
    process.arguments = ["serve-worker"]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    try input.fileHandleForWriting.write(contentsOf: Data("{\"files\": []}\n".utf8))
    try input.fileHandleForWriting.close()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 1)
    XCTAssertEqual(
      said,
      "rac-walkthrough: serve-worker: standard input is not a run's job: a line of JSON from serve, then the request\n")
  }

  // MARK: helpers

  private func decode(_ bytes: [UInt8]) throws -> [String: Any] {
    try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
  }

  /// An executable shell script in the test's folder.
  private func script(_ name: String, _ body: String) throws -> URL {
    let folder = try self.folder ?? PlaygroundServerSupport.temporaryFolder()
    self.folder = folder
    let url = folder.appendingPathComponent(name)
    try ("#!/bin/sh\n" + body).write(to: url, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    return url
  }

  /// The usual settings with `worker` in place of `rac-walkthrough serve-worker`.
  private func crashingSettings(worker: URL) throws -> RunEndpoint.Settings {
    var settings = RunEndpoint.Settings()
    settings.walkthroughsDirectory = walkthroughsDirectory
    settings.workerExecutable = worker
    return settings
  }
}

/// An answer set from another thread.
private final class LockedAnswer: @unchecked Sendable {
  private let lock = NSLock()
  private var answer: PlaygroundServerSupport.Answer?
  var value: PlaygroundServerSupport.Answer? { lock.withLock { answer } }
  func set(_ answer: PlaygroundServerSupport.Answer?) { lock.withLock { self.answer = answer } }
}

/// Statuses appended from several threads.
private final class LockedStatuses: @unchecked Sendable {
  private let lock = NSLock()
  private var statuses: [Int] = []
  private var messages: [String] = []
  var values: [Int] { lock.withLock { statuses } }
  /// The error messages of the answers that had one.
  var errors: [String] { lock.withLock { messages } }
  func append(_ status: Int, why: String? = nil) {
    lock.withLock {
      statuses.append(status)
      if let why { messages.append(why) }
    }
  }
}

/// A client that connects and then sends its request a byte a second (or nothing), as a slow or
/// hostile client would.
private final class TricklingClient: @unchecked Sendable {
  private let descriptor: Int32
  private let lock = NSLock()
  private var answerStatus = 0

  init(port: UInt16) throws {
    descriptor = socket(AF_INET, LoopbackAddress.streamType, 0)
    let connected = LoopbackAddress.with(port: port) { connect(descriptor, $0, $1) }
    guard descriptor >= 0, connected == 0 else {
      throw PlaygroundServerSupport.ClientFailure(description: "no connection")
    }
    #if canImport(Darwin)
      var yes: Int32 = 1
      _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  deinit { close(descriptor) }

  /// The status of the answer `trickle` got (0: none).
  var status: Int { lock.withLock { answerStatus } }

  /// Sends `request` a byte a second until the server answers or closes; keeps the answer's status.
  func trickle(_ request: String) {
    #if canImport(Darwin)
      let flags: Int32 = 0
    #else
      let flags = Int32(MSG_NOSIGNAL)
    #endif
    for byte in request.utf8 {
      var value = byte
      var sent = send(descriptor, &value, 1, flags)
      while sent < 0, errno == EINTR { sent = send(descriptor, &value, 1, flags) }
      guard sent == 1 else { break }
      if hasAnswer(waiting: 1) { break }
    }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      received += buffer[..<count]
    }
    let words = String(decoding: received.prefix(64), as: UTF8.self).split(separator: " ")
    let status = words.count > 1 ? Int(words[1]) ?? 0 : 0
    lock.withLock { answerStatus = status }
  }

  /// Whether the server has sent something, or closed, within `seconds`.
  private func hasAnswer(waiting seconds: Int32) -> Bool {
    var wait = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
    return poll(&wait, 1, seconds * 1000) > 0
  }

  /// Whether the server closed the connection (without an answer) within `seconds`.
  func isClosedByServer(within seconds: Int32) -> Bool {
    guard hasAnswer(waiting: seconds) else { return false }
    var byte: UInt8 = 0
    return recv(descriptor, &byte, 1, Int32(MSG_PEEK)) <= 0
  }
}
