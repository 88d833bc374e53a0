import Foundation
import RAC

/// Which line of the walkthrough's Swift code an event belongs to, as well as a heuristic can tell
/// (the trace records blocks, not source positions). `CodeLines` asks it only for a trace without
/// line events: a Swift translation with no post code beside it (`objectiveC.translationOnly`) or a
/// translation's variant; every other walkthrough steps Objective-C, whose lines are exact.
///
/// The heuristic, in four parts:
/// 1. **Statements.** The outermost calls of the program's thread (not the scheduler turns that run
///    after it) are the program's statements, in order. They are aligned with the identifiers of the
///    walkthrough's closure body (comments and string literals left out) by a weighted longest common
///    subsequence: a call matches an identifier equal to its selector's first piece (`-map:` → `map`,
///    `-subscribeNext:error:` → `subscribeNext`, `+createSignal:` → `createSignal`), worth one more
///    when the line also holds the receiver's name (`pwdTextField.rac_textSignal.map`). A call that
///    matches nothing (RAC's own calls inside a property such as `rac_textSignal`) is shown on the
///    line of the next statement that matched, whose receiver it was building.
/// 2. **User closures.** A block run by RAC is one of the walkthrough's closures when it is
///    - `didSubscribe` of a signal that a matched `createSignal` call returned: the closure after it;
///    - `nextBlock` / `errorBlock` / `completedBlock` of an unnamed `RACSubscriber` (RAC's own
///      subscribers are named) that a matched `subscribe…` call made: the first closure after the
///      call, or the one after its `error:` / `completed:` label;
///    - the innermost `block(value:)` (no other runs inside it) under a `bindingBlock` whose signal a matched operator call
///      (`map`, `filter`, `flattenMap`, …) returned: the closure after that call.
///    "Made by a call" means the object first appears in the trace inside that call.
/// 3. **Calls from closures.** A call made directly by a user closure matches the next identifier
///    equal to its selector's first piece in the closure's body (`subscriber.sendNext("ABC")`); so
///    do objects it creates, which is how nested closures (a `createSignal` inside a `flattenMap`
///    block) are found.
/// 4. **The line of an event**: inside a user closure (the innermost one on the event's stack), the
///    line of the call it made that is on the stack; else, for a printed line, the body line that
///    shares the longest run of characters with it (`NSLog("x--%@", x)` for `x--3`); else the
///    closure's first body line (its last when the closure returns). Outside any user closure, the
///    line of the statement the event happens in; in a turn of the program's test scheduler (typing
///    scripted with `afterDelay`), the last line that names a `scheduler` (the line that scheduled
///    it); in a turn of a background queue, no line.
public enum CodeLineMapper {
  /// Event sequence → 1-based line in `source`, for the events that have one.
  public static func lines(for tree: TraceCallTree, source: WalkthroughSource) -> [Int: Int] {
    var mapper = Mapper(tree: tree, code: SourceCode(source.lines))
    return mapper.run()
  }

  /// `-subscribeNext:error:completed:` → `subscribeNext`; `didSubscribe` → `didSubscribe`.
  static func selectorHead(_ block: String) -> String {
    var name = Substring(block)
    if name.hasPrefix("-") || name.hasPrefix("+") { name = name.dropFirst() }
    return String(name.prefix { $0 != ":" && $0 != "(" && $0 != " " })
  }

  /// The source with comments and string literals blanked out, flattened into one array of
  /// characters, with the identifiers ("sites") in order.
  struct SourceCode {
    struct Site {
      let token: String
      let position: Int
      let line: Int
    }

    struct Closure {
      let open: Int
      let close: Int
      let bodyStart: Int
      let bodyEnd: Int
    }

    let rawLines: [String]
    var characters: [Character] = []
    var lineOf: [Int] = []
    var sites: [Site] = []
    /// The positions of the walkthrough's own closure (the program), if found.
    var body: Range<Int>

