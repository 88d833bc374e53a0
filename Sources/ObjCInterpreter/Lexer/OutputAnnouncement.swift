/// How posts say "what follows is what the code printed", in Chinese and English: a sentence before
/// a block (`在上述代码执行时，会在控制台中打印出以下内容：`, `This prints the following:`), a label at
/// the start of a line (`结果:`, `输出：`, `Output:`), inside a listing, in a comment or in the prose
/// after it. `check-post` (and the interpreter's lexer, for a listing whose box also holds its output)
/// reads a post's stated outputs through these rules alone, so they grow in one place. They live with
/// the interpreter, which reads a listing's own `输出:` lines and `// Output:` comments with them;
/// the post reader of the walkthroughs' glue (`PostListings`, `StatedOutput`) uses them too.
public enum OutputAnnouncement {
  /// Words that speak of printed output (compared lowercased).
  static let keywords = [
    "输出", "打印", "结果", "控制台", "日志", "output", "prints", "printed", "print", "logs", "logged", "console",
  ]

  /// Words that point at what follows (a sentence about output without a colon still announces a
  /// block when it says "as follows").
  static let pointers = ["如下", "以下", "下面", "following", "below", "as follows"]

  /// Whether `line` (the prose right before a block) announces that the block is printed output: it
  /// speaks of output (`输出`, `打印`, `结果`, `控制台`, `output`, `prints`, `logs`, `console`…) and
  /// ends with a colon or points at what follows (`如下`, `以下`, `the following`).
  public static func announces(_ line: String) -> Bool {
    let text = trimmed(line).lowercased()
    guard !text.isEmpty, keywords.contains(where: text.contains) else { return false }
    let stripped = text.trimmingTrailing { ")）*_`.。 ".contains($0) }
    if stripped.hasSuffix(":") || stripped.hasSuffix("：") { return true }
    return pointers.contains(where: text.contains)
  }

  /// Words that hedge: the post says its output may be other than the one shown.
  static let hedges = ["可能", "不一样", "不同", "不一定", "may ", "might", "differ", "vary", "varies", "not always"]

  /// Whether an announcing sentence says the output shown is one of several (`也可能和下面的结果完全
  /// 不一样`, `the order may differ`).
  public static func hedges(_ line: String) -> Bool {
    let text = line.lowercased()
    return hedges.contains(where: text.contains)
  }

  /// The labels that say "what follows is output" (compared lowercased, spaces ignored).
  static let labels: Set<String> = [
    "output", "outputs", "print", "prints", "printed", "console", "consoleoutput", "logs", "输出", "打印", "结果",
    "输出结果", "打印结果", "运行结果", "执行结果", "控制台", "控制台输出", "控制台打印", "打印输出", "日志", "日志输出",
  ]

  /// A label at the start of `line` that says the rest is output (`结果:`, `输出：1`, `打印结果:`,
  /// `Output:`, `Console:`, `Prints:`), and what follows the colon; nil for any other line. Only
  /// these labels count (`labels`), not any words before a colon: `// print the value:` in a
  /// listing is a remark, not its output.
  public static func label(in line: String) -> (label: String, rest: String)? {
    let text = trimmed(line)
    guard let colon = text.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return nil }
    let label = trimmed(String(text[..<colon]))
    guard labels.contains(label.lowercased().replacingOccurrences(of: " ", with: "")) else { return nil }
    return (label, trimmed(String(text[text.index(after: colon)...])))
  }

  /// Whether a label is written in English (`Output:`): the lexer takes those only at the top
  /// level, where no C label could be meant.
  public static func isEnglish(_ label: String) -> Bool { label.unicodeScalars.allSatisfy(\.isASCII) }

  /// The line without the whitespace around it (including the full-width and no-break spaces pasted
  /// from web pages).
  public static func trimmed(_ text: String) -> String {
    var scalars = Substring(text)
    while let first = scalars.first, isSpace(first) { scalars = scalars.dropFirst() }
    while let last = scalars.last, isSpace(last) { scalars = scalars.dropLast() }
    return String(scalars)
  }

  private static func isSpace(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == "\r" || character == "\u{A0}" || character == "\u{3000}"
  }
}

extension String {
  /// The string without the trailing characters that `drop` accepts.
  fileprivate func trimmingTrailing(while drop: (Character) -> Bool) -> String {
    var text = Substring(self)
    while let last = text.last, drop(last) { text = text.dropLast() }
    return String(text)
  }
}
