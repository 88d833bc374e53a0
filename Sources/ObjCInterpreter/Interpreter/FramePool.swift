/// The frames and variable boxes of returned calls, kept for the next calls: a block the core calls
/// for every value would otherwise allocate and free a frame and a box for its parameter each time
/// (issue 21). Used by one thread at a time, as the rest of the interpreter's run state is; the
/// interpreter keeps it inline (`Interpreter.frames`), without run-time exclusivity checks.
struct FramePool {
  /// Emptied frames of returned block calls, by size (`spareFrame(size:)`, `keepSpare`).
  private var spareFrames: [[Frame]] = []
  /// The frame `keepSpare` kept last, outside `spareFrames`.
  private var lastSpareFrame: Frame?
  /// Emptied boxes of variables that have gone, for the next parameters (`recycleVariables`,
  /// `box(holding:type:)`).
  private var spareBoxes: [Box] = []

  /// The most frames of one size kept for reuse, and the largest size kept: enough for the blocks
  /// a pipeline calls in turn, and for a few levels of recursion.
  static let spareFramesPerSize = 8
  static let largestSpareFrame = 64

  /// A frame of `size` empty slots: one a returned block call left (`keepSpare`), else a new one.
  /// A block the core calls for every value would otherwise allocate and free a frame each time
  /// (issue 21).
  ///
  /// A kept frame may hold, in `parameterSlot`, the emptied box of the parameter of the block that
  /// used it last (`recycleVariables(of:keepingBoxAt:)`): a block called again with the frame finds
  /// its parameter's box where it reads it (`Frame.reuseKeptBox`), without taking one from the spare
  /// boxes and giving it back at every call. A box kept in any other slot (the frame served another
  /// block, or a call that binds no such parameter asks) goes to the spare boxes first.
  @inline(__always)
  mutating func spareFrame(size: Int, parameterSlot: Int = -1) -> Frame {
    let frame: Frame
    // Moved out (`take`), not copied and then cleared: a retain and a release fewer per call.
    if lastSpareFrame?.size == size, let last = lastSpareFrame.take() {
      frame = last
    } else if size < spareFrames.count, let kept = spareFrames[size].popLast() {
      frame = kept
    } else {
      return Frame.make(size: size)
    }
    releaseKeptBox(of: frame, unlessAt: parameterSlot)
    return frame
  }

  /// Takes the emptied parameter box a kept frame holds out of its slot (into the spare boxes)
  /// unless it is in `slot`; either way the frame no longer counts it as kept, so that a call that
  /// ends early empties that slot as any other (`keepSpare`).
  @inline(__always)
  private mutating func releaseKeptBox(of frame: Frame, unlessAt slot: Int) {
    frame.withUnsafeMutablePointers { header, slots in
      let kept = header.pointee.keptBoxSlot
      guard kept >= 0 else { return }
      header.pointee.keptBoxSlot = -1
      guard kept != slot, let box = slots[kept].take() else { return }
      if spareBoxes.count < Self.spareBoxLimit { spareBoxes.append(box) }
    }
  }

  /// Empties a frame whose call has returned and that nothing else holds, and keeps it for the next
  /// call of its size. Its slots are released in order, as the frame's `deinit` would release them.
  mutating func keepSpare(_ frame: Frame) {
    frame.withUnsafeMutablePointers { header, slots in
      let size = header.pointee.size
      guard size <= Self.largestSpareFrame else { return }
      // The parameter's emptied box, if `recycleVariables` kept one, stays for the next call.
      let kept = header.pointee.keptBoxSlot
      for index in 0..<size where index != kept { slots[index] = nil }
      if !header.pointee.variadicArguments.isEmpty { header.pointee.variadicArguments = [] }
      if !header.pointee.onExitBlocks.isEmpty { header.pointee.onExitBlocks = [] }
      // The blocks a pipeline calls in turn mostly have frames of one size: the frame kept last
      // is taken again first, without the table.
      guard let last = lastSpareFrame else {
        lastSpareFrame = frame
        return
      }
      if last.size == size {
        lastSpareFrame = frame
        return keepInTable(last, size: size)
      }
      keepInTable(frame, size: size)
    }
  }

