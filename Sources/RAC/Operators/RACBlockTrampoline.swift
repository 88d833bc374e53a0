/// `RACBlockTrampoline` (RACBlockTrampoline.m): calls a reduce block with the elements of a
/// `RACTuple` as its arguments — what `reduceEach:`, `+zip:reduce:` and `+combineLatest:reduce:` need.
///
/// Objective-C builds the call at run time for blocks of 1 to 15 `id` arguments. Swift cannot call a
/// closure of unknown arity, so each arity is its own initializer (and each public `reduce` method
/// one overload per arity, the closure literal's parameter count choosing it). We stop at 6: the
/// posts and RAC's own uses reduce at most 5 values, and every further overload is one more
/// candidate the type checker weighs for each `reduceEach { … }` literal, with nothing gained; a
/// 7-argument overload would follow the same pattern.
///
/// As in RAC, the tuple's elements are passed by position with `RACTupleNil` read as nil. RAC passes
/// exactly `tuple.count` arguments, leaving a longer block's extra parameters undefined; here they
/// are nil, and elements beyond the block's arity are left out.
struct RACBlockTrampoline {
  /// The number of parameters of the wrapped block.
  let argumentCount: Int
  private let block: (RACTuple) -> Any?
  /// The reduce block's key while a leak analysis records (nil otherwise): what RAC's
  /// `-reduceEach:` block captures, followed into the block's own captures.
  let reduceBlockKey: ClosureKey?

  init(_ block: @escaping (Any?) -> Any?) {
    argumentCount = 1
    reduceBlockKey = CoreClosures.isRecording ? ClosureKey(block) : nil
    self.block = { t in block(t[0]) }
  }

  init(_ block: @escaping (Any?, Any?) -> Any?) {
    argumentCount = 2
    reduceBlockKey = CoreClosures.isRecording ? ClosureKey(reduce: block) : nil
    self.block = { t in block(t[0], t[1]) }
  }

  init(_ block: @escaping (Any?, Any?, Any?) -> Any?) {
    argumentCount = 3
    reduceBlockKey = CoreClosures.isRecording ? ClosureKey(reduce3: block) : nil
    self.block = { t in block(t[0], t[1], t[2]) }
  }

  init(_ block: @escaping (Any?, Any?, Any?, Any?) -> Any?) {
    argumentCount = 4
    reduceBlockKey = CoreClosures.isRecording ? ClosureKey(reduce4: block) : nil
    self.block = { t in block(t[0], t[1], t[2], t[3]) }
  }

  init(_ block: @escaping (Any?, Any?, Any?, Any?, Any?) -> Any?) {
    argumentCount = 5
    reduceBlockKey = CoreClosures.isRecording ? ClosureKey(reduce5: block) : nil
    self.block = { t in block(t[0], t[1], t[2], t[3], t[4]) }
  }

  init(_ block: @escaping (Any?, Any?, Any?, Any?, Any?, Any?) -> Any?) {
    argumentCount = 6
    reduceBlockKey = CoreClosures.isRecording ? ClosureKey(reduce6: block) : nil
    self.block = { t in block(t[0], t[1], t[2], t[3], t[4], t[5]) }
  }

  /// `+invokeBlock:withArguments:`. RAC asserts that there is at least one argument.
  func invoke(withArguments arguments: RACTuple) -> Any? {
    CoreAssertion.check(arguments.count > 0, "a reduce block needs at least one argument")
    return block(arguments)
  }
}

extension RACBlockTrampoline {
  /// `+invokeBlock:withArguments:` for a block whose type is known only when it runs (`reduceApply`'s
  /// `tuple[0]`): a Swift closure of 1 to 6 `Any?` arguments, or a `VariadicBlock`. Anything else
  /// breaks RAC's assertion and gives nil.
  static func invoke(_ block: Any?, withArguments arguments: RACTuple) -> Any? {
    let block = TraceValueDescription.unwrapped(block)
    if let variadic = block as? VariadicBlock {
      return variadic.invoke(withArguments: (0..<arguments.count).map { arguments[$0] })
    }
    let trampoline: RACBlockTrampoline
    switch block {
    case let f as (Any?) -> Any?: trampoline = RACBlockTrampoline(f)
    case let f as (Any?, Any?) -> Any?: trampoline = RACBlockTrampoline(f)
    case let f as (Any?, Any?, Any?) -> Any?: trampoline = RACBlockTrampoline(f)
    case let f as (Any?, Any?, Any?, Any?) -> Any?: trampoline = RACBlockTrampoline(f)
    case let f as (Any?, Any?, Any?, Any?, Any?) -> Any?: trampoline = RACBlockTrampoline(f)
    case let f as (Any?, Any?, Any?, Any?, Any?, Any?) -> Any?: trampoline = RACBlockTrampoline(f)
    default:
      CoreAssertion.fail("the block to call is not a block of 1 to 6 arguments: \(String(describing: block))")
      return nil
    }
    return trampoline.invoke(withArguments: arguments)
  }
}

/// A block the core can call without knowing its Swift type: an Objective-C block an interpreter
/// runs. It takes exactly the arguments it is given, as a block called through
/// `RACBlockTrampoline` takes a tuple's elements.
public protocol VariadicBlock {
  func invoke(withArguments arguments: [Any?]) -> Any?
}
