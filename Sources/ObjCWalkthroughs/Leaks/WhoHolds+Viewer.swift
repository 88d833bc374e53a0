import Foundation
import ObjCInterpreter
import RAC
import RACWalkthroughKit

/// The viewer's holders (`ViewerHolders`): `who`'s report on each object a reader may click, from
/// one second run of the program looked at as each stop that needs it begins (as `who` looks at a
/// stop), and at the program's end (what has gone by then is freed): a stop that needs it is one whose
/// events name an object of the program's own classes (not RAC's `RAC…` ones), which is where the
/// page shows a name to click. A stop between two such stops shows the last report before it, and
/// says from which stop (contact-form: 129 of its 1,132 stops are looked at).
///
/// Which stops need a look is known only once the first run has ended (a stop's events come after
/// its statement begins), so the first run cannot look at them alone; keeping the graph of every
/// statement of it instead was measured at 400 M instructions on contact-form's 903 statements,
/// against 165 M for the second run, whose looks cost 8 M.
///
/// The second run starts as soon as the post's steps are matched on the first run's trace: it needs
/// only where the stops are and what their events name (`ReaderStopRanges`, made from the trace
/// without the walk's texts), not the walk, which is made beside it. On contact-form that took
/// the page's critical path from 4.37 G to 3.93 G instructions, and the playground worker's from
/// 4.09 G to 3.53 G (release, named).
///
/// The second run records no trace: the first run's was recorded, among the rest, to number the
/// objects the looks name, and the second numbers its own as that trace did (`Trace.numbering`,
/// `Tracing.replay(numberingAs:_:)`; a run that does not go as the first is done again recording).
/// On contact-form that took the second run's thread from 2.2 G instructions to 1.27 G named (the
/// run itself, without its looks, from about 1 G to 0.06 G) and from 1.4 G to 0.44 G unnamed.
extension WhoHolds {
  /// What holds, as each of `stops`' stops that names one begins, the program's own objects (those
  /// its files made) and the objects the stop's events belong to; nil when the program is no
  /// Objective-C (no `line` events) or the second run does not go as the first did.
  ///
  /// The page names the Swift core's closures as `who` and `leaks` do (`namingCoreCaptures`, unset
  /// only by tests that compare the two): named, contact-form's objects make one component of about 1,800 that the
  /// second run looks at at each of 129 stops, and its page takes about 1.5 times the CPU of the
  /// unnamed one (release; each look's graph is made from the last look's where nothing changed,
  /// `LeakGraphMemo`, and an object or core closure whose reference stamp has not moved is not
  /// printed again, and the second run records no trace: 11.2 G instructions down to 6.4 G, against
  /// 5.0 G unnamed; the second run's thread, on the page's critical path, 1.27 G of them, against
  /// 0.44 G unnamed, its reports made on another: the critical path 1.06 times the unnamed one's,
  /// the whole CPU 1.3 times). With them
  /// named, each report is `who`'s at that stop, line for line (`ViewerHoldersOnTheSwiftCoreTests`).
  ///
  /// `rerun` replays the program: given the trace's `numbering`, recording nothing and numbering
  /// its objects as the trace did (`Tracing.replay(numberingAs:_:)`), and answering whether it went
  /// as the recorded run (else the holders are gathered again from a run that records); given
  /// nil, recording a trace as the first run did.
  public static func viewerHolders(
    stops: ReaderStopRanges, trace: Trace, namingCoreCaptures: Bool = true,
    rerun: (TraceNumbering?) -> Bool
  ) -> ViewerHolders? {
    // Unnamed (tests only), the graphs are small, and keeping their walks (a weak reference to
    // each object) did not pay: the playground's Run of contact-form was no faster with it.
    viewerHolders(
      stops: stops, trace: trace, namingCoreCaptures: namingCoreCaptures, keepingWalks: namingCoreCaptures,
      rerun: rerun)
  }

  /// `viewerHolders(stops:trace:namingCoreCaptures:rerun:)` over a walk made already.
  public static func viewerHolders(
    walk: StepWalk, trace: Trace, namingCoreCaptures: Bool = true,
    rerun: (TraceNumbering?) -> Bool
  ) -> ViewerHolders? {
    viewerHolders(stops: ReaderStopRanges(walk), trace: trace, namingCoreCaptures: namingCoreCaptures, rerun: rerun)
  }

  /// `viewerHolders(walk:trace:namingCoreCaptures:rerun:)`, its graphs made from nothing at each
  /// look unless `keepingWalks` (then an object whose stamp has not moved is not printed again
  /// unless not `readingStamps`), each graph handed to `eachGraph` with its moment once made (the
  /// tests compare it with one made from nothing).
  static func viewerHolders(
    walk: StepWalk, trace: Trace, namingCoreCaptures: Bool, keepingWalks: Bool, readingStamps: Bool = true,
    eachGraph: ((StopProbe.Moment, LeakGraph) -> Void)? = nil, rerun: (TraceNumbering?) -> Bool
  ) -> ViewerHolders? {
    viewerHolders(
      stops: ReaderStopRanges(walk), trace: trace, namingCoreCaptures: namingCoreCaptures,
      keepingWalks: keepingWalks, readingStamps: readingStamps, eachGraph: eachGraph, rerun: rerun)
  }

