import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// One accepted connection of the playground server, as its polling loop holds it: what it is
/// doing and until when, the bytes received, the answer being sent. Its socket is non-blocking:
/// nothing here waits, so that one slow client holds no thread and delays no one.
final class ClientConnection {
  /// Its number, by which a run's answer finds it again.
  let id: Int
  /// The socket.
  let descriptor: Int32
  /// The client's address (`127.0.0.1`), whose connections are counted together.
  let client: String
  /// When it was accepted.
  let opened: Date
  /// The request's bytes so far.
  var received: [UInt8] = []
  /// Whether the request was `HEAD` (its answer has no body).
  var isHead = false
  /// What it is doing.
  var phase: Phase
  private var isClosed = false

  /// The life of a connection: a request read, then answered (at once, or after a run), the
  /// answer sent, then what the client still sends read and dropped before closing.
  enum Phase {
    /// Reading the request, which must be whole by the deadline.
    case reading(until: Date)
    /// Its request is a run, being run on a thread of its own.
    case running
    /// Sending the answer: the bytes, how many are sent, and the time the client has to take them.
    case writing([UInt8], sent: Int, until: Date)
    /// The answer is sent and the write side shut; reading until the client closes, or the
    /// deadline, so that unread bytes (a body refused as too large) do not reset the connection
    /// before the client has read the answer.
    case draining(until: Date, drained: Int)
  }

  /// The deadline of its phase, if it has one.
  var deadline: Date? {
    switch phase {
    case .reading(let until), .writing(_, _, let until), .draining(let until, _): until
    case .running: nil
    }
  }

  /// Takes over `descriptor` (non-blocking, from `SocketListener.accept`).
  init(id: Int, descriptor: Int32, client: String, requestDeadline: Date) {
    self.id = id
    self.descriptor = descriptor
    self.client = client
    opened = Date()
    phase = .reading(until: requestDeadline)
  }

  deinit { close() }

  /// What one read brought.
  enum Received {
    /// Some bytes.
    case bytes([UInt8])
    /// The peer closed its side.
    case end
    /// Nothing more for now.
    case nothing
    /// The connection failed.
    case failed
  }

  /// Reads what has arrived, up to `limit` bytes.
  func receive(limit: Int = 64 * 1024) -> Received {
    var buffer = [UInt8](repeating: 0, count: limit)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 { return .bytes(Array(buffer[..<count])) }
      if count == 0 { return .end }
      if errno == EINTR { continue }
      return errno == EAGAIN || errno == EWOULDBLOCK ? .nothing : .failed
    }
  }

  /// Sends what the socket takes of `bytes` from `offset`; the new offset, or nil when the peer is gone.
  func send(_ bytes: [UInt8], from offset: Int) -> Int? {
    #if canImport(Darwin)
      let flags: Int32 = 0
    #else
      let flags = Int32(MSG_NOSIGNAL)
    #endif
    var offset = offset
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { buffer -> Int in
        guard let start = buffer.baseAddress else { return 0 }
        return systemSend(descriptor, start + offset, buffer.count - offset, flags)
      }
      if count > 0 {
        offset += count
        continue
      }
      if count < 0, errno == EINTR { continue }
      if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return offset }
      return nil
    }
    return offset
  }

  /// Shuts the write side: the client reads the answer to its end.
  func shutDownWriting() {
    _ = shutdown(descriptor, Int32(SHUT_WR))
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
