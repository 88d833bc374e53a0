import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A child process started with `posix_spawn`, in a process group of its own, with three
/// descriptors as its standard input, output and error; waited for by polling (`poll`), so that
/// its supervisor decides when to stop waiting.
///
/// Not Foundation's `Process`: on Linux (swift-corelibs-foundation), a `Process` given `Pipe`s
/// was seen (under strace) to close the child's ends of the pipes a second time when the pipes
/// were released, by which time another thread may have been given the same numbers (a client's
/// socket). Every descriptor here is the caller's, closed once, by the caller; and the child is
/// reaped by `waitpid` when asked, with no run-loop thread of its own.
final class SpawnedProcess: @unchecked Sendable {
  /// The child's process id (and its group's).
  let pid: pid_t
  private let lock = NSLock()
  private var status: Int32?

  /// How the child ended.
  enum Ending: Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signaled(Int32)
  }

  /// Starts `executable` with `arguments` (after its own name) and `environment`, its standard
  /// streams on `standardInput`, `standardOutput`, `standardError`.
  /// - Throws: `Failure` with the system's reason when it cannot be started.
  init(
    executable: String, arguments: [String], environment: [String: String], standardInput: Int32,
    standardOutput: Int32, standardError: Int32
  ) throws {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
    posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
    posix_spawn_file_actions_adddup2(&actions, standardError, 2)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Its own group, so that a kill reaches whatever it started, and Ctrl-C at the server's
    // terminal does not reach it (the server stops it).
    var flags = Int32(POSIX_SPAWN_SETPGROUP)
    #if canImport(Darwin)
      // Nothing but the three streams is inherited (elsewhere the server's descriptors are
      // closed on exec).
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))
    posix_spawnattr_setpgroup(&attributes, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var child: pid_t = 0
    let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    guard result == 0 else { throw Failure(description: String(cString: strerror(result))) }
    pid = child
  }

  /// Why a child could not be started, in the system's words.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// How the child ended, or nil while it runs (reaps it once it has ended).
  func ending() -> Ending? {
    lock.withLock {
      if status == nil {
        var raw: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &raw, WNOHANG) } while result < 0 && errno == EINTR
        if result == pid { status = raw }
      }
      guard let status else { return nil }
      // The wait status's low seven bits are the signal that ended it; 0 when it exited.
      let signal = status & 0x7F
      return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }
  }

  /// Waits up to `seconds` for the child to end, looking every `interval` seconds.
  @discardableResult
  func wait(upTo seconds: Double, interval: Double = 0.01) -> Ending? {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      if let ending = ending() { return ending }
      guard Date() < deadline else { return nil }
      usleep(useconds_t(interval * 1_000_000))
    }
  }

  /// Sends SIGKILL to the child's whole group.
  func kill() {
    _ = systemKill(-pid, SIGKILL)
    _ = systemKill(pid, SIGKILL)
  }
}

/// The system's `kill`, which the process's method of the same name hides.
private func systemKill(_ pid: pid_t, _ signal: Int32) -> Int32 { kill(pid, signal) }
