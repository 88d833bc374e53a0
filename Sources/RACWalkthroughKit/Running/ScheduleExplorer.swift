import Foundation
import RAC
import Shared

/// Runs a walkthrough under every order in which its virtual queues can take turns (or a seeded
/// sample of them when there are too many) and groups the runs by what they printed.
///
/// A schedule is the list of choices made at each turn where more than one queue had an action
/// due. Enumeration is depth-first: replay a prefix of choices, take the first candidate at every
/// new choice point, then move to the next untried choice at the deepest point that has one. By
/// default it is reduced with sleep sets (`PartialOrderReduction`): two turns of different queues
/// that touch no common object commute, so only one of their orders is run, and a schedule that
/// could only repeat an order already explored is pruned (its output not counted). With `reduction` off every
/// schedule runs, and the counts say how many schedules print each output. When the number of
/// schedules passes `limit`, the exploration starts over as a random sample of `samples`
/// schedules drawn with `seed` (each choice uniform among the candidates), so the same command
/// always explores the same schedules.
public enum ScheduleExplorer {
  /// One distinct output and how many of the explored schedules print it.
  public struct Outcome: Sendable {
    /// The output, normalised as `verify` compares it (addresses, labels, class names).
    public let output: [String]
    /// How many of the explored schedules print it.
    public let schedules: Int
    /// One schedule that prints it (its choices), to reproduce it.
    public let example: [Int]
  }

  /// The distinct outputs and how the schedules were explored.
  public struct Result: Sendable {
    /// Distinct outputs, most frequent first.
    public let outcomes: [Outcome]
    /// How many schedules ran to their end.
    public let schedulesRun: Int
    /// True when every schedule was run or covered by one that ran (reduced); false when
    /// `samples` were drawn with `seed`.
    public let exhaustive: Bool
    /// The sample's seed (for a sampled exploration).
    public let seed: UInt64
    /// Whether the exploration was reduced by partial-order reduction (then the counts of an
    /// outcome are of the schedules run, not of all schedules).
    public var reduced: Bool = false
    /// How many schedules were pruned because they could only repeat an order of commuting turns
    /// already explored (reduced explorations only).
    public var pruned: Int = 0
  }

  /// Runs `walkthrough` under every schedule of its queues, or a sample of `samples` drawn with
  /// `seed` when there are more than `limit`.
  public static func explore(
    _ walkthrough: Walkthrough, variant: String? = nil, limit: Int = 20_000, samples: Int = 2_000,
    seed: UInt64 = 1, reduction: Bool = true, stoppingWhen isStopped: () -> Bool = { false }
  ) -> Result {
    // Every replay on one large-stack thread, rather than a new thread for each of thousands.
    var result: Result?
    LargeStackThread.run {
      if reduction,
        let reduced = PartialOrderReduction.explore(
          walkthrough, variant: variant, limit: limit, stoppingWhen: isStopped)
      {
        result = reduced
      } else {
        result = exploreOnThisThread(
          walkthrough, variant: variant, limit: limit, samples: samples, seed: seed, stoppingWhen: isStopped)
      }
    }
    return result ?? Result(outcomes: [], schedulesRun: 0, exhaustive: false, seed: seed)
  }

  /// The runs' outputs grouped: each distinct normalised output, how many runs printed it and the
  /// first schedule that did.
  struct OutcomeGroups {
    private var groups: [[String]: (count: Int, example: [Int])] = [:]
    private var order: [[String]] = []
    // Thousands of runs print the same few outputs: each distinct raw output is normalised once.
    private var normalizedOutputs: [[String]: [String]] = [:]

    mutating func record(_ output: [String], _ choices: [Int]) {
      let normalized: [String]
      if let known = normalizedOutputs[output] {
        normalized = known
      } else {
        normalized = output.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
          .map { OutputNormalizer.normalize(String($0)) }
        normalizedOutputs[output] = normalized
      }
      if let known = groups[normalized] {
        groups[normalized] = (known.count + 1, known.example)
      } else {
        groups[normalized] = (1, choices)
        order.append(normalized)
      }
    }

    /// Most frequent first.
    var outcomes: [Outcome] {
      order.map { output in
        Outcome(output: output, schedules: groups[output]?.count ?? 0, example: groups[output]?.example ?? [])
      }.sorted { $0.schedules > $1.schedules }
    }
  }

