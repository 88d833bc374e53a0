/// The arguments of one command, taken apart: flags with values (`--format jsonl`), switches
/// (`--all`) and positional names. Anything else is a usage error naming the bad argument, and so is
/// a flag given twice (no silent last-one-wins).
struct ArgumentList {
  private(set) var positional: [String] = []
  private var values: [String: String] = [:]
  private var switches: Set<String> = []

  /// - Parameters:
  ///   - arguments: the words after the command.
  ///   - command: the command's name, for errors.
  ///   - valueFlags: flags that take a value (`--format`).
  ///   - switchFlags: flags that stand alone (`--all`).
  /// - Throws: `CommandFailure.usage` for an unknown flag, a flag given twice, or a value missing.
  init(_ arguments: [String], command: String, valueFlags: Set<String> = [], switchFlags: Set<String> = []) throws {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        positional += remaining
        break
      }
      guard argument.hasPrefix("-"), argument.count > 1 else {
        positional.append(argument)
        continue
      }
      var flag = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        flag = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if valueFlags.contains(flag) {
        guard let value = inlineValue ?? remaining.popFirst() else {
          throw CommandFailure.usage("\(command): \(flag) needs a value")
        }
        guard values[flag] == nil else { throw CommandFailure.usage("\(command): \(flag) is given twice") }
        values[flag] = value
      } else if switchFlags.contains(flag), inlineValue == nil {
        guard !switches.contains(flag) else { throw CommandFailure.usage("\(command): \(flag) is given twice") }
        switches.insert(flag)
      } else {
        throw CommandFailure.usage("\(command): unknown option '\(argument)' (see 'rac-walkthrough help \(command)')")
      }
    }
  }

  func value(_ flag: String) -> String? { values[flag] }
  func isSet(_ flag: String) -> Bool { switches.contains(flag) }
}
