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
}
