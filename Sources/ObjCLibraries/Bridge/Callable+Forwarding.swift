import Foundation
import ObjCInterpreter
import RAC

/// The bridge's closures name the program's block they call, while a leak analysis records the
/// core's closures (`CoreClosures`): a core object holding one (a subscriber's `_next`) then leads
/// to the block literal and what it captures (`self`), as RAC's own ivar would.
extension Callable {
  /// `closure`, recorded as calling this callable's block.
  func forwarding(_ closure: @escaping (Any?) -> Void) -> (Any?) -> Void {
    if CoreClosures.isRecording { record(ClosureKey(closure)) }
    return closure
  }

  /// `closure`, recorded as calling this callable's block.
  func forwarding(_ closure: @escaping (NSError?) -> Void) -> (NSError?) -> Void {
    if CoreClosures.isRecording { record(ClosureKey(closure)) }
    return closure
  }

  /// `closure`, recorded as calling this callable's block.
  func forwarding(_ closure: @escaping () -> Void) -> () -> Void {
    if CoreClosures.isRecording { record(ClosureKey(closure)) }
    return closure
  }

  /// `closure`, recorded as calling this callable's block.
  func forwarding(_ closure: @escaping (Any?) -> Any?) -> (Any?) -> Any? {
    if CoreClosures.isRecording { record(ClosureKey(closure)) }
    return closure
  }

  /// `closure`, recorded as calling this callable's block.
  func forwarding(_ closure: @escaping (Any?) -> RACStream?) -> (Any?) -> RACStream? {
    if CoreClosures.isRecording { record(ClosureKey(fieldOf: StreamFactory(closure: closure))) }
    return closure
  }

  /// `closure`, recorded as calling this callable's block.
  func forwarding(_ closure: @escaping (Any?) -> Bool) -> (Any?) -> Bool {
    if CoreClosures.isRecording { record(ClosureKey(fieldOf: Predicate(closure: closure))) }
    return closure
  }

  /// `closure`, recorded as calling this callable's block.
  func forwarding(_ closure: @escaping () -> Any?) -> () -> Any? {
    if CoreClosures.isRecording { record(ClosureKey(fieldOf: Factory(closure: closure))) }
    return closure
  }

  /// `closure`, recorded as calling this callable's block.
  func forwarding(
    _ closure: @escaping (any RACSubscriberProtocol) -> RACDisposable?
  ) -> (any RACSubscriberProtocol) -> RACDisposable? {
    if CoreClosures.isRecording { record(ClosureKey(fieldOf: DidSubscribe(closure: closure))) }
    return closure
  }

  /// `closure`, recorded as calling this callable's block.
  func forwarding(_ closure: @escaping (Any?, Any?) -> Any?) -> (Any?, Any?) -> Any? {
    if CoreClosures.isRecording { record(ClosureKey(fieldOf: Reduce2(closure: closure))) }
    return closure
  }

  /// `closure`, recorded as calling this callable's block (`+defer:`'s).
  func forwarding(_ closure: @escaping () -> RACSignal) -> () -> RACSignal {
    if CoreClosures.isRecording { record(ClosureKey(signalFactory: closure)) }
    return closure
  }

  private func record(_ key: ClosureKey) {
    if case .block(let block) = self { CoreClosures.recordForwarding(key, to: block) }
  }
}

/// The closure types the bridge makes that `ClosureKey` has no initialiser of its own for: each
/// read through a struct holding it (`ClosureKey(fieldOf:)`).
private struct StreamFactory { let closure: (Any?) -> RACStream? }
private struct Predicate { let closure: (Any?) -> Bool }
private struct Factory { let closure: () -> Any? }
private struct DidSubscribe { let closure: (any RACSubscriberProtocol) -> RACDisposable? }
private struct Reduce2 { let closure: (Any?, Any?) -> Any? }
