/// The RAC objects the whole process shares, made on first use: the immediate, main-thread and
/// subscription schedulers, `+empty`'s and `+return:nil`'s signals, the empty sequence. Whoever
/// counts the objects a piece of work leaves alive (a walkthrough run, a test) makes them first,
/// so that the first work in a process is not blamed for them.
public enum SharedInstances {
  /// Makes every object the process shares (the schedulers, the shared `+empty` and `+return:
  /// nil`), so a count of live objects taken after it is not moved by them.
  public static func make() {
    _ = RACScheduler.immediateScheduler
    _ = RACScheduler.mainThreadScheduler
    _ = RACScheduler.subscriptionScheduler
    _ = RACSignal.empty()
    _ = RACSignal.return(nil)
    _ = RACSequence.empty()
    _ = RACTupleUnpackingTrampoline.trampoline()
  }
}
