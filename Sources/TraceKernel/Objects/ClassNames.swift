/// Class names, made once per class: writing a type's name demangles it, and the trace asks for
/// the class of every object it meets.
enum ClassNames {
  private static let names = LockedState<[ObjectIdentifier: String]>([:])

  static func name(of type: AnyObject.Type) -> String {
    let key = ObjectIdentifier(type)
    if let known = names.withLock({ $0[key] }) { return known }
    let name = String(describing: type)
    names.withLock { $0[key] = name }
    return name
  }
}
