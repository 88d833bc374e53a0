import RAC

/// What a walkthrough's program is handed: the scheduler it runs on, so a scripted user (typing,
/// tapping) can act at later virtual times.
public struct WalkthroughContext {
  /// The main thread scheduler during the run, on the run's virtual queues.
  public let scheduler: RACScheduler
  /// The version of the program to run: nil for the code as the post shows it, or the name of a
  /// variant the walkthrough's data declares (e.g. the data the post's printed output came from).
  public let variant: String?

  /// The context of a run on `scheduler`, running `variant`.
  public init(scheduler: RACScheduler, variant: String? = nil) {
    self.scheduler = scheduler
    self.variant = variant
  }
}
