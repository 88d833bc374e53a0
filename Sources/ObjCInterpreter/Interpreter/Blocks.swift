import TraceKernel

/// A block a snippet made: its literal (parameters, body, where it is written, its trace name) and
/// the variables it captured when it was created, in the slots the resolver gave them.
///
/// It holds what it captured strongly (a captured `self` included, so the retain cycles a post's
/// code makes are real and the live-object count sees them), except `__weak` captures.
final package class ObjCBlock: CustomStringConvertible, @unchecked Sendable {
  package let literal: BlockLiteral
  let captured: [Box]
  unowned(unsafe) package let interpreter: Interpreter
  private let interpreterKeeper: Interpreter
  /// The object the trace shows the block's calls on: the receiver of the message it was passed to
  /// (the signal a `map:` block belongs to). Weak: a signal keeps its blocks. Set only while
  /// something reads it (`ownersAreRead`).
  weak var owner: CoreObject?

  init(literal: BlockLiteral, captured: [Box], interpreter: Interpreter) {
    self.literal = literal
    self.captured = captured
    self.interpreter = interpreter
    self.interpreterKeeper = interpreter
  }

  package var arity: Int { literal.parameters.count }

  /// Whether blocks note their owners in this run: only the trace (or the footprints `explore`
  /// collects) and the leaks ledger read them. Otherwise a block would hold a weak reference to
  /// its owner for nothing, and a weak reference moves the owner's reference counts to a side
  /// table for good: every retain and release of it then takes the run time's slow path (three
  /// per value for the subject of an interpreted `[subject sendNext:]`, issue 37).
  static func ownersAreRead(by interpreter: Interpreter) -> Bool {
    Tracing.isRecording || interpreter.run.ledger != nil
  }

  /// `<__NSMallocBlock__: 0x…>`: a block that captures nothing is a global block in Objective-C.
  package var description: String {
    "<\(captured.isEmpty ? "__NSGlobalBlock__" : "__NSMallocBlock__"): \(ValueDescription.address(of: self))>"
  }
}

/// A Swift closure of the core handed to a snippet (the `block` a replaced `map:` receives, a
/// `RACStreamBindBlock` a snippet's `bind:` gets back): callable from Objective-C like a block.
final package class NativeBlock: CustomStringConvertible, @unchecked Sendable {
  package let arity: Int
  package let name: String
  package let invoke: ([Any?]) throws -> Any?
  /// The closure itself, handed back unchanged when the snippet passes the block to the core.
  package let underlying: Any

  /// Where the snippet was when the core handed the closure over (for errors about it).
  package let interpreterLocation: () -> SourceLocation

  package init(
    arity: Int, name: String, underlying: Any, location: @escaping () -> SourceLocation,
    invoke: @escaping ([Any?]) throws -> Any?
  ) {
    self.arity = arity
    self.name = name
    self.underlying = underlying
    self.interpreterLocation = location
    self.invoke = invoke
  }

  package var description: String { "<__NSMallocBlock__: \(ValueDescription.address(of: self))>" }
}

/// A block in the trace: its name, on one line (`TraceDescriptions` writes the runtime's other
/// values so).
extension ObjCBlock: TraceDescribable {
  package var traceDescription: String { "<block \(literal.traceName)>" }
}

extension NativeBlock: TraceDescribable {
  package var traceDescription: String { "<block \(name)>" }
}

extension ObjCBlock {
  /// The block's captured variables, in the slots its body reads them from. A call's frame is new
  /// or emptied (`FramePool.keepSpare`), so those slots are empty: each box is stored there without
  /// releasing anything, and with no release (which may run any `deinit`) in the loop, the literal's
  /// and the block's lists are read where they are rather than retained and released around it
  /// (issue 37). A slot that holds a box anyway sends the whole binding to the general assignment.
  @inline(__always)
  func bindCaptures(in frame: Frame) {
    let boundAll = frame.withUnsafeMutablePointers { header, slots -> Bool in
      for index in literal.captures.indices {
        let slot = literal.captures[index].innerSlot
        guard slot >= 0, slot < header.pointee.size, slots[slot] == nil else { return false }
        (slots + slot).initialize(to: captured[index])
      }
      return true
    }
    if !boundAll { bindCapturesReplacing(in: frame) }
  }

  /// `bindCaptures` into slots that may hold boxes already, each replaced (released) as any
  /// assignment does.
  @inline(never)
  private func bindCapturesReplacing(in frame: Frame) {
    for (index, capture) in literal.captures.enumerated() { frame.slots[capture.innerSlot] = captured[index] }
  }
}
