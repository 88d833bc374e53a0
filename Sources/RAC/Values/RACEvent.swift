import Foundation

/// `RACEventType`: which of a signal's three events a `RACEvent` stands for (RAC's raw values).
public enum RACEventType: UInt, Sendable {
  case completed = 0
  case error = 1
  case next = 2
}

/// One of a signal's events as a value: what `materialize` sends and `dematerialize` takes apart.
///
/// Mirrors `RACEvent` (RACEvent.m): one stored object (the value of a next event, the error of an
/// error event, nothing for completion); `value` and `error` read it only for their own type;
/// `isFinished` for error and completion. Two events are equal when their types are equal and their
/// objects are identical or `isEqual:` (nil equal to nil) — behaviour §6.13. The completed event is
/// one shared instance. Not a `CoreObject`: like `RACTuple` it is a plain value object, so the shared
/// completed event is not counted as a live RAC object.
public final class RACEvent: CoreReferencingObject, Hashable, CustomStringConvertible, @unchecked Sendable {
  /// Whether it is a value, an error or the completion.
  public let eventType: RACEventType
  private let object: Any?

  private init(eventType: RACEventType, object: Any?) {
    self.eventType = eventType
    self.object = TraceValueDescription.unwrapped(object)
  }

  /// `+completedEvent`: the one completed event (`RACEvent.completed`, as Swift imports it).
  public static let completed = RACEvent(eventType: .completed, object: nil)

  /// `+eventWithError:`.
  public convenience init(error: NSError?) {
    self.init(eventType: .error, object: error)
  }

  /// `+eventWithValue:`.
  public convenience init(value: Any?) {
    self.init(eventType: .next, object: value)
  }

  /// The value of a next event; nil for the other types.
  public var value: Any? { eventType == .next ? object : nil }

  /// The error of an error event; nil for the other types.
  public var error: NSError? { eventType == .error ? object as? NSError : nil }

  /// `-isFinished`: true for error and completed events.
  public var isFinished: Bool { eventType == .completed || eventType == .error }

  /// `-isEqual:`: the same type and equal values or errors.
  public static func == (lhs: RACEvent, rhs: RACEvent) -> Bool {
    if lhs === rhs { return true }
    return lhs.eventType == rhs.eventType && ValueEquality.isEqual(lhs.object, rhs.object)
  }

  /// RAC hashes the type with the object's hash; the type alone keeps equal events equal-hashed
  /// for objects that are only `isEqual:`-comparable.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(eventType)
  }

  /// `next = A`, `error = Error Domain=… Code=… "(null)"`, `completed`: the part in braces.
  public var eventDescription: String {
    switch eventType {
    case .completed: return "completed"
    case .error: return "error = " + LogSink.describe(object)
    case .next: return "next = " + LogSink.describe(object)
    }
  }

  /// `<RACEvent: 0x…>{ next = A }`.
  public var description: String {
    "<RACEvent: \(ObjectAddress.of(self))>{ \(eventDescription) }"
  }

  /// An event held in a buffer (a replay subject of `-materialize`'s values) leads a leak analysis
  /// to its value: `ivar _object`, the value or error it carries when that is an object.
  public override func appendCoreReferences(to references: inout CoreReferences) {
    references.add("ivar _object", value: object)
  }

  /// Always the same: an event's value is set once, where it is made.
  public override var referenceStamp: UInt? { 0 }
}
