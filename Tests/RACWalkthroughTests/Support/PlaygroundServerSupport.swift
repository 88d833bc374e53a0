import Foundation
import ObjCInterpreter
import ObjCLibraries
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

#if canImport(Darwin)
  import Darwin
#endif

/// Helpers for the playground server's tests: a server on a free port of 127.0.0.1 with the
/// package's walkthroughs and README, and a client that sends raw bytes (a malformed request, a
/// foreign `Host`) and reads the whole answer.
enum PlaygroundServerSupport {
  /// A server on a free port, serving on a thread of its own until `stop()`, whose runs are made
  /// by the `rac-walkthrough` built beside the tests (`serve-worker`), as `serve` makes them.
  static func startServer(
    limits: (inout RunEndpoint.Settings) -> Void = { _ in }, racSource: String? = nil,
    parser: HTTPRequestParser = HTTPRequestParser(), serverLimits: PlaygroundServer.Limits = .init(requestSeconds: 5)
  ) throws -> PlaygroundServer {
    var settings = RunEndpoint.Settings()
    settings.racSourceDirectory = racSource
    settings.walkthroughsDirectory = walkthroughsDirectory
    settings.workerExecutable = try XCTUnwrap(executable, "rac-walkthrough is not built beside the tests (swift build)")
    limits(&settings)
    let examples = PlaygroundExamples(
      directory: walkthroughsDirectory,
      readme: walkthroughsDirectory.deletingLastPathComponent().appendingPathComponent("README.md"))
    let router = PlaygroundRouter(
      examples: examples, runEndpoint: RunEndpoint(settings: settings, examples: examples),
      racSourcePath: racSource == nil ? nil : "MiniRAC")
    let server = try PlaygroundServer(port: 0, router: router, parser: parser, limits: serverLimits)
    server.start()
    return server
  }

  /// The built `rac-walkthrough`, beside the test bundle.
  static var executable: URL? {
    #if canImport(Darwin)
      let folder = Bundle(for: ServeCommandTests.self).bundleURL.deletingLastPathComponent()
    #else
      let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    #endif
    let url = folder.appendingPathComponent("rac-walkthrough")
    return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
  }

  /// One answer: its status, header fields (names lower-cased) and body.
  struct Answer {
    var status: Int
    var headers: [String: String]
    var body: String

    /// The body as a JSON object.
    func json() throws -> [String: Any] {
      try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any], body)
    }

    /// `error.message` of a JSON error answer.
    var errorMessage: String? {
      ((try? json())?["error"] as? [String: Any])?["message"] as? String
    }
  }

  /// A GET of `path` with a local Host.
  static func get(_ path: String, port: UInt16) throws -> Answer {
    try send(Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8), port: port)
  }

  /// A run: the files as the page posts them, and the other members of the request.
  static func run(
    _ files: [(name: String, text: String)], port: UInt16, extra: [String: Any] = [:]
  ) throws -> Answer {
    var request = extra
    request["files"] = files.map { ["name": $0.name, "text": $0.text] }
    let body = try JSONSerialization.data(withJSONObject: request)
    return try post("/api/run", body: Array(body), port: port)
  }

  /// A POST of `body` as JSON with a local Host.
  static func post(_ path: String, body: [UInt8], port: UInt16, contentType: String = "application/json") throws
    -> Answer
  {
    let head =
      "POST \(path) HTTP/1.1\r\nHost: localhost:\(port)\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n\r\n"
    return try send(Array(head.utf8) + body, port: port)
  }

  /// Sends `bytes` on a new connection to 127.0.0.1:`port` and reads the answer to its end.
  static func send(_ bytes: [UInt8], port: UInt16) throws -> Answer {
    let descriptor = socket(AF_INET, LoopbackAddress.streamType, 0)
    guard descriptor >= 0 else { throw ClientFailure(description: "no socket") }
    defer { close(descriptor) }
    let connected = LoopbackAddress.with(port: port) { connect(descriptor, $0, $1) }
    guard connected == 0 else { throw ClientFailure(description: "cannot connect to port \(port)") }
    var timeout = timeval(tv_sec: 300, tv_usec: 0)
    _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    #if canImport(Darwin)
      var yes: Int32 = 1
      _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
      let flags: Int32 = 0
    #else
      let flags = Int32(MSG_NOSIGNAL)
    #endif
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { buffer -> Int in
        guard let start = buffer.baseAddress else { return 0 }
        return systemSend(descriptor, start + offset, buffer.count - offset, flags)
      }
      if count < 0, errno == EINTR { continue }
      // The server may answer (413) and stop reading before the whole body is sent.
      guard count > 0 else { break }
      offset += count
    }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      // A signal (a run's worker ending) may interrupt the wait.
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      received += buffer[..<count]
    }
    return try parse(received)
  }

  private static func parse(_ bytes: [UInt8]) throws -> Answer {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n") else {
      throw ClientFailure(description: "no whole answer: \(text.prefix(200))")
    }
    let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
    let statusWords = lines[0].split(separator: " ")
    guard statusWords.count >= 2, let status = Int(statusWords[1]) else {
      throw ClientFailure(description: "no status line: \(lines[0])")
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return Answer(status: status, headers: headers, body: String(text[split.upperBound...]))
  }

  struct ClientFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// The JSON `trace ARGUMENTS --format html` embeds in its page, as an object.
  static func embeddedViewerData(_ arguments: [String]) throws -> NSDictionary {
    let result = VisualizationSupport.run(["trace"] + arguments + ["--format", "html"])
    XCTAssertEqual(result.status, 0, result.text)
    let html = result.text
    let start = try XCTUnwrap(html.range(of: #"<script type="application/json" id="trace-data">"#))
    let end = try XCTUnwrap(html[start.upperBound...].range(of: "</script>"))
    let json = String(html[start.upperBound..<end.lowerBound])
    return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary)
  }

  /// The process's resident memory in bytes: `/proc/self/statm`'s second number on Linux, the
  /// task's `resident_size` on Darwin.
  static func residentBytes() -> Int? {
    #if canImport(Darwin)
      var info = mach_task_basic_info()
      var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
      let result = withUnsafeMutablePointer(to: &info) { pointer in
        pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
          task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
        }
      }
      return result == KERN_SUCCESS ? Int(info.resident_size) : nil
    #else
      // glibc keeps freed memory in its arenas (one per thread that allocated, more of them the
      // busier the machine): given back first, the figure is what the process holds, not how many
      // threads ran at once (CI's two loaded cores measured 37 MB of such arenas over 50 floods).
      // `malloc_trim` is glibc's own (`<malloc.h>`, which the Glibc module leaves out): looked up.
      if let trim = dlsym(nil, "malloc_trim") {
        _ = unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)(0)
      }
      guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
      let fields = text.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #endif
  }

  /// A folder of its own under the temporary directory.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("serve-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// The system's `send`, which the helpers' own `send` hides.
private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
  send(descriptor, bytes, count, flags)
}
