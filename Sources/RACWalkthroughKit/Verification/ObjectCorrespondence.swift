import RAC

/// Which object of one trace is which object of another: `verify --rac-source` reads the core's
/// trace and the trace of RAC's source side by side, and the two number the same objects
/// differently (each numbers objects in the order it first meets them, and RAC's code meets more).
///
/// Pairs are made as the calls are read: the first time core object #5 stands where RAC's object
/// #9 stands, they are the same object from then on, and each may be paired with no other. Two
/// objects of different classes are never the same.
struct ObjectCorrespondence {
  private var coreToSource: [Int: Int] = [:]
  private var sourceToCore: [Int: Int] = [:]

  /// Whether `core` and `source` can be the same object; pairs them if neither is paired yet.
  mutating func pair(_ core: TraceObject, _ source: TraceObject) -> Bool {
    pair(className: core.className, core.number, className: source.className, source.number)
  }

  private mutating func pair(className left: String, _ core: Int, className right: String, _ source: Int) -> Bool {
    guard left == right else { return false }
    switch (coreToSource[core], sourceToCore[source]) {
    case (nil, nil):
      coreToSource[core] = source
      sourceToCore[source] = core
      return true
    case (let paired?, _):
      return paired == source
    case (nil, _?):
      return false
    }
  }

  /// Whether the object references in two described values (`<RACDynamicSignal#2 "name">`, in
  /// arguments, results and arrays of them) are the same objects in the same order; pairs them.
  /// The rest of the text (values, names) is not compared: a name is the trace's, and values reach
  /// the output, which is compared on its own.
  mutating func pairAll(in core: String, _ source: String) -> Bool {
    let left = Self.references(in: core)
    let right = Self.references(in: source)
    guard left.count == right.count else { return false }
    for (a, b) in zip(left, right) where !pair(className: a.className, a.number, className: b.className, b.number) {
      return false
    }
    return true
  }

  /// The `<Class#N…>` references in a described value, in order. What a reference's own text holds
  /// after its number is its name (`<RACReturnSignal#4 "+return: <RACDynamicSignal#2 "a">">`), which
  /// is not compared: the core names the objects it makes, RAC's release build leaves most unnamed.
  static func references(in text: String) -> [(className: String, number: Int)] {
    var found: [(className: String, number: Int)] = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "<") {
      rest = rest[rest.index(after: open)...]
      let className = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !className.isEmpty else { continue }
      let afterName = rest.dropFirst(className.count)
      guard afterName.first == "#" else { continue }
      let digits = afterName.dropFirst().prefix { $0.isNumber }
      guard let number = Int(digits) else { continue }
      found.append((String(className), number))
      rest = afterReference(afterName.dropFirst(1 + digits.count))
    }
    return found
  }

  /// The text after the `>` that closes a reference whose number `text` follows (its name skipped,
  /// with the references a name may hold); all of `text` when no `>` closes it.
  private static func afterReference(_ text: Substring) -> Substring {
    var depth = 1
    for index in text.indices {
      switch text[index] {
      case "<": depth += 1
      case ">":
        depth -= 1
        if depth == 0 { return text[text.index(after: index)...] }
      default: break
      }
    }
    return text
  }
}
