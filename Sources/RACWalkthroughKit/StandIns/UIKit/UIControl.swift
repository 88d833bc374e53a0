import Foundation
import RAC

/// `UIControlEvents`, with UIKit's bit values (RAC names a control's signal with the mask in hex:
/// `-rac_signalForControlEvents: 40` is `UIControlEventTouchUpInside`).
public struct UIControlEvents: OptionSet, Sendable {
  /// The mask.
  public let rawValue: UInt
  /// A mask of `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// `UIControlEventTouchDown`.
  public static let touchDown = UIControlEvents(rawValue: 1 << 0)
  /// `UIControlEventTouchUpInside`: a tap.
  public static let touchUpInside = UIControlEvents(rawValue: 1 << 6)
  /// `UIControlEventValueChanged`.
  public static let valueChanged = UIControlEvents(rawValue: 1 << 12)
  /// `UIControlEventEditingDidBegin`.
  public static let editingDidBegin = UIControlEvents(rawValue: 1 << 16)
  /// `UIControlEventEditingChanged`: the text changed as the user typed.
  public static let editingChanged = UIControlEvents(rawValue: 1 << 17)
  /// `UIControlEventEditingDidEnd`.
  public static let editingDidEnd = UIControlEvents(rawValue: 1 << 18)
  /// `UIControlEventEditingDidEndOnExit`.
  public static let editingDidEndOnExit = UIControlEvents(rawValue: 1 << 19)
  /// `UIControlEventAllTouchEvents`.
  public static let allTouchEvents = UIControlEvents(rawValue: 0x0FFF)
  /// `UIControlEventAllEditingEvents`: what `rac_textSignal` listens to.
  public static let allEditingEvents = UIControlEvents(rawValue: 0xF_0000)
  /// `UIControlEventAllEvents`.
  public static let allEvents = UIControlEvents(rawValue: 0xFFFF_FFFF)

  /// The events' constants by their Objective-C names, for snippets.
  public static let named: [(name: String, events: UIControlEvents)] = [
    ("UIControlEventTouchDown", .touchDown), ("UIControlEventTouchUpInside", .touchUpInside),
    ("UIControlEventValueChanged", .valueChanged), ("UIControlEventEditingDidBegin", .editingDidBegin),
    ("UIControlEventEditingChanged", .editingChanged), ("UIControlEventEditingDidEnd", .editingDidEnd),
    ("UIControlEventEditingDidEndOnExit", .editingDidEndOnExit), ("UIControlEventAllTouchEvents", .allTouchEvents),
    ("UIControlEventAllEditingEvents", .allEditingEvents), ("UIControlEventAllEvents", .allEvents),
  ]
}

/// `UIControl`: target-action, which is how UIKit tells code about a tap or an edit, and RAC 2.5's
/// `-rac_signalForControlEvents:` on it (UIControl+RACSignalSupport.m).
///
/// A target here is a closure (what the bridge makes of a snippet's `addTarget:action:…`, or a
/// subscriber's `sendNext:`). `-sendActionsForControlEvents:` calls every target registered for any
/// of the events, in the order they were added, on the calling thread, as UIKit does; it is also
/// how a snippet scripts the user (`[button sendActionsForControlEvents:UIControlEventTouchUpInside]`
/// is a tap). Like UIKit, the control does not keep a target alive beyond its registration.
open class UIControl: UIView {
  /// Who registered a target, for `-removeTarget:action:forControlEvents:`: the target object by
  /// identity and the action's selector; nil in a removal matches any, as UIKit's nil does.
  public struct TargetTag: Sendable {
    /// The target object.
    public let target: ObjectIdentifier?
    /// The action's selector.
    public let action: String?

    /// A tag of `target` and `action`.
    public init(target: ObjectIdentifier?, action: String?) {
      self.target = target
      self.action = action
    }

    func matches(_ other: TargetTag?) -> Bool {
      guard let other else { return false }
      return (target == nil || target == other.target) && (action == nil || action == other.action)
    }
  }

  private struct Target {
    let token: Int
    var events: UIControlEvents
    let tag: TargetTag?
    let action: (UIControl) -> Void
  }

  private let lock = NSLock()
  private var targets: [Target] = []
  private var nextToken = 0

  /// `-enabled` (`isEnabled`); YES by default.
  public var enabled: Bool {
    get { value(forKey: "enabled") as? Bool ?? true }
    set { setValue(newValue, forKey: "enabled") }
  }

  /// Registers `action` for `events`; returns the token that removes it.
  @discardableResult
  public func addTarget(
    for events: UIControlEvents, tag: TargetTag? = nil, action: @escaping (UIControl) -> Void
  ) -> Int {
    lock.withLock {
      nextToken += 1
      targets.append(Target(token: nextToken, events: events, tag: tag, action: action))
      return nextToken
    }
  }

  /// `-removeTarget:action:forControlEvents:`: takes `events` off every registration `tag` matches,
  /// dropping those left with none.
  public func removeTargets(tagged tag: TargetTag, for events: UIControlEvents) {
    lock.withLock {
      for index in targets.indices where tag.matches(targets[index].tag) {
        targets[index].events.subtract(events)
      }
      targets.removeAll { $0.events.isEmpty }
    }
  }

  /// Removes the registration `token` (a token already removed is ignored).
  public func removeTarget(_ token: Int) {
    lock.withLock { targets.removeAll { $0.token == token } }
  }

  /// `-sendActionsForControlEvents:`: calls each target registered for any of `events`, outside
  /// the lock, in the order they were added.
  open func sendActions(for events: UIControlEvents) {
    let matching = lock.withLock { targets.filter { !$0.events.intersection(events).isEmpty } }
    for target in matching { target.action(self) }
  }

  /// `-rac_signalForControlEvents:`: each subscription registers a target that sends the control
  /// itself as a value for each of the events, and removes it when disposed; the subscriber
  /// completes when the control is deallocated (RAC adds that to its `rac_deallocDisposable`).
  /// Named `<control> -rac_signalForControlEvents: 40`, the mask in hex, as RAC names it.
  public func rac_signalForControlEvents(_ events: UIControlEvents) -> RACSignal {
    RACSignal.createSignal { [weak self] subscriber in
      guard let self else { return nil }
      let token = self.addTarget(for: events) { sender in subscriber.sendNext(sender) }
      self.rac_deallocDisposable.add(RACDisposable { subscriber.sendCompleted() })
      return RACDisposable { [weak self] in self?.removeTarget(token) }
    }
    .setNameWithFormat("%@ -rac_signalForControlEvents: %lx", rac_description, events.rawValue)
  }
}