  /// `isStopped` ends the exploration after the run that made it true (a run stopped by its
  /// budget): the schedules after it would run nothing, 100 million samples of nothing included.
  private static func exploreOnThisThread(
    _ walkthrough: Walkthrough, variant: String?, limit: Int, samples: Int, seed: UInt64,
    stoppingWhen isStopped: () -> Bool
  ) -> Result {
    var groups = OutcomeGroups()
    func record(_ output: [String], _ choices: [Int]) { groups.record(output, choices) }

    var prefix: [Int] = []
    var runs = 0
    var exhaustive = true
    while true {
      var choices: [Int] = []
      var options: [Int] = []
      let run = WalkthroughRun.replay(
        walkthrough, variant: variant,
        choosing: { candidates in
          let choice = choices.count < prefix.count ? prefix[choices.count] : 0
          choices.append(choice)
          options.append(candidates.count)
          return choice
        }, recordingTrace: false)
      record(run.output, choices)
      runs += 1
      if isStopped() { return Result(outcomes: groups.outcomes, schedulesRun: runs, exhaustive: false, seed: seed) }
      guard let deepest = options.indices.last(where: { choices[$0] + 1 < options[$0] }) else { break }
      if runs >= limit {
        exhaustive = false
        break
      }
      prefix = Array(choices[..<deepest]) + [choices[deepest] + 1]
    }

    if !exhaustive {
      groups = OutcomeGroups()
      var generator = SplitMix64(seed: seed)
      for _ in 0..<max(1, samples) {
        if isStopped() { break }
        var choices: [Int] = []
        let run = WalkthroughRun.replay(
          walkthrough, variant: variant,
          choosing: { candidates in
            let choice = Int(generator.next() % UInt64(candidates.count))
            choices.append(choice)
            return choice
          }, recordingTrace: false)
        record(run.output, choices)
      }
      runs = max(1, samples)
    }

    return Result(outcomes: groups.outcomes, schedulesRun: runs, exhaustive: exhaustive, seed: seed)
  }
}

extension ScheduleExplorer {
  /// A schedule as choices, parsed from `0,1,0` (what `explore` prints and `--schedule` takes).
  public static func parseSchedule(_ text: String) -> [Int]? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let numbers = parts.compactMap { Int($0) }
    guard !text.isEmpty, numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
    return numbers
  }

  /// A chooser that follows `choices`, then takes the first queue due (as `explore` does past the
  /// end of a prefix); a choice past the queues due takes the last of them.
  public static func following(_ choices: [Int]) -> VirtualQueues.Chooser {
    let remaining = LockedState(choices[...])
    return { candidates in min(remaining.withLock { $0.popFirst() ?? 0 }, candidates.count - 1) }
  }

  /// The schedule in words: which queue took each turn where more than one was due, runs of the
  /// same queue counted (`main, queue 2 ×3, queue 3`). Queues are numbered in the order they first
  /// had work due (the main queue is `main`).
  public static func describe(_ walkthrough: Walkthrough, variant: String? = nil, choices: [Int]) -> String {
    var numbers: [ObjectIdentifier: Int] = [:]
    var taken: [String] = []
    let follow = following(choices)
    _ = WalkthroughRun.replay(
      walkthrough, variant: variant,
      choosing: { candidates in
        for candidate in candidates where numbers[ObjectIdentifier(candidate)] == nil {
          numbers[ObjectIdentifier(candidate)] = numbers.count + 1
        }
        let index = follow(candidates)
        let chosen = candidates[min(max(index, 0), candidates.count - 1)]
        let isMain = chosen.threadName == "main"
        taken.append(isMain ? "main" : "queue \(numbers[ObjectIdentifier(chosen)] ?? 0)")
        return index
      }, recordingTrace: false)
    var runs: [(String, Int)] = []
    for name in taken {
      if let last = runs.last, last.0 == name { runs[runs.count - 1].1 += 1 } else { runs.append((name, 1)) }
    }
    return runs.map { $0.1 > 1 ? "\($0.0) ×\($0.1)" : $0.0 }.joined(separator: ", ")
  }
}
