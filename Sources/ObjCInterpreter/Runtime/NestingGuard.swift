import Foundation
import TraceKernel

/// How deep one walk of collections inside collections may go: `-isEqual:` of two arrays,
/// dictionaries or sets compares their elements, which may be collections in turn. One that
/// contains itself (`[array addObject:array]`) makes the walk endless; Foundation on a device
/// recurses until the stack overflows. Here the walk stops after `limit` levels, answers as if
/// the values differed, and the reporter the run installed (`withReporter`) stops the run with an
/// error at the statement running now.
///
/// The depth is the thread's (a run's walks are on its thread), kept in a `ThreadLocal` (a pthread
/// key) so that a walk pays a load per level, not a dictionary look-up.
package enum NestingGuard {
  /// Levels of nested collections one walk may enter: far more than any program's data, far less
  /// than a run's stack holds.
  package static let limit = 1_000

  /// Runs `body`, a walk one level deeper into nested collections; past `limit` (or once a walk
  /// of this thread has passed it, until that walk has unwound) returns `fallback` instead.
  /// `operation` names the walk for the error (`-isEqual:`).
  package static func deeper<Result>(
    _ operation: @autoclosure () -> String, fallback: Result, _ body: () throws -> Result
  ) rethrows -> Result {
    let state = WalkState.current
    if state.stopped { return fallback }
    guard state.depth < limit else {
      state.stopped = true
      state.report?(
        "\(operation()) went more than \(limit) collections deep: a collection that contains itself? (Foundation would recurse until the stack overflows)"
      )
      return fallback
    }
    state.depth += 1
    defer {
      state.depth -= 1
      if state.depth == 0 { state.stopped = false }
    }
    return try body()
  }

  /// Runs `body` with `report` told (on this thread) of a walk that went too deep.
  package static func withReporter<Result>(_ report: @escaping (String) -> Void, _ body: () throws -> Result) rethrows
    -> Result
  {
    let state = WalkState.current
    let previous = state.report
    state.report = report
    defer { state.report = previous }
    return try body()
  }
}

/// One thread's walk: how deep it is, whether it has passed the limit, and whom to tell.
private final class WalkState {
  var depth = 0
  var stopped = false
  var report: ((String) -> Void)?

  private static let storage = ThreadLocal<WalkState>()

  /// This thread's, made on first use and released when the thread ends.
  static var current: WalkState {
    if let state = storage.unmanagedValue { return state.takeUnretainedValue() }
    let state = WalkState()
    storage.value = state
    return state
  }
}
