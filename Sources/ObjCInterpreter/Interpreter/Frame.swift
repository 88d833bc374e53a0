/// The slots of one running function, method or block: one allocation, the slots stored after
/// the header (a frame is made at every call; an array of slots would be a second allocation).
final package class Frame: ManagedBuffer<FrameHeader, Box?> {
  /// A frame of `size` empty slots.
  static func make(size: Int) -> Frame {
    let buffer = Frame.create(minimumCapacity: size) { _ in FrameHeader(size: size) }
    let frame = unsafeDowncast(buffer, to: Frame.self)
    frame.withUnsafeMutablePointerToElements { $0.initialize(repeating: nil, count: size) }
    return frame
  }

  deinit {
    withUnsafeMutablePointers { header, slots in _ = slots.deinitialize(count: header.pointee.size) }
  }

  /// How many slots the frame has.
  var size: Int { withUnsafeMutablePointerToHeader { $0.pointee.size } }

  /// The frame's slots by index: read and written at every call and declaration, by the one
  /// thread running the frame.
  var slots: Slots { Slots(frame: self) }

  /// The slots of a frame, subscripted as the array they replace.
  struct Slots {
    let frame: Frame

    // Through the pointers, not `header`: a class's stored property is checked for exclusive
    // access at run time, a call into the run time at every variable read.
    subscript(slot: Int) -> Box? {
      get {
        frame.withUnsafeMutablePointers { header, slots in
          precondition(slot >= 0 && slot < header.pointee.size, "frame slot out of range")
          return slots[slot]
        }
      }
      nonmutating set {
        frame.withUnsafeMutablePointers { header, slots in
          precondition(slot >= 0 && slot < header.pointee.size, "frame slot out of range")
          slots[slot] = newValue
        }
      }
    }
  }

  /// The arguments after a variadic method's last parameter, which `va_start` reads.
  package var variadicArguments: [Any?] {
    get { withUnsafeMutablePointerToHeader { $0.pointee.variadicArguments } }
    set { withUnsafeMutablePointerToHeader { $0.pointee.variadicArguments = newValue } }
  }

  /// The `@onExit` blocks of the scopes running in this frame, innermost last (its count is read
  /// at every compound statement).
  var onExitBlocks: [ObjCBlock] {
    get { withUnsafeMutablePointerToHeader { $0.pointee.onExitBlocks } }
    set { withUnsafeMutablePointerToHeader { $0.pointee.onExitBlocks = newValue } }
  }

  /// How many `@onExit` blocks are waiting, read in place (every compound statement asks).
  var onExitBlockCount: Int { withUnsafeMutablePointerToHeader { $0.pointee.onExitBlocks.count } }

  /// Lets go of the frame's variables, the last declared first, as ARC releases a function's
  /// locals when it returns: before the call's return is traced, so that what a local alone kept
  /// alive (a block holding a subscriber) dies inside the call, as it does in Objective-C.
  func releaseVariables() {
    withUnsafeMutablePointers { header, slots in
      var slot = header.pointee.size - 1
      while slot >= 0 {
        if slots[slot] != nil { slots[slot] = nil }
        slot -= 1
      }
    }
  }

  /// Writes a copy of the value at `source` into the emptied box the frame kept in `slot` for its
  /// block's parameter (`FramePool.spareFrame(size:parameterSlot:)`), which then holds the new
  /// argument as a box from the spare boxes would. False, having written nothing, when the slot is
  /// empty (a new frame, or one kept without a box there).
  @inline(__always)
  func reuseKeptBox(at slot: Int, copying source: UnsafePointer<Any?>, type: TypeName) -> Bool {
    withUnsafeMutablePointers { header, slots in
      guard slot >= 0, slot < header.pointee.size, slots[slot] != nil else { return false }
      // Borrowed from the slot, which holds it throughout, not retained and released around the
      // write (issue 37).
      Unmanaged.passUnretained(slots[slot].unsafelyUnwrapped)._withUnsafeGuaranteedRef {
        $0.reuse(copying: source, type: type)
      }
      return true
    }
  }

  /// The box in `slot`, made empty if the code reads it before its declaration ran (a block that
  /// names the variable it is being assigned to, as `b` in `void (^b)(void) = ^{ b(); }`).
  @inline(__always)
  func box(_ slot: Int) -> Box {
    if let box = slots[slot] { return box }
    let box = Box(nil)
    slots[slot] = box
    return box
  }

  /// `box(slot)` lent to `body`, which reads it (a variable read: `value`, `value.integerValue`):
  /// the frame holds the box throughout, so it is borrowed, not retained and released around the
  /// read as a returned `Box` is (two atomic operations per variable read, issue 37). `body` must
  /// not empty or replace the slot.
  @inline(__always)
  func withBox<Result>(_ slot: Int, _ body: (Box) throws -> Result) rethrows -> Result {
    try withUnsafeMutablePointers { header, slots in
      precondition(slot >= 0 && slot < header.pointee.size, "frame slot out of range")
      if slots[slot] == nil { slots[slot] = Box(nil) }
      return try Unmanaged.passUnretained(slots[slot].unsafelyUnwrapped)._withUnsafeGuaranteedRef(body)
    }
  }
}

/// What a frame keeps beside its slots.
package struct FrameHeader {
  let size: Int
  var variadicArguments: [Any?] = []
  var onExitBlocks: [ObjCBlock] = []
  /// The slot in which a kept frame holds the emptied box of its block's parameter
  /// (`FramePool.recycleVariables(of:keepingBoxAt:)`), or -1.
  var keptBoxSlot = -1
}