    init(_ lines: [String]) {
      rawLines = lines
      var inBlockComment = false
      for (number, line) in lines.enumerated() {
        let chars = Array(line)
        var index = 0
        var inString = false
        while index < chars.count {
          let character = chars[index]
          let next: Character? = index + 1 < chars.count ? chars[index + 1] : nil
          var emitted: [Character] = [character]
          if inBlockComment {
            if character == "*", next == "/" {
              inBlockComment = false
              emitted = [" ", " "]
              index += 1
            } else {
              emitted = [" "]
            }
          } else if inString {
            if character == "\\", next != nil {
              emitted = [" ", " "]
              index += 1
            } else if character == "\"" {
              inString = false
            } else {
              emitted = [" "]
            }
          } else if character == "/", next == "/" {
            emitted = Array(repeating: " ", count: chars.count - index)
            index = chars.count
          } else if character == "/", next == "*" {
            inBlockComment = true
            emitted = [" ", " "]
            index += 1
          } else if character == "\"" {
            inString = true
          }
          characters += emitted
          lineOf += Array(repeating: number, count: emitted.count)
          index += 1
        }
        characters.append("\n")
        lineOf.append(number)
      }
      body = 0..<characters.count
      var index = 0
      while index < characters.count {
        if characters[index].isLetter || characters[index] == "_" {
          let start = index
          while index < characters.count,
            characters[index].isLetter || characters[index].isNumber
              || characters[index] == "_"
          {
            index += 1
          }
          sites.append(Site(token: String(characters[start..<index]), position: start, line: lineOf[start]))
        } else {
          index += 1
        }
      }
      if let program = sites.first(where: { $0.token == "Walkthrough" }),
        let arguments = firstIndex(of: "(", from: program.position),
        let argumentsEnd = matching(arguments),
        let open = firstIndex(of: "{", from: argumentsEnd),
        let close = matching(open)
      {
        body = open..<close
      }
    }

    func firstIndex(of character: Character, from position: Int) -> Int? {
      var index = position
      while index < characters.count {
        if characters[index] == character { return index }
        index += 1
      }
      return nil
    }

    /// The position of the bracket that closes the one at `open`.
    func matching(_ open: Int) -> Int? {
      let opening = characters[open]
      let closing: Character = opening == "(" ? ")" : opening == "[" ? "]" : "}"
      var depth = 0
      var index = open
      while index < characters.count {
        if characters[index] == opening { depth += 1 }
        if characters[index] == closing {
          depth -= 1
          if depth == 0 { return index }
        }
        index += 1
      }
      return nil
    }

    /// The closure that starts at the first `{` after `position` (after `label`, when given).
    func closure(after position: Int, label: String? = nil) -> Closure? {
      var start = position
      if let label {
        guard let found = find(label, from: position) else { return nil }
        start = found + label.count
      }
      guard let open = firstIndex(of: "{", from: start), let close = matching(open) else { return nil }
      let openLine = lineOf[open]
      let closeLine = lineOf[close]
      guard closeLine > openLine else {
        return Closure(open: open, close: close, bodyStart: openLine, bodyEnd: openLine)
      }
      let closesAlone = rawLines[closeLine].trimmingCharacters(in: .whitespaces).hasPrefix("}")
      let bodyEnd = closesAlone ? max(openLine + 1, closeLine - 1) : closeLine
      return Closure(open: open, close: close, bodyStart: openLine + 1, bodyEnd: bodyEnd)
    }

    private func find(_ text: String, from position: Int) -> Int? {
      let needle = Array(text)
      guard !needle.isEmpty, characters.count >= needle.count else { return nil }
      var index = position
      while index + needle.count <= characters.count {
        if characters[index] == needle[0], Array(characters[index..<index + needle.count]) == needle { return index }
        index += 1
      }
      return nil
    }
  }

  private struct Mapper {
    let tree: TraceCallTree
    let code: SourceCode
    /// Enter sequence → the site of the call in the code.
    var siteOf: [Int: Int] = [:]
    /// Enter sequence → the user closure that block is.
    var closureOf: [Int: SourceCode.Closure] = [:]
    /// User-closure enter sequence → the next site index its calls may match.
    var cursor: [Int: Int] = [:]
    /// Outermost calls that matched no identifier → the line of the next statement that did.
    var inheritedLine: [Int: Int] = [:]
    /// Object number → the sequence of the first event that names it.
    var firstSeen: [Int: Int] = [:]
    /// The thread the program's body runs on, and the last body line naming a `scheduler`.
    var programThread: String?
    var schedulerLine: Int?

