import Foundation

extension RACSignal {
  /// `-setKeyPath:onObject:nilValue:` (RACSignal+Operations.m), what `RAC(object, keyPath) =
  /// signal` does: each value is set at `keyPath` of `object` (nil as `nilValue`) until the signal
  /// ends or the object is deallocated.
  ///
  /// RAC keeps the object in a `void *` (so the binding never keeps it alive) and, in each value's
  /// block, a strong local with `objc_precise_lifetime`, so the object lives until its setter
  /// returns even if every other owner lets it go meanwhile; a weak reference taken strongly for
  /// the set does the same here. The binding's disposable joins the object's
  /// `rac_deallocDisposable` (an object that has none, which no RAC object lacks, is bound until
  /// the signal ends); disposing it also clears the reference (`clearPointerDisposable`). An error
  /// is a programming error (`NSCAssert`), logged, and ends the binding. The returned disposable
  /// takes the binding out of the object's dealloc disposable and disposes it.
  ///
  /// The core cannot send `-setValue:forKeyPath:` itself: `setValue` is how the caller (the
  /// interpreter, for the snippet's objects) sets a value at `keyPath` of `object`.
  @discardableResult
  public func setKeyPath(
    _ keyPath: String, onObject object: AnyObject, nilValue: Any?,
    setValue: @escaping (_ object: AnyObject, _ value: Any?) -> Void
  ) -> RACDisposable {
    Tracing.call(
      "-setKeyPath:onObject:nilValue:", of: self,
      rac: .method("RACSignal+Operations.m", 629, "-setKeyPath:onObject:nilValue:"),
      arguments: [("keyPath", keyPath), ("object", object), ("nilValue", nilValue)]
    ) {
      let disposable = RACCompoundDisposable()
      disposable.labelNewObject("disposable")
      let objectPointer = WeakObjectPointer(object)

      let subscriptionDisposable = subscribe(
        next: CoreClosures.next(
          .block("RACSignal+Operations.m", 641, in: "-setKeyPath:onObject:nilValue:", "subscribeNext:"),
          captures: [.object("self", self)]
        ) { x in
          Tracing.call(
            "setKeyPath next", of: self,
            rac: .block("RACSignal+Operations.m", 641, in: "-setKeyPath:onObject:nilValue:", "subscribeNext:"),
            arguments: [("x", x)]
          ) {
            guard let object = objectPointer.object,
              CoreRecursion.hasRoom(for: "-setKeyPath:onObject:nilValue:'s setting of \(keyPath)")
            else { return }
            withExtendedLifetime(object) { setValue(object, x ?? nilValue) }
          }
        },
        error: CoreClosures.error(
          .block("RACSignal+Operations.m", 648, in: "-setKeyPath:onObject:nilValue:", "error:"),
          captures: [.object("disposable", disposable), .object("self", self)]
        ) { error in
          Tracing.call(
            "setKeyPath error", of: self,
            rac: .block("RACSignal+Operations.m", 648, in: "-setKeyPath:onObject:nilValue:", "error:"),
            arguments: [("error", error)]
          ) {
            let object = objectPointer.object
            let message = LogSink.formatted(
              "Received error from %@ in binding for key path \"%@\" on %@: %@", [self, keyPath, object, error])
            CoreAssertion.fail(message)
            LogSink.write(message)
            disposable.dispose()
          }
        },
        completed: CoreClosures.action(
          .block("RACSignal+Operations.m", 657, in: "-setKeyPath:onObject:nilValue:", "completed:"),
          captures: [.object("disposable", disposable), .object("self", self)]
        ) {
          Tracing.call(
            "setKeyPath completed", of: self,
            rac: .block("RACSignal+Operations.m", 657, in: "-setKeyPath:onObject:nilValue:", "completed:")
          ) { disposable.dispose() }
        },
        traceLabel: "-setKeyPath:onObject:nilValue: subscriber of self")
      disposable.add(subscriptionDisposable)

      let clearPointerDisposable = RACDisposable {
        Tracing.call(
          "clearPointerDisposable", of: self,
          rac: .block("RACSignal+Operations.m", 682, in: "-setKeyPath:onObject:nilValue:", "clearPointerDisposable")
        ) { objectPointer.clear() }
      }
      clearPointerDisposable.labelNewObject("clearPointerDisposable")
      disposable.add(clearPointerDisposable)

      let objectDisposable = (object as? any DeallocationDisposing)?.rac_deallocDisposable
      objectDisposable?.add(disposable)
      let disposeBlock = CoreClosures.action(
        .block("RACSignal+Operations.m", 702, in: "-setKeyPath:onObject:nilValue:", "disposableWithBlock:"),
        captures: [.object("objectDisposable", objectDisposable), .object("disposable", disposable)]
      ) { [weak objectDisposable] in
        Tracing.call(
          "setKeyPath disposableBlock", of: self,
          rac: .block("RACSignal+Operations.m", 702, in: "-setKeyPath:onObject:nilValue:", "disposableWithBlock:")
        ) {
          objectDisposable?.remove(disposable)
          disposable.dispose()
        }
      }
      return RACDisposable(block: disposeBlock)
    }
  }
}

/// RAC's `__block void * volatile objectPtr`: the bound object, not kept alive, cleared when the
/// binding is disposed (RAC swaps it to NULL atomically; here under a lock).
private final class WeakObjectPointer: @unchecked Sendable {
  private let pointer: LockedState<WeakReference>

  init(_ object: AnyObject) {
    pointer = LockedState(WeakReference(object: object))
  }

  /// The object, strongly, while it lives and the binding has not cleared it.
  var object: AnyObject? { pointer.withLock { $0.object } }

  func clear() {
    pointer.withLock { $0.object = nil }
  }

  private struct WeakReference {
    weak var object: AnyObject?
  }
}
