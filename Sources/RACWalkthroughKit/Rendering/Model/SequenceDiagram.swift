import RAC

/// A trace as a sequence diagram: one lifeline per thread, signal, subscriber, disposable or
/// scheduler, one arrow per block invocation (from the call it happened inside to the block's
/// owner), a reply arrow for each result, notes for bookkeeping changes and printed lines.
///
/// Both the Mermaid text (`--format mermaid`) and the HTML viewer's SVG are drawn from this model,
/// so they show the same thing.
public struct SequenceDiagram: Sendable {
  /// A column of the diagram: one object.
  public struct Participant: Sendable, Hashable, Codable {
    /// A short identifier, safe as a Mermaid participant id (`t1`, `o12`, `cls`).
    public let id: String
    /// The first line of the lifeline's box: the class and trace number, or the thread.
    public let title: String
    /// The second line: the object's name (shortened), if it has one.
    public let subtitle: String?
  }

  /// What an item of the diagram is.
  public enum Kind: String, Sendable, Codable {
    /// A block invocation: `from` calls `to`.
    case call
    /// A call returns its result to its caller.
    case reply
    /// A call ends without a reply arrow (no result, or `callsOnly`).
    case end
    /// Bookkeeping (one field per line), a note event or a printed line, over `from`.
    case note
  }

  /// One arrow or note of the diagram.
  public struct Item: Sendable, Codable {
    /// What it is.
    public let kind: Kind
    /// Index into `participants`.
    public let from: Int
    /// The participant it points to.
    public let to: Int
    /// Its label.
    public let text: String
    /// The event this item stands for.
    public let sequence: Int
    /// For a call: how many nested calls were folded into it (a dispose cascade, or calls deeper
    /// than `maxDepth`); their items are left out.
    public let folded: Int
    /// For a call: whether a `reply` or `end` item closes it later (a folded call has none).
    public let opens: Bool
  }

  /// What the diagram shows.
  public struct Options: Sendable {
    /// Only call arrows and printed lines: no reply arrows, no bookkeeping notes.
    public var callsOnly: Bool
    /// Show every call of a dispose cascade instead of folding it into its first `-dispose`.
    public var expandDispose: Bool
    /// Fold calls nested deeper than this (0 = the outermost calls only); nil keeps every depth.
    public var maxDepth: Int?

    /// The options: `callsOnly` leaves out returns, `expandDispose` shows each disposable's blocks,
    /// `maxDepth` keeps the calls that deep.
    public init(callsOnly: Bool = false, expandDispose: Bool = false, maxDepth: Int? = nil) {
      self.callsOnly = callsOnly
      self.expandDispose = expandDispose
      self.maxDepth = maxDepth
    }
  }

  /// The columns, in the order objects first appear.
  public private(set) var participants: [Participant] = []
  /// The arrows and notes, in order.
  public private(set) var items: [Item] = []

  /// The diagram of `trace`.
  public static func build(_ trace: Trace, options: Options = Options()) -> SequenceDiagram {
    var builder = Builder(tree: TraceCallTree(trace), options: options)
    builder.run()
    return builder.diagram
  }

  /// The longest a message, note or lifeline name gets before it is shortened with `…`.
  static let messageLimit = 96
  static let nameLimit = 36

