import Dispatch

/// Remembers the label of the RAC queue the current code runs on.
///
/// Linux's Dispatch cannot read a queue's label from inside it, so every queue the schedulers make
/// tags itself with its label; the trace and the walkthroughs' `NSLog` read it back from here.
public enum QueueLabel {
  static let key = DispatchSpecificKey<String>()

  /// Tags `queue` so that code running on it can learn its label.
  static func tag(_ queue: DispatchQueue, label: String) {
    queue.setSpecific(key: key, value: label)
  }

  /// The label of the tagged RAC queue the caller runs on, if any; inside a `VirtualQueues` run,
  /// the label of the virtual queue whose action is running.
  public static var current: String? {
    dispatchLabel ?? RACScheduler.currentVirtualQueue?.label
  }

  /// The label of the tagged dispatch queue the caller runs on, if any.
  static var dispatchLabel: String? { DispatchQueue.getSpecific(key: key) }
}