    init(tree: TraceCallTree, code: SourceCode) {
      self.tree = tree
      self.code = code
    }

    mutating func run() -> [Int: Int] {
      recordFirstAppearances()
      alignStatements()
      var lines: [Int: Int] = [:]
      for event in tree.trace.events {
        if event.phase == .enter { classify(event) }
        if let line = line(of: event) { lines[event.sequence] = line + 1 }
      }
      return lines
    }

    private mutating func recordFirstAppearances() {
      for event in tree.trace.events {
        var numbers: [Int] = []
        if let owner = event.owner { numbers.append(owner.number) }
        for text in event.arguments.map(\.value) + [event.result ?? ""] {
          numbers += Self.objectNumbers(in: text)
        }
        for number in numbers where firstSeen[number] == nil { firstSeen[number] = event.sequence }
      }
    }

    /// `<RACDynamicSignal#2 "x">, <RACSubscriber#5>` → [2, 5].
    static func objectNumbers(in text: String) -> [Int] {
      var numbers: [Int] = []
      var rest = Substring(text)
      while let open = rest.firstIndex(of: "<") {
        rest = rest[rest.index(after: open)...]
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { continue }
        let afterName = rest[name.endIndex...]
        guard afterName.hasPrefix("#") else { continue }
        let digits = afterName.dropFirst().prefix { $0.isNumber }
        if let number = Int(digits) { numbers.append(number) }
      }
      return numbers
    }

    /// Part 1: the outermost calls of the program's thread against the identifiers of its body.
    private mutating func alignStatements() {
      guard let thread = tree.trace.events.first?.thread else { return }
      programThread = thread
      schedulerLine = code.sites.last { $0.token == "scheduler" && code.body.contains($0.position) }?.line
      let calls = tree.trace.events.filter {
        $0.phase == .enter && $0.thread == thread && tree.parent(of: $0.sequence) == nil && $0.block != "scheduledBlock"
      }
      let sites = code.sites.enumerated().filter { code.body.contains($0.element.position) }
      let n = calls.count
      let m = sites.count
      guard n > 0, m > 0 else { return }
      func score(_ call: TraceEvent, _ site: SourceCode.Site) -> Int {
        guard site.token == selectorHead(call.block) else { return 0 }
        if let name = call.owner?.name, name.count >= 3, code.rawLines[site.line].contains(name) { return 2 }
        return 1
      }
      var best = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
      for i in stride(from: n - 1, through: 0, by: -1) {
        for k in stride(from: m - 1, through: 0, by: -1) {
          let value = score(calls[i], sites[k].element)
          let match = value > 0 ? value + best[i + 1][k + 1] : 0
          best[i][k] = max(match, best[i][k + 1], best[i + 1][k])
        }
      }
      var i = 0
      var k = 0
      while i < n, k < m {
        let value = score(calls[i], sites[k].element)
        if value > 0, best[i][k] == value + best[i + 1][k + 1] {
          siteOf[calls[i].sequence] = sites[k].offset
          i += 1
          k += 1
        } else if best[i][k] == best[i][k + 1] {
          k += 1
        } else {
          i += 1
        }
      }
      var nextLine: Int?
      for call in calls.reversed() {
        if let site = siteOf[call.sequence] {
          nextLine = code.sites[site].line
        } else if let nextLine {
          inheritedLine[call.sequence] = nextLine
        }
      }
    }

    /// Parts 2 and 3, for one call as it starts.
    private mutating func classify(_ event: TraceEvent) {
      if let parent = tree.parent(of: event.sequence), let closure = closureOf[parent.sequence] {
        let key = selectorHead(event.block)
        let start = cursor[parent.sequence] ?? 0
        let found =
          code.sites.indices.first { index in
            index >= start && code.sites[index].token == key && code.sites[index].position > closure.open
              && code.sites[index].position < closure.close
          }
        if let found {
          siteOf[event.sequence] = found
          cursor[parent.sequence] = found + 1
        }
      }
      if let closure = userClosure(event) { closureOf[event.sequence] = closure }
    }