  /// Keeps an emptied frame in `spareFrames`, unless its size has enough already.
  private mutating func keepInTable(_ frame: Frame, size: Int) {
    while spareFrames.count <= size { spareFrames.append([]) }
    if spareFrames[size].count < Self.spareFramesPerSize { spareFrames[size].append(frame) }
  }

  /// The most emptied boxes kept for reuse.
  static let spareBoxLimit = 32

  /// Emptied argument lists of returned message sends, for the next sends (`argumentList`,
  /// `keepArgumentList`): a send's arguments are an array, which was allocated and freed at every
  /// send (`[subject sendNext:@(i)]`, `[RACSignal return:value]`: issue 37).
  private var spareArgumentLists: [[Any?]] = []

  /// The most emptied argument lists kept, and the largest capacity kept.
  static let spareArgumentListLimit = 8
  static let largestSpareArgumentList = 16

  /// An empty argument list: one a returned send left (`keepArgumentList`), else a new one.
  @inline(__always)
  mutating func argumentList() -> [Any?] {
    spareArgumentLists.popLast() ?? []
  }

  /// Empties the argument list of a send that has returned and keeps it for the next send. Its
  /// arguments are released now, in order, as the array's end would release them (a list that
  /// something kept, a library method that stored it, is left to it: emptying copies it first).
  @inline(__always)
  mutating func keepArgumentList(_ list: consuming [Any?]) {
    guard spareArgumentLists.count < Self.spareArgumentListLimit, list.capacity <= Self.largestSpareArgumentList
    else { return }
    // A list of one argument (`sendNext:`, `return:`) is emptied by `removeLast`, inlined here:
    // `removeAll(keepingCapacity:)` is the library's general range replacement, out of line, many
    // cache lines for the one element (issue 37). Longer lists keep its order of release.
    if list.count == 1 { list.removeLast() } else { list.removeAll(keepingCapacity: true) }
    spareArgumentLists.append(list)
  }

  /// `Frame.releaseVariables`, keeping the boxes nothing else holds (no block shares them, no
  /// pointer points at them) for the next parameters: each box is emptied, the last declared
  /// first, so what its variable held is released when and in the order it was before. The box in
  /// `keptSlot` (a block's one parameter), when nothing else holds it, is emptied where it is and
  /// left in the frame for the block's next call (`spareFrame(size:parameterSlot:)`).
  mutating func recycleVariables(of frame: Frame, keepingBoxAt keptSlot: Int = -1) {
    frame.withUnsafeMutablePointers { header, slots in
      var slot = header.pointee.size - 1
      while slot >= 0 {
        if slots[slot] != nil {
          if slot == keptSlot, isKnownUniquelyReferenced(&slots[slot]), let box = slots[slot], box.isRecyclable {
            box.empty()
            header.pointee.keptBoxSlot = slot
          } else if spareBoxes.count < Self.spareBoxLimit, isKnownUniquelyReferenced(&slots[slot]),
            let box = slots[slot].take(), box.isRecyclable
          {
            box.empty()
            spareBoxes.append(box)
          } else {
            slots[slot] = nil
          }
        }
        slot -= 1
      }
    }
  }

  /// A box holding `value` as a variable of `type`: an emptied one kept by `recycleVariables`, else
  /// a new one.
  @inline(__always)
  mutating func box(holding value: consuming Any?, type: TypeName) -> Box {
    guard let box = spareBoxes.popLast() else { return Box(value, type: type) }
    box.reuse(value, type: type)
    return box
  }

  /// A box holding a copy of the value at `source` as a variable of `type`: an emptied one kept by
  /// `recycleVariables` (the copy written into it, `Box.reuse(copying:type:)`), else a new one.
  @inline(__always)
  mutating func box(copying source: UnsafePointer<Any?>, type: TypeName) -> Box {
    guard let box = spareBoxes.popLast() else { return Box(source.pointee, type: type) }
    box.reuse(copying: source, type: type)
    return box
  }
}
