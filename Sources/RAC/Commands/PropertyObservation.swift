import Foundation

/// Key-value observation of `RACCommand`'s own properties, which RAC's command is built on
/// (`rac_valuesAndChangesForKeyPath:` and `RACObserve` on itself): observers registered per
/// property, told synchronously of every change, the latest registered first (Apple does not
/// document KVO's order; this is the replay's choice), and completed when the command goes away
/// (as a KVO signal completes when its target deallocates). The signals have the shape of RAC's KVO
/// wrappers (`-rac_valuesAndChangesForKeyPath:options:observer:`), so the command makes the calls
/// RACCommand.m makes.
final class PropertyObservation: @unchecked Sendable {
  /// The command's properties that change, by their key-value coding keys.
  enum Property: String {
    case activeExecutionSignals
    case allowsConcurrentExecution
  }

  private struct Observer {
    let token: Int
    let property: Property
    let changed: ChangeBlock
    /// What a leak analysis names as the registration's block when it is not `changed` itself: the
    /// block a program's `RACObserve(command, key)` registered (`addObserver(of:holding:block:)`).
    var holding: AnyObject? = nil
  }

  /// What an observer is told, alone in a struct so that a leak analysis can key it
  /// (`ClosureKey(fieldOf:)`).
  private struct ChangeBlock {
    let closure: (_ value: Any?, _ inserted: [Any]?) -> Void
  }

  private let observers = LockedState<(next: Int, list: [Observer], current: [Property: Any])>((0, [], [:]))

  /// `RACObserve(command, property)`: `-rac_valuesForKeyPath:observer:` with the command as its
  /// own observer, the values-and-changes signal mapped to its first element, as
  /// NSObject+RACPropertySubscribing.m makes it: the current value at once, then one per change.
  func values(of property: Property, owner: RACCommand) -> RACSignal {
    valuesAndChanges(of: property, owner: owner, observer: owner, initial: true)
      .map { value in (value as? RACTuple)?[0] }
      .setNameWithFormat("RACObserve(%@, %@)", owner, String(describing: property))
  }

  /// `-rac_valuesAndChangesForKeyPath:options:observer:` with only `NSKeyValueObservingOptionNew`
  /// and no observer, as RACCommand reads additions to `activeExecutionSignals`: one
  /// `RACTuplePack(value, change)` per change, no initial one; the change's `new` holds the
  /// inserted objects of an insertion, nil for a removal (`NSKeyValueChangeNewKey`).
  func changes(of property: Property, owner: RACCommand) -> RACSignal {
    valuesAndChanges(of: property, owner: owner, observer: nil, initial: false)
  }

  /// The command's own KVO signal, in the shape of RAC's wrappers (`KVOSignal`), so a command
  /// traces alike on RAC's source.
  private func valuesAndChanges(of property: Property, owner: RACCommand, observer: RACCommand?, initial: Bool)
    -> RACSignal
  {
    KVOSignal.make(
      target: owner, targetWillDealloc: owner.rac_willDeallocSignal,
      observerWillDealloc: observer?.rac_willDeallocSignal, named: "block at KeyValueSignals.m:\(initial ? 42 : 66)"
    ) { owner, subscriber in
      let changed = ChangeBlock { newValue, inserted in
        let change = inserted.map { KVOChange(kind: 2, new: $0) } ?? KVOChange(kind: 3, new: nil)
        subscriber.sendNext(RACTuplePack(newValue, change))
      }
      // The registration keeps the block, named as the block of the tool's RACSource/KeyValueSignals.m
      // that registers it on RAC's code (line 48 with the initial value, 72 with KVO's changes).
      if CoreClosures.isRecording {
        CoreClosures.record(
          ClosureKey(fieldOf: changed), named: "block at KeyValueSignals.m:\(initial ? 48 : 72)",
          captures: [.object("subscriber", subscriber)])
      }
      let (token, current) = self.observers.withLock { state -> (Int, Any?) in
        state.next += 1
        state.list.append(Observer(token: state.next, property: property, changed: changed))
        return (state.next, state.current[property])
      }
      if initial {
        let value = current ?? owner.initialValue(of: property)
        subscriber.sendNext(RACTuplePack(value, KVOChange(new: value)))
      }
      return self.registrationEnd(token)
    }
  }

  /// A registration made for a program's `RACObserve(command, key)` (the command as a
  /// `KeyValueObservable`): `block` gets the new value after each change of `property`, until the
  /// returned disposable is disposed. `holding` is what a leak analysis names as the registered block.
  func addObserver(of property: Property, holding: AnyObject?, block: @escaping (Any?) -> Void) -> RACDisposable {
    let changed = ChangeBlock { newValue, _ in block(newValue) }
    let token = observers.withLock { state -> Int in
      state.next += 1
      state.list.append(Observer(token: state.next, property: property, changed: changed, holding: holding))
      return state.next
    }
    return registrationEnd(token)
  }

  /// The registration's end, which holds the registry weakly: named as the core's own.
  private func registrationEnd(_ token: Int) -> RACDisposable {
    RACDisposable(.ours, captures: []) { [weak self] in
      self?.observers.withLock { $0.list.removeAll { $0.token == token } }
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
    for observer in interested.reversed() { observer.changed.closure(value, inserted) }
  }

  /// The registrations, as a leak analysis names them on RAC's code: `KVO observer of its key
  /// activeExecutionSignals`, each the block it keeps.
  func appendReferences(to references: inout CoreReferences) {
    let list = observers.withLock { $0.list }
    for observer in list {
      let label = "KVO observer of its key \(observer.property)"
      switch observer.holding {
      case let closure as CoreClosureReference: references.add(label, closure: closure.key)
      case let object?: references.add(label, object)
      case nil: references.add(label, closure: ClosureKey(fieldOf: observer.changed))
      }
    }
  }

  /// The command is going away: its observations end (their signals complete through the zip of
  /// `rac_willDeallocSignal`s they are taken until).
  func ownerDidGoAway() {
    // Taken out under the lock, released after it: a released observer may release its subscriber,
    // whose disposal takes this lock again.
    let ended = observers.withLock { state -> [Observer] in
      defer { state.list.removeAll() }
      return state.list
    }
    withExtendedLifetime(ended) {}
  }
}

extension RACCommand {
  /// A property's value before it first changes.
  func initialValue(of property: PropertyObservation.Property) -> Any? {
    switch property {
    case .activeExecutionSignals: return activeExecutionSignals
    case .allowsConcurrentExecution: return NSNumber(value: allowsConcurrentExecution)
    }
  }
}
