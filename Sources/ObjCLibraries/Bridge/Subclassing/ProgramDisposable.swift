import Foundation
import ObjCInterpreter
import RAC

/// The core disposable of a program's subclass of `RACDisposable`: made by `-init` reached
/// through `super`, it is the object the program holds and the one a compound disposable or a
/// subscription keeps and disposes, traced under the program's class name. The core's `-dispose`
/// and `-isDisposed` run the program's overrides when its class has them; otherwise, and for
/// `[super dispose]`, RACDisposable's own.
final class ProgramDisposable: RACDisposable, CoreBackedInstance, @unchecked Sendable {
  let overrides: ProgramOverrides

  init(overrides: ProgramOverrides) {
    self.overrides = overrides
    super.init()
    // The trace takes it for the instance the program allocated: one object, one number.
    standIn(for: overrides.instance)
  }

  var interpretedInstance: ObjCInstance { overrides.instance }

  override var className: String { overrides.instance.objcClass.name }

  override func appendCoreReferences(to references: inout CoreReferences) {
    super.appendCoreReferences(to: &references)
    references.add("the program's instance variables", overrides.instance)
  }

  override func dispose() {
    guard overrides.callOverride("dispose", on: self, []) != nil else { return disposeAsCore() }
  }

  override var isDisposed: Bool {
    guard let result = overrides.callOverride("isDisposed", on: self, []) else { return isDisposedAsCore }
    return CNumber.cast(result ?? nil)?.isTrue ?? false
  }

  /// RACDisposable's own `-dispose`.
  func disposeAsCore() { super.dispose() }

  /// RACDisposable's own `isDisposed`.
  var isDisposedAsCore: Bool { super.isDisposed }
}
