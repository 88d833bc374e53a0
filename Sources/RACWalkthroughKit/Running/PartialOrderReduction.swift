import RAC

/// `explore` without running every schedule: depth-first search over the choice points with sleep
/// sets (Godefroid's partial-order reduction, as model checkers of concurrent code use it).
///
/// A turn is one action of one virtual queue. Its footprint is what it touched: the owners of the
/// traced blocks it ran, every virtual queue whose waiting blocks it changed, and the console
/// when it printed (`Tracing.collectFootprints`). Two turns of different queues whose footprints
/// share nothing commute: running them in either order leads to the same state. So once the search
/// has explored queue `a` at a choice point, `a` goes to sleep in the sibling branches and stays
/// asleep while only turns independent of it run; a schedule that reaches a point where every
/// queue due is asleep could only repeat an order already explored: it is pruned (not explored
/// further, its output not counted).
/// A sleeping queue wakes when a turn that touches something its turn touched runs.
///
/// What the footprint cannot see — a Swift closure's captured variable, a snippet's `__block`
/// variable, a value read without a traced block — makes two turns look independent when they are
/// not, so the reduced search is checked against the full enumeration on every walkthrough where
/// that one finishes (`ScheduleExplorationTests`): both find the same set of outputs.
enum PartialOrderReduction {
  /// A choice point on the current path of the search.
  private struct ChoicePoint {
    /// The queues due here (by the order the run first met them).
    var candidates: [Int]
    /// The queue taken on the current path.
    var chosen: Int
    /// The queues asleep when the path reached this point, with their footprints.
    var sleepOnArrival: [Int: Footprint]
    /// The queues already explored from here, with the footprints of their turns from here.
    var done: [Int: Footprint] = [:]
    var explored: Set<Int> = []
    /// The queues this point must explore: the first one taken, and each queue whose later turn
    /// races with the turn taken here (dynamic partial-order reduction).
    var backtrack: Set<Int>
    /// The footprint of the chosen queue's turn, once it ran.
    var chosenFootprint: Footprint?
  }

  /// A turn of the run in progress: which queue took it, what it touched, and the choice point it
  /// was taken at (nil when only that queue was due).
  private struct Turn {
    var queue: Int
    var footprint: Footprint
    var choicePoint: Int?
  }

  /// The reduced exploration, or nil when it would pass `limit` runs (the caller then samples).
  static func explore(
    _ walkthrough: Walkthrough, variant: String?, limit: Int, stoppingWhen isStopped: () -> Bool = { false }
  ) -> ScheduleExplorer.Result? {
    var groups = ScheduleExplorer.OutcomeGroups()
    var path: [ChoicePoint] = []
    var completed = 0
    var pruned = 0
    repeat {
      var ordinals: [ObjectIdentifier: Int] = [:]
      func ordinal(_ queue: VirtualQueue) -> Int {
        if let known = ordinals[ObjectIdentifier(queue)] { return known }
        ordinals[ObjectIdentifier(queue)] = ordinals.count
        return ordinals.count - 1
      }
      var sleep: [Int: Footprint] = [:]
      var point = 0
      var pendingChoice: Int?
      var choices: [Int] = []
      // A pruned schedule still runs to its end, taking the first queue due at every later choice
      // (stopping it would leave its subscriptions in flight, alive for good); its output is not
      // counted, and no choice point past the pruning is explored.
      var wasPruned = false
      var turns: [Turn] = []
      func prune() {
        wasPruned = true
        // Nothing after this is compared: the rest of the run needs no footprints.
        Tracing.stopCollectingFootprints()
      }

      let run = WalkthroughRun.replay(
        walkthrough, variant: variant,
        choosing: { candidates in
          let due = candidates.map(ordinal)
          if wasPruned { return 0 }
          let chosen: Int
          if point < path.count {
            // On the path again: the same state as when this point was first reached. Below it,
            // the queues already explored from here sleep (Sleep(s·b) = Sleep(s) ∪ Done(s), then
            // filtered by b's turn).
            sleep.merge(path[point].done) { kept, _ in kept }
            chosen = path[point].chosen
          } else {
            guard let awake = due.first(where: { sleep[$0] == nil }) else {
              prune()
              return 0
            }
            path.append(ChoicePoint(candidates: due, chosen: awake, sleepOnArrival: sleep, backtrack: [awake]))
            chosen = awake
          }
          pendingChoice = point
          point += 1
          let index = due.firstIndex(of: chosen) ?? 0
          choices.append(index)
          return index
        },
        recordingTrace: false,
        observingTurns: { queue in
          let footprint = Tracing.takeFootprint()
          // Before the first turn: what the program's body touched belongs to no turn.
          guard let queue else { return }
          let turn = ordinal(queue)
          if wasPruned { return }
          if let choice = pendingChoice {
            path[choice].chosenFootprint = footprint
          } else if sleep[turn] != nil {
            // The only queue due is asleep: every order from here was explored already.
            prune()
            return
          }
          turns.append(Turn(queue: turn, footprint: footprint, choicePoint: pendingChoice))
          pendingChoice = nil
          sleep = sleep.filter { $0.key != turn && $0.value.isDisjoint(with: footprint) }
        },
        collectingFootprints: true)

      if wasPruned {
        pruned += 1
      } else {
        completed += 1
        groups.record(run.output, choices)
      }
      if completed + pruned >= limit, !path.isEmpty { return nil }
      if isStopped() {
        return ScheduleExplorer.Result(
          outcomes: groups.outcomes, schedulesRun: completed, exhaustive: false, seed: 0, pruned: pruned)
      }

      // Races: for each turn, the last earlier turn of another queue that touched something it
      // touched. Where that earlier turn was a choice and this turn's queue was due there too, the
      // other order is a different schedule, so that point must also try this queue first.
      for (j, later) in turns.enumerated() {
        guard
          let i = turns[..<j].lastIndex(where: {
            $0.queue != later.queue && !$0.footprint.isDisjoint(with: later.footprint)
          }),
          let point = turns[i].choicePoint, point < path.count, path[point].candidates.contains(later.queue)
        else { continue }
        path[point].backtrack.insert(later.queue)
      }

      // Backtrack: the deepest point with a racing queue neither explored nor asleep on arrival.
      while var last = path.popLast() {
        last.explored.insert(last.chosen)
        if let footprint = last.chosenFootprint { last.done[last.chosen] = footprint }
        if let next = last.candidates.first(where: {
          last.backtrack.contains($0) && !last.explored.contains($0) && last.sleepOnArrival[$0] == nil
        }) {
          last.chosen = next
          last.chosenFootprint = nil
          path.append(last)
          break
        }
      }
    } while !path.isEmpty

    var result = ScheduleExplorer.Result(
      outcomes: groups.outcomes, schedulesRun: completed, exhaustive: true, seed: 0)
    result.reduced = true
    result.pruned = pruned
    return result
  }
}
