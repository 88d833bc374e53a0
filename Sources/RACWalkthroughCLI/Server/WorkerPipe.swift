import Foundation
import RAC

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A pipe between the server and a run's worker whose two ends are each closed exactly once, by
/// whichever of the worker's threads is done with it (`RunWorker`). Both ends are closed on exec,
/// so that one worker does not inherit another's pipes (the end a worker gets as its standard
/// input or output is its copy, which the exec leaves open).
final class WorkerPipe: @unchecked Sendable {
  /// The end that is read.
  let readEnd: Int32
  /// The end that is written.
  let writeEnd: Int32
  private let closed = LockedState((read: false, write: false))

  /// A new pipe, or nil when the system has no descriptors left.
  init?() {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    // (pipe2 with O_CLOEXEC would close the short window before this in which a worker started on
    // another thread inherits the pipe; Glibc's module does not offer it. Such a worker would only
    // hold the pipe open until it ends.)
    for end in ends { _ = fcntl(end, F_SETFD, fcntl(end, F_GETFD) | FD_CLOEXEC) }
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  deinit { closeBothEnds() }

  /// Closes the read end, unless it is closed.
  func closeReadEnd() {
    if closed.withLock({ state in
      defer { state.read = true }
      return !state.read
    }) {
      _ = close(readEnd)
    }
  }

  /// Closes the write end, unless it is closed.
  func closeWriteEnd() {
    if closed.withLock({ state in
      defer { state.write = true }
      return !state.write
    }) {
      _ = close(writeEnd)
    }
  }

  /// Closes both ends that are still open.
  func closeBothEnds() {
    closeReadEnd()
    closeWriteEnd()
  }
}
