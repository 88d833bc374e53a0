/// A box the core keeps a variable in that its closures share (RAC's `__block` variable, held in
/// a `BlockVariable`), counting the writes of what it holds: a leak analysis that looks at the
/// same closures again and again (the viewer's holders, at each stop) reads what a closure's shared
/// variables hold again only when one of them was written since (`CoreClosures.Recorded.stamp`).
///
/// A class, so that the analysis asks a capture's box for its count with a class check, not a
/// protocol cast (a conformance lookup each).
open class WriteCountedBox {
  /// How many times the box's value was written: bumped by the subclass at each write, where the
  /// write itself is made (under whatever guards the variable, or on the one thread that uses
  /// it), one plain increment. Only ever grows, so a sum of several boxes' counts moves whenever
  /// one of them does.
  public final var writes: UInt = 0

  /// A box not yet written.
  public init() {}
}
