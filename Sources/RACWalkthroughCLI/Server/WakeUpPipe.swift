import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A pipe the server's loop polls beside its sockets, so that another thread wakes it at once: a
/// run's answer is ready, or `stop` was called.
final class WakeUpPipe: @unchecked Sendable {
  /// The end the loop polls.
  let readEnd: Int32
  private let writeEnd: Int32

  /// A new pipe.
  /// - Throws: `SocketListener.Failure` when the system has no descriptors left.
  init() throws {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      throw SocketListener.Failure(
        description: "cannot make the server's wake-up pipe: \(String(cString: strerror(errno)))")
    }
    readEnd = ends[0]
    writeEnd = ends[1]
    Descriptor.makeNonBlocking(readEnd)
    Descriptor.makeNonBlocking(writeEnd)
  }

  deinit {
    close(readEnd)
    close(writeEnd)
  }

  /// Wakes the loop; from any thread. (A full pipe already holds a wake-up.)
  func wake() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Empties the pipe, on the loop's thread after it woke.
  func drain() {
    var bytes = [UInt8](repeating: 0, count: 256)
    while bytes.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
  }
}
