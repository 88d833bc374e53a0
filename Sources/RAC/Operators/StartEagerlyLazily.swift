/// `+startEagerlyWithScheduler:block:` and `+startLazilyWithScheduler:block:` (RACSignal.m): run a
/// block of work once, on `scheduler`, and replay what it sent to every subscriber.
///
/// `startLazily` multicasts a `+createSignal:` that runs `block` into a `RACReplaySubject`, and
/// returns a signal that, on `scheduler` (`subscribeOn:`), subscribes to the subject and connects:
/// the first subscription runs the block, later ones get the replay. `startEagerly` is the same
/// signal, subscribed to at once through `[[signal publish] connect]`, so the work starts now.
extension RACSignal {
  /// `+startLazilyWithScheduler:block:`: `block` runs on `scheduler` at the first subscription,
  /// once; every subscriber gets everything it sent.
  public class func startLazily(
    withScheduler scheduler: RACScheduler, block: @escaping (_ subscriber: any RACSubscriberProtocol) -> Void
  ) -> RACSignal {
    Tracing.call(
      "+startLazilyWithScheduler:block:", of: nil, rac: .method("RACSignal.m", 53, "+startLazilyWithScheduler:block:"),
      arguments: [("scheduler", scheduler)]
    ) {
      let connection = RACSignal.createSignal(
        .block("RACSignal.m", 58, in: "+startLazilyWithScheduler:block:", "createSignal:"),
        captures: [.closure("block", ClosureKey(subscriberBlock: block))]
      ) { subscriber in
        Tracing.call(
          "block", of: nil, rac: .block("RACSignal.m", 59, in: "+startLazilyWithScheduler:block:", "block(subscriber)"),
          arguments: [("subscriber", subscriber)]
        ) { block(subscriber) }
        return nil
      }
      .multicast(RACReplaySubject.subject())

      return RACSignal.createSignal(
        .block("RACSignal.m", 58, in: "+startLazilyWithScheduler:block:", "createSignal:"),
        captures: [.object("connection", connection)]
      ) { subscriber in
        _ = connection.signal.subscribe(subscriber)
        connection.connect()
        return nil
      }
      .subscribeOn(scheduler)
      .setNameWithFormat("+startLazilyWithScheduler: %@ block:", scheduler)
    }
  }

  /// `+startEagerlyWithScheduler:block:`: `block` runs on `scheduler` now, once; every subscriber
  /// gets everything it sent.
  public class func startEagerly(
    withScheduler scheduler: RACScheduler, block: @escaping (_ subscriber: any RACSubscriberProtocol) -> Void
  ) -> RACSignal {
    Tracing.call(
      "+startEagerlyWithScheduler:block:", of: nil,
      rac: .method("RACSignal.m", 43, "+startEagerlyWithScheduler:block:"), arguments: [("scheduler", scheduler)]
    ) {
      let signal = startLazily(withScheduler: scheduler, block: block)
      // Subscribe to force the lazy signal to call its block.
      signal.publish().connect()
      return signal.setNameWithFormat("+startEagerlyWithScheduler: %@ block:", scheduler)
    }
  }
}
