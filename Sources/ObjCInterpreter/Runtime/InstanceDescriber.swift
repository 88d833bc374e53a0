/// How a run describes the instances of the snippet's classes: by the snippet's own `-description`
/// while the run is in progress (nil: `<ClassName: 0x…>`). Each instance holds its run's describer
/// weakly, so a description written after the run (the trace, read later) is the plain one.
final package class InstanceDescriber: @unchecked Sendable {
  /// The snippet's `-description` of an instance, or nil where its classes define none.
  package var describe: ((ObjCInstance) -> String?)?
  /// Once the run installed a `-dealloc` at run time: what sends it to a dying instance whose
  /// class had none when it was made.
  package var installedDeallocator: ((ObjCInstance) -> Void)?
  /// The program's `-isEqual:` of an instance and another value, or nil where its classes define
  /// none: what the core's comparisons and the collections' ask (`ObjCInstance.ownIsEqual`).
  package var isEqual: ((ObjCInstance, Any) -> Bool?)?
  /// The program's `-hash` of an instance, or nil where its classes define none.
  package var hash: ((ObjCInstance) -> Int?)?
  /// The value of a key by the getter the program's classes write for it (`-full`, or `-isOn`
  /// for `on`), as KVC and KVO read a key: `.none` where they write none (the property's instance
  /// variable is then the value). A computed property observed with `RACObserve` reads so.
  package var getterValue: ((ObjCInstance, String) -> Any??)?
  /// The keys whose changes change a key, as `+keyPathsForValuesAffecting<Key>` (or
  /// `+keyPathsForValuesAffectingValueForKey:`) of the program's classes says: KVO tells a
  /// dependent key's observers when one of them changes. Each path's first key.
  package var keysAffecting: ((ObjCInstance, String) -> Set<String>)?
}