  /// `viewerHolders(walk:trace:namingCoreCaptures:keepingWalks:readingStamps:eachGraph:rerun:)`
  /// over the stops alone.
  static func viewerHolders(
    stops reader: ReaderStopRanges, trace: Trace, namingCoreCaptures: Bool, keepingWalks: Bool,
    readingStamps: Bool = true, eachGraph: ((StopProbe.Moment, LeakGraph) -> Void)? = nil,
    rerun: (TraceNumbering?) -> Bool
  ) -> ViewerHolders? {
    let lineSequences = trace.events.filter { $0.phase == .line }.map(\.sequence)
    guard !lineSequences.isEmpty, !reader.ranges.isEmpty else { return nil }
    // A stop is looked at as its first statement begins (at the program's end when none does):
    // the stops of one moment, and the objects its stops' events belong to.
    var stopsAt: [Int: [Int]] = [:]
    var ownersAt: [Int: Set<Int>] = [:]
    for (position, stop) in reader.ranges.enumerated() {
      let first = reader.events[stop.lowerBound].sequence
      var owners = Set<Int>()
      var namesOwnObject = false
      for snapshot in stop {
        let event = reader.events[snapshot]
        if let owner = event.owner {
          owners.insert(owner.number)
          if !owner.className.hasPrefix("RAC") { namesOwnObject = true }
        }
        if !namesOwnObject, namesOwnObjectInValues(event) { namesOwnObject = true }
      }
      let statement = count(lineSequences, atMost: first - 1)
      guard namesOwnObject else { continue }
      stopsAt[statement, default: []].append(position + 1)
      ownersAt[statement, default: []].formUnion(owners)
    }
    guard !stopsAt.isEmpty else { return nil }
    let end = lineSequences.count
    let lastStop = reader.ranges.count
    // The looks, from a second run: one that records no trace where the first run's numbering is
    // at hand (the trace was recorded only to number the objects the looks name), else one that
    // records, as the first run did.
    func look(numbering: TraceNumbering?) -> Collected? {
      let collected = Collected()
      let memo = keepingWalks ? LeakGraphMemo(readingStamps: readingStamps) : nil
      // Each look's reports are made from its graph, detached from the run, on a thread of their
      // own, in the looks' order, while the run goes on to the next look: on two cores the run and
      // its graphs no longer wait for the reports.
      let reporting = DispatchQueue(label: "viewer holders' reports")
      let wentAsRecorded = StopProbe.probing(
        atStatements: Set(stopsAt.keys.filter { $0 < end }), atEnd: true, namingCoreCaptures: namingCoreCaptures,
        { seen in
          let statement = seen.statement ?? end
          guard var graph = graph(at: seen, memo: memo) else { return }
          eachGraph?(seen, graph)
          let stops = stopsAt[statement]
          let owners = ownersAt[statement] ?? []
          let isOwn = stops == nil ? [] : ownObjects(of: graph, library: seen.run.isLibraryFile)
          let isEnd = seen.statement == nil
          graph.detach()
          let detached = graph
          reporting.async {
            if let stops { collected.look(detached, stops: stops, owners: owners, isOwn: isOwn) }
            // The program's end: what has gone by then went during the last stop at the latest.
            if isEnd { collected.markGone(detached, byTheEndOf: lastStop) }
          }
        }, { rerun(numbering) })
      reporting.sync {}
      return wentAsRecorded ? collected : nil
    }
    guard let collected = trace.numbering.flatMap(look(numbering:)) ?? look(numbering: nil),
      !collected.objects.isEmpty
    else { return nil }
    var freedAt: [Int: Int] = [:]
    for (index, event) in reader.events.enumerated() {
      guard event.phase == .enter, event.block == "-dealloc", let owner = event.owner, freedAt[owner.number] == nil,
        let stop = reader.stop(containing: index)
      else { continue }
      freedAt[owner.number] = stop + 1
    }
    let objects = collected.objects.keys.sorted().compactMap { number -> ViewerHolders.Object? in
      guard let object = collected.objects[number] else { return nil }
      let freed = freedAt[number] ?? object.missingFrom
      let settled = freed.map { freed in object.gained.last { $0 <= freed } ?? object.reports.first?[0] ?? freed }
      return ViewerHolders.Object(
        number: number, name: object.name, reports: object.reports, freed: freed, settled: settled)
    }
    return ViewerHolders(objects: objects, texts: collected.texts, lines: collected.lines)
  }

  /// Which of `graph`'s numbered objects are the program's own: instances made in its files (not a
  /// library's), read where the run is at hand.
  private static func ownObjects(of graph: LeakGraph, library: (String) -> Bool) -> [Bool] {
    graph.nodes.map { node in
      node.hasNumber && !node.isCoreObject && node.madeAt.map { !library($0.file) } == true
    }
  }

