import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// One accepted connection of the playground server: bytes in with a time limit, bytes out
/// without the signal a closed peer would raise, and a close that lets the response arrive.
///
/// A request is read within `readTimeout` seconds of silence (a client that opens a connection
/// and sends nothing holds a thread for that long, no longer).
final class SocketConnection {
  private let descriptor: Int32
  private var isClosed = false

  /// Takes over `descriptor` (from `SocketListener.nextConnection`).
  init(descriptor: Int32, readTimeout: Int = 10) {
    self.descriptor = descriptor
    var timeout = timeval(tv_sec: readTimeout, tv_usec: 0)
    _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    #if canImport(Darwin)
      var yes: Int32 = 1
      _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  deinit { close() }

  /// What one read brought.
  enum Received {
    /// Some bytes.
    case bytes([UInt8])
    /// The peer closed its side.
    case end
    /// Nothing arrived within the time limit.
    case timedOut
    /// The connection failed.
    case failed
  }

  /// Reads what has arrived, up to `limit` bytes, waiting up to the time limit.
  func receive(limit: Int = 64 * 1024) -> Received {
    var buffer = [UInt8](repeating: 0, count: limit)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 { return .bytes(Array(buffer[..<count])) }
      if count == 0 { return .end }
      if errno == EINTR { continue }
      return errno == EAGAIN || errno == EWOULDBLOCK ? .timedOut : .failed
    }
  }

  /// Writes all of `bytes`; false when the peer is gone.
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    #if canImport(Darwin)
      let flags: Int32 = 0
    #else
      let flags = Int32(MSG_NOSIGNAL)
    #endif
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { buffer -> Int in
        guard let start = buffer.baseAddress else { return 0 }
        return systemSend(descriptor, start + offset, buffer.count - offset, flags)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }

  /// Closes after the response: the write side first, then whatever the client still sends is
  /// read and dropped (up to a limit), so that closing with unread bytes (a body refused as too
  /// large) does not reset the connection before the client has read the answer.
  func closeAfterResponse() {
    guard !isClosed else { return }
    _ = shutdown(descriptor, Int32(SHUT_WR))
    var drained = 0
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    var timeout = timeval(tv_sec: 1, tv_usec: 0)
    _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    while drained < 4 << 20 {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      drained += count
    }
    close()
  }

  /// Closes the socket now.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    _ = systemClose(descriptor)
  }
}

/// The system's `send` and `close`, which the connection's methods of the same names hide.
private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
  send(descriptor, bytes, count, flags)
}

private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
