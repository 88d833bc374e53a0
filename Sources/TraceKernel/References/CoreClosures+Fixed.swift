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
}
