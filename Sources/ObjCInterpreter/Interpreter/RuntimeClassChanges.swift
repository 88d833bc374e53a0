import Foundation

/// What a run changed in the Objective-C runtime's class tables while it ran: the classes it made
/// (`objc_allocateClassPair`, `objc_registerClassPair`) and the implementations it installed
/// (`class_addMethod`, `class_replaceMethod`, `method_setImplementation`). The program's and a
/// checkout's classes are shared by every replay of a compiled snippet, so a run's changes are kept
/// here, one table per interpreter, and a look-up consults them before the classes' own methods.
/// An interpreter has none until the first change, which keeps every send of the runs that make
/// no change as cheap as before.
///
/// Guarded by a lock as the runtime guards its own tables (`runtimeLock`): interpreted code runs
/// one queue at a time, but a library method may ask from the core's side.
package final class RuntimeClassChanges: @unchecked Sendable {
  /// An implementation installed for a selector, with the types it was installed with (what
  /// `method_getTypeEncoding` and a swizzled `-methodSignatureForSelector:` read back).
  package struct InstalledMethod {
    package let implementation: RuntimeImplementation
    package let typeEncoding: String
  }

  private let lock = NSLock()
  private var methods: [String: [String: InstalledMethod]] = [:]
  /// Classes made at run time, and whether each is registered yet (`objc_getClass` finds only
  /// registered ones).
  private var madeClasses: [String: Bool] = [:]
  /// Whether some class got a `-dealloc` at run time: instances then look theirs up as they die.
  package var installedDealloc: Bool { lock.withLock { deallocInstalled } }
  private var deallocInstalled = false

  /// The deallocation signals a library object keeps natively even when RAC's
  /// `NSObject+RACDeallocating.m` is loaded: its Swift end cannot run an interpreted `-dealloc`.
  static let nativeDeallocationSelectors: Set<String> = ["rac_deallocDisposable", "rac_willDeallocSignal"]

  package init() {}

  /// The implementation installed for `selector` on `className` itself, if any.
  package func method(_ selector: String, in className: String) -> InstalledMethod? {
    lock.withLock { methods[className]?[selector] }
  }

  /// Installs `implementation` for `selector` on `className`, answering what was installed there
  /// before (nil when nothing was).
  @discardableResult
  package func install(
    _ implementation: RuntimeImplementation, for selector: String, in className: String, typeEncoding: String
  ) -> InstalledMethod? {
    let old = lock.withLock { () -> InstalledMethod? in
      if selector == "dealloc" { deallocInstalled = true }
      let old = methods[className]?[selector]
      methods[className, default: [:]][selector] = InstalledMethod(
        implementation: implementation, typeEncoding: typeEncoding)
      return old
    }
    return old
  }

  /// Notes a class made by `objc_allocateClassPair`, not yet registered.
  package func noteMade(_ className: String) {
    lock.withLock { madeClasses[className] = false }
  }

  /// `objc_registerClassPair`: the class can be found by name from now on.
  package func noteRegistered(_ className: String) {
    lock.withLock { if madeClasses[className] != nil { madeClasses[className] = true } }
  }

  /// Whether `className` was made at run time and not registered yet.
  package func isUnregistered(_ className: String) -> Bool {
    lock.withLock { madeClasses[className] == false }
  }
}
