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
  ///   - register: registers the observation for one subscription (and sends the initial value
  ///     when asked); its disposable ends the observation.
  /// - Returns: the created signal, taken until the zip of the two dealloc signals completes.
  public static func make<Target: AnyObject>(
    target: Target, targetWillDealloc: RACSignal, observerWillDealloc: RACSignal?,
    register: @escaping (_ target: Target, _ subscriber: any RACSubscriberProtocol) -> RACDisposable?
  ) -> RACSignal {
    let deallocSignal = RACSignal.zip([targetWillDealloc, observerWillDealloc ?? RACSignal.never()])
    return RACSignal.createSignal { [weak target] subscriber in
      guard let target else {
        subscriber.sendCompleted()
        return nil
      }
      return register(target, subscriber)
    }
    .takeUntil(deallocSignal)
  }
}
