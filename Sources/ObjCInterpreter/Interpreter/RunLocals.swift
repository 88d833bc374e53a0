import Foundation

/// Something a library keeps for one run, made the first time the run asks for it: the C
/// libraries' associated objects, Foundation's default notification center, the thread
/// dictionaries. It goes with the run, so one run never sees another's, and nothing is a `static`.
package protocol RunLocal: AnyObject {
  /// An empty one, for a run that has not asked yet.
  init()
}

/// The libraries' per-run state (`RunLocal`), one of each type, held by the run. Adding a library
/// with state of its own adds a type here, not a property to `Run` or the interpreter.
package final class RunLocals: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [ObjectIdentifier: AnyObject] = [:]

  /// The run's `Local`, made on first use (under the lock: two queues asking at once get one).
  package subscript<Local: RunLocal>(_ type: Local.Type) -> Local {
    lock.withLock {
      if let value = values[ObjectIdentifier(type)] as? Local { return value }
      let value = Local()
      values[ObjectIdentifier(type)] = value
      return value
    }
  }

  /// The run's `Local` if something set it (`set(_:)`), else nil: state a host gives the run
  /// rather than one made on demand (the spec being run).
  package func existing<Local: AnyObject>(_ type: Local.Type) -> Local? {
    lock.withLock { values[ObjectIdentifier(type)] as? Local }
  }

  /// Makes `value` the run's `Local`.
  package func set<Local: AnyObject>(_ value: Local) {
    lock.withLock { values[ObjectIdentifier(Local.self)] = value }
  }

}
