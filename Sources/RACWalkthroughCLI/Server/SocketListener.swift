import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// The playground server's listening socket: TCP on 127.0.0.1 only, so nothing off this machine
/// can connect (`rac-walkthrough serve`). Written over the platform's BSD sockets (Darwin's and
/// Glibc's differ in the socket type's spelling and `sockaddr_in`'s length field), since the
/// package takes no dependency.
///
/// `nextConnection` waits on the socket and on a pipe of its own, so that `stop` (Ctrl-C, a test's
/// tear-down) wakes it from another thread without a timeout to poll on.
final class SocketListener: @unchecked Sendable {
  /// The port it listens on (the one the system chose, when asked for port 0).
  let port: UInt16
  private let descriptor: Int32
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let lock = NSLock()
  private var stopped = false

  /// Why the socket could not be opened, in one line (`port 8123 is in use`).
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Listens on 127.0.0.1:`port` (0: a free port the system picks).
  /// - Throws: `Failure` when the port is taken or the system refuses the socket.
  init(port: UInt16) throws {
    let socketDescriptor = socket(AF_INET, LoopbackAddress.streamType, 0)
    guard socketDescriptor >= 0 else { throw Failure(description: "cannot open a socket: \(Self.reason())") }
    var yes: Int32 = 1
    _ = setsockopt(socketDescriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    let bound = LoopbackAddress.with(port: port) { bind(socketDescriptor, $0, $1) }
    guard bound == 0, listen(socketDescriptor, 64) == 0 else {
      let why = errno == EADDRINUSE ? "port \(port) is in use (choose another with --port)" : Self.reason()
      close(socketDescriptor)
      throw Failure(description: "cannot listen on 127.0.0.1:\(port): \(why)")
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketDescriptor, $0, &length) }
    }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      close(socketDescriptor)
      throw Failure(description: "cannot make the listener's wake-up pipe: \(Self.reason())")
    }
    descriptor = socketDescriptor
    wakeRead = ends[0]
    wakeWrite = ends[1]
    self.port = UInt16(bigEndian: actual.sin_port)
  }

  deinit {
    close(descriptor)
    close(wakeRead)
    close(wakeWrite)
  }

  /// The next connection's socket, or nil once `stop` was called. A connection that fails while
  /// being accepted (the client gave up) is skipped.
  func nextConnection() -> Int32? {
    while true {
      if lock.withLock({ stopped }) { return nil }
      var waits = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&waits, nfds_t(waits.count), -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if waits[1].revents != 0 || lock.withLock({ stopped }) { return nil }
      guard waits[0].revents & Int16(POLLIN) != 0 else { continue }
      let connection = accept(descriptor, nil, nil)
      if connection >= 0 { return connection }
      if errno == EINTR || errno == ECONNABORTED || errno == EAGAIN { continue }
      // Out of descriptors and the like: a moment's pause rather than a busy loop.
      usleep(50_000)
    }
  }

  /// Makes `nextConnection` return nil, now and from then on; from any thread.
  func stop() {
    let first = lock.withLock { () -> Bool in
      defer { stopped = true }
      return !stopped
    }
    guard first else { return }
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
  }

  private static func reason() -> String { String(cString: strerror(errno)) }
}
