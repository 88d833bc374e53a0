import Foundation

// What a debugging editor waits on with `rac-walkthrough dap`: the adapter started as editors start
// it (a child process speaking DAP over its standard input and output), a walkthrough launched
// (run and recorded), a function breakpoint run to, then round trips one after the other as an
// editor makes them at each step: `next` answered with `stopped`, then `stackTrace`, `scopes` of
// the top frame and `variables` of each scope an editor opens at once (those not marked
// `expensive`). Wall-clock times, and the adapter's own CPU time where the system gives it (Linux),
// printed; the issue's target is a round trip under 50 ms on contact-form in a release build.
//
// USAGE: rac-benchmarks-dap --tool PATH [--walkthrough NAME] [--breakpoint NAME] [--round-trips N]

let usage =
  "usage: rac-benchmarks-dap --tool PATH-TO-rac-walkthrough [--walkthrough NAME] [--breakpoint NAME] "
  + "[--round-trips N]\n"
var toolPath: String?
var walkthrough = "contact-form"
var breakpoint = "subscribeNext:"
var roundTrips = 300
do {
  var remaining = Array(CommandLine.arguments.dropFirst())[...]
  while let flag = remaining.popFirst() {
    guard let value = remaining.popFirst() else {
      FileHandle.standardError.write(Data(usage.utf8))
      exit(2)
    }
    switch flag {
    case "--tool": toolPath = value
    case "--walkthrough": walkthrough = value
    case "--breakpoint": breakpoint = value
    case "--round-trips":
      guard let count = Int(value), count > 0 else {
        FileHandle.standardError.write(Data(usage.utf8))
        exit(2)
      }
      roundTrips = count
    default:
      FileHandle.standardError.write(Data(usage.utf8))
      exit(2)
    }
  }
}
guard let toolPath, FileManager.default.isExecutableFile(atPath: toolPath) else {
  FileHandle.standardError.write(
    Data(("rac-benchmarks-dap: --tool must name the rac-walkthrough binary\n" + usage).utf8))
  exit(2)
}

/// The adapter as a child process, and the framed messages to and from it.
final class Adapter {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var buffer = Data()
  private var seq = 0

