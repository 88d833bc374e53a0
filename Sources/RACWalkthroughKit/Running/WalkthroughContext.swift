import RAC

/// What a walkthrough's program is handed: the scheduler it runs on, so a scripted user (typing,
/// tapping) can act at later virtual times.
public struct WalkthroughContext {
  /// The test scheduler that stands for the main thread during the run.
  public let scheduler: RACTestScheduler

  public init(scheduler: RACTestScheduler) {
    self.scheduler = scheduler
  }
}
