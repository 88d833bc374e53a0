import Foundation

/// `NSObject+RACLifting` (NSObject+RACLifting.m, RAC 2.5) on the objects the core can watch die:
/// the walkthroughs' model and UIKit stand-ins and the instances of a program's classes.
///
/// Lifting a selector calls it on the object with the latest value of each of its signals, every
/// time one of them sends, once every signal has sent: the signals' `+combineLatest:` tuple is
/// taken until the object is deallocated, mapped through an invocation of the selector, and
/// multicast with `-replayLast` (so the lift starts at once, and the returned signal replays the
/// last return value: `RACUnit.defaultUnit` for a method that returns `void`).
///
/// Swift cannot build an `NSInvocation`, so the caller hands in `invoke`, which sends `selector` to
/// the object with a tuple's elements as its arguments (`RACTupleNil` as nil) and returns what the
/// invocation's `rac_returnValue` would. RAC's map block holds the object `__unsafe_unretained`;
/// here it is held weakly, and the block is not called once the object is gone (the signal is
/// taken until its `rac_willDeallocSignal` completes, so it would not be in RAC either).
extension KeyValueObservable {
  /// `-rac_liftSelector:withSignalOfArguments:`: invokes `selector` on the receiver with each tuple
  /// `arguments` sends.
  ///
  /// - Parameters:
  ///   - selector: the selector, for the name of the signal (`setText:`).
  ///   - arguments: a signal of `RACTuple`s, one element per argument of `selector`.
  ///   - invoke: sends `selector` to the receiver with the tuple's elements; returns the result.
  /// - Returns: the replayed signal of the invocations' results.
  public func rac_liftSelector(
    _ selector: String, withSignalOfArguments arguments: RACSignal,
    invoke: @escaping (_ target: any KeyValueObservable, _ arguments: RACTuple?) -> Any?
  ) -> RACSignal {
    Tracing.call(
      "-rac_liftSelector:withSignalOfArguments:", of: self as? any Traceable,
      rac: .method("NSObject+RACLifting.m", 19, "-rac_liftSelector:withSignalOfArguments:"),
      arguments: [("selector", selector), ("arguments", arguments)]
    ) {
      let untilDealloc = arguments.takeUntil(rac_willDeallocSignal)
      return untilDealloc.map { [weak untilDealloc, weak self] value in
        Tracing.call(
          "block", of: untilDealloc,
          rac: .block("NSObject+RACLifting.m", 30, in: "-rac_liftSelector:withSignalOfArguments:", "map:"),
          arguments: [("arguments", value)]
        ) { () -> Any? in
          guard let self else { return nil }
          return invoke(self, value as? RACTuple)
        }
      }
      .replayLast()
      .setNameWithFormat(
        "%@ -rac_liftSelector: %s withSignalsOfArguments: %@", rac_description, selector, arguments)
    }
  }

  /// `-rac_liftSelector:withSignalsFromArray:`: invokes `selector` with the latest value of each of
  /// `signals` (one a argument, in order) whenever one of them sends, once all have.
  ///
  /// - Parameters:
  ///   - selector: the selector, for the name of the signal.
  ///   - signals: one signal per argument of `selector`; RAC asserts there is at least one.
  ///   - invoke: sends `selector` to the receiver with a tuple's elements; returns the result.
  /// - Returns: the replayed signal of the invocations' results.
  public func rac_liftSelector(
    _ selector: String, withSignalsFromArray signals: [RACSignal],
    invoke: @escaping (_ target: any KeyValueObservable, _ arguments: RACTuple?) -> Any?
  ) -> RACSignal {
    Tracing.call(
      "-rac_liftSelector:withSignalsFromArray:", of: self as? any Traceable,
      rac: .method("NSObject+RACLifting.m", 44, "-rac_liftSelector:withSignalsFromArray:"),
      arguments: [("selector", selector), ("signals", signals)]
    ) {
      CoreAssertion.check(!signals.isEmpty, "-rac_liftSelector:withSignalsFromArray: needs at least one signal")
      return rac_liftSelector(selector, withSignalOfArguments: RACSignal.combineLatest(signals), invoke: invoke)
        .setNameWithFormat(
          "%@ -rac_liftSelector: %s withSignalsFromArray: %@", rac_description, selector, signals)
    }
  }

  /// `-rac_liftSelector:withSignals:` (nil-terminated in Objective-C): the signals as an array.
  ///
  /// - Parameters:
  ///   - selector: the selector, for the name of the signal.
  ///   - signals: one signal per argument of `selector`.
  ///   - invoke: sends `selector` to the receiver with a tuple's elements; returns the result.
  /// - Returns: the replayed signal of the invocations' results.
  public func rac_liftSelector(
    _ selector: String, withSignals signals: [RACSignal],
    invoke: @escaping (_ target: any KeyValueObservable, _ arguments: RACTuple?) -> Any?
  ) -> RACSignal {
    Tracing.call(
      "-rac_liftSelector:withSignals:", of: self as? any Traceable,
      rac: .method("NSObject+RACLifting.m", 59, "-rac_liftSelector:withSignals:"),
      arguments: [("selector", selector), ("signals", signals)]
    ) {
      rac_liftSelector(selector, withSignalsFromArray: signals, invoke: invoke)
        .setNameWithFormat("%@ -rac_liftSelector: %s withSignals: %@", rac_description, selector, signals)
    }
  }
}
