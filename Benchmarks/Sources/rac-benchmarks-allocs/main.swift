import Foundation
import MallocInterposerSwift
import RAC
import RACBenchmarkKit

// Scenario 6's allocation counter: runs scenario 1's pipeline for one library (`--library rac`,
// `opencombine` or `loop`, `--n N`) and prints the malloc calls and bytes it made, and the RAC
// objects it allocated. Counts only with the interposer preloaded
// (`LD_PRELOAD=…/libMallocInterposerSwift.so`); rac-benchmarks starts it that way.
do {
  let options = try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))
  // A warm-up, so that one-off allocations (metadata, shared schedulers) are not counted per int.
  guard ThroughputPipelines.run(options.library, min(options.n, 1_000)) != nil else {
    throw BenchmarkError.usage("unknown library '\(options.library)'")
  }
  let objectsBefore = LiveObjects.allocationCount
  MallocInterposerSwift.initialize()
  MallocInterposerSwift.hook()
  let sum = ThroughputPipelines.run(options.library, options.n)
  MallocInterposerSwift.unhook()
  let statistics = MallocInterposerSwift.getStatistics()
  blackHole(sum)
  print("mallocs=\(statistics.mallocCount)")
  print("bytes=\(statistics.mallocBytesCount)")
  print("racObjects=\(LiveObjects.allocationCount - objectsBefore)")
} catch {
  FileHandle.standardError.write(Data("rac-benchmarks-allocs: \(error)\n".utf8))
  exit(2)
}
