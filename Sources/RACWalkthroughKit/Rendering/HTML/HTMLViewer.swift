import Foundation
import RAC

/// What the HTML viewer shows besides the trace: the walkthrough, its code and the post's steps.
public struct ViewerInput: Sendable {
  /// The walkthrough's name.
  public var name: String
  /// Its title.
  public var title: String
  /// The post it comes from.
  public var post: String
  /// The post's steps matched against the trace (`Verifier.matchSteps`).
  public var steps: [StepResult]
  /// The code the viewer shows beside the trace.
  public var source: WalkthroughSource?
  /// With `--rac-source`: the lines of a file of the user's RAC checkout by the path the trace
  /// names it with, nil for any other file. A stop in RAC's own code shows that file's line.
  public var libraryFileLines: @Sendable (String) -> [String]? = { _ in nil }
  /// What holds the objects a click on their name asks about, for an Objective-C program
  /// (`WhoHolds.viewerHolders`); nil: no name is clickable.
  public var holders: ViewerHolders?
  /// Gathers `holders` when the page is made, on a thread of its own while the page's other data is
  /// built (a second run of the program takes as long as that data): set instead of `holders`.
  public var gatherHolders: (@Sendable () -> ViewerHolders?)?
  /// The holders' gathering begun already (`startGatheringHolders`), waited for when the page is
  /// made.
  var holdersBeingGathered: BackgroundWork<ViewerHolders?>?
  /// The stops over the trace with these `steps` and this `source`, when the caller has made them
  /// already (the holders are gathered over the same stops): made once, not once more for the page.
  public var walk: StepWalk?

  /// What the viewer shows besides the trace.
  public init(
    name: String = "trace", title: String = "", post: String = "", steps: [StepResult] = [],
    source: WalkthroughSource? = nil
  ) {
    self.name = name
    self.title = title
    self.post = post
    self.steps = steps
    self.source = source
  }

  /// Begins gathering the holders at once, on a thread of its own, rather than when the page is
  /// made (`gatherHolders`): the second run that gathers them needs only where the stops are
  /// (`ReaderStopRanges`), so it runs while the walk, its texts and the page's other data are made.
  public mutating func startGatheringHolders(_ gather: @escaping @Sendable () -> ViewerHolders?) {
    gatherHolders = nil
    holdersBeingGathered = BackgroundWork(gather)
  }
}

/// `trace NAME --format html`: one self-contained page (inline CSS and JavaScript, nothing
/// fetched) that steps through the trace as `step` does, with the code, a timeline and a sequence
/// diagram the page draws itself as SVG.
///
/// Safety: every string from the trace, the code or the steps travels as JSON inside
/// `<script type="application/json">`, with `<`, `>`, `&` and the JavaScript line separators
/// written as `\uXXXX` escapes (so no value can close the script element), or, for a big trace,
/// as that JSON compressed and in base64; the page puts it into the document with `textContent` /
/// `createElement` only, never as markup.
public enum HTMLViewer {
  /// The viewer's page for `trace`: one self-contained HTML file.
  public static func render(
    _ trace: Trace, input: ViewerInput = ViewerInput(), options: SequenceDiagram.Options = SequenceDiagram.Options()
  ) -> String {
    let json = dataBytes(trace, input: input, options: options)
    let heading = input.title.isEmpty ? input.name : "\(input.name) — \(input.title)"
    return HTMLViewerPage.page(title: escapeHTML(heading), data: embedded(bytes: json))
  }

  /// The data the page carries, as JSON (sorted keys, so the same trace gives the same bytes):
  /// what `render` embeds, and what the playground's run endpoint answers for the same program
  /// (`rac-walkthrough serve`), whose page hands it to the same script.
  public static func dataJSON(
    _ trace: Trace, input: ViewerInput = ViewerInput(), options: SequenceDiagram.Options = SequenceDiagram.Options()
  ) -> String {
    String(decoding: dataBytes(trace, input: input, options: options), as: UTF8.self)
  }

