import RAC

/// A dispatch queue of the run, on its virtual queues (`VirtualQueues`): where a block sent to it
/// runs, its label, its target and its specific values.
///
/// - The main queue (one for the run) is the virtual main thread.
/// - A global queue is a background virtual queue of its own, one per `dispatch_get_global_queue`
///   call, so that blocks sent through separate calls may interleave as a concurrent queue's do.
/// - A queue the program makes (`dispatch_queue_create`) is serial: its blocks run on the queue its
///   target chain ends in when that queue is serial (a queue that targets the main queue, as RAC's
///   `RACTargetQueueScheduler` makes for `mainThreadScheduler`, runs its blocks on the main
///   thread), and on a virtual queue of its own when its target is concurrent (a global queue, as
///   for RAC's background schedulers), labelled with its own label, as the core labels the
///   background schedulers it makes.
///
/// Limits: a concurrent queue the program makes runs its blocks one at a time, in order, like a
/// serial one (each block would need a thread of its own to interleave); changing a queue's target
/// affects the blocks sent after the change, including any sent before it that have not run.
final class DispatchQueueValue: CustomStringConvertible {
  enum Kind {
    case main
    case global
    case created
  }

  let kind: Kind
  /// As `dispatch_queue_get_label` answers it.
  let label: String
  let isConcurrent: Bool
  /// `dispatch_set_target_queue`'s queue; nil is the default target (a global queue).
  private(set) var target: DispatchQueueValue?
  /// `dispatch_queue_set_specific`'s values.
  private var specifics: [PointerKey: Any] = [:]
  private var ownScheduler: RACScheduler?

  init(kind: Kind, label: String, concurrent: Bool) {
    self.kind = kind
    self.label = label
    self.isConcurrent = concurrent
  }

  /// The main queue of a run (`CLibraryState.dispatch.mainQueue` keeps the one).
  static func makeMain() -> DispatchQueueValue {
    DispatchQueueValue(kind: .main, label: "com.apple.main-thread", concurrent: false)
  }

  var isMain: Bool { kind == .main }

  /// Where its blocks run: the scheduler of the serial queue its target chain ends in, or one of
  /// its own, made when its target is set to a concurrent queue or on first use (a queue pointed at
  /// the main queue right after it is made never makes one, and the others are made in the order
  /// the core makes its background schedulers).
  var scheduler: RACScheduler {
    if isMain { return RACScheduler.mainThreadScheduler }
    if let target, !target.isConcurrent { return target.scheduler }
    if let ownScheduler { return ownScheduler }
    let made =
      kind == .global
      ? RACScheduler.scheduler()
      : RACScheduler.scheduler(withPriority: .default, name: label.isEmpty ? nil : label)
    ownScheduler = made
    return made
  }

  /// `dispatch_set_target_queue(self, target)`: false (and no change) when it would make a cycle.
  func setTarget(_ newTarget: DispatchQueueValue?) -> Bool {
    var next = newTarget
    while let queue = next {
      if queue === self { return false }
      next = queue.target
    }
    target = newTarget
    if let newTarget, newTarget.isConcurrent { _ = scheduler }
    return true
  }

  /// `dispatch_queue_set_specific`: nil removes the key.
  func setSpecific(_ value: Any?, for key: PointerKey) {
    specifics[key] = value
  }

  /// `dispatch_queue_get_specific`: this queue's own value.
  func specific(for key: PointerKey) -> Any? { specifics[key] }

  /// `dispatch_get_specific` on this queue: its value, or its target chain's.
  func specificThroughTargets(for key: PointerKey) -> Any? {
    var next: DispatchQueueValue? = self
    while let queue = next {
      if let value = queue.specifics[key] { return value }
      next = queue.target
    }
    return nil
  }

  var description: String { "<OS_dispatch_queue: \(label)>" }
}
