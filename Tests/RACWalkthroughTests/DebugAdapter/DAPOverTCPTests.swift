import Foundation
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

#if canImport(Darwin)
  import Darwin
#endif

/// `dap --port N`: the same protocol over one TCP connection on 127.0.0.1, for editors that attach
/// to a running adapter.
final class DAPOverTCPTests: LeakCheckedTestCase {
  func testAnEditorConnectingOverTCPLaunchesAndStopsAtTheEntry() throws {
    let listener = try SocketListener(port: 0)
    let done = DispatchSemaphore(value: 0)
    let server = Thread {
      DAPCommand.serveOneEditor(on: listener, walkthroughsDirectory: walkthroughsDirectory)
      done.signal()
    }
    server.stackSize = 16 << 20
    server.start()
    let descriptor = socket(AF_INET, LoopbackAddress.streamType, 0)
    XCTAssertGreaterThanOrEqual(descriptor, 0)
    XCTAssertEqual(LoopbackAddress.with(port: listener.port) { connect(descriptor, $0, $1) }, 0)
    // The connection owns the descriptor from here on, and closes it.
    let connection = DAPConnection(descriptor: descriptor)
    var reader = DAPFrameReader()
    var seq = 0
    func exchange(_ command: String, _ arguments: [String: Any], until name: String) -> [[String: Any]] {
      seq += 1
      let body =
        (try? JSONSerialization.data(
          withJSONObject: ["seq": seq, "type": "request", "command": command, "arguments": arguments])) ?? Data()
      XCTAssertTrue(connection.send(DAPFrameReader.frame(body)))
      var messages: [[String: Any]] = []
      while true {
        while let frame = reader.next() {
          guard case .body(let data) = frame,
            let message = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
          else { return messages }
          messages.append(message)
          if message["event"] as? String == name || message["command"] as? String == name { return messages }
        }
        let bytes = connection.receive()
        guard !bytes.isEmpty else { return messages }
        reader.append(bytes)
      }
    }
    XCTAssertEqual(exchange("initialize", [:], until: "initialize").last?["success"] as? Bool, true)
    XCTAssertEqual(exchange("launch", ["program": "map", "stopOnEntry": true], until: "initialized").count, 2)
    let stopped = exchange("configurationDone", [:], until: "stopped")
    XCTAssertEqual(stopped.last?.dapBody["reason"] as? String, "entry")
    XCTAssertEqual(exchange("disconnect", [:], until: "disconnect").last?["success"] as? Bool, true)
    done.wait()
  }

  func testACommandLineTheAdapterCannotTakeIsAOneLineUsageError() {
    var errors: [String] = []
    let environment = CommandEnvironment(
      write: { _ in }, writeError: { errors.append($0) }, readLine: { nil }, isInteractive: false,
      walkthroughsDirectory: walkthroughsDirectory)
    XCTAssertEqual(WalkthroughCommandLine.run(["dap", "--port", "70000"], environment: environment), 2)
    XCTAssertEqual(WalkthroughCommandLine.run(["dap", "map"], environment: environment), 2)
    XCTAssertEqual(
      errors,
      [
        "rac-walkthrough: dap: --port takes a port from 0 to 65535, not '70000'",
        "rac-walkthrough: dap: takes no names (the editor's `launch` says what to run)",
      ])
  }
}
