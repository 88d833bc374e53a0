import TraceKernel

/// A closure of the Swift core on the way from one object to another, made while a leak analysis
/// follows a core object's block ivar: what its site recorded (`CoreClosures`), named as the RAC
/// block it mirrors (`block at RACSignal.m:157`). Like a block literal, it is a step of an edge,
/// never an object of the graph.
package final class CoreClosureNode {
  /// What the closure's site recorded.
  package let recorded: CoreClosures.Recorded

  package init(recorded: CoreClosures.Recorded) {
    self.recorded = recorded
  }

  /// `block at RACSignal.m:157`.
  package var name: String { recorded.name }
}
