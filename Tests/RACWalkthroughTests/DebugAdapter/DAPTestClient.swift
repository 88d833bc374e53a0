import Foundation
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

#if canImport(Darwin)
  import Darwin
#endif

/// A Debug Adapter Protocol client as an editor is one: it starts the adapter on a pair of pipes
/// (the adapter's standard input and output), writes framed requests, and reads framed responses
/// and events, in the order the adapter writes them.
final class DAPTestClient {
  /// A message read, as JSON.
  typealias Message = [String: Any]

  private let toAdapter = Pipe()
  private let fromAdapter = Pipe()
  private let thread: Thread
  private let finished = DispatchSemaphore(value: 0)
  private var reader = DAPFrameReader()
  private var seq = 0
  /// Events read and not yet taken by `event(_:)`, in order.
  private(set) var pendingEvents: [Message] = []
  /// Every event read, in order.
  private(set) var allEvents: [Message] = []

  init(walkthroughsDirectory: URL = RACWalkthroughs.walkthroughsDirectory) {
    let input = toAdapter.fileHandleForReading.fileDescriptor
    let output = fromAdapter.fileHandleForWriting.fileDescriptor
    let done = finished
    thread = Thread {
      DAPTransport.descriptors(input: input, output: output).serve(
        DAPSession(walkthroughsDirectory: walkthroughsDirectory))
      done.signal()
    }
    thread.stackSize = 16 << 20
    thread.start()
  }

