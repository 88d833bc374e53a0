import Foundation
import ObjCInterpreter

/// Each stated output against the run that produces it, and each listing's row.
extension PostRuns {
  /// Compares `stated` (the output number `number` the post states for the listing at `position`)
  /// with the run that produces it: the listing's own, or — when the listing only builds signals
  /// or only declares — the run of the first later listing that runs with it. `statesItsOwn` tells
  /// whether a listing has outputs of its own stated: the lines such an earlier listing prints in
  /// the run are its output, not this one's. Returns the row and the listings of RAC's methods the
  /// run went through.
  mutating func compare(
    _ stated: PostStatedOutput, statedFor position: Int, number: Int, statesItsOwn: (Int) -> Bool
  ) -> (row: PostCheck.OutputRow, wentThrough: [Int]) {
    var producer = position
    var reasons = results[position].reasons
    if let why = buildsOnly(position) {
      guard let later = firstRunUsing(position) else {
        let row = PostCheck.OutputRow(
          number: number, place: stated.place, statedFor: position + 1, producedBy: [position + 1], reasons: [],
          verdict: .cannotRun(why.alone), explanation: [])
        return (row, [])
      }
      producer = later
      reasons =
        results[later].reasons.filter { !$0.hasPrefix("#\(position + 1),") }
        + [why.with(later + 1)]
    }
    let run = results[producer]
    let producedBy = run.members.map { $0 + 1 }
    guard run.kind.ran, var output = run.output else {
      let why = "#\(producer + 1) \(run.kind.rawValue)" + (run.detail.map { ": " + $0 } ?? "")
      let row = PostCheck.OutputRow(
        number: number, place: stated.place, statedFor: position + 1, producedBy: producedBy, reasons: reasons,
        verdict: .cannotRun(why), explanation: [])
      return (row, [])
    }
    let printedBefore = run.members.dropLast().filter { statesItsOwn($0) && results[$0].output?.isEmpty == false }
    var linesBefore = 0
    if let methodLine = stated.methodLine, let printed = outputsByMethod(of: producer)[methodLine] {
      output = printed
    } else if !printedBefore.isEmpty, let before = outputBefore(run.members), !before.isEmpty,
      output.starts(with: before)
    {
      linesBefore = before.count
      output.removeFirst(before.count)
      let names = printedBefore.map { "#\($0 + 1)" }.joined(separator: ", ")
      reasons.append("the \(before.count) line(s) printed first are \(names)'s own stated output")
    }
    let verdict = StatedOutputComparison.compare(stated, with: output)
    var explanation: [String] = []
    if case .differs = verdict {
      explanation = explain(stated, output: output, run: run, linesBefore: linesBefore)
    }
    let row = PostCheck.OutputRow(
      number: number, place: stated.place, statedFor: position + 1, producedBy: producedBy, reasons: reasons,
      verdict: verdict, explanation: explanation)
    return (row, run.wentThrough)
  }

  /// Why a stated output differs from the run's lines, where something says so. `linesBefore`
  /// lines of the run are the earlier listings' own output (left out of the comparison).
  private func explain(_ stated: PostStatedOutput, output: [String], run: ListingRun, linesBefore: Int) -> [String] {
    var explanation: [String] = []
    if let hedge = stated.hedge { explanation.append("the post says so itself: \u{201C}\(hedge)\u{201D}") }
    if let explain = run.scene?.explainOutput { explanation += explain(stated.lines) ?? [] }
    if let elided = StatedOutputComparison.elidedLines(stated, in: output),
      let mark = stated.lines.first(where: StatedOutputComparison.isEllipsis).map(PostListings.trim)
    {
      explanation.append(
        "an elision in the post: it shows the run's lines in order and leaves \(elided) line(s) out where it writes '\(mark)'"
      )
    }
    if run.ranWithMethods, !run.wentThrough.isEmpty,
      let own = outputWithoutMethods(run.members, scene: run.scene),
      StatedOutputComparison.same(stated, as: Array(own.dropFirst(linesBefore)))
    {
      let quoted = run.wentThrough.map { "#\($0 + 1)" }.joined(separator: ", ")
      explanation.append(
        "a RAC version: with the checkout's own methods in place of \(quoted) the run prints the post's output: the post quotes another version of RAC than the checkout (or misquotes it)"
      )
    }
    return explanation
  }

  /// Why a listing's stated output is not its own run's to print: it only declares, only builds
  /// signals (subscribes to nothing and prints nothing), or quotes RAC's methods. Nil for a
  /// listing whose own run prints its output.
  private func buildsOnly(_ position: Int) -> (alone: String, with: (Int) -> String)? {
    let run = results[position]
    let number = position + 1
    switch run.kind {
    case .declarationsOnly:
      return (
        "#\(number) only declares, and no later listing of the post runs it",
        { "#\($0) runs what #\(number) declares" }
      )
    case .runsAsRACMethods:
      return (
        "#\(number) quotes RAC's methods, and no later listing of the post runs through them",
        { "#\($0) runs through #\(number)'s methods" }
      )
    case .runs where run.output?.isEmpty == true && Self.onlyBuildsSignals(listings[position].text):
      return (
        "#\(number) only builds signals (it subscribes to none), and no later listing of the post subscribes to them",
        { "#\(number) only builds signals; #\($0) subscribes to them" }
      )
    default: return nil
    }
  }

  /// Whether a listing's text speaks of signals and subscribes to none: no `subscribe…:` message
  /// (`subscribeNext:`, `subscribe:`; a block's `subscriber` parameter is none) and no `RAC(…)`
  /// binding.
  private static func onlyBuildsSignals(_ text: String) -> Bool {
    guard text.contains("Signal") || text.contains("Subject") || text.contains("signal") else { return false }
    return text.range(of: #"subscribe\w*\s*:"#, options: .regularExpression) == nil && !text.contains("RAC(")
  }

  /// The first later listing whose run has the listing at `position` in it (or, for a listing of
  /// RAC's methods, went through it): the one that subscribes to what it builds.
  private func firstRunUsing(_ position: Int) -> Int? {
    results.indices.first { later in
      later > position
        && (results[later].members.contains(position) || results[later].wentThrough.contains(position))
    }
  }

  /// The listing's row: what it is, what it ran with, its stated outputs' numbers.
  func row(_ position: Int, outputs: [Int], outputsThroughIt: [Int]) -> PostCheck.Row {
    let run = results[position]
    var detail = run.detail
    if run.kind == .runsAsRACMethods, outputsThroughIt.isEmpty {
      let callers = results.indices.filter { results[$0].wentThrough.contains(position) }.map { "#\($0 + 1)" }
      let note =
        methodsReplaced(by: position) == nil
        ? nil
        : callers.isEmpty
          ? "no listing of the post runs through it"
          : "\(callers.joined(separator: ", ")) went through it (no output stated)"
      detail = [detail, note].compactMap { $0 }.joined(separator: ": ")
    }
    return PostCheck.Row(
      listing: listings[position], number: position + 1, kind: run.kind, detail: detail, ranWith: run.reasons,
      outputs: outputs, outputsThroughIt: outputsThroughIt)
  }
}
