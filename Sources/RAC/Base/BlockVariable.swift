/// A local variable that the closures one operator makes share, as RAC's `__block` variable is
/// shared by its blocks (`-distinctUntilChanged`'s `lastValue`, `-combineLatestWith:`'s
/// `lastSelfValue`): a box of its own, where Swift would make an anonymous one for a captured
/// `var`, so that a leak analysis can name it and follow what it holds now
/// (`CoreCapture.variable`). One allocation, as Swift's box is; guarded as the variable was. Its
/// writes are counted (`WriteCountedBox`), so that the analysis reads it again only once written.
final class BlockVariable<Value>: WriteCountedBox {
  var value: Value {
    didSet { writes &+= 1 }
  }

  init(_ value: Value) {
    self.value = value
  }
}

extension CoreCapture {
  /// `variable` of a `BlockVariable`: `__block label`, followed into what it holds now.
  static func variable<Value>(_ label: String, _ box: BlockVariable<Value>) -> CoreCapture {
    variable(label, box) { $0.value }
  }

  /// `contents` of a `BlockVariable`: a mutable collection RAC's block captures, named `label`.
  static func contents<Value>(_ label: String, _ box: BlockVariable<Value>) -> CoreCapture {
    contents(label, box) { $0.value }
  }
}
