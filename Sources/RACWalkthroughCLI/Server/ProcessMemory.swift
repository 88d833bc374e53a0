import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The resident memory of another process (a run's worker), which the server watches to hold the
/// run's `--max-memory` on the whole worker: Linux's `/proc/PID/statm`, Darwin's
/// `proc_pid_rusage`.
enum ProcessMemory {
  /// The bytes `pid` has resident, or nil when the process is gone or the system does not say.
  static func residentBytes(of pid: Int32) -> Int? {
    #if canImport(Darwin)
      var usage = rusage_info_v2()
      let result = withUnsafeMutablePointer(to: &usage) { pointer in
        pointer.withMemoryRebound(to: rusage_info_t?.self, capacity: 1) { proc_pid_rusage(pid, RUSAGE_INFO_V2, $0) }
      }
      guard result == 0 else { return nil }
      return Int(clamping: usage.ri_resident_size)
    #else
      guard let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return nil }
      let fields = text.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      let (bytes, overflow) = pages.multipliedReportingOverflow(by: Int(sysconf(Int32(_SC_PAGESIZE))))
      return overflow ? Int.max : bytes
    #endif
  }
}
