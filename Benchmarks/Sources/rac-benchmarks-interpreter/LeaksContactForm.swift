import Dispatch
import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RACWalkthroughKit
import RACWalkthroughs

/// `rac-walkthrough leaks contact-form` without the process around it: the post's code and its
/// scene read from the walkthrough's folder and checked, then `findLeaks` (its two runs, the graph
/// of what is left, the report), as the command does. Goal: under 2 s in a release build.
enum LeaksContactForm {
  /// The table's row: the median of `repetitions` runs (after one warm-up) and what it found.
  static func row(repetitions: Int) throws -> String {
    let folder = walkthroughsDirectory.appendingPathComponent("contact-form", isDirectory: true)
    let data = try WalkthroughData.load(from: folder)
    var times: [Double] = []
    var lastLine = ""
    for run in 0...repetitions {
      let start = DispatchTime.now().uptimeNanoseconds
      guard
        let snippet = try PostProgram.load(name: "contact-form", folder: folder, source: data.objectiveC)
      else { return "| leaks contact-form | the walkthrough has no Objective-C | | |" }
      let found = snippet.findLeaks()
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      if run > 0 { times.append(elapsed) }
      lastLine = found.report?.lines.last ?? "the program's end was not reached"
    }
    let median = times.sorted()[times.count / 2]
    return "| leaks contact-form (read + 2 runs + report) | \(String(format: "%.3f s", median)) | \(lastLine) | "
      + "< 2 s \(median < 2 ? "met" : "NOT met") |"
  }
}
