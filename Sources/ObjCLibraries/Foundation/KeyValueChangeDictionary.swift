import ObjCInterpreter

/// KVO's change dictionary as an observation registered with `options` is told it, cut from the
/// whole one the program's object makes (`ObjCInstance.observeAllChanges`): `new` only with
/// `NSKeyValueObservingOptionNew`, `old` only with `…Old`; the kind, the indexes of a to-many
/// change and the prior flag always.
enum KeyValueChangeDictionary {
  /// `NSKeyValueObservingOptionNew`, `…Old`.
  private static let optionNew: Int64 = 1
  private static let optionOld: Int64 = 2

  static func cut(_ full: ObjCDictionary, options: Int64) -> ObjCDictionary {
    let change = ObjCDictionary(mutable: false)
    var keys = ["kind", "indexes", "notificationIsPrior"]
    if options & optionNew != 0 { keys.append("new") }
    if options & optionOld != 0 { keys.append("old") }
    for key in keys {
      if let value = full.value(forKey: key) { change.set(value, forKey: key) }
    }
    return change
  }
}
