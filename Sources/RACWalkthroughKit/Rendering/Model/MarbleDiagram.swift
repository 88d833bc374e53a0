import Foundation
import RAC

/// What each signal sent, and when: one line per subscription to a signal.
///
/// **What counts as "a signal emits"**: a `-sendNext:`, `-sendError:` or `-sendCompleted` received
/// by a `RACPassthroughSubscriber`. Every subscription to a `RACDynamicSignal` or a `RACSubject` goes
/// through one passthrough, named `→ <the signal's name>`, and it sees exactly the events that
/// signal sends to that subscriber. A cold signal subscribed twice runs twice, so it gets two lines
/// (`signal`, `signal (subscription 2)`). `RACReturnSignal`, `RACEmptySignal` and `RACErrorSignal`
/// send straight to their subscriber without a passthrough and get no line: they send at once and
/// end. A line starts when the passthrough first appears in the trace (its subscription).
///
/// Times are the events' virtual times (`TraceEvent.time`).
public struct MarbleDiagram: Sendable, Codable {
  /// A value, the completion or an error.
  public enum MarkKind: String, Sendable, Codable {
    case next, completed, error
  }

  /// One event on a subscription's line.
  public struct Mark: Sendable, Codable {
    /// What happened.
    public let kind: MarkKind
    /// The value (next) or the error (error), as the trace renders it.
    public let value: String?
    /// The event's sequence number in the trace.
    public let sequence: Int
    /// When, in seconds of virtual time.
    public let time: Double
  }

  /// One subscription to a signal, as its passthrough subscriber sees it.
  public struct Line: Sendable, Codable {
    /// The signal's name (with ` (subscription N)` from its second subscription on).
    public let label: String
    /// The event at which the subscription started, and its time.
    public let subscribedAt: Int
    /// When the subscription was made.
    public let subscribedTime: Double
    /// What it received, in order.
    public let marks: [Mark]
  }

  /// Every subscription's line, in the order they were made.
  public let lines: [Line]

  /// Lines in the order of their first mark (upstream signals first, since a value passes the
  /// source's passthrough before the operators'), lines without marks after them.
  public static func build(_ trace: Trace) -> MarbleDiagram {
    struct Pending {
      var owner: TraceObject
      var subscribedAt: Int
      var subscribedTime: Double
      var marks: [Mark] = []
    }
    var pending: [Int: Pending] = [:]
    var order: [Int] = []
    for event in trace.events where event.phase == .enter || event.phase == .exit {
      for number in passthroughNumbers(in: event) where pending[number] == nil {
        guard let owner = passthrough(number, in: event) else { continue }
        pending[number] = Pending(owner: owner, subscribedAt: event.sequence, subscribedTime: event.time ?? 0)
        order.append(number)
      }
      guard event.phase == .enter, let owner = event.owner, owner.className == "RACPassthroughSubscriber" else {
        continue
      }
      let mark: Mark? =
        switch event.block {
        case "-sendNext:":
          Mark(kind: .next, value: event.argument("value") ?? "nil", sequence: event.sequence, time: event.time ?? 0)
        case "-sendError:":
          Mark(kind: .error, value: event.argument("error") ?? "nil", sequence: event.sequence, time: event.time ?? 0)
        case "-sendCompleted":
          Mark(kind: .completed, value: nil, sequence: event.sequence, time: event.time ?? 0)
        default: nil
        }
      if let mark { pending[owner.number]?.marks.append(mark) }
    }
    var subscriptions: [String: Int] = [:]
    let ordered = order.compactMap { pending[$0] }.enumerated().sorted { left, right in
      let leftKey = left.element.marks.first?.sequence ?? Int.max
      let rightKey = right.element.marks.first?.sequence ?? Int.max
      return (leftKey, left.offset) < (rightKey, right.offset)
    }.map(\.element)
    let bySubscription = ordered.sorted { $0.subscribedAt < $1.subscribedAt }
    var labels: [Int: String] = [:]
    for line in bySubscription {
      var name = line.owner.name
      if name.hasPrefix("→ ") { name.removeFirst(2) }
      if name.isEmpty { name = line.owner.description }
      subscriptions[name, default: 0] += 1
      let count = subscriptions[name, default: 1]
      labels[line.owner.number] = count == 1 ? name : "\(name) (subscription \(count))"
    }
    return MarbleDiagram(
      lines: ordered.map { line in
        Line(
          label: labels[line.owner.number] ?? line.owner.description, subscribedAt: line.subscribedAt,
          subscribedTime: line.subscribedTime, marks: line.marks)
      })
  }

  /// Whether any time passes between the first and the last thing the diagram shows.
  public var hasTime: Bool {
    let times = lines.flatMap { [$0.subscribedTime] + $0.marks.map(\.time) }
    guard let first = times.min(), let last = times.max() else { return false }
    return last > first
  }

  /// The numbers of the passthrough subscribers an event names: its owner, or in its arguments or
  /// result (`<RACPassthroughSubscriber#8 "→ mappedSignalA">`).
  private static func passthroughNumbers(in event: TraceEvent) -> [Int] {
    var numbers: [Int] = []
    if let owner = event.owner, owner.className == "RACPassthroughSubscriber" { numbers.append(owner.number) }
    let texts = event.arguments.map(\.value) + [event.result ?? ""]
    for text in texts where mayName(text) && text.contains("<RACPassthroughSubscriber#") {
      var rest = Substring(text)
      while let range = rest.range(of: "<RACPassthroughSubscriber#") {
        rest = rest[range.upperBound...]
        let digits = rest.prefix { $0.isNumber }
        if let number = Int(digits) { numbers.append(number) }
      }
    }
    return numbers
  }

  /// Whether `text` may name a passthrough subscriber: whether its UTF-8 holds
  /// `<RACPassthroughSubscriber#`. Foundation's search, which the text is then read with, finds
  /// nothing where the bytes are absent (no character of that ASCII is equivalent to another), and
  /// most values name none: the bytes are looked at first, for a fraction of the search's cost.
  private static func mayName(_ text: String) -> Bool {
    let marker = passthroughMarker
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count >= marker.count, let first = marker.first else { return false }
      var index = 0
      let last = bytes.count - marker.count
      while index <= last {
        if bytes[index] == first {
          var matched = 1
          while matched < marker.count, bytes[index + matched] == marker[matched] { matched += 1 }
          if matched == marker.count { return true }
        }
        index += 1
      }
      return false
    }
  }

  private static let passthroughMarker = Array("<RACPassthroughSubscriber#".utf8)

  /// The passthrough as an object: the owner when it is the event's owner, else read from the
  /// argument text (`<RACPassthroughSubscriber#8 "→ mappedSignalA">`).
  private static func passthrough(_ number: Int, in event: TraceEvent) -> TraceObject? {
    if let owner = event.owner, owner.className == "RACPassthroughSubscriber", owner.number == number {
      return owner
    }
    let prefix = "<RACPassthroughSubscriber#\(number)"
    for text in event.arguments.map(\.value) + [event.result ?? ""] where mayName(text) {
      guard let range = text.range(of: prefix) else { continue }
      let rest = text[range.upperBound...]
      if rest.hasPrefix(">") { return TraceObject(className: "RACPassthroughSubscriber", name: "", number: number) }
      guard rest.hasPrefix(" \"") else { continue }
      let nameStart = rest.index(rest.startIndex, offsetBy: 2)
      guard let end = rest[nameStart...].range(of: "\">") else { continue }
      return TraceObject(
        className: "RACPassthroughSubscriber", name: String(rest[nameStart..<end.lowerBound]), number: number)
    }
    return nil
  }
}