  init(tool: String) throws {
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["dap"]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  /// Sends a request; returns its seq.
  @discardableResult
  func send(_ command: String, _ arguments: [String: Any] = [:]) -> Int {
    seq += 1
    let message: [String: Any] = ["seq": seq, "type": "request", "command": command, "arguments": arguments]
    let body = (try? JSONSerialization.data(withJSONObject: message)) ?? Data()
    input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    return seq
  }

  /// The next message, or nil at the end of the adapter's output.
  func read() -> [String: Any]? {
    let separator = Data("\r\n\r\n".utf8)
    while true {
      if let end = buffer.range(of: separator) {
        let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
        let length =
          header.split(separator: "\r\n").compactMap { line -> Int? in
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
            return Int(parts[1].trimmingCharacters(in: .whitespaces))
          }.first ?? 0
        if buffer.count - (end.upperBound - buffer.startIndex) >= length {
          let body = buffer[end.upperBound..<(end.upperBound + length)]
          buffer = Data(buffer[(end.upperBound + length)...])
          return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
        }
      }
      let more = output.fileHandleForReading.availableData
      if more.isEmpty { return nil }
      buffer.append(more)
    }
  }

  /// Reads to the response to `requestSeq`; nil if the adapter ended first.
  func response(to requestSeq: Int) -> [String: Any]? {
    while let message = read() {
      if message["type"] as? String == "response", message["request_seq"] as? Int == requestSeq { return message }
    }
    return nil
  }

  /// Reads to the next `stopped` or `terminated` event; its name.
  func stoppedOrTerminated() -> String? {
    while let message = read() {
      if let event = message["event"] as? String, event == "stopped" || event == "terminated" { return event }
    }
    return nil
  }

  @discardableResult
  func request(_ command: String, _ arguments: [String: Any] = [:]) -> [String: Any] {
    let body = response(to: send(command, arguments))?["body"]
    return body as? [String: Any] ?? [:]
  }

  /// The adapter's CPU time so far (user and system), in milliseconds, where the system tells it
  /// to another process (Linux's `/proc`); nil elsewhere.
  var cpuMilliseconds: Double? {
    #if os(Linux)
      guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
        let afterName = stat.range(of: ") ", options: .backwards)
      else { return nil }
      // After the name: state is field 3; utime and stime are fields 14 and 15, in clock ticks.
      let fields = stat[afterName.upperBound...].split(separator: " ")
      guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
      return (user + system) * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
    #else
      return nil
    #endif
  }

  func finish() {
    send("disconnect")
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}

func milliseconds(since start: DispatchTime) -> Double {
  Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
}

func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
  guard !sorted.isEmpty else { return 0 }
  return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
}

do {
  let adapter = try Adapter(tool: toolPath)
  adapter.request("initialize", ["adapterID": "rac-walkthrough", "linesStartAt1": true, "columnsStartAt1": true])
  let launchStart = DispatchTime.now()
  let launched = adapter.response(to: adapter.send("launch", ["program": walkthrough]))
  let launchTime = milliseconds(since: launchStart)
  guard launched?["success"] as? Bool == true else {
    FileHandle.standardError.write(Data("launch failed: \(launched?["message"] ?? "no answer")\n".utf8))
    exit(1)
  }
  adapter.request("setFunctionBreakpoints", ["breakpoints": [["name": breakpoint]]])
  let runStart = DispatchTime.now()
  adapter.send("configurationDone")
  guard adapter.stoppedOrTerminated() == "stopped" else {
    FileHandle.standardError.write(Data("the breakpoint \(breakpoint) was never hit\n".utf8))
    exit(1)
  }
  let toBreakpoint = milliseconds(since: runStart)
  var times: [Double] = []
  var variablesRead = 0
  let cpuBefore = adapter.cpuMilliseconds
  while times.count < roundTrips {
    let start = DispatchTime.now()
    adapter.send("next", ["threadId": 1])
    guard adapter.stoppedOrTerminated() == "stopped" else { break }
    let frames = adapter.request("stackTrace", ["threadId": 1])["stackFrames"] as? [[String: Any]] ?? []
    let frameId = frames.first?["id"] as? Int ?? 1
    let scopes = adapter.request("scopes", ["frameId": frameId])["scopes"] as? [[String: Any]] ?? []
    for scope in scopes where scope["expensive"] as? Bool != true {
      let reference = scope["variablesReference"] as? Int ?? 0
      guard reference > 0 else { continue }
      let variables = adapter.request("variables", ["variablesReference": reference])["variables"] as? [Any] ?? []
      variablesRead += variables.count
    }
    times.append(milliseconds(since: start))
  }
  let cpuAfter = adapter.cpuMilliseconds
  adapter.finish()
  let sorted = times.sorted()
  func row(_ label: String, _ value: String) {
    print("| \(label.padding(toLength: 58, withPad: " ", startingAt: 0)) | \(value) |")
  }
  print("rac-walkthrough dap on \(walkthrough), release (wall-clock, ms):")
  row("launch (run and record)", String(format: "%.0f", launchTime))
  row("configurationDone to stopped at \(breakpoint)", String(format: "%.1f", toBreakpoint))
  row(
    "round trip: next+stackTrace+scopes+variables, median (\(times.count))",
    String(format: "%.1f (target < 50)", percentile(sorted, 0.5)))
  if let cpuBefore, let cpuAfter, !times.isEmpty {
    // CPU time does not grow with the machine's load as wall-clock time does.
    row(
      "round trip, the adapter's CPU time (mean)", String(format: "%.1f", (cpuAfter - cpuBefore) / Double(times.count)))
  }
  row("round trip, 90th percentile", String(format: "%.1f", percentile(sorted, 0.9)))
  row("round trip, worst", String(format: "%.1f", sorted.last ?? 0))
  row("variables read per round trip", String(format: "%.1f", Double(variablesRead) / Double(max(1, times.count))))
} catch {
  FileHandle.standardError.write(Data("rac-benchmarks-dap: \(error)\n".utf8))
  exit(1)
}
