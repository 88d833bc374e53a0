/// What an object's death runs before anything of it is released: RAC's swizzled `-dealloc`
/// (`NSObject+RACDeallocating.m`), which disposes the object's `rac_deallocDisposable`. The RAC
/// target makes one for an object the first time someone asks for that disposable
/// (`CoreObject+Deallocating`) and stores it in `CoreObject.deallocationState`; this target only
/// runs it, since the disposable is a class of RAC's.
package protocol DeallocationAction: AnyObject {
  /// Runs what `object`'s death runs, traced as its `-dealloc`; a second run does nothing more.
  func objectWillDeallocate(_ object: CoreObject)
  /// The objects this state made and holds for its object (`rac_deallocDisposable`, and
  /// `rac_willDeallocSignal` once asked for), named as RAC names the associated objects: what
  /// `leaks` lists as the object's references. Read under `CoreObject.deallocationLock`.
  var madeObjects: [(name: String, object: CoreObject)] { get }
  /// How many `madeObjects` there are, without making the list; read under the same lock.
  var madeObjectCount: Int { get }
}
