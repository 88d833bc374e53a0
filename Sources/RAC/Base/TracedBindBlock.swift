/// `Tracing.call` for a block that returns a `RACStreamBindBlock` (`-bind:`'s `block()`, the
/// factories of `-flattenMap:` and `-distinctUntilChanged`).
///
/// A closure returned through the trace hook's generic result comes back wrapped in a
/// reabstraction thunk: a closure of its own, whose captures no site recorded. While a leak
/// analysis records (`CoreClosures`), the block is handed on as it was made, so that what holds it
/// (`-bind:`'s block at RACSignal.m:157, `bindingBlock`) leads into what it captures. Otherwise
/// this is `Tracing.call` itself.
enum TracedBindBlock {
  @inline(__always)
  static func call(
    _ block: @autoclosure () -> String, of owner: @autoclosure () -> (any Traceable)?,
    rac racSource: @autoclosure () -> RACSourceLocation, _ body: () -> RACStreamBindBlock
  ) -> RACStreamBindBlock {
    guard CoreClosures.isRecording else { return Tracing.call(block(), of: owner(), rac: racSource(), body) }
    return callWhileRecording(block(), owner(), racSource(), body)
  }

  private static func callWhileRecording(
    _ block: String, _ owner: (any Traceable)?, _ racSource: RACSourceLocation, _ body: () -> RACStreamBindBlock
  ) -> RACStreamBindBlock {
    let made = Made()
    let traced = Tracing.call(block, of: owner, rac: racSource) { () -> RACStreamBindBlock in
      let block = body()
      made.block = block
      return block
    }
    // Unwrapped by `if let`: `??` is generic, and would wrap it again.
    if let block = made.block { return block }
    return traced

  }

  /// The block as `body` made it, before the hook's generic result wrapped it.
  private final class Made {
    var block: RACStreamBindBlock?
  }
}
