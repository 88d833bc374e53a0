import Foundation

/// The signal NSObject+RACPropertySubscribing.m's `-rac_valuesAndChangesForKeyPath:options:observer:`
/// builds, which every KVO wrapper of this package makes (`RACObserve`'s, RACCommand's observation
/// of itself, the host's for a program's objects), so that each makes RAC's calls in RAC's order:
/// the zip of the target's and the observer's `rac_willDeallocSignal` (`+never` without an
/// observer) first, then a created signal that registers an observation per subscription, taken
/// until that zip completes — when either is deallocated. A subscription made after the target is
/// gone completes at once.
///
/// RAC also takes a recursive lock around the subscription and in `doCompleted:` of the dealloc
/// signal, so that a deallocation on another thread waits for a subscription being set up; the
/// walkthroughs change their models on one thread, and the wrappers leave it out.
public enum KVOSignal {
  /// The KVO signal of `target`, observed on behalf of an observer (or none).
  ///
  /// - Parameters:
  ///   - target: the observed object, held weakly.
  ///   - targetWillDealloc: the target's `rac_willDeallocSignal`.
  ///   - observerWillDealloc: the observer's `rac_willDeallocSignal`; nil without an observer.
  ///   - name: the block it mirrors, as `leaks` names it: the `createSignal:` block of the tool's
  ///     RACSource/KeyValueSignals.m that makes the same signal on RAC's code (line 42 for the
  ///     values, 66 for the values and KVO's change dictionaries). That block holds its target
  ///     weakly and captures nothing else of the program's.
  ///   - register: registers the observation for one subscription (and sends the initial value
  ///     when asked); its disposable ends the observation.
  /// - Returns: the created signal, taken until the zip of the two dealloc signals completes.
  public static func make<Target: AnyObject>(
    target: Target, targetWillDealloc: RACSignal, observerWillDealloc: RACSignal?,
    named name: String = "block at KeyValueSignals.m:42",
    register: @escaping (_ target: Target, _ subscriber: any RACSubscriberProtocol) -> RACDisposable?
  ) -> RACSignal {
    let deallocSignal = RACSignal.zip([targetWillDealloc, observerWillDealloc ?? RACSignal.never()])
    let didSubscribe: (any RACSubscriberProtocol) -> RACDisposable? = { [weak target] subscriber in
      guard let target else {
        subscriber.sendCompleted()
        return nil
      }
      return register(target, subscriber)
    }
    if CoreClosures.isRecording {
      CoreClosures.record(ClosureKey(didSubscribe: didSubscribe), named: name, captures: [])
    }
    return RACSignal.createSignal(didSubscribe)
      .takeUntil(deallocSignal)
  }
}
