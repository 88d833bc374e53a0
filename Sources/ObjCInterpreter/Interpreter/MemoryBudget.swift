import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// How much memory a run holds, against `Interpreter.Limits.maxMemory`.
///
/// What a snippet's strings, collections, output and trace hold is the process's resident memory
/// above what it was when the run began: measured, not estimated, so nothing a snippet can build
/// escapes it. It is sampled every few milliseconds between statements (a loop that grows a little
/// at a time) and asked by every native operation about to make something large (a string doubled,
/// `%.2000000000f`, a padding, an array appended to itself) whether the bytes it would add still
/// fit (`wouldFit`), so that the run stops before the allocation rather than after it.
struct MemoryBudget {
  /// The most the run may hold, in bytes.
  let limit: Int
  /// Resident bytes when the run began (nil where the system does not say).
  private let baseline: Int?
  /// What the run held at the last sample.
  private(set) var held = 0
  private var lastSample: UInt64

  /// Samples taken closer together than this reuse the last one (a sample reads the system's
  /// accounting: microseconds).
  private static let sampleInterval: UInt64 = 10_000_000

  init(limit: Int) {
    self.limit = limit
    baseline = MemoryBudget.residentBytes()
    lastSample = DispatchTime.now().uptimeNanoseconds
  }

  /// Samples the memory the run holds if the last sample is old (or `force`); true while it is
  /// within the limit.
  mutating func isWithinLimit(force: Bool = false) -> Bool {
    let now = DispatchTime.now().uptimeNanoseconds
    if force || now &- lastSample >= MemoryBudget.sampleInterval {
      lastSample = now
      if let baseline, let resident = MemoryBudget.residentBytes() { held = max(0, resident - baseline) }
    }
    return held <= limit
  }

  /// Whether `bytes` more still fit in the budget.
  mutating func wouldFit(_ bytes: Int) -> Bool {
    guard bytes <= limit else { return false }
    // A large request is measured against a fresh sample (what the last statements made counts);
    // a small one against the last, unless that says the limit is past (what was freed counts).
    if bytes < limit / 16, isWithinLimit(), held <= limit - bytes { return true }
    return isWithinLimit(force: true) && held <= limit - bytes
  }

  /// `1 GB`, `64 MB`, `1536 KB`, `100 bytes`: a budget as the message names it.
  static func describe(_ bytes: Int) -> String {
    for (size, unit) in [(1 << 30, "GB"), (1 << 20, "MB"), (1 << 10, "KB")] where bytes >= size && bytes % size == 0 {
      return "\(bytes / size) \(unit)"
    }
    return bytes >= 1 << 20 ? "\(FormatString.shortestDouble(Double(bytes) / Double(1 << 20))) MB" : "\(bytes) bytes"
  }

  /// The process's resident memory in bytes, or nil.
  static func residentBytes() -> Int? {
    #if canImport(Darwin)
      var info = mach_task_basic_info()
      var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
      let result = withUnsafeMutablePointer(to: &info) { pointer in
        pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
          task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
        }
      }
      return result == KERN_SUCCESS ? Int(info.resident_size) : nil
    #else
      // The second number of /proc/self/statm: resident pages.
      let file = open("/proc/self/statm", O_RDONLY)
      guard file >= 0 else { return nil }
      defer { close(file) }
      var buffer = [UInt8](repeating: 0, count: 128)
      let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
      guard count > 0 else { return nil }
      let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
      guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #endif
  }
}
