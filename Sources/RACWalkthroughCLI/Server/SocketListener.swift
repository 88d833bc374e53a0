import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The playground server's listening socket: TCP on 127.0.0.1 only, so nothing off this machine
/// can connect (`rac-walkthrough serve`). Written over the platform's BSD sockets (Darwin's and
/// Glibc's differ in the socket type's spelling and `sockaddr_in`'s length field), since the
/// package takes no dependency.
///
/// It never blocks: the server's loop polls it with its connections and accepts what waits.
final class SocketListener {
  /// The port it listens on (the one the system chose, when asked for port 0).
  let port: UInt16
  /// The socket, for the server's `poll`.
  let descriptor: Int32
  private var isClosed = false

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
    guard bound == 0, listen(socketDescriptor, 128) == 0 else {
      let why = errno == EADDRINUSE ? "port \(port) is in use (choose another with --port)" : Self.reason()
      systemClose(socketDescriptor)
      throw Failure(description: "cannot listen on 127.0.0.1:\(port): \(why)")
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketDescriptor, $0, &length) }
    }
    Descriptor.makeNonBlocking(socketDescriptor)
    descriptor = socketDescriptor
    self.port = UInt16(bigEndian: actual.sin_port)
  }

  deinit { close() }

  /// What one `accept` brought.
  enum Accepted {
    /// A connection's socket (non-blocking) and the client's address (`127.0.0.1`).
    case connection(Int32, client: String)
    /// Nothing is waiting.
    case none
    /// The system refused (out of descriptors): the waiting connection stays for later.
    case refused
  }

  /// Accepts a waiting connection, without waiting for one.
  func accept() -> Accepted {
    while true {
      var address = sockaddr_in()
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let connection = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { systemAccept(descriptor, $0, &length) }
      }
      if connection >= 0 {
        Descriptor.makeNonBlocking(connection)
        #if canImport(Darwin)
          var yes: Int32 = 1
          _ = setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return .connection(connection, client: Self.text(of: address.sin_addr))
      }
      switch errno {
      case EINTR, ECONNABORTED: continue
      case EAGAIN, EWOULDBLOCK: return .none
      default: return .refused
      }
    }
  }

  /// Stops listening: connections are refused from now on.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    systemClose(descriptor)
  }

  /// `127.0.0.1`.
  private static func text(of address: in_addr) -> String {
    let host = UInt32(bigEndian: address.s_addr)
    return [24, 16, 8, 0].map { String((host >> UInt32($0)) & 0xFF) }.joined(separator: ".")
  }

  private static func reason() -> String { String(cString: strerror(errno)) }
}

/// The system's `accept` and `close`, which the listener's methods of the same names hide.
private func systemAccept(_ descriptor: Int32, _ address: UnsafeMutablePointer<sockaddr>, _ length: inout socklen_t)
  -> Int32
{
  accept(descriptor, address, &length)
}

private func systemClose(_ descriptor: Int32) { _ = close(descriptor) }