  /// Each line of `text` cut to `messageLimit` characters: an arrow's or a note's label. Most are
  /// one short line, which a look at its UTF-8 says (no character is shorter than a byte).
  static func shortenedLines(_ text: String) -> String {
    if text.utf8.count <= messageLimit, !text.utf8.contains(UInt8(ascii: "\n")) { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { shortened(String($0), to: messageLimit) }.joined(separator: "\n")
  }

  /// `text` cut to `limit` characters, keeping its start and end.
  static func shortened(_ text: String, to limit: Int) -> String {
    guard text.count > limit, limit > 8 else { return text }
    let head = (limit - 1) * 2 / 3
    let tail = limit - 1 - head
    return String(text.prefix(head)) + "…" + String(text.suffix(tail))
  }

  private struct Builder {
    let tree: TraceCallTree
    let options: Options
    var diagram = SequenceDiagram()
    /// The lifelines made so far: an object's by its number, a thread's by its name (the trace
    /// names a thread tens of thousands of times and has a few).
    var objectLifelines: [Int: Int] = [:]
    var threadLifelines: [String: Int] = [:]
    var classLifeline: Int?
    /// Enter sequences whose calls are folded into an ancestor, and the exits to skip.
    var foldedUntil: [String: Int] = [:]
    /// The bookkeeping the diagram last showed for each owner (an owner is its description's
    /// parts: a renamed object is a new key, as its description would be).
    var lastBookkeeping: [TraceObject: String] = [:]
    /// The block names written at more than one place (`block` inside `bind:`): their arrows say
    /// where each was written.
    let namesOfSeveralPlaces: Set<String>

    init(tree: TraceCallTree, options: Options) {
      self.tree = tree
      self.options = options
      var places: [String: Set<String>] = [:]
      for event in tree.trace.events where event.phase == .enter {
        if let place = TraceOutline.writtenAt(event) { places[event.block, default: []].insert(place) }
      }
      namesOfSeveralPlaces = Set(places.filter { $0.value.count > 1 }.keys)
    }

    /// An arrow's text: the call, and where its block was written when the name alone does not
    /// say (the name is written at several places, or the block is the snippet's own).
    func callText(_ event: TraceEvent) -> String {
      let text = TraceOutline.callText(withoutOwner: event)
      guard let place = TraceOutline.writtenAt(event) else { return text }
      let isSnippets = event.racSource == nil && !event.block.hasPrefix("-") && !event.block.hasPrefix("+")
      return namesOfSeveralPlaces.contains(event.block) || isSnippets ? text + " @ " + place : text
    }

    mutating func run() {
      var shownCalls: Set<Int> = []
      for event in tree.trace.events {
        if let foldingCall = foldedUntil[event.thread] {
          if event.phase == .exit, event.enterSequence == foldingCall {
            foldedUntil[event.thread] = nil
          } else if event.phase == .output {
            note(event, over: participant(ofCallAt: foldingCall, thread: event.thread))
          }
          continue
        }
        switch event.phase {
        case .enter:
          let caller = callerParticipant(of: event)
          let callee = participant(forOwnerOf: event)
          let folds = shouldFold(event)
          let nested = folds ? tree.descendantCount(of: event.sequence) : 0
          var text = callText(event)
          if nested > 0 { text += " ⟨\(nested) nested call\(nested == 1 ? "" : "s") folded⟩" }
          append(.call, from: caller, to: callee, text: text, event: event, folded: nested, opens: !folds)
          if folds {
            foldedUntil[event.thread] = event.sequence
          } else {
            shownCalls.insert(event.sequence)
          }
          bookkeepingNote(event, over: callee, when: "before")
        case .exit:
          guard let enter = event.enterSequence, shownCalls.contains(enter) else { continue }
          let callee = participant(forOwnerOf: event)
          let caller = callerParticipant(of: event)
          if let result = event.result, !options.callsOnly {
            append(.reply, from: callee, to: caller, text: result, event: event)
          } else {
            append(.end, from: callee, to: caller, text: "", event: event)
          }
          bookkeepingNote(event, over: callee, when: "after")
        case .note:
          guard !options.callsOnly else { continue }
          let over = event.owner == nil ? callerParticipant(of: event) : participant(forOwnerOf: event)
          var text = "· " + callText(event)
          if !event.bookkeeping.isEmpty { text += " {" + TraceOutline.fieldsText(event.bookkeeping) + "}" }
          append(.note, from: over, to: over, text: text, event: event)
          if let owner = event.owner, !event.bookkeeping.isEmpty {
            lastBookkeeping[owner] = TraceOutline.fieldsText(event.bookkeeping)
          }
        case .output:
          note(event, over: callerParticipant(of: event))
        case .line:
          continue
        }
      }
    }

    /// Dispose cascades fold into their outermost `-dispose` / `disposeBlock`, and calls at
    /// `maxDepth` fold everything below them.
    private func shouldFold(_ event: TraceEvent) -> Bool {
      if let maxDepth = options.maxDepth, event.depth >= maxDepth { return true }
      return !options.expandDispose && (event.block == "-dispose" || event.block == "disposeBlock")
    }

    private mutating func note(_ output: TraceEvent, over participant: Int) {
      append(.note, from: participant, to: participant, text: "> " + (output.argument("line") ?? ""), event: output)
    }

    /// A note when the owner's bookkeeping differs from what the diagram last showed for it.
    private mutating func bookkeepingNote(_ event: TraceEvent, over participant: Int, when: String) {
      guard !options.callsOnly, !event.bookkeeping.isEmpty, let owner = event.owner else { return }
      let fields = TraceOutline.fieldsText(event.bookkeeping)
      guard lastBookkeeping[owner] != fields else { return }
      lastBookkeeping[owner] = fields
      let lines = event.bookkeeping.map { "\($0.label): \($0.value)" }
      append(
        .note, from: participant, to: participant, text: (["\(when) \(event.block):"] + lines).joined(separator: "\n"),
        event: event)
    }

    private mutating func append(
      _ kind: Kind, from: Int, to: Int, text: String, event: TraceEvent, folded: Int = 0, opens: Bool = false
    ) {
      diagram.items.append(
        Item(
          kind: kind, from: from, to: to, text: SequenceDiagram.shortenedLines(text),
          sequence: event.sequence, folded: folded, opens: opens))
    }

    /// The lifeline of the call the event happened inside, or its thread's when it is outermost.
    private mutating func callerParticipant(of event: TraceEvent) -> Int {
      if let parent = tree.parent(of: event.sequence) { return participant(forOwnerOf: parent) }
      return threadParticipant(event.thread)
    }

    private mutating func participant(ofCallAt sequence: Int, thread: String) -> Int {
      if let call = tree.event(sequence) { return participant(forOwnerOf: call) }
      return threadParticipant(thread)
    }

    /// Objects get a lifeline each (its title and name made when it first appears); class methods
    /// (`+createSignal:`, `+return:`) share one.
    private mutating func participant(forOwnerOf event: TraceEvent) -> Int {
      guard let owner = event.owner else {
        if let classLifeline { return classLifeline }
        let index = lifeline(id: "cls", title: "RACSignal (class methods)", subtitle: nil)
        classLifeline = index
        return index
      }
      if let index = objectLifelines[owner.number] { return index }
      let subtitle = owner.name.isEmpty ? nil : SequenceDiagram.shortened(owner.name, to: SequenceDiagram.nameLimit)
      let index = lifeline(id: "o\(owner.number)", title: "\(owner.className)#\(owner.number)", subtitle: subtitle)
      objectLifelines[owner.number] = index
      return index
    }

    private mutating func threadParticipant(_ thread: String) -> Int {
      if let index = threadLifelines[thread] { return index }
      let title = thread.replacingOccurrences(of: "com.ReactiveCocoa.RACScheduler.", with: "")
      let index = lifeline(id: "t\(threadLifelines.count + 1)", title: title, subtitle: "thread")
      threadLifelines[thread] = index
      return index
    }

    private mutating func lifeline(id: String, title: String, subtitle: String?) -> Int {
      diagram.participants.append(Participant(id: id, title: title, subtitle: subtitle))
      return diagram.participants.count - 1
    }
  }
}

extension TraceOutline {
  /// `bindingBlock(value: "ABC")`: the call without its owner, for an arrow that points at it.
  public static func callText(withoutOwner event: TraceEvent) -> String {
    let arguments = event.arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ")
    return "\(event.block)(\(arguments))"
  }

  /// `-flattenMap: RACStream.m:74` for a block (not a method) of the core, `snippet.m:2` for one of
  /// the snippet's: the blocks inside `bind:` (`bindBlock`, `block`, `innerBlock`, `block`, the
  /// `map:` block) have names that repeat, and a diagram shows no comment to tell them apart.
  static func writtenAt(_ event: TraceEvent) -> String? {
    if let rac = event.racSource {
      return rac.method == event.block ? nil : "\(rac.method) \(rac.file):\(rac.line)"
    }
    guard let source = event.source else { return nil }
    return (source.file.split(separator: "/").last.map(String.init) ?? source.file) + ":\(source.line)"
  }
}
