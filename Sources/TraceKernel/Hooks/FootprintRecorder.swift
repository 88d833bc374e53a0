/// What `Tracing.collectFootprints` gathers: the objects a stretch of a run touched — every owner
/// of a traced block or note, every virtual queue whose waiting blocks changed, the console
/// when something was printed, and a snippet's objects and shared variables as the interpreter
/// reads and writes them.
///
/// Objects are named so that two runs of the same program agree on them as far as their schedules
/// agree: an object made during the run by its creation order in the run (its serial minus the
/// last serial handed out before the run), an object older than the run by its serial, negated.
/// The console is `Int.min`; a snippet's shared variables, all together, `Int.min + 1`.
@usableFromInline
package final class FootprintRecorder: @unchecked Sendable {
  private let serialBeforeRun = LiveObjects.allocationCount
  private let touched = LockedState(Stretch())

  /// The objects of the stretch so far, and the last one added: a turn touches the same owner many
  /// times in a row (a subscriber, then its block), and comparing with the last one spares hashing.
  private struct Stretch {
    var identities: Set<Int> = []
    var last: Int?

    mutating func insert(_ identity: Int) {
      guard identity != last else { return }
      last = identity
      identities.insert(identity)
    }
  }

  @usableFromInline
  func touch(_ object: (any Traceable)?) {
    guard let object else { return }
    let serial = object.traceIdentity
    let identity = serial > serialBeforeRun ? serial - serialBeforeRun : -serial
    touched.withLock { $0.insert(identity) }
  }

  func touchConsole() {
    touched.withLock { $0.insert(Int.min) }
  }

  func touchSharedVariables() {
    touched.withLock { $0.insert(Int.min + 1) }
  }

  /// The stretch so far; the next one starts empty.
  func take() -> Set<Int> {
    touched.withLock { stretch in
      defer { stretch = Stretch() }
      return stretch.identities
    }
  }
}
