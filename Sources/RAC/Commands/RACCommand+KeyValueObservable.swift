import Foundation

/// A command is key-value observable, as RACCommand.m makes it: `allowsConcurrentExecution` posts its
/// KVO notifications by hand (`-setAllowsConcurrentExecution:` sends `-willChangeValueForKey:` and
/// `-didChangeValueForKey:` on every set, equal or not), and so does the private
/// `activeExecutionSignals`; the signals `-init` makes (`executionSignals`, `executing`, `enabled`,
/// `errors`) are set once and never change. So a program's `RACObserve(command,
/// allowsConcurrentExecution)` works on the Swift core as on RAC's source (ReactiveObjC's
/// RACCommandSpec observes it), through the same registry the command's own `enabled` uses.
extension RACCommand: KeyValueObservable {
  /// The keys `-valueForKey:` answers: RACCommand's properties, the private one included.
  public static let keyValueCodingKeys: Set<String> = [
    "allowsConcurrentExecution", "activeExecutionSignals", "executionSignals", "executing", "enabled", "errors",
  ]

  /// `-valueForKey:` of one of `keyValueCodingKeys`; nil for any other key (the bridge refuses those
  /// first, as Foundation raises `NSUnknownKeyException`).
  public func value(forKey key: String) -> Any? {
    switch key {
    case "allowsConcurrentExecution": return NSNumber(value: allowsConcurrentExecution)
    case "activeExecutionSignals": return activeExecutionSignals
    case "executionSignals": return executionSignals
    case "executing": return executing
    case "enabled": return enabled
    case "errors": return errors
    default: return nil
    }
  }

  /// KVO's registration: `block` gets the new value after each change of `key`.
  public func addObserver(forKey key: String, block: @escaping (Any?) -> Void) -> RACDisposable {
    addObserver(forKey: key, holding: nil, block: block)
  }

  /// KVO's registration, naming `holding` as the registered block for a leak analysis. A key whose
  /// value never changes registers nothing: no notification will ever come.
  public func addObserver(forKey key: String, holding: AnyObject?, block: @escaping (Any?) -> Void) -> RACDisposable {
    guard let property = PropertyObservation.Property(rawValue: key) else {
      return RACDisposable(.ours, captures: []) {}
    }
    return observation.addObserver(of: property, holding: holding, block: block)
  }

  /// `%@` of the command in a signal's name, as RAC 2.5's `rac_description` gives it.
  public var rac_description: ObjectDescription {
    ObjectDescription(text: StreamName.racDescription(self))
  }
}
