import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// 127.0.0.1 at a port, as the sockets API takes it: the one address the playground listens on and
/// its tests connect to, so the platform differences (`sin_len` on Darwin, `SOCK_STREAM`'s type on
/// Glibc) are written once.
enum LoopbackAddress {
  /// `SOCK_STREAM` as `socket(2)` takes it here (Glibc wraps it in an enum).
  static var streamType: Int32 {
    #if canImport(Darwin)
      SOCK_STREAM
    #else
      Int32(SOCK_STREAM.rawValue)
    #endif
  }

  /// Calls `body` with 127.0.0.1:`port` as a `sockaddr` and its length, as `bind` and `connect` take it.
  static func with<Result>(port: UInt16, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(port).bigEndian
    address.sin_addr = in_addr(s_addr: in_addr_t(0x7F00_0001).bigEndian)
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
  }
}
