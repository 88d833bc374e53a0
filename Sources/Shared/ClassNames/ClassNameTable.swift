/// The one table of Foundation's private class names and the public classes they stand for,
/// through which class names printed by the posts (Objective-C on iOS), by the interpreter and by
/// our Swift programs are compared.
///
/// An iOS program printing `[x class]` shows Foundation's private concrete classes (the
/// interpreter prints the same); the same value in our Swift walkthrough has a Swift or
/// swift-corelibs-foundation type. Each row maps every name that can stand for one kind of value
/// to the name the report shows. Names not in the table are compared as they are. The translations'
/// `classOf` prints a private class by its row's name too, so that Darwin, whose Foundation answers
/// with private classes, prints what Linux does.
public enum ClassNameTable {
  /// One class as iOS and Swift name it, and the name shown.
  public struct Row: Sendable {
    /// The name shown in reports for this kind of value.
    public let canonical: String
    /// What an iOS program prints for it.
    public let objectiveC: [String]
    /// What our Swift walkthroughs print for it on Linux.
    public let swift: [String]
  }

  /// Every class whose names differ between iOS and Swift output.
  public static let rows: [Row] = [
    Row(
      canonical: "NSNumber", objectiveC: ["__NSCFNumber", "__NSCFBoolean", "NSNumber"],
      swift: ["NSNumber", "Int", "Double", "Bool"]),
    Row(
      canonical: "NSString",
      objectiveC: ["__NSCFConstantString", "__NSCFString", "NSTaggedPointerString", "NSString"],
      swift: ["String", "NSString"]),
    Row(
      canonical: "NSArray", objectiveC: ["__NSArrayI", "__NSArrayM", "__NSArray0", "NSArray", "NSMutableArray"],
      swift: ["Array", "NSArray", "NSMutableArray"]),
    Row(canonical: "NSError", objectiveC: ["NSError"], swift: ["NSError"]),
    Row(canonical: "NSNull", objectiveC: ["NSNull"], swift: ["NSNull"]),
  ]

  /// The canonical name for `name`, or `name` itself when no row lists it.
  public static func canonical(_ name: String) -> String {
    rows.first { $0.objectiveC.contains(name) || $0.swift.contains(name) }?.canonical ?? name
  }

  /// Replaces every class name of the table that appears as a whole word in `line` by its
  /// canonical name.
  public static func canonicalizeClassNames(in line: String) -> String {
    var result = ""
    var word = ""
    func flush() {
      result += word.isEmpty ? "" : canonical(word)
      word = ""
    }
    for character in line {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  /// Whether `line` names a class of the table as a whole word (`__NSCFNumber`, `NSArray`): then
  /// the table took part in comparing it, and a report shows the table.
  public static func namesAClass(_ line: String) -> Bool {
    line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains { word in
      rows.contains { $0.objectiveC.contains(String(word)) || $0.swift.contains(String(word)) }
    }
  }

  /// The table as text, for reports and `--help`.
  public static var text: String {
    rows.map { row in
      "  \(row.canonical): iOS \(row.objectiveC.joined(separator: ", ")) | Swift \(row.swift.joined(separator: ", "))"
    }.joined(separator: "\n")
  }
}
