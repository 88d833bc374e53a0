import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The one editor `dap --port N` serves: a TCP connection read and written with blocking calls.
///
/// The playground's listener hands out non-blocking sockets for its polling loop (`SocketListener`,
/// `Descriptor`); an adapter serves one editor at a time and may wait for it as long as a person
/// thinks at a breakpoint, so it waits for the connection and then makes the socket blocking.
final class DAPConnection {
  private let descriptor: Int32
  private var isClosed = false

  /// Takes over a connected socket (the editor's side too, in the tests), made blocking.
  init(descriptor: Int32) {
    self.descriptor = descriptor
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
  }

  deinit { close() }

  /// Waits for an editor to connect to `listener`; nil when the listener fails.
  static func accept(from listener: SocketListener) -> DAPConnection? {
    while true {
      switch listener.accept() {
      case .connection(let descriptor, _): return DAPConnection(descriptor: descriptor)
      case .none:
        var wait = pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&wait, 1, -1)
      case .refused:
        return nil
      }
    }
  }

  /// The bytes that arrived next; empty when the editor closed the connection or it failed.
  func receive(limit: Int = 64 * 1024) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: limit)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 { return Array(buffer[..<count]) }
      if count < 0, errno == EINTR { continue }
      return []
    }
  }

  /// Writes all of `bytes`; false when the editor is gone.
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
        return Foundation.send(descriptor, start + offset, buffer.count - offset, flags)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }

  /// Closes the connection.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    _ = Foundation.close(descriptor)
  }
}
