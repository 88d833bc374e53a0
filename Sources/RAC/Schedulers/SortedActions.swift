import Foundation

/// A virtual queue's waiting blocks, sorted by date, then by the order they were queued: what
/// libdispatch's queue and timer list together are.
///
/// A queue that is sent many blocks at once (RACSubjectSpec sends 49,317 to one queue before any
/// runs) must neither scan nor shift the whole list per block: a new block is placed by binary
/// search (almost always at the end), and the earliest leaves by moving a start index, the spent
/// slots given back now and then. Not thread-safe: the queue keeps it under its lock.
struct SortedActions<Action: AnyObject> {
  /// Slots before `start` are spent (nil); the rest are the waiting actions, in order.
  private var slots: [Action?] = []
  private var start = 0
  private let key: (Action) -> (Date, Int)

  init(key: @escaping (Action) -> (Date, Int)) {
    self.key = key
  }

  var count: Int { slots.count - start }
  var isEmpty: Bool { count == 0 }
  var first: Action? { start < slots.count ? slots[start] : nil }

  /// Whether every waiting action satisfies `predicate` (true when none waits).
  func allSatisfy(_ predicate: (Action) -> Bool) -> Bool {
    slots[start...].allSatisfy { $0.map(predicate) ?? true }
  }

  /// Puts `action` after every action that sorts before or with it.
  mutating func insert(_ action: Action) {
    slots.insert(action, at: index(after: key(action)))
  }

  /// Whether `action` itself is waiting (found by its date and order, not by a scan).
  func contains(_ action: Action) -> Bool {
    let actionKey = key(action)
    var index = index(after: actionKey) - 1
    while index >= start, let candidate = slots[index], key(candidate) == actionKey {
      if candidate === action { return true }
      index -= 1
    }
    return false
  }

  /// The first slot whose action sorts after `newKey` (binary search over the waiting ones).
  private func index(after newKey: (Date, Int)) -> Int {
    var low = start
    var high = slots.count
    while low < high {
      let middle = (low + high) / 2
      if let existing = slots[middle], key(existing) <= newKey { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Takes the earliest action out.
  mutating func removeFirst() -> Action? {
    guard start < slots.count else { return nil }
    let action = slots[start]
    slots[start] = nil
    start += 1
    if start == slots.count {
      slots.removeAll(keepingCapacity: true)
      start = 0
    } else if start >= 1024, start * 2 >= slots.count {
      slots.removeFirst(start)
      start = 0
    }
    return action
  }

  /// Takes out the first action `matches` accepts.
  mutating func remove(where matches: (Action) -> Bool) -> Action? {
    guard let index = slots[start...].firstIndex(where: { $0.map(matches) ?? false }) else { return nil }
    if index == start { return removeFirst() }
    return slots.remove(at: index)
  }

  /// Every waiting action, in order, leaving none.
  mutating func removeAll() -> [Action] {
    defer {
      slots = []
      start = 0
    }
    return slots[start...].compactMap { $0 }
  }
}
