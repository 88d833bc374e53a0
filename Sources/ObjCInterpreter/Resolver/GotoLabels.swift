/// The labels and `goto`s of one function, method, block or file's top level, checked when it
/// ends as clang checks them: a `goto` names a label of the same function ("use of undeclared
/// label"), a label is defined once ("redefinition of label"), and a jump enters no scope it would
/// skip the start of ("cannot jump from this goto statement to its label").
///
/// The interpreter runs a `goto` by unwinding to the statement list that holds its label (see
/// `StatementRunner.visit(_: CompoundStatement)`), so a label must sit directly in a list that also
/// holds the `goto`. A jump into a block or loop the `goto` is not in is refused here, with clang's
/// wording, rather than leaving the function without a word; so is a forward jump over the
/// declaration of an object or `__block` variable, which clang rejects under ARC ("jump bypasses
/// initialization of __strong variable").
struct GotoLabels {
  /// Where a statement sits: the statement lists open around it, outermost first, and the index
  /// in each of the statement being resolved.
  private typealias Place = [(list: Int, index: Int)]

  private struct Label {
    let statement: ObjectIdentifier
    /// `nil` for a label no list holds directly (`if (x) label: …`, a `case`'s statements).
    let place: Place?
  }

  private struct Goto {
    let label: String
    let place: Place
    let location: SourceLocation
    let labelLocation: SourceLocation
  }

  private var open: Place = []
  private var listCount = 0
  private var labels: [String: Label] = [:]
  private var gotos: [Goto] = []
  /// Per list, the starts of variables its statements declare that ARC forbids a jump to skip:
  /// (statement index, what clang's note calls it).
  private var skippable: [Int: [(index: Int, what: String)]] = [:]
  /// The first label defined twice.
  private var redefinition: (message: String, location: SourceLocation)?

  /// A statement list (a compound statement, a body, a file's top level) starts.
  mutating func enterList() {
    open.append((list: listCount, index: 0))
    listCount += 1
  }

  mutating func leaveList() { open.removeLast() }

  /// Whether a list is still open: the function's outermost one has not ended.
  var isOpen: Bool { !open.isEmpty }

  /// The statement at `index` of the innermost list is resolved next; a label it is holds there.
  mutating func resolving(_ statement: any Statement, at index: Int) {
    guard let list = open.last?.list else { return }
    open[open.count - 1].index = index
    if let labeled = statement as? LabeledStatement { define(labeled, place: open) }
    guard let declarations = (statement as? DeclarationStatement)?.declarations else { return }
    for declaration in declarations where !declaration.isStatic {
      if declaration.isBlockStorage {
        skippable[list, default: []].append((index, "setup of the __block variable '\(declaration.name)'"))
      } else if declaration.type.isRetainable, !declaration.isUnretained {
        let ownership = declaration.isWeak ? "__weak" : "__strong"
        skippable[list, default: []].append(
          (index, "initialization of the \(ownership) variable '\(declaration.name)'"))
      }
    }
  }

  /// A label anywhere: one no list holds directly is known, but no `goto` can reach it.
  mutating func define(_ labeled: LabeledStatement) { define(labeled, place: nil) }

  private mutating func define(_ labeled: LabeledStatement, place: Place?) {
    let identity = ObjectIdentifier(labeled)
    if let existing = labels[labeled.label] {
      if existing.statement != identity, redefinition == nil {
        redefinition = ("redefinition of label '\(labeled.label)'", labeled.location)
      }
      return
    }
    labels[labeled.label] = Label(statement: identity, place: place)
  }

  mutating func jump(to label: String, at location: SourceLocation, labelAt labelLocation: SourceLocation) {
    gotos.append(Goto(label: label, place: open, location: location, labelLocation: labelLocation))
  }

  /// The first error of the function's labels and jumps, in source order, or `nil`.
  func firstError() -> (message: String, location: SourceLocation)? {
    var errors: [(message: String, location: SourceLocation)] = redefinition.map { [$0] } ?? []
    for jump in gotos {
      if let message = problem(of: jump) { errors.append(message) }
    }
    return errors.min { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
  }

  private func problem(of jump: Goto) -> (message: String, location: SourceLocation)? {
    guard let label = labels[jump.label] else {
      return ("use of undeclared label '\(jump.label)'", jump.labelLocation)
    }
    let cannot = "cannot jump from this goto statement to its label"
    guard let target = label.place, let holder = target.last,
      let depth = jump.place.firstIndex(where: { $0.list == holder.list }), depth == target.count - 1
    else {
      return ("\(cannot): the label is inside a block or loop the goto is not in", jump.location)
    }
    let from = jump.place[depth].index
    if let skipped = skippable[holder.list, default: []].first(where: { $0.index > from && $0.index < holder.index }) {
      return ("\(cannot): the jump bypasses the \(skipped.what)", jump.location)
    }
    return nil
  }
}

extension TypeName {
  /// Whether ARC retains a variable of this type (`typeof(…)` is left out: its type is known only
  /// when the program runs).
  fileprivate var isRetainable: Bool {
    switch self {
    case .id, .object, .classType, .block: return true
    default: return false
    }
  }
}
