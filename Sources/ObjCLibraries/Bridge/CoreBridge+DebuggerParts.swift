import ObjCInterpreter
import RAC

/// What `rac-walkthrough dap` shows under an object of the Swift core, named as RAC 2.5 names the
/// state: `RACSubject`'s `subscribers` (RACSubject.m's property), `RACCompoundDisposable`'s
/// `_disposables`, `RACSerialDisposable`'s `_disposable`, and every disposable's `disposed`
/// (RACDisposable.h's property). Each is read through the core's own locked accessor, none of
/// which is traced, so capturing a statement's variables adds nothing to the trace.
extension CoreBridge {
  func debuggerParts(of value: Any) -> [(name: String, value: Any?)] {
    switch value {
    case let subject as RACSubject:
      var subscribers: [Any] = []
      subject.enumerateSubscribers { subscribers.append($0) }
      return [("subscribers", ObjCArray(subscribers, mutable: true))]
    case let compound as RACCompoundDisposable:
      return [
        ("_disposables", ObjCArray(compound.disposables, mutable: true)),
        ("disposed", CNumber.bool(compound.isDisposed)),
      ]
    case let serial as RACSerialDisposable:
      return [("_disposable", serial.disposable), ("disposed", CNumber.bool(serial.isDisposed))]
    case let disposable as RACDisposable:
      return [("disposed", CNumber.bool(disposable.isDisposed))]
    default:
      return []
    }
  }
}
