import Foundation

extension RACSignal {
  /// `+interval:onScheduler:` and `+interval:onScheduler:withLeeway:` (RACSignal+Operations.m): a
  /// date every `interval` seconds, the first one interval after the subscription; it never completes
  /// (behaviour §6.11, §7.14).
  ///
  /// Each subscription is one repeating `after:repeatingEvery:withLeeway:` on `scheduler`; disposing
  /// the subscription stops it. RAC computes the start from the wall clock (`[NSDate
  /// dateWithTimeIntervalSinceNow:]`) and sends `[NSDate date]`; here both come from the scheduler's
  /// clock, `scheduler.now` — the wall clock on real schedulers, virtual time on a
  /// `RACTestScheduler`, whose values are then the virtual dates of the ticks. RAC asserts the
  /// scheduler is not the immediate scheduler (it cannot repeat).
  public static func interval(_ interval: TimeInterval, onScheduler scheduler: RACScheduler) -> RACSignal {
    Tracing.call(
      "+interval:onScheduler:", of: nil, rac: .method("RACSignal+Operations.m", 708, "+interval:onScheduler:"),
      arguments: [("interval", interval), ("scheduler", scheduler)]
    ) {
      self.interval(interval, onScheduler: scheduler, withLeeway: 0)
        .setNameWithFormat("+interval: %f onScheduler: %@", interval, scheduler)
    }
  }

  /// `+interval:onScheduler:withLeeway:`: the current date every `interval` seconds on `scheduler`,
  /// the first one interval from now, never completing (behaviour §6.11).
  public static func interval(
    _ interval: TimeInterval, onScheduler scheduler: RACScheduler, withLeeway leeway: TimeInterval
  ) -> RACSignal {
    Tracing.call(
      "+interval:onScheduler:withLeeway:", of: nil,
      rac: .method("RACSignal+Operations.m", 712, "+interval:onScheduler:withLeeway:"),
      arguments: [("interval", interval), ("scheduler", scheduler), ("leeway", leeway)]
    ) {
      CoreAssertion.check(
        scheduler !== RACScheduler.immediateScheduler, "+interval:onScheduler: needs a non-immediate scheduler")
      weak var weakIntervalSignal: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 716, in: "+interval:onScheduler:withLeeway:", "createSignal:"),
        captures: [.object("scheduler", scheduler)]
      ) { subscriber in
        let intervalSignal = weakIntervalSignal
        // The repeating block keeps neither the scheduler (RAC's sends `[NSDate date]`) nor the
        // signal, as RAC's does not: a test scheduler holding its disposed next tick would
        // otherwise keep itself alive through them.
        return scheduler.after(
          scheduler.now.addingTimeInterval(interval), repeatingEvery: interval, withLeeway: leeway,
          schedule: CoreClosures.action(
            .block("RACSignal+Operations.m", 717, in: "+interval:onScheduler:withLeeway:", "schedule:"),
            captures: [.object("subscriber", subscriber)]
          ) { [weak scheduler, weak intervalSignal] in
            Tracing.call(
              "interval block", of: intervalSignal,
              rac: .block("RACSignal+Operations.m", 717, in: "+interval:onScheduler:withLeeway:", "schedule:")
            ) { subscriber.sendNext(scheduler?.now ?? Date()) }
          })

      }
      weakIntervalSignal = signal
      return signal.setNameWithFormat(
        "+interval: %f onScheduler: %@ withLeeway: %f", interval, scheduler, leeway)
    }
  }
}
