/// Scenario 5: `flatten` over K inner subjects alive at once, then each sends one value and
/// completes; time per inner as K grows.
///
/// RAC 2.5 does O(K) work per completion here (`completeSignal`'s `removeObject:` and the compound
/// disposable's `removeDisposable:` scan every live inner). Ours removes both through
/// `IdentityList`, O(1) amortized, so the time per inner should not grow with K. The growth row
/// divides the time per inner at the largest K by that at the smallest. Ours and OpenCombine's run
/// in turns.
extension BenchmarkRun {
  func width() throws {
    var perInner: [(width: Int, ours: Double, theirs: Double)] = []
    for width in options.widths {
      progress("scenario 5: flatten of \(Format.count(width)) inner subjects")
      var ours: [WidthPipelines.Outcome] = []
      var theirs: [WidthPipelines.Outcome] = []
      _ = WidthPipelines.rac(width: min(width, 1_000))
      _ = WidthPipelines.openCombine(width: min(width, 1_000))
      // Repetitions stop early once this width has taken a minute (a slow machine, or a regression
      // back to scanning, would otherwise take hours).
      var spent = 0.0
      while ours.count < max(1, options.repetitions) && (ours.isEmpty || spent < 60) {
        ours.append(WidthPipelines.rac(width: width))
        theirs.append(WidthPipelines.openCombine(width: width))
        spent += (ours.last?.totalSeconds ?? 0) + (theirs.last?.totalSeconds ?? 0)
      }
      for outcome in ours + theirs where outcome.received != width || !outcome.completed {
        throw BenchmarkError.failed("scenario 5: \(outcome.received) of \(width) values arrived")
      }
      func medianPerInner(_ outcomes: [WidthPipelines.Outcome], _ part: (WidthPipelines.Outcome) -> Double) -> Double {
        Stopwatch.median(outcomes.map(part)) / Double(width)
      }
      let oursTotal = medianPerInner(ours, \.totalSeconds)
      let theirsTotal = medianPerInner(theirs, \.totalSeconds)
      perInner.append((width, oursTotal, theirsTotal))
      widthPerInner.append((width, oursTotal))
      func cell(_ outcomes: [WidthPipelines.Outcome], _ total: Double) -> String {
        "\(Format.seconds(total)) (add \(Format.seconds(medianPerInner(outcomes, \.addSeconds))), "
          + "send+complete \(Format.seconds(medianPerInner(outcomes, \.finishSeconds))))"
      }
      let runs = ours.count < options.repetitions ? " (\(ours.count) run\(ours.count == 1 ? "" : "s"))" : ""
      table.add(
        "5", "flatten of \(Format.count(width)) inner subjects, time per inner\(runs)",
        ours: cell(ours, oursTotal), other: "OpenCombine \(cell(theirs, theirsTotal))",
        ratio: Format.ratio(ours: oursTotal, other: theirsTotal))
    }
    if let first = perInner.first, let last = perInner.last, last.width > first.width {
      table.add(
        "5",
        "growth of time per inner, \(Format.count(first.width)) → \(Format.count(last.width)) inners "
          + "(×\(Format.count(last.width / first.width)))",
        ours: "×\(Format.number(last.ours / first.ours))",
        other: "OpenCombine ×\(Format.number(last.theirs / first.theirs))")
    }
  }
}
