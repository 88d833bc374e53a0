import Foundation
import ObjCInterpreter
import RAC

/// The core signal of a program's subclass of `RACSignal` (`@interface MySignal : RACSignal`
/// overriding `-subscribe:`, what RAC's own subclasses do): made by `-init` reached through `super`,
/// it is the object the program holds and the one every operator's signal subscribes to, traced
/// under the program's class name. The core's `-subscribe:` (from `-subscribeNext:`, `-map:`'s
/// signal, …) runs the program's override with the core's subscriber; without one, or for
/// `[super subscribe:]`, RACSignal's own, which is abstract (RACSignal.m: an error).
final class ProgramSignal: RACSignal, CoreBackedInstance, @unchecked Sendable {
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

  override func subscribe(_ subscriber: any RACSubscriberProtocol) -> RACDisposable? {
    guard let result = overrides.callOverride("subscribe:", on: self, [subscriber]) else {
      return subscribeAsCore(subscriber)
    }
    return overrides.disposable(result, from: "subscribe:")
  }

  /// RACSignal's own `-subscribe:`.
  func subscribeAsCore(_ subscriber: any RACSubscriberProtocol) -> RACDisposable? {
    super.subscribe(subscriber)
  }
}