  /// `dataJSON` as its UTF-8 bytes: what the playground's worker writes out as they are (a
  /// `String` of them would be checked for UTF-8 first, 0.1 G instructions for contact-form).
  public static func dataJSONBytes(
    _ trace: Trace, input: ViewerInput = ViewerInput(), options: SequenceDiagram.Options = SequenceDiagram.Options()
  ) -> [UInt8] {
    dataBytes(trace, input: input, options: options)
  }

  /// `dataJSON`'s UTF-8 bytes, which a big page compresses as they are.
  static func dataBytes(_ trace: Trace, input: ViewerInput, options: SequenceDiagram.Options) -> [UInt8] {
    let holders = input.holdersBeingGathered ?? input.gatherHolders.map { BackgroundWork($0) }
    var data = ViewerData(trace: trace, input: input, options: options)
    if let holders { data.holders = holders.value() ?? nil }
    if let json = data.jsonBytes { return json }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(data)).map { [UInt8]($0) } ?? Array("{}".utf8)
  }

  /// Above this many bytes of JSON the page carries its data compressed (`embedded`).
  static let compressionThreshold = 512 * 1024

  /// The trace's data as the page carries it: script-safe JSON, or, for a big trace, the JSON
  /// compressed with DEFLATE and written in base64 (which has no `<`), for the browser to inflate
  /// with `DecompressionStream("deflate-raw")`. The app walkthroughs' pages shrink about tenfold
  /// (contact-form's from 13 MB), and the small pages stay readable JSON.
  static func embedded(_ json: String) -> HTMLViewerPage.Data {
    embedded(bytes: Array(json.utf8))
  }

  /// `embedded(_:)` of JSON given as its UTF-8 bytes.
  static func embedded(bytes: [UInt8]) -> HTMLViewerPage.Data {
    guard bytes.count > compressionThreshold else { return .json(scriptSafe(String(decoding: bytes, as: UTF8.self))) }
    return .deflatedBase64(Foundation.Data(RawDeflate.compress(bytes)).base64EncodedString())
  }

  /// JSON that can sit inside a `<script>` element: no `<`, `>` or `&` characters (in JSON they
  /// only occur inside strings, where `\u003c` means the same), no raw U+2028/U+2029.
  static func scriptSafe(_ json: String) -> String {
    var result = ""
    result.reserveCapacity(json.count)
    for scalar in json.unicodeScalars {
      switch scalar {
      case "<": result += "\\u003c"
      case ">": result += "\\u003e"
      case "&": result += "\\u0026"
      case "\u{2028}": result += "\\u2028"
      case "\u{2029}": result += "\\u2029"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Text for HTML element content and attribute values.
  static func escapeHTML(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}

/// Everything the page needs, as JSON. Repeated strings (stack frames, bookkeeping lines) are
/// stored once in `strings` and referred to by index.
struct ViewerData: Encodable {
  struct Meta: Encodable {
    let name: String
    let title: String
    let post: String
    let file: String?
    let events: Int
  }

  struct Step: Encodable {
    let label: String
    let number: Int?
    let en: String
    let zh: String?
    let postSays: String?
    let note: String?
    let passed: Bool
    /// The first event that proves it (1-based, an index of `events`), if any.
    let event: Int?
  }

  /// A stop as `step` counts it (`StepWalk`): the events it covers and where it is.
  struct ReaderStop: Encodable {
    /// Its first and last event (0-based indices of `events`).
    let first: Int
    let last: Int
    /// `scene.m:82`, or nil for a stop in RAC's own code.
    let place: String?
    /// The line of `code` the stop is at (1-based; the page marks it beside an event's own line
    /// when the two differ), nil in RAC's own code.
    let line: Int?
  }

  /// A file of the walkthrough's code: its name as places name it (`scene.m`) and where it starts
  /// in `code`, so the page numbers each file from 1 as the labels do.
  struct CodeFile: Encodable {
    let name: String
    /// Line `n` of the file is line `start + n` of `code` (1-based).
    let start: Int
  }

  struct Stop: Encodable {
    let sequence: Int
    let phase: String
    let text: String
    let block: String
    /// The owner, thread and scheduler as indices into `strings` (a few dozen distinct values over
    /// thousands of stops); the page turns them back into text when it loads.
    let owner: Int?
    let arguments: [[String]]
    let result: String?
    let thread: Int
    let scheduler: Int?
    let time: Double?
    let eventBookkeeping: [[String]]
    /// The call stack as a change of the previous stop's: how many of its frames stay, then the
    /// frames pushed (string indices). The page rebuilds each stop's stack when it loads; a walk of
    /// thousands of stops would otherwise repeat every frame at every stop.
    let stackChange: [Int]
    /// The bookkeeping lines as a change of the previous stop's: the new count, then pairs of
    /// (position, string index) for the lines that differ.
    let bookkeepingChange: [Int]
    let disposedCount: Int
    let outputCount: Int
    let steps: [Int]
    /// 1-based code line, if the heuristic found one.
    let line: Int?
    /// With `--rac-source`, the line of RAC's own code the event runs: the file (an index into
    /// `library`) and its 1-based line.
    let library: [Int]?
    /// The sequence diagram item to highlight: the event's own (its call, not the note after it),
    /// else the last one before it.
    let item: Int?
  }

  /// A file of the user's RAC checkout that some stop runs a line of.
  struct LibraryFile: Encodable {
    let name: String
    let lines: [String]
  }

  struct Marbles: Encodable {
    let hasTime: Bool
    let lines: [MarbleDiagram.Line]
  }

  let meta: Meta
  let code: [String]
  let codeFiles: [CodeFile]
  let library: [LibraryFile]
  let strings: [String]
  let outputs: [String]
  let disposed: [String]
  let steps: [Step]
  /// Every event worth a look (`StepSnapshots`), which the page walks one by one inside a stop.
  let events: [Stop]
  /// The stops, counted as `step` counts them: the page's `#stop=N` is `step`'s stop N.
  let stops: [ReaderStop]
  let participants: [SequenceDiagram.Participant]
  let items: [SequenceDiagram.Item]
  let marbles: Marbles
  var holders: ViewerHolders?

  init(trace: Trace, input: ViewerInput, options: SequenceDiagram.Options) {
    let walk = input.walk ?? StepWalk(trace, steps: input.steps, source: input.source)
    let snapshots = walk.snapshots
    let codeLines = walk.lines
    let diagram = SequenceDiagram.build(trace, options: options)
    let marbleDiagram = MarbleDiagram.build(trace)

    var strings: [String] = []
    var stringIndex: [String: Int] = [:]
    func intern(_ text: String) -> Int {
      if let known = stringIndex[text] { return known }
      strings.append(text)
      stringIndex[text] = strings.count - 1
      return strings.count - 1
    }
    // Owners and threads recur at most events: each is written and hashed as text once.
    var ownerIndex: [TraceObject: Int] = [:]
    func internOwner(_ owner: TraceObject) -> Int {
      if let known = ownerIndex[owner] { return known }
      let index = intern(owner.description)
      ownerIndex[owner] = index
      return index
    }
    var lastThread: (name: String, index: Int)?
    func internThread(_ thread: String) -> Int {
      if let lastThread, lastThread.name == thread { return lastThread.index }
      let index = intern(thread)
      lastThread = (thread, index)
      return index
    }
    var stepIndex: [WalkthroughStep: Int] = [:]
    for (index, result) in input.steps.enumerated() where stepIndex[result.step] == nil {
      stepIndex[result.step] = index
    }
    // A stop's stack and bookkeeping are mostly its previous stop's own strings (`StepSnapshots`
    // shares them): those keep their indices, and only the lines that changed are hashed.
    func intern(_ lines: [String], after previousLines: [String], _ previous: [Int]) -> [Int] {
      lines.indices.map { position in
        position < previousLines.count && previousLines[position] == lines[position]
          ? previous[position] : intern(lines[position])
      }
    }
    var firstStop: [Int: Int] = [:]
    var stops: [Stop] = []
    var previousStack: [Int] = []
    var previousStackLines: [String] = []
    var previousBookkeeping: [Int] = []
    var previousBookkeepingLines: [String] = []
    var itemCursor = -1
    var libraryFiles: [LibraryFile] = []
    var libraryIndex: [String: Int?] = [:]
    func libraryPlace(_ event: TraceEvent) -> [Int]? {
      guard let source = event.source else { return nil }
      if libraryIndex[source.file] == nil {
        if let lines = input.libraryFileLines(source.file) {
          libraryFiles.append(LibraryFile(name: URL(fileURLWithPath: source.file).lastPathComponent, lines: lines))
          libraryIndex[source.file] = .some(libraryFiles.count - 1)
        } else {
          libraryIndex[source.file] = .some(nil)
        }
      }
      guard let found = libraryIndex[source.file], let index = found else { return nil }
      return [index, source.line]
    }
    for snapshot in snapshots {
      let event = snapshot.event
      while itemCursor + 1 < diagram.items.count, diagram.items[itemCursor + 1].sequence < event.sequence {
        itemCursor += 1
      }
      if itemCursor + 1 < diagram.items.count, diagram.items[itemCursor + 1].sequence == event.sequence {
        itemCursor += 1
      }
      let steps = snapshot.postSteps.compactMap { stepIndex[$0] }
      let stack = intern(snapshot.stack, after: previousStackLines, previousStack)
      let kept = zip(previousStack, stack).prefix { $0 == $1 }.count
      let stackChange = [kept] + stack.dropFirst(kept)
      previousStack = stack
      previousStackLines = snapshot.stack
      let bookkeeping = intern(snapshot.bookkeeping, after: previousBookkeepingLines, previousBookkeeping)
      previousBookkeepingLines = snapshot.bookkeeping
      var bookkeepingChange = [bookkeeping.count]
      for (position, line) in bookkeeping.enumerated()
      where position >= previousBookkeeping.count || previousBookkeeping[position] != line {
        bookkeepingChange += [position, line]
      }
      previousBookkeeping = bookkeeping
      for step in steps where firstStop[step] == nil { firstStop[step] = snapshot.index }
      stops.append(
        Stop(
          sequence: event.sequence, phase: event.phase.rawValue, text: snapshot.line, block: event.block,
          owner: event.owner.map(internOwner), arguments: event.arguments.map { [$0.label, $0.value] },
          result: event.result, thread: internThread(event.thread), scheduler: event.scheduler.map(intern),
          time: event.time,
          eventBookkeeping: event.bookkeeping.map { [$0.label, $0.value] },
          stackChange: stackChange, bookkeepingChange: bookkeepingChange,
          disposedCount: snapshot.disposed.count, outputCount: snapshot.output.count, steps: steps,
          line: codeLines[event.sequence], library: libraryPlace(event), item: itemCursor >= 0 ? itemCursor : nil))
    }
    meta = Meta(
      name: input.name, title: input.title, post: input.post, file: input.source?.fileName,
      events: trace.events.count)
    code = input.source?.lines ?? []
    codeFiles = input.source.map(ViewerData.codeFiles) ?? []
    library = libraryFiles
    self.strings = strings
    outputs = snapshots.last.map { Array($0.output) } ?? []
    disposed = snapshots.last.map { Array($0.disposed) } ?? []
    steps = input.steps.enumerated().map { index, result in
      Step(
        label: result.step.label, number: result.step.number, en: result.step.en, zh: result.step.zh,
        postSays: result.step.postSays, note: result.step.note, passed: result.passed, event: firstStop[index])
    }
    events = stops
    self.stops = walk.stops.map {
      ReaderStop(
        first: $0.snapshots.lowerBound, last: $0.snapshots.upperBound, place: walk.place(of: $0), line: $0.line)
    }
    participants = diagram.participants
    items = diagram.items
    marbles = Marbles(hasTime: marbleDiagram.hasTime, lines: marbleDiagram.lines)
    holders = input.holders
  }

  /// The files of `source` with where each starts, named as `WalkthroughSource.place(ofLine:)`
  /// names them; one file starting at 0 for a Swift translation.
  static func codeFiles(of source: WalkthroughSource) -> [CodeFile] {
    guard !source.fileStarts.isEmpty else { return [CodeFile(name: source.fileName, start: 0)] }
    return source.fileStarts.values.sorted().map { start in
      CodeFile(name: source.fileLine(ofLine: start + 1)?.file ?? "", start: start)
    }
  }
}