    private func userClosure(_ event: TraceEvent) -> SourceCode.Closure? {
      guard let owner = event.owner else { return nil }
      switch event.block {
      case "didSubscribe":
        guard let maker = makingCall(of: owner.number), selectorHead(maker.event.block) == "createSignal" else {
          return nil
        }
        return code.closure(after: maker.position)
      case "nextBlock", "errorBlock", "completedBlock":
        guard owner.className == "RACSubscriber", owner.name.isEmpty, let maker = makingCall(of: owner.number) else {
          return nil
        }
        let head = selectorHead(maker.event.block)
        guard head.hasPrefix("subscribe") else { return nil }
        let kind = String(event.block.dropLast("Block".count))
        if head.lowercased().hasSuffix(kind.lowercased()) { return code.closure(after: maker.position) }
        return code.closure(after: maker.position, label: kind + ":")
      case "block":
        guard event.argument("value") != nil,
          !callsBlock(from: event.sequence),
          let binding = tree.stack(at: event.sequence).last(where: { $0.block == "bindingBlock" }),
          let signal = binding.owner, let maker = makingCall(of: signal.number)
        else { return nil }
        return code.closure(after: maker.position)
      default:
        return nil
      }
    }

    /// Whether a `block(value:)` runs anywhere inside the call (then that one is the innermost).
    private func callsBlock(from sequence: Int) -> Bool {
      tree.children(of: sequence).contains { child in
        (child.block == "block" && child.argument("value") != nil) || callsBlock(from: child.sequence)
      }
    }

    /// The call with a known site that the object first appeared inside (or that returned it),
    /// and the position of that site.
    private func makingCall(of object: Int) -> (event: TraceEvent, position: Int)? {
      guard let first = firstSeen[object], let event = tree.event(first) else { return nil }
      var call: TraceEvent? =
        switch event.phase {
        case .enter: event
        case .exit: event.enterSequence.flatMap(tree.event)
        case .note, .output, .line: tree.parent(of: first)
        }
      while let current = call {
        if let site = siteOf[current.sequence] { return (current, code.sites[site].position) }
        call = tree.parent(of: current.sequence)
      }
      return nil
    }

    /// Part 4 (0-based line).
    private func line(of event: TraceEvent) -> Int? {
      let stack = tree.stack(at: event.sequence)
      if let index = stack.lastIndex(where: { closureOf[$0.sequence] != nil }),
        let closure = closureOf[stack[index].sequence]
      {
        let frame = stack[index]
        if index + 1 < stack.count, let site = siteOf[stack[index + 1].sequence] { return code.sites[site].line }
        if event.phase == .output { return bestLine(for: event.argument("line") ?? "", in: closure) }
        if event.phase == .exit, event.enterSequence == frame.sequence { return closure.bodyEnd }
        return closure.bodyStart
      }
      guard let outermost = stack.first else { return nil }
      if let site = siteOf[outermost.sequence] { return code.sites[site].line }
      if outermost.block == "scheduledBlock", outermost.thread == programThread,
        ["RACTargetQueueScheduler", "RACTestScheduler"].contains(outermost.owner?.className ?? "")
      {
        return schedulerLine
      }
      return inheritedLine[outermost.sequence]
    }

    private func bestLine(for output: String, in closure: SourceCode.Closure) -> Int {
      var best = closure.bodyStart
      var bestLength = 0
      for line in closure.bodyStart...max(closure.bodyStart, closure.bodyEnd) where line < code.rawLines.count {
        let length = Self.longestCommonRun(Array(output), Array(code.rawLines[line]))
        if length > bestLength {
          best = line
          bestLength = length
        }
      }
      return best
    }

    static func longestCommonRun(_ left: [Character], _ right: [Character]) -> Int {
      guard !left.isEmpty, !right.isEmpty else { return 0 }
      var previous = Array(repeating: 0, count: right.count + 1)
      var longest = 0
      for a in left {
        var current = Array(repeating: 0, count: right.count + 1)
        for (j, b) in right.enumerated() where a == b {
          current[j + 1] = previous[j] + 1
          longest = max(longest, current[j + 1])
        }
        previous = current
      }
      return longest
    }
  }
}
