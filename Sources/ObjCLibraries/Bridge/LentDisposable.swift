import ObjCInterpreter
import RAC

/// A disposable of RAC's loaded source (`--rac-source`) as the core's `RACDisposable`, for a core
/// object that keeps one (a core compound's child, a core subscriber's subscription): each
/// `dispose` sends the instance `-dispose`, and `isDisposed` asks it, so the core sees RAC's own
/// object and the trace shows RAC's own `-dispose` (no block of the bridge's in between, which the
/// run on the Swift core would not have). The core calls it from any of the run's virtual queues,
/// one at a time, as it calls the interpreter everywhere else.
final class LentDisposable: RACDisposable {
  /// The instance of RAC's source it stands for, which the core keeps alive through it, as it would
  /// keep a disposable of its own.
  let instance: ObjCInstance
  private weak var interpreter: (any NativeContext)?

  init(_ instance: ObjCInstance, interpreter: any NativeContext) {
    self.instance = instance
    self.interpreter = interpreter
    super.init()
    standIn(for: instance)
  }

  /// The trace writes RAC's own object where the core holds it, as the run on the Swift core
  /// writes the core's disposable there (`verify --rac-source` pairs the two).
  override var className: String { instance.className }

  override var traceName: String { instance.traceName }

  /// `-isDisposed` of the instance (false once the run is over).
  override var isDisposed: Bool {
    guard let interpreter else { return super.isDisposed }
    let answer = interpreter.guardedEntry {
      try interpreter.send("isDisposed", to: instance, arguments: [], at: interpreter.currentLocation)
    }
    return (answer ?? nil).flatMap(CNumber.cast)?.isTrue ?? false
  }

  /// `-dispose` of the instance, every time (RAC's method runs each time it is sent).
  override func dispose() {
    super.dispose()
    guard let interpreter else { return }
    _ = interpreter.guardedEntry {
      try interpreter.send("dispose", to: instance, arguments: [], at: interpreter.currentLocation)
    }
  }
}
