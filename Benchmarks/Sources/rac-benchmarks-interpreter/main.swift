import Dispatch
import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RAC
import RACWalkthroughKit
import RACWalkthroughs

// What running a post's Objective-C through the interpreter costs against running the walkthrough's
// Swift translation of it: the same example, the same core, the same replay (virtual queues, console,
// with and without the trace). Runs alternate, so load on the machine hits both alike; the table
// quotes medians and their ratio. Target: the interpreted run well under 3× the compiled one.
// Then scenario 1 written in Objective-C against the compiled scenario 1 (`Scenario1ObjC`), and
// `leaks contact-form` (`LeaksContactForm`, goal under 2 s).
//
// USAGE: rac-benchmarks-interpreter [--repetitions N] [--rows posts,s1,leaks] [--n N] [--s1-repetitions R]
//                                   [--callgrind-n N]
//        rac-benchmarks-interpreter --child objc-s1|compiled-s1 --n N   (one run, for callgrind)

let usage =
  "usage: rac-benchmarks-interpreter [--repetitions N] [--rows posts,s1,leaks] [--n N] [--s1-repetitions R] "
  + "[--callgrind-n N] | --child objc-s1|compiled-s1 --n N\n"
var repetitions = 200
var rows: Set<String> = ["posts", "s1", "leaks"]
var scenario1N = 50_000
var scenario1Repetitions = 15
var callgrindN = 4_000
var childName: String?
do {
  var remaining = Array(CommandLine.arguments.dropFirst())[...]
  func count(_ text: String?, minimum: Int) -> Int? { text.flatMap { Int($0) }.flatMap { $0 >= minimum ? $0 : nil } }
  while let flag = remaining.popFirst() {
    let value = remaining.popFirst()
    switch flag {
    case "--repetitions": repetitions = count(value, minimum: 1) ?? -1
    case "--s1-repetitions": scenario1Repetitions = count(value, minimum: 1) ?? -1
    case "--n": scenario1N = count(value, minimum: 2) ?? -1
    case "--callgrind-n": callgrindN = count(value, minimum: 0) ?? -1
    case "--rows": rows = Set((value ?? "").split(separator: ",").map(String.init))
    case "--child": childName = value
    default: repetitions = -1
    }
    if [repetitions, scenario1Repetitions, scenario1N, callgrindN].contains(-1) || value == nil
      || !rows.isSubset(of: ["posts", "s1", "leaks"])
    {
      FileHandle.standardError.write(Data(usage.utf8))
      exit(2)
    }
  }
}

if let childName {
  do {
    guard let sum = try Scenario1ObjC.child(childName, n: scenario1N) else {
      FileHandle.standardError.write(Data("the Objective-C run did not print its sum\n".utf8))
      exit(1)
    }
    print("sum=\(sum)")
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
  }
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

if rows.contains("posts") {
  print(
    "| example | trace | Swift translation | Objective-C (run) | ratio | Objective-C (read + run) | ratio | target |")
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
}

if rows.contains("s1") {
  if rows.contains("posts") { print("") }
  print("| row | measure | compiled (Swift) | Objective-C (interpreted) | ratio | goal |")
  print("| --- | --- | ---: | ---: | ---: | --- |")
  do {
    for line in try Scenario1ObjC.row(n: scenario1N, repetitions: scenario1Repetitions, callgrindN: callgrindN) {
      print(line)
    }
  } catch {
    print("| scenario 1 | failed: \(error) | | | | |")
    exit(1)
  }
  print("")
  print(
    "\(scenario1Repetitions) rounds of both runs back to back, the order swapped each round (after a warm-up), "
      + "release build: µs as each side's median, the ratio as the median of the rounds' ratios; the Objective-C "
      + "text is Scenario1ObjC.source, replayed without a trace.")
}

if rows.contains("leaks") {
  if rows.contains("posts") || rows.contains("s1") { print("") }
  print("| row | median | what it found | goal |")
  print("| --- | ---: | --- | --- |")
  do {
    print(try LeaksContactForm.row(repetitions: scenario1Repetitions))
  } catch {
    print("| leaks contact-form | failed: \(error) | | |")
    exit(1)
  }
  print("")
  print("Median of \(scenario1Repetitions) runs (after a warm-up), release build, on the Swift core.")
}
