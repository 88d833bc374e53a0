extension CoreClosures.Recorded {
  /// Whether what the closure captures can change while it lives: it shares a variable with the
  /// closures made beside it (`CoreCapture.variable`, `contents`), which they write. Otherwise its
  /// captures are fixed where it was made, and each lives as long as the closure (it holds them):
  /// a leak analysis that reads them once need not read them again while the closure lives.
  public var readsVariables: Bool {
    captures.contains { capture in
      if case .variable = capture.held { return true }
      return false
    }
  }

  /// A stamp of what the closure's shared variables hold: while two reads of it are equal, the
  /// closure's captures give the same targets (its other captures are fixed where it was made).
  /// The sum of its boxes' write counts (each only grows, so the sum moves with any of them) and
  /// how many of its boxes have gone (only grows too: a box that goes makes the pair differ from
  /// every earlier one). Nil when a box does not count its writes (`WriteCountedBox`).
  public var variablesStamp: (writes: UInt, gone: Int)? {
    var writes: UInt = 0
    var gone = 0
    for capture in captures {
      guard case .variable(let weak, _) = capture.held else { continue }
      guard let box = weak.object else {
        gone += 1
        continue
      }
      guard let counted = box as? WriteCountedBox else { return nil }
      writes &+= counted.writes
    }
    return (writes, gone)
  }
}
