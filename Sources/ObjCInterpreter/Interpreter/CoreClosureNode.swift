import TraceKernel

/// A closure of the Swift core on the way from one object to another, made while a leak analysis
/// follows a core object's block ivar: what its site recorded (`CoreClosures`), named as the RAC
/// block it mirrors (`block at RACSignal.m:157`). Like a block literal, it is a step of an edge,
/// never an object of the graph.
package final class CoreClosureNode {
  /// What the closure's site recorded.
  package let recorded: CoreClosures.Recorded
  /// The closure: a walk goes into each closure once, though each reference to it makes a node
  /// of its own (closures that capture one another, as `-flatten:`'s `subscribeToSignal` does
  /// through its `__block` variable, would otherwise be walked for ever).
  package let key: ClosureKey

  package init(recorded: CoreClosures.Recorded, key: ClosureKey) {
    self.recorded = recorded
    self.key = key
  }

  /// `block at RACSignal.m:157`.
  package var name: String { recorded.name }
}