  /// Whether an argument or the result of `event` names an object whose class is not RAC's
  /// (`<Screen#1>`).
  private static func namesOwnObjectInValues(_ event: TraceEvent) -> Bool {
    for argument in event.arguments where namesOwnObject(argument.value) { return true }
    return event.result.map(namesOwnObject) ?? false
  }

  /// Whether `text` names an object whose class is not RAC's (`<Screen#1>`): read byte by byte
  /// where the text is ASCII (every value of every event is read), else character by character.
  private static func namesOwnObject(_ text: String) -> Bool {
    let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      func isNamePart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
          || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || isDigit(byte)
      }
      func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      for (mark, byte) in bytes.enumerated() where byte == UInt8(ascii: "#") {
        guard mark + 1 < bytes.count, isDigit(bytes[mark + 1]) else { continue }
        var start = mark
        while start > 0, isNamePart(bytes[start - 1]) { start -= 1 }
        guard start < mark else { continue }
        let isRAC =
          mark - start >= 3 && bytes[start] == UInt8(ascii: "R") && bytes[start + 1] == UInt8(ascii: "A")
          && bytes[start + 2] == UInt8(ascii: "C")
        if !isRAC { return true }
      }
      return false
    }
    if let found = ascii ?? nil { return found }
    var rest = text[...]
    while let mark = rest.firstIndex(of: "#") {
      let name = rest[..<mark].reversed().prefix { $0 == "_" || $0.isLetter || $0.isNumber }
      let after = rest.index(after: mark)
      if !name.isEmpty, after < rest.endIndex, rest[after].isNumber, !String(name.reversed()).hasPrefix("RAC") {
        return true
      }
      rest = rest[after...]
    }
    return false
  }

  /// How many of the sorted `values` are at most `limit`.
  private static func count(_ values: [Int], atMost limit: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] <= limit { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// What the probe's moments found, object by object.
  private final class Collected: @unchecked Sendable {
    struct Seen {
      var name: String
      var reports: [[Int]] = []
      var lastText = -1
      var direct: Set<String> = []
      /// The stops where a reference to it was taken (its holders gained one).
      var gained: [Int] = []
      /// Whether the interpreter made it (its absence then means it has gone).
      var isInstance: Bool
      var lastSeen = 0
      var missingFrom: Int?
    }

    var objects: [Int: Seen] = [:]
    /// The reports, each once, as indices into `lines`.
    var texts: [[Int]] = []
    var lines: [String] { reportLines.lines }
    private let reportLines = ReportLines()
    private var textIndex: [[Int]: Int] = [:]

    /// The reports at stops `stops` (which share one look) from the look's `graph`, whose objects
    /// `isOwn` marks the program's own.
    func look(_ graph: LeakGraph, stops: [Int], owners: Set<Int>, isOwn: [Bool]) {
      guard let first = stops.first, let last = stops.last else { return }
      var present = Set<Int>()
      var search = HolderSearch(graph: graph, lines: reportLines)
      for (index, node) in graph.nodes.enumerated() where node.hasNumber {
        let isOwnObject = isOwn[index]
        // The Swift core's own objects get no report of their own (`who #N` at a stop answers for
        // them): with their closures named they join the graph, and a report on each of them at
        // each stop took contact-form's page from 1.8 s to 5 s of CPU (release).
        let isReported = isOwnObject || (!node.isCoreObject && owners.contains(node.number))
        guard isReported || objects[node.number] != nil else { continue }
        // An instance whose -dealloc runs is met twice (itself and the copy its -dealloc runs on,
        // which shares its serial and number): the first is the one its holders hold.
        guard present.insert(node.number).inserted else { continue }
        let (lines, direct) = search.reportLines(on: index)
        let text = intern(lines)
        var seen = objects[node.number] ?? Seen(name: LeakReport.name(of: node), isInstance: !node.isCoreObject)
        if seen.lastText != text {
          seen.reports.append([first, text])
          seen.lastText = text
        }
        let taken = Set(direct)
        if !taken.subtracting(seen.direct).isEmpty { seen.gained.append(first) }
        seen.direct = taken
        seen.lastSeen = last
        objects[node.number] = seen
      }
      markGone(present: present, byTheEndOf: first - 1)
    }

    /// The objects seen before and missing from `graph` (the program's end) went by the end of
    /// stop `stop`.
    func markGone(_ graph: LeakGraph, byTheEndOf stop: Int) {
      markGone(present: Set(graph.nodes.filter(\.hasNumber).map(\.number)), byTheEndOf: stop)
    }

    private func markGone(present: Set<Int>, byTheEndOf stop: Int) {
      for (number, seen) in objects where seen.isInstance && seen.missingFrom == nil && !present.contains(number) {
        objects[number]?.missingFrom = stop
      }
    }

    private func intern(_ text: [Int]) -> Int {
      if let known = textIndex[text] { return known }
      texts.append(text)
      textIndex[text] = texts.count - 1
      return texts.count - 1
    }
  }
}
