/// An `IMP` of the Objective-C runtime: what `method_getImplementation`,
/// `class_getMethodImplementation` and `imp_implementationWithBlock` hand out, and what
/// `class_addMethod`, `class_replaceMethod` and `method_setImplementation` install. RAC swizzles
/// with them (`NSObject+RACDeallocating.m` installs a block as `-dealloc`,
/// `NSObject+RACSelectorSignal.m` routes a selector to `_objc_msgForward` and keeps the original
/// implementation under an alias). The program calls one through a function-pointer cast
/// (`((void (*)(id, SEL))originalDealloc)(self, _cmd)`): `self` and the selector come first.
/// Immutable once made, so one value may be handed between queues.
package final class RuntimeImplementation: CustomStringConvertible, @unchecked Sendable {
  /// What runs when the implementation is called.
  package enum Body {
    /// A method's own implementation: the program's method, a synthesised accessor, or a
    /// library method.
    case target(MethodCache.InstanceTarget)
    /// `imp_implementationWithBlock(block)`: the block is called with `self` and then the message's
    /// arguments (no `_cmd`, as the runtime's trampoline passes it).
    case block(Any)
    /// `_objc_msgForward`: the message goes to the receiver's forwarding
    /// (`-forwardingTargetForSelector:`, `-methodSignatureForSelector:`, `-forwardInvocation:`).
    case forward
  }

  package let body: Body

  package init(_ body: Body) {
    self.body = body
  }

  /// `_objc_msgForward`: one value, so that `method_getImplementation(m) == _objc_msgForward`
  /// compares as C compares the two function addresses.
  package static let messageForward = RuntimeImplementation(.forward)

  /// The block `imp_getBlock` answers; nil for an implementation that is not a block's.
  package var block: Any? {
    if case .block(let block) = body { return block }
    return nil
  }

  package var description: String {
    switch body {
    case .target: "<IMP>"
    case .block: "<IMP: block>"
    case .forward: "_objc_msgForward"
    }
  }
}
