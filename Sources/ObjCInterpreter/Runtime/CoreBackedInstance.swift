/// A core object that is an instance of a class the program defines as a subclass of a core class
/// (`@interface MyScheduler : RACQueueScheduler`): the core's object, made when the program's
/// `init` chain reaches the core class's initialiser through `super`, is the program's object, so
/// the core passes around the very object the program holds. It carries the program's side of the
/// object, an `ObjCInstance` of the program's class (its class, instance variables and deallocation),
/// which the interpreter reads for method look-up and instance variables; the program never sees
/// that instance itself.
package protocol CoreBackedInstance: AnyObject {
  /// The program's class and instance variables of this object.
  var interpretedInstance: ObjCInstance { get }
}

extension ObjCInstance {
  /// The program's side of `value` when it is a core object backing an instance of the program's
  /// class; nil for anything else (an `ObjCInstance` too: ask for it first, it is the common case).
  package static func backed(_ value: Any) -> ObjCInstance? {
    (value as? any CoreBackedInstance)?.interpretedInstance
  }

  /// `value` as an instance of the program's class: the instance itself, or the program's side of a
  /// core object that backs one.
  package static func interpreted(_ value: Any?) -> ObjCInstance? {
    if let instance = value as? ObjCInstance { return instance }
    guard let value else { return nil }
    return backed(value)
  }
}
