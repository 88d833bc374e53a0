import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// What the server sets on each descriptor it makes: non-blocking, for its one polling loop, and
/// closed on exec, so that a run's worker does not inherit the server's sockets (a worker that
/// held a client's socket would keep that connection open until it ended).
enum Descriptor {
  /// Sets `O_NONBLOCK` and `FD_CLOEXEC` on `descriptor`.
  static func makeNonBlocking(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
  }
}
