#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// Whether this test process was built with `--sanitize=thread`: its runtime's entry point is then
/// one of the process's symbols. Tests that recurse hundreds of thousands of frames deep on purpose
/// skip under it, because ThreadSanitizer keeps a per-thread shadow stack of its own that such a
/// recursion overflows; its runtime then crashes or hangs, which CI (`.ci/run`'s sanitizer step)
/// would wait on until its time ran out.
enum ThreadSanitizer {
  static let isLoaded: Bool = {
    guard let process = dlopen(nil, RTLD_NOW) else { return false }
    defer { dlclose(process) }
    return dlsym(process, "__tsan_init") != nil
  }()
}
