/// `RACDynamicSequence` (RACDynamicSequence.m): a sequence whose head and tail come from blocks,
/// each run once, the first time its value is asked for, and remembered (memoised).
///
/// With a lazy dependency (what `bind:` makes), a third block runs first, once, before whichever of
/// head or tail is asked for first, and both get its result. Every block runs under the sequence's
/// lock (RAC's `@synchronized (self)`), which is recursive, as `@synchronized` is.
public final class RACDynamicSequence: RACSequence {
  private struct State {
    var headBlock: ((Any?) -> Any?)?
    var tailBlock: ((Any?) -> RACSequence?)?
    var dependencyBlock: (() -> Any?)?
    var dependency: Any?
    var head: Any?
    var tail: RACSequence?
  }

  private let state: RecursiveLockedState<State>
  /// RAC's `hasDependency`: whether the head and tail blocks take the dependency (for the trace's
  /// places in RAC's source, which calls them on different lines).
  private let hasDependency: Bool

  private init(headBlock: @escaping (Any?) -> Any?, tailBlock: ((Any?) -> RACSequence?)?, dependency: (() -> Any?)?) {
    hasDependency = dependency != nil
    state = RecursiveLockedState(
      State(
        headBlock: headBlock, tailBlock: tailBlock, dependencyBlock: dependency, dependency: nil, head: nil, tail: nil))
    super.init()
  }

  /// `+sequenceWithHeadBlock:tailBlock:`.
  static func make(headBlock: @escaping () -> Any?, tailBlock: (() -> RACSequence?)?) -> RACDynamicSequence {
    RACDynamicSequence(
      headBlock: { _ in headBlock() }, tailBlock: tailBlock.map { block in { _ in block() } }, dependency: nil)
  }

  /// `+sequenceWithLazyDependency:headBlock:tailBlock:`.
  static func make(
    lazyDependency: @escaping () -> Any?, headBlock: @escaping (Any?) -> Any?,
    tailBlock: @escaping (Any?) -> RACSequence?
  ) -> RACDynamicSequence {
    RACDynamicSequence(headBlock: headBlock, tailBlock: tailBlock, dependency: lazyDependency)
  }

  /// RAC's ivars: the blocks until they have run (`_headBlock`, `_tailBlock`, `_dependencyBlock`)
  /// and what they gave (`_head`, `_tail`, `_dependency`), for a leak analysis.
  public override func appendCoreReferences(to references: inout CoreReferences) {
    let current = state.withLockedState { $0.pointee }
    // Unwrapped by `if let`, not `map`: a generic function would hand over a reabstracted closure.
    if let headBlock = current.headBlock { references.add("ivar _headBlock", closure: ClosureKey(headBlock)) }
    if let tailBlock = current.tailBlock {
      references.add("ivar _tailBlock", closure: ClosureKey(tailBlock: tailBlock))
    }
    if let dependencyBlock = current.dependencyBlock {
      references.add("ivar _dependencyBlock", closure: ClosureKey(dependencyBlock))
    }
    references.add("ivar _head", value: current.head)
    references.add("ivar _tail", current.tail)
    references.add("ivar _dependency", value: current.dependency)
    super.appendCoreReferences(to: &references)
  }

  /// Runs the dependency block if it has not run; the caller holds the lock.
  private func resolveDependency(_ state: UnsafeMutablePointer<State>) -> Any? {
    if let dependencyBlock = state.pointee.dependencyBlock {
      state.pointee.dependency = dependencyBlock()
      state.pointee.dependencyBlock = nil
    }
    return state.pointee.dependency
  }

  public override var head: Any? {
    state.withLockedState { state in
      guard let headBlock = state.pointee.headBlock else { return state.pointee.head }
      let dependency = resolveDependency(state)
      let head = Tracing.call(
        "headBlock", of: self,
        rac: hasDependency
          ? .block("RACDynamicSequence.m", 144, in: "-head", "headBlock(_dependency)")
          : .block("RACDynamicSequence.m", 147, in: "-head", "headBlock()")
      ) { headBlock(dependency) }
      state.pointee.head = TraceValueDescription.unwrapped(head)
      state.pointee.headBlock = nil
      return state.pointee.head
    }
  }

  public override var tail: RACSequence? {
    state.withLockedState { state in
      guard let tailBlock = state.pointee.tailBlock else { return state.pointee.tail }
      let dependency = resolveDependency(state)
      let tail = Tracing.call(
        "tailBlock", of: self,
        rac: hasDependency
          ? .block("RACDynamicSequence.m", 167, in: "-tail", "tailBlock(_dependency)")
          : .block("RACDynamicSequence.m", 170, in: "-tail", "tailBlock()")
      ) { tailBlock(dependency) }
      // RAC names the tail after this sequence only when the tail's name is nil, which a stream's
      // name never is (RACStream's -init sets it to @""): so, as in RAC, the tail keeps its own.
      state.pointee.tail = tail
      state.pointee.tailBlock = nil
      return tail
    }
  }

  deinit {
    // A long lazy sequence is a chain of memoised tails; letting each release the next from its own
    // deinit would nest one call per element and could overflow the stack. Walk the chain in a
    // loop instead, unlinking each tail nobody else holds (RAC guards its dealloc the same way).
    var node = takeDynamicTail()
    while isKnownUniquelyReferenced(&node), let current = node {
      node = current.takeDynamicTail()
    }
  }

  /// The memoised tail if it is a dynamic sequence (then no longer kept here); other tails are
  /// simply released.
  private func takeDynamicTail() -> RACDynamicSequence? {
    state.withLockedState { state in
      defer { state.pointee.tail = nil }
      return state.pointee.tail as? RACDynamicSequence
    }
  }

  /// RAC's `{ name = …, head = …, tail = … }`, `(unresolved)` for what has not been worked out.
  package override func description(describingValuesWith describe: (Any?) -> String) -> String {
    let (head, tail) = state.withLockedState { state -> (String, String) in
      let head = state.pointee.headBlock == nil ? describe(state.pointee.head) : "(unresolved)"
      let tail: String
      if state.pointee.tailBlock != nil {
        tail = "(unresolved)"
      } else if state.pointee.tail === self {
        tail = "(self)"
      } else {
        tail = state.pointee.tail.map { $0.description(describingValuesWith: describe) } ?? "(null)"
      }
      return (head, tail)
    }
    return "<\(className): \(ObjectAddress.of(self))>{ name = \(name), head = \(head), tail = \(tail) }"
  }

  public override var traceContents: String {
    state.withLockedState { state in
      state.pointee.headBlock == nil ? "[\(Tracing.describe(state.pointee.head)), …]" : "(lazy)"
    }
  }
}
