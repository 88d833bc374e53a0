import ObjCInterpreter
import ObjCLibraries

/// A program's `// Leaks:` line held to what `leaks` finds at its end: `none` when nothing may be
/// left; else every class it names must have an object left alive, and every object left alive must
/// be one of those or kept by the same cause (the cycle or root) as one of them — `// Leaks: Screen`
/// covers the subject and subscribers Screen's cycle keeps, not a subject a static holds.
public struct LeakStatementCheck: Sendable {
  /// Whether what is left is what the line states.
  public let passed: Bool
  /// The verdict, then one line per difference (indented), for `verify`'s report.
  public let lines: [String]

  /// Checks `report` (the program's end) against `stated`.
  package init(stated: StatedLeaks, report: LeakReport) {
    let place = stated.place
    let said = stated.classes.isEmpty ? "none" : stated.classes.joined(separator: ", ")
    let reason = stated.reason.map { " (\($0))" } ?? ""
    var differences: [String] = []
    let keptClasses = Set(report.keptClasses)
    for name in stated.classes where !keptClasses.contains(name) {
      differences.append("states \(name) left alive, but no \(name) is alive at the program's end")
    }
    // The core's unnamed objects may be held by the core objects of a group the line states.
    let statedGroupHoldsCoreObjects = report.groups.contains { group in
      group.objects.contains { stated.classes.contains($0.className) }
        && group.holdsCoreObjects
    }
    for group in report.groups where !group.objects.contains(where: { stated.classes.contains($0.className) }) {
      if group.heldByTheCoreObjectsAbove && statedGroupHoldsCoreObjects { continue }
      if group.cause == LeakReport.coreGroupCause {
        differences.append(
          "left alive but not stated: \(group.objects.count) of the Swift core's objects (\(Self.classes(group.objects[...]))), \(group.cause)"
        )
        continue
      }
      let others = group.objects.count - 1
      let more =
        others == 0
        ? "" : " and \(others) more object\(others == 1 ? "" : "s") (\(Self.classes(group.objects.dropFirst())))"
      differences.append(
        "left alive but not stated: \(group.objects.first.map(\.name) ?? "")\(more), \(group.cause)")
    }
    passed = differences.isEmpty
    let count = report.lines.last ?? ""
    if passed {
      lines = ["  leaks: as stated (`// Leaks: \(said)` at \(place))\(reason): \(count)"]
    } else {
      lines =
        ["  leaks: not as stated (`// Leaks: \(said)` at \(place)); at the program's end: \(count)"]
        + differences.map { "    " + $0 }
    }
  }

  /// The classes of `objects`, counted (`RACSubject 1, RACSubscriber 2`).
  private static func classes(_ objects: ArraySlice<(className: String, name: String)>) -> String {
    var counts: [String: Int] = [:]
    var order: [String] = []
    for object in objects {
      if counts[object.className] == nil { order.append(object.className) }
      counts[object.className, default: 0] += 1
    }
    return order.map { "\($0) \(counts[$0] ?? 0)" }.joined(separator: ", ")
  }
}

extension ObjCSnippet {
  /// The snippet run as `leaks` runs it, its end checked against `stated`: the check, or the error
  /// that stopped the run.
  package func checkLeaks(against stated: StatedLeaks) -> Result<LeakStatementCheck, ObjCError> {
    let found = findLeaks()
    if let error = found.error { return .failure(error) }
    guard let report = found.report else {
      return .success(
        LeakStatementCheck(failing: "  leaks: the program's end was never reached, so `// Leaks:` cannot be checked"))
    }
    return .success(LeakStatementCheck(stated: stated, report: report))
  }
}

extension LeakStatementCheck {
  fileprivate init(failing line: String) {
    passed = false
    lines = [line]
  }
}
