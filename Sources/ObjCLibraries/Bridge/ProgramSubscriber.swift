import Foundation
import ObjCInterpreter
import RAC
import TraceKernel

/// An object of the program's own class that adopts `<RACSubscriber>` (a test's recording
/// subscriber, a logger), as the core's subscriber, for `-subscribe:` on the Swift core: each event
/// is the program's own method, sent to the object (`-sendNext:`, `-sendError:`, `-sendCompleted`,
/// `-didSubscribeWithDisposable:` with the subscription's compound, which RACPassthroughSubscriber.m's
/// initializer hands its inner subscriber). It holds the object strongly, as RAC's passthrough
/// subscriber holds the subscriber it is given. The core calls it on the run's virtual queues, one at
/// a time, as it calls the interpreter everywhere else.
final class ProgramSubscriber: CoreObject, RACSubscriberProtocol {
  /// The program's object, which the subscription keeps alive through this one.
  let instance: ObjCInstance
  private weak var interpreter: (any NativeContext)?

  init(_ instance: ObjCInstance, interpreter: any NativeContext) {
    self.instance = instance
    self.interpreter = interpreter
    super.init()
    standIn(for: instance)
  }

  /// The trace writes the program's object where the core holds it.
  override var className: String { instance.className }

  override var traceName: String { instance.traceName }

  /// A leak analysis sees the program's object where the core holds this adapter.
  override var referent: AnyObject { instance }

  func sendNext(_ value: Any?) { send("sendNext:", [value]) }

  func sendError(_ error: NSError?) { send("sendError:", [error]) }

  func sendCompleted() { send("sendCompleted", []) }

  func didSubscribeWithDisposable(_ disposable: RACCompoundDisposable) {
    send("didSubscribeWithDisposable:", [disposable])
  }

  private func send(_ selector: String, _ arguments: [Any?]) {
    guard let interpreter else { return }
    _ = interpreter.guardedEntry {
      try interpreter.send(selector, to: instance, arguments: arguments, at: interpreter.currentLocation)
    }
  }
}
