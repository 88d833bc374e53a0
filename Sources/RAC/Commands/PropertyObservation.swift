import Foundation

/// Key-value observation of `RACCommand`'s own properties, which RAC's command is built on
/// (`rac_valuesAndChangesForKeyPath:` and `RACObserve` on itself): observers registered per
/// property, told synchronously of every change, the latest registered first (Apple does not
/// document KVO's order; this is the replay's choice), and completed when the command goes away
/// (as a KVO signal completes when its target deallocates).
final class PropertyObservation: @unchecked Sendable {
  enum Property {
    case activeExecutionSignals
    case allowsConcurrentExecution
  }

  private struct Observer {
    let token: Int
    let property: Property
    let changed: (_ value: Any?, _ inserted: [Any]?) -> Void
    let ended: () -> Void
  }

  private let observers = LockedState<(next: Int, list: [Observer], current: [Property: Any])>((0, [], [:]))

  /// The property's values: the current one at once (`NSKeyValueObservingOptionInitial`), then one
  /// per change — what `RACObserve(command, property)` sends.
  func values(of property: Property, owner: RACCommand) -> RACSignal {
    observe(property, owner: owner, initial: true) { value, _ in value }
      .setNameWithFormat("RACObserve(%@, %@)", owner, String(describing: property))
  }

  /// What changed, one value per change and no initial one: the inserted objects for an insertion
  /// into an array property, nil otherwise (`NSKeyValueChangeNewKey`, as RACCommand reads it from
  /// `rac_valuesAndChangesForKeyPath:` with only `NSKeyValueObservingOptionNew`).
  func changes(of property: Property, owner: RACCommand) -> RACSignal {
    observe(property, owner: owner, initial: false) { _, inserted in inserted }
  }

  private func observe(
    _ property: Property, owner: RACCommand, initial: Bool, value: @escaping (Any?, [Any]?) -> Any?
  ) -> RACSignal {
    RACSignal.createSignal { [weak owner] subscriber in
      guard let owner else {
        subscriber.sendCompleted()
        return nil
      }
      let (token, current) = self.observers.withLock { state -> (Int, Any?) in
        state.next += 1
        state.list.append(
          Observer(
            token: state.next, property: property,
            changed: { newValue, inserted in subscriber.sendNext(value(newValue, inserted)) },
            ended: { subscriber.sendCompleted() }))
        return (state.next, state.current[property])
      }
      if initial { subscriber.sendNext(value(current ?? owner.initialValue(of: property), nil)) }
      return RACDisposable { [weak self] in
        self?.observers.withLock { $0.list.removeAll { $0.token == token } }
      }
    }
  }

  /// KVO's `didChange`: tells every observer of `property`, outside this registry's lock, the one
  /// that registered last first. Foundation does not document the order in which KVO tells the
  /// observers of one key path; this one agrees with a RACCommand tutorial's output recorded on a
  /// device (the tests' published snippet 47: `executing`, observed after the execution signals,
  /// delivers its YES first), and decides whether `enabled` or `executing` prints first when both
  /// change.
  func didChange(_ property: Property, to value: Any?, inserted: [Any]?) {
    let interested = observers.withLock { state -> [Observer] in
      state.current[property] = value
      return state.list.filter { $0.property == property }
    }
    for observer in interested.reversed() { observer.changed(value, inserted) }
  }

  /// The command is going away: every observation completes.
  func ownerDidGoAway() {
    let all = observers.withLock { state -> [Observer] in
      defer { state.list.removeAll() }
      return state.list
    }
    for observer in all { observer.ended() }
  }
}

extension RACCommand {
  /// A property's value before it first changes.
  fileprivate func initialValue(of property: PropertyObservation.Property) -> Any? {
    switch property {
    case .activeExecutionSignals: return activeExecutionSignals
    case .allowsConcurrentExecution: return NSNumber(value: allowsConcurrentExecution)
    }
  }
}