  deinit {
    // The adapter ends at the end of its input; what it still writes is read and dropped, so a
    // full pipe cannot hold it up.
    try? toAdapter.fileHandleForWriting.close()
    let descriptor = fromAdapter.fileHandleForReading.fileDescriptor
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while finished.wait(timeout: .now() + .milliseconds(10)) == .timedOut {
      var wait = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      if poll(&wait, 1, 0) > 0 { _ = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) } }
    }
  }

  /// Writes raw bytes to the adapter (for malformed messages).
  func writeRaw(_ bytes: [UInt8]) {
    toAdapter.fileHandleForWriting.write(Data(bytes))
  }

  /// Sends a request and returns its response; the events before it are kept for `event(_:)`.
  @discardableResult
  func request(_ command: String, _ arguments: [String: Any]? = nil, file: StaticString = #filePath, line: UInt = #line)
    -> Message
  {
    seq += 1
    var message: Message = ["seq": seq, "type": "request", "command": command]
    if let arguments { message["arguments"] = arguments }
    let body = (try? JSONSerialization.data(withJSONObject: message)) ?? Data()
    writeRaw(DAPFrameReader.frame(body))
    return response(to: seq, file: file, line: line)
  }

  /// Reads until the response to request `requestSeq` arrives.
  func response(to requestSeq: Int, file: StaticString = #filePath, line: UInt = #line) -> Message {
    while let message = readMessage() {
      if message["type"] as? String == "response", message["request_seq"] as? Int == requestSeq { return message }
      if message["type"] as? String == "event" {
        pendingEvents.append(message)
        allEvents.append(message)
      } else {
        XCTFail("unexpected message \(message)", file: file, line: line)
      }
    }
    XCTFail("no response to request \(requestSeq)", file: file, line: line)
    return [:]
  }

  /// The next response of any request (for a malformed message, which has no seq of its own).
  func nextResponse(file: StaticString = #filePath, line: UInt = #line) -> Message {
    while let message = readMessage() {
      if message["type"] as? String == "response" { return message }
      pendingEvents.append(message)
      allEvents.append(message)
    }
    XCTFail("no response", file: file, line: line)
    return [:]
  }

  /// The next event named `name`, reading until it arrives; the events before it are dropped.
  func event(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> Message {
    while true {
      if let index = pendingEvents.firstIndex(where: { $0["event"] as? String == name }) {
        let found = pendingEvents[index]
        pendingEvents.removeFirst(index + 1)
        return found
      }
      guard let message = readMessage() else {
        XCTFail("no '\(name)' event", file: file, line: line)
        return [:]
      }
      if message["type"] as? String == "event" {
        pendingEvents.append(message)
        allEvents.append(message)
      }
    }
  }

  /// The next `stopped` or `terminated` event, whichever comes first.
  func stoppedOrTerminated(file: StaticString = #filePath, line: UInt = #line) -> Message {
    while true {
      if let index = pendingEvents.firstIndex(where: { ["stopped", "terminated"].contains($0["event"] as? String) }) {
        let found = pendingEvents[index]
        pendingEvents.removeFirst(index + 1)
        return found
      }
      guard let message = readMessage() else {
        XCTFail("neither 'stopped' nor 'terminated'", file: file, line: line)
        return [:]
      }
      if message["type"] as? String == "event" {
        pendingEvents.append(message)
        allEvents.append(message)
      }
    }
  }

  /// The events of `name` read so far, dropping them.
  func takeEvents(_ name: String) -> [Message] {
    let taken = pendingEvents.filter { $0["event"] as? String == name }
    pendingEvents.removeAll { $0["event"] as? String == name }
    return taken
  }

  /// The next message, or nil when the adapter closed its output or sent nothing for a minute
  /// (a safety net: a test that would hang fails instead).
  private func readMessage() -> Message? {
    let descriptor = fromAdapter.fileHandleForReading.fileDescriptor
    while true {
      if let frame = reader.next() {
        guard case .body(let body) = frame,
          let object = try? JSONSerialization.jsonObject(with: body) as? Message
        else { return nil }
        return object
      }
      var wait = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&wait, 1, 60_000) > 0 else { return nil }
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return nil }
      reader.append(Array(buffer[..<count]))
    }
  }

  // MARK: - An editor's usual requests

  /// `initialize`, `launch` with `arguments`, then the `initialized` event.
  @discardableResult
  func launch(_ arguments: [String: Any], file: StaticString = #filePath, line: UInt = #line) -> Message {
    let initialize = request("initialize", ["adapterID": "rac-walkthrough", "linesStartAt1": true])
    XCTAssertEqual(initialize["success"] as? Bool, true, file: file, line: line)
    let launch = request("launch", arguments)
    XCTAssertEqual(launch["success"] as? Bool, true, "\(launch)", file: file, line: line)
    _ = event("initialized", file: file, line: line)
    return launch
  }

  /// The frames of the stopped thread, innermost first.
  func stackFrames(file: StaticString = #filePath, line: UInt = #line) -> [Message] {
    let response = request("stackTrace", ["threadId": stoppedThread], file: file, line: line)
    return ((response["body"] as? Message)?["stackFrames"] as? [Message]) ?? []
  }

  /// The thread of the last `stopped` event.
  var stoppedThread: Int {
    let stopped = allEvents.last { $0["event"] as? String == "stopped" }
    return ((stopped?["body"] as? Message)?["threadId"] as? Int) ?? 1
  }

  /// The variables of a reference.
  func variables(_ reference: Int, file: StaticString = #filePath, line: UInt = #line) -> [Message] {
    let response = request("variables", ["variablesReference": reference], file: file, line: line)
    return ((response["body"] as? Message)?["variables"] as? [Message]) ?? []
  }

  /// The scopes of frame `frameId`, by name → reference.
  func scopes(frameId: Int, file: StaticString = #filePath, line: UInt = #line) -> [String: Int] {
    let response = request("scopes", ["frameId": frameId], file: file, line: line)
    let scopes = ((response["body"] as? Message)?["scopes"] as? [Message]) ?? []
    var result: [String: Int] = [:]
    for scope in scopes {
      if let name = scope["name"] as? String { result[name] = scope["variablesReference"] as? Int ?? 0 }
    }
    return result
  }
}

extension DAPTestClient {
  /// The variables under `reference` as an editor's tree shows them, one `name = value` a line,
  /// children indented two spaces, `levels` deep (a child named `kept alive by` opened too).
  func tree(_ reference: Int, levels: Int = 4, indent: String = "") -> [String] {
    guard levels > 0, reference > 0 else { return [] }
    var lines: [String] = []
    for variable in variables(reference) {
      let name = variable["name"] as? String ?? "?"
      let value = (variable["value"] as? String ?? "?").replacingOccurrences(of: "\n", with: "⏎")
      lines.append("\(indent)\(name) = \(value)")
      if let child = variable["variablesReference"] as? Int, child > 0 {
        lines += tree(child, levels: levels - 1, indent: indent + "  ")
      }
    }
    return lines
  }
}

/// Reading a message's fields.
extension Dictionary where Key == String, Value == Any {
  var dapBody: [String: Any] { self["body"] as? [String: Any] ?? [:] }
  var dapSucceeded: Bool { self["success"] as? Bool == true }
  /// `post.m:5` for a stack frame.
  var dapPlace: String? {
    guard let source = self["source"] as? [String: Any], let name = source["name"] as? String,
      let line = self["line"] as? Int
    else { return nil }
    return "\(name):\(line)"
  }
  var dapIsLibrary: Bool { self["presentationHint"] as? String == "subtle" }
}
