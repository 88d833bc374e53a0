import Foundation

/// The sizes and switches of one benchmark run, read from the command line.
///
/// Every size has the default; `--quick` swaps in small sizes for a smoke run, and any size
/// given explicitly wins over `--quick` whatever the order of the flags.
public struct BenchmarkOptions: Equatable, Sendable {
  /// Scenario 1 (and 3, 6): integers sent through `map → filter → flattenMap`.
  public var n = 1_000_000
  /// Scenario 2: integers sent with tracing on. Smaller than `n` because the trace keeps every block
  /// event in memory (well over a hundred events per integer).
  public var traceN = 5_000
  /// Scenario 4: maps in the timed chain.
  public var depth = 1_000
  /// Scenario 4: values sent through the timed chain.
  public var depthValues = 10_000
  /// Scenario 5: the largest number of inner subjects; the scenario also runs width/100 and width/10.
  public var width = 100_000
  /// Timed runs per measurement; the table quotes the median.
  public var repetitions = 5
  public var quick = false
  /// Which scenarios to run (1…7; 7 is the table of issue 14's goals).
  public var scenarios: Set<Int> = Set(1...7)
  /// The `rac-benchmarks` built with `-DRAC_TRACE_HOOKS_OFF` (run-all.sh passes it), for scenario 3.
  public var hooksOffBinary: String?
  /// The allocation counter (`rac-benchmarks-allocs`); by default the one next to this executable.
  public var allocsBinary: String?
  /// A hidden child mode: the process is a probe or a measurement the parent started.
  public var child: String?
  /// Child modes: which library the child measures (`rac`, `opencombine`, `loop`, `none`).
  public var library = "rac"
  /// Child probe mode: the stack of the thread the probe runs on, in MiB.
  public var stackMiB = 8
  public var help = false

  public init() {}

  static let quickSizes: [String: Int] = [
    "--n": 20_000, "--trace-n": 500, "--depth": 100, "--depth-values": 1_000, "--width": 2_000,
    "--repetitions": 3,
  ]

  /// Parses `arguments` (without the program name). Throws a one-line message on a bad flag.
  public static func parse(_ arguments: [String]) throws -> BenchmarkOptions {
    var options = BenchmarkOptions()
    var sizes: [String: Int] = [:]
    var index = 0
    func value(of flag: String) throws -> String {
      index += 1
      guard index < arguments.count else { throw BenchmarkError.usage("\(flag) needs a value") }
      return arguments[index]
    }
    while index < arguments.count {
      let flag = arguments[index]
      switch flag {
      case "--n", "--trace-n", "--depth", "--depth-values", "--width", "--repetitions", "--stack-mib":
        let text = try value(of: flag)
        guard let number = Int(text.replacingOccurrences(of: "_", with: "")), number > 0 || flag == "--stack-mib" else {
          throw BenchmarkError.usage("\(flag) needs a positive integer, not '\(text)'")
        }
        sizes[flag] = number
      case "--quick":
        options.quick = true
      case "--scenarios":
        let text = try value(of: flag)
        let numbers = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !numbers.isEmpty, numbers.allSatisfy({ $0.map { (1...7).contains($0) } ?? false }) else {
          throw BenchmarkError.usage("--scenarios needs a comma-separated list of 1 to 7, not '\(text)'")
        }
        options.scenarios = Set(numbers.compactMap { $0 })
      case "--hooks-off-binary":
        options.hooksOffBinary = try value(of: flag)
      case "--allocs-binary":
        options.allocsBinary = try value(of: flag)
      case "--child":
        options.child = try value(of: flag)
      case "--library":
        options.library = try value(of: flag)
      case "--help", "-h":
        options.help = true
      default:
        throw BenchmarkError.usage("unknown flag '\(flag)' (try --help)")
      }
      index += 1
    }
    if options.quick {
      sizes.merge(quickSizes) { explicit, _ in explicit }
    }
    if let n = sizes["--n"] { options.n = n }
    if let traceN = sizes["--trace-n"] { options.traceN = traceN }
    if let depth = sizes["--depth"] { options.depth = depth }
    if let depthValues = sizes["--depth-values"] { options.depthValues = depthValues }
    if let width = sizes["--width"] { options.width = width }
    if let repetitions = sizes["--repetitions"] { options.repetitions = repetitions }
    if let stackMiB = sizes["--stack-mib"] { options.stackMiB = stackMiB }
    return options
  }

  /// The widths scenario 5 runs: width/100, width/10 and width (at least 1 each, no repeats).
  public var widths: [Int] {
    var result: [Int] = []
    for candidate in [width / 100, width / 10, width] where candidate > 0 && !result.contains(candidate) {
      result.append(candidate)
    }
    return result
  }

  public static let usage = """
    usage: rac-benchmarks [--n N] [--trace-n N] [--depth D] [--depth-values V] [--width K]
                          [--repetitions R] [--quick] [--scenarios 1,2,...] [--hooks-off-binary PATH]
                          [--allocs-binary PATH]

      --n N               scenario 1/3/6: integers through map → filter → flattenMap (default 1000000)
      --trace-n N         scenario 2: integers with tracing on, recorded in memory (default 5000)
      --depth D           scenario 4: maps in the timed chain (default 1000)
      --depth-values V    scenario 4: values through the timed chain (default 10000)
      --width K           scenario 5: inner subjects, also run at K/100 and K/10 (default 100000)
      --repetitions R     timed runs per measurement, median quoted (default 5)
      --quick             small sizes for a smoke run (explicit sizes still win)
      --scenarios LIST    run only these scenarios (default 1,2,3,4,5,6,7; 7 = the goals)
      --hooks-off-binary  the rac-benchmarks built with -DRAC_TRACE_HOOKS_OFF (run-all.sh passes it)
      --allocs-binary     the rac-benchmarks-allocs counter (default: next to this executable)
    """
}

/// What stops a run: a bad command line (one line, exit status 2) or a failed measurement.
public enum BenchmarkError: Error, CustomStringConvertible {
  case usage(String)
  case failed(String)

  public var description: String {
    switch self {
    case .usage(let message): return "rac-benchmarks: \(message)"
    case .failed(let message): return "rac-benchmarks: \(message)"
    }
  }
}
