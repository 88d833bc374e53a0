import ObjCInterpreter

/// A `CFBinaryHeapRef`: the priority queue `RACTestScheduler` keeps its actions in, the earliest
/// date first.
///
/// It keeps Core Foundation's array-backed heap and makes the same comparisons in the same order
/// (a new value climbs while its parent compares greater; after the minimum goes, the last value
/// sinks below every child that compares greater than it, the right child taken when the left one
/// compares greater), so that values that compare equal come out in the order they do on a device,
/// and stepping through the program's compare function meets the same calls.
///
/// The callbacks are C functions of the program (`&RACCompareScheduledActions`), called through
/// `call`: `retain` when a value goes in (the heap keeps what it returns), `release` when the
/// minimum goes out, `compare` with the compare context's `info`. The heap's maker leaves out a
/// retain or release that is Core Foundation's own (`CFRetain`): it changes nothing here.
final class CFBinaryHeapValue: CustomStringConvertible {
  /// Calls one of the heap's callbacks: the function, what it is for (for errors), the arguments.
  typealias Caller = (_ function: Any?, _ role: String, _ arguments: [Any?]) throws -> Any?

  /// `CFBinaryHeapCallBacks`' fields, as the heap copied them when it was made.
  struct Callbacks {
    var retain: Any?
    var release: Any?
    var compare: Any?
  }

  private(set) var values: [Any?] = []
  let callbacks: Callbacks
  /// `CFBinaryHeapCompareContext.info`, the third argument of every comparison.
  let info: Any?

  init(callbacks: Callbacks, info: Any?) {
    self.callbacks = callbacks
    self.info = info
  }

  var count: Int { values.count }

  /// The minimum value, nil when the heap is empty.
  var minimum: Any?? { values.isEmpty ? nil : .some(values[0]) }

  /// `CFBinaryHeapAddValue`.
  func add(_ value: Any?, calling call: Caller) throws {
    var index = values.count
    values.append(nil)
    while index > 0 {
      let parentIndex = (index - 1) / 2
      let parent = values[parentIndex]
      guard try isGreater(parent, than: value, call) else { break }
      values[index] = parent
      index = parentIndex
    }
    guard let retain = callbacks.retain else {
      values[index] = value
      return
    }
    values[index] = try call(retain, "a retain callback", [nil, value])
  }

  /// `CFBinaryHeapRemoveMinimumValue`: nothing when the heap is empty.
  func removeMinimum(calling call: Caller) throws {
    guard let removed = values.first else { return }
    let last = values.removeLast()
    if let release = callbacks.release { _ = try call(release, "a release callback", [nil, removed]) }
    guard !values.isEmpty else { return }
    var index = 0
    var childIndex = 1
    while childIndex < values.count {
      var child = values[childIndex]
      if childIndex + 1 < values.count, try isGreater(child, than: values[childIndex + 1], call) {
        childIndex += 1
        child = values[childIndex]
      }
      if try isGreater(child, than: last, call) { break }
      values[index] = child
      index = childIndex
      childIndex = 2 * index + 1
    }
    values[index] = last
  }

  /// `CFBinaryHeapRemoveAllValues`: each value released, in the heap's order.
  func removeAll(calling call: Caller) throws {
    let removed = values
    values = []
    guard let release = callbacks.release else { return }
    for value in removed { _ = try call(release, "a release callback", [nil, value]) }
  }

  /// Whether `a` compares greater than `b`: the compare function's `kCFCompareGreaterThan`, or, with
  /// no compare function, C's comparison of the two pointers, which only numbers have here.
  private func isGreater(_ a: Any?, than b: Any?, _ call: Caller) throws -> Bool {
    guard let compare = callbacks.compare else {
      guard let x = a as? CNumber, let y = b as? CNumber else {
        _ = try call(nil, "a compare callback (objects have no address order here)", [])
        return false
      }
      return x.double > y.double
    }
    let result = try call(compare, "a compare callback", [a, b, info])
    return (result as? CNumber)?.int64 == 1
  }

  var description: String { "<CFBinaryHeap \(ValueDescription.address(of: self))>{count = \(values.count)}" }
}
