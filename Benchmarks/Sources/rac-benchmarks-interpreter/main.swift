import Dispatch
import Foundation
import ObjCInterpreter
import RAC
import RACWalkthroughKit
import RACWalkthroughs

// What running a post's Objective-C through the interpreter costs against running the walkthrough's
// Swift translation of it: the same example, the same core, the same replay (virtual queues, console,
// with and without the trace). Runs alternate, so load on the machine hits both alike; the table
// quotes medians and their ratio. Target: the interpreted run well under 3× the compiled one.
//
// USAGE: rac-benchmarks-interpreter [--repetitions N]

let arguments = Array(CommandLine.arguments.dropFirst())
var repetitions = 200
if let index = arguments.firstIndex(of: "--repetitions"), index + 1 < arguments.count,
  let value = Int(arguments[index + 1]), value > 0
{
  repetitions = value
} else if !arguments.isEmpty {
  FileHandle.standardError.write(Data("usage: rac-benchmarks-interpreter [--repetitions N]\n".utf8))
  exit(2)
}

struct Example {
  let name: String
  let files: [String]
}

let examples = [
  Example(name: "map", files: ["map/post.m"]),
  Example(name: "collect-v3", files: ["collect-v3/post.m"]),
]

func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func microseconds(_ value: Double) -> String { String(format: "%.0f µs", value * 1e6) }

print("| example | trace | Swift translation | Objective-C (run) | ratio | Objective-C (read + run) | ratio | target |")
print("| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |")
for example in examples {
  guard let swift = allWalkthroughs.first(where: { $0.name == example.name }) else { continue }
  let sources = example.files.map { path -> SourceFile in
    let url = walkthroughsDirectory.appendingPathComponent(path)
    return SourceFile(name: path, text: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
  }
  guard let snippet = try? ObjCSnippet(files: sources) else {
    print("| \(example.name) | — | could not read \(example.files) |")
    continue
  }
  let interpreted = snippet.walkthrough(name: example.name)
  for tracing in [false, true] {
    var compiledTimes: [Double] = []
    var runTimes: [Double] = []
    var readAndRunTimes: [Double] = []
    for _ in 0..<5 {
      _ = WalkthroughRun.replay(swift, recordingTrace: tracing)
      _ = WalkthroughRun.replay(interpreted, recordingTrace: tracing)
    }
    for _ in 0..<repetitions {
      compiledTimes.append(seconds { _ = WalkthroughRun.replay(swift, recordingTrace: tracing) })
      runTimes.append(seconds { _ = WalkthroughRun.replay(interpreted, recordingTrace: tracing) })
      readAndRunTimes.append(
        seconds {
          if let fresh = try? ObjCSnippet(files: sources) {
            _ = WalkthroughRun.replay(fresh.walkthrough(name: example.name), recordingTrace: tracing)
          }
        })
    }
    let compiled = median(compiledTimes)
    let run = median(runTimes)
    let readAndRun = median(readAndRunTimes)
    let ratio = run / compiled
    print(
      "| \(example.name) | \(tracing ? "on" : "off") | \(microseconds(compiled)) | \(microseconds(run)) | "
        + String(format: "%.2f×", ratio) + " | \(microseconds(readAndRun)) | "
        + String(format: "%.2f×", readAndRun / compiled)
        + " | < 3× \(ratio < 3 ? "met" : "NOT met") |")
  }
}
print("")
print("Medians of \(repetitions) alternating runs each (after 5 warm-up runs), release build.")
