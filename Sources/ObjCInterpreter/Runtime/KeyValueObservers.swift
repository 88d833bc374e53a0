import Foundation

/// The key-value observers of one of the program's objects (`ObjCInstance`): blocks told the new
/// value of a key (`RACObserve`'s wrapper) or KVO's change dictionary (RACCommand's observation of
/// its executions), each until the removal it was registered with is called (the libraries wrap it
/// in the `RACDisposable` that RAC's `RACKVOTrampoline` would be).
///
/// Kept apart from the instance so that a disposal during the instance's own `-dealloc` still takes
/// the block out at once, as RAC's `RACKVOTrampoline` sets its block to nil in `-dispose` (a weak
/// reference to the instance is already nil then): the block, and the subscriber it holds, go with
/// that disposal, not after the instance's storage is freed.
package final class KeyValueObservers: @unchecked Sendable {
  typealias ValueBlock = (Any?) -> Void
  typealias ChangeBlock = (ObjCDictionary) -> Void
  /// Takes a registered block out; calling it again does nothing.
  package typealias Removal = @Sendable () -> Void

  private enum Block {
    case value(ValueBlock)
    case change(ChangeBlock)
    /// Told KVO's whole change dictionaries (`new`, `old`, `indexes`), and the prior ones before
    /// each change when `prior` (`NSKeyValueObservingOptionPrior`).
    case full(prior: Bool, ChangeBlock)
  }

  private let lock = NSLock()
  private var observers: [String: [(token: Int, block: Block)]] = [:]
  /// What each registration's block holds, where the library that made it says (the RAC block or
  /// the subscriber it calls), by key and token: `leaks` names it as the object's KVO observer.
  private var held: [String: [(token: Int, object: AnyObject)]] = [:]
  private var nextToken = 0

  /// Registers `block` for the value of `key` after each change.
  func addObserver(forKey key: String, holding: AnyObject? = nil, block: @escaping ValueBlock) -> Removal {
    add(.value(block), forKey: key, holding: holding)
  }

  /// Registers `block` for the change dictionary of each change of `key`.
  func addChangeObserver(forKey key: String, holding: AnyObject? = nil, block: @escaping ChangeBlock) -> Removal {
    add(.change(block), forKey: key, holding: holding)
  }

  /// Registers `block` for KVO's whole change dictionary of each change of `key` (`new`, `old`,
  /// `indexes`), and with `prior` for the one KVO sends before the change.
  func addFullChangeObserver(
    forKey key: String, prior: Bool, holding: AnyObject? = nil, block: @escaping ChangeBlock
  ) -> Removal {
    add(.full(prior: prior, block), forKey: key, holding: holding)
  }

  /// The changes announced (`-willChange…`) and not yet ended (`-didChange…`), by key: how deep
  /// the announcements nest and the value before the outermost one.
  private var pending: [String: (depth: Int, old: Any?)] = [:]

  /// Notes a change of `key` beginning, with the value it had: true for the outermost one, the
  /// only one KVO tells its observers of (a setter inside a collection proxy's change). A key
  /// nobody observes keeps no note (false): its setters cost one look-up. The value before is kept
  /// (alive until the change ends) only for observers told whole change dictionaries, which carry
  /// it as `old`; the others' changes leave the old value's lifetime as it was.
  func beginChange(forKey key: String, old: @autoclosure () -> Any?) -> Bool {
    lock.withLock {
      if let open = pending[key] {
        pending[key] = (open.depth + 1, open.old)
        return false
      }
      guard let registered = observers[key], !registered.isEmpty else { return false }
      let keepsOld = registered.contains {
        if case .full = $0.block { return true }
        return false
      }
      pending[key] = (1, keepsOld ? old() : nil)
      return true
    }
  }

  /// Notes a change of `key` ending: whether it was the outermost (or announced by nobody), and
  /// the value before it when its beginning was announced.
  func endChange(forKey key: String) -> (isOutermost: Bool, announced: Bool, old: Any?) {
    lock.withLock {
      guard let open = pending[key] else { return (true, false, nil) }
      if open.depth > 1 {
        pending[key] = (open.depth - 1, open.old)
        return (false, true, nil)
      }
      pending[key] = nil
      return (true, true, open.old)
    }
  }

  /// The keys observed now, and those whose change was announced and has not ended (an observer
  /// removed meanwhile still ends it), sorted (the same order on every run).
  var observedKeys: [String] {
    lock.withLock { Set(observers.compactMap { $0.value.isEmpty ? nil : $0.key }).union(pending.keys) }.sorted()
  }

  /// What the registrations hold, as `leaks` names it (`KVO observer of its key email`).
  package var heldReferences: [(label: String, target: AnyObject)] {
    lock.withLock {
      held.sorted { $0.key < $1.key }.flatMap { key, list in
        list.map { (label: "KVO observer of its key \(key)", target: $0.object) }
      }
    }
  }

  /// The observers of `key` now, each with its registration order: value blocks, change blocks,
  /// and those told whole change dictionaries (with whether they want the prior ones).
  func observers(
    forKey key: String
  ) -> (
    values: [(token: Int, block: ValueBlock)], changes: [(token: Int, block: ChangeBlock)],
    full: [(token: Int, prior: Bool, block: ChangeBlock)]
  ) {
    let registered = lock.withLock { observers[key] ?? [] }
    var values: [(token: Int, block: ValueBlock)] = []
    var changes: [(token: Int, block: ChangeBlock)] = []
    var full: [(token: Int, prior: Bool, block: ChangeBlock)] = []
    for observer in registered {
      switch observer.block {
      case .value(let block): values.append((observer.token, block))
      case .change(let block): changes.append((observer.token, block))
      case .full(let prior, let block): full.append((observer.token, prior, block))
      }
    }
    return (values, changes, full)
  }

  /// Decided under the lock, released after it: the block may hold the last reference to a
  /// subscriber, whose teardown may register or remove observers again.
  private func add(_ block: Block, forKey key: String, holding: AnyObject?) -> Removal {
    let token = lock.withLock { () -> Int in
      nextToken += 1
      observers[key, default: []].append((nextToken, block))
      if let holding { held[key, default: []].append((nextToken, holding)) }
      return nextToken
    }
    return { [weak self] in
      guard let self else { return }
      let removed = self.lock.withLock { () -> (blocks: [(token: Int, block: Block)], held: [AnyObject]) in
        let heldIndex = self.held[key]?.firstIndex { $0.token == token }
        let held = heldIndex.flatMap { self.held[key]?.remove(at: $0).object }
        guard let index = self.observers[key]?.firstIndex(where: { $0.token == token }) else {
          return ([], [held].compactMap { $0 })
        }
        return ([self.observers[key]?.remove(at: index)].compactMap { $0 }, [held].compactMap { $0 })
      }
      _ = removed
    }
  }
}
