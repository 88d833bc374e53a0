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
  /// The identities touched in the stretch so far, in order, a repeat of the last one left out.
  /// A turn touches the same few objects dozens of times: appending here and sorting once, in
  /// `take()`, costs less than keeping them distinct at every touch.
  private let touched = LockedState<[Int]>([])

  @usableFromInline
  func touch(_ object: (any Traceable)?) {
    guard let object else { return }
    let serial = object.traceIdentity
    let identity = serial > serialBeforeRun ? serial - serialBeforeRun : -serial
    touched.withLock { Self.append(identity, to: &$0) }
  }

  func touchConsole() {
    touched.withLock { Self.append(Int.min, to: &$0) }
  }

  func touchSharedVariables() {
    touched.withLock { Self.append(Int.min + 1, to: &$0) }
  }

  private static func append(_ identity: Int, to identities: inout [Int]) {
    if identities.last != identity { identities.append(identity) }
  }

  /// The stretch so far; the next one starts empty.
  func take() -> Footprint {
    let identities = touched.withLock { identities in
      defer { identities.removeAll(keepingCapacity: true) }
      return identities
    }
    return Footprint(identities)
  }
}
