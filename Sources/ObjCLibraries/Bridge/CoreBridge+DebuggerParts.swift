import ObjCInterpreter
import RAC

/// What `rac-walkthrough dap` shows under an object of the Swift core, named as RAC 2.5 names the
/// state: `RACSubject`'s `subscribers` (RACSubject.m's property) and, for a `RACReplaySubject`,
/// what it keeps to replay (RACReplaySubject.m's `capacity`, `valuesReceived`, `hasCompleted`,
/// `hasError`, `error`); a `RACPassthroughSubscriber`'s `innerSubscriber`, `signal` (unretained,
/// as RAC keeps it) and `disposable` (RACPassthroughSubscriber.m's properties); a `RACSubscriber`'s
/// `disposable`; `RACCompoundDisposable`'s `_disposables`, `RACSerialDisposable`'s `_disposable`,
/// and every disposable's `disposed` (RACDisposable.h's property). Each is read through the core's
/// own locked accessor, none of which is traced, so capturing a statement's variables adds nothing
/// to the trace.
extension CoreBridge {
  func debuggerParts(of value: Any) -> [(name: String, value: Any?, isStrong: Bool)] {
    switch value {
    case let subject as RACSubject:
      var subscribers: [Any] = []
      subject.enumerateSubscribers { subscribers.append($0) }
      let parts: [(name: String, value: Any?, isStrong: Bool)] = [
        ("subscribers", ObjCArray(subscribers, mutable: true), true)
      ]
      guard let replay = subject as? RACReplaySubject else { return parts }
      let state = replay.replayState
      // RAC's capacity is an NSUInteger: unlimited is NSUIntegerMax.
      let capacity =
        state.capacity == RACReplaySubjectUnlimitedCapacity
        ? CNumber(unsigned: UInt64.max, type: .unsignedLong)
        : CNumber(integer: Int64(state.capacity), type: .unsignedLong)
      return parts + [
        ("capacity", capacity, true),
        ("valuesReceived", ObjCArray(state.valuesReceived, mutable: true), true),
        ("hasCompleted", CNumber.bool(state.hasCompleted), true),
        ("hasError", CNumber.bool(state.hasError), true),
        ("error", state.error, true),
      ]
    case let passthrough as RACPassthroughSubscriber:
      return [
        ("innerSubscriber", passthrough.innerSubscriber, true),
        ("signal", passthrough.signal, false),
        ("disposable", passthrough.disposable, true),
      ]
    case let subscriber as RACSubscriber:
      return [("disposable", subscriber.disposable, true)]
    case let compound as RACCompoundDisposable:
      return [
        ("_disposables", ObjCArray(compound.disposables, mutable: true), true),
        ("disposed", CNumber.bool(compound.isDisposed), true),
      ]
    case let serial as RACSerialDisposable:
      return [("_disposable", serial.disposable, true), ("disposed", CNumber.bool(serial.isDisposed), true)]
    case let disposable as RACDisposable:
      return [("disposed", CNumber.bool(disposable.isDisposed), true)]
    default:
      return []
    }
  }
}
