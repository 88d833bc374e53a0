/// What `<objc/runtime.h>` does to a run, on the interpreter: classes made and registered while the
/// program runs, an instance moved to another class (`object_setClass`), implementations installed
/// for a selector (`RuntimeClassChanges`), an `IMP` called, a message sent from a given class on
/// (`objc_msgSendSuper`), `-dealloc` looked up as an object dies once some class got one at run time,
/// and the runtime's forwarding. The libraries' `CLibraries+ObjCRuntimeMethods` are written on it.
/// A value made per use (`Interpreter.runtime`), so that the interpreter keeps only its tree-walk.
package struct RuntimeFunctions {
  let interpreter: Interpreter

  /// The run's table of changes, made on first use.
  private var changes: RuntimeClassChanges {
    if let made = interpreter.run.runtimeChanges { return made }
    let made = RuntimeClassChanges()
    interpreter.run.runtimeChanges = made
    return made
  }

  /// `objc_allocateClassPair(superclass, name, 0)`: a new class of this run whose instances are
  /// the interpreter's, subclassing a class of the program, of a loaded checkout or of the
  /// libraries. Nil when a class of that name exists, as the runtime answers.
  package func makeClass(named name: String, superclass: String) -> ClassValue? {
    guard interpreter.classes[name] == nil, !interpreter.natives.hasClass(name) else { return nil }
    let made = ObjCClass(name: name, superclassName: superclass, isDefinedBySnippet: true)
    interpreter.classes[name] = made
    changes.noteMade(name)
    interpreter.methodCache.forgetMethodAnswers()
    return interpreter.classValue(named: name)
  }

  /// `objc_registerClassPair`.
  package func registerClass(named name: String) {
    changes.noteRegistered(name)
  }

  /// Whether `name` names a class `objc_getClass` finds: not one made and not yet registered.
  package func isRegisteredClass(_ name: String) -> Bool {
    guard interpreter.classes[name] != nil || interpreter.natives.hasClass(name) else { return false }
    return interpreter.run.runtimeChanges?.isUnregistered(name) != true
  }

  /// `object_setClass(instance, class)`: its messages go to `className`'s methods from now on.
  /// Only to a class of the interpreter's instances whose instance variables the object already
  /// has (a subclass made at run time adds none); false otherwise, with the object unchanged.
  package func setClass(of instance: ObjCInstance, to className: String) -> Bool {
    guard let target = interpreter.classes[className], target.isDefinedBySnippet else { return false }
    let names = Set(target.instanceVariables.map(\.name))
    guard names.allSatisfy({ instance.hasInstanceVariable($0) }) else { return false }
    var current = target.superclassName
    var steps = 0
    while let name = current, let each = interpreter.classes[name], each.isDefinedBySnippet, steps < 256 {
      guard each.instanceVariables.allSatisfy({ instance.hasInstanceVariable($0.name) }) else { return false }
      current = each.superclassName
      steps += 1
    }
    // Its variables die in the order of the class it was made as.
    if target.destructionOrder == nil { target.destructionOrder = instance.objcClass.destructionOrder }
    instance.objcClass = target
    _ = changes
    interpreter.methodCache.forgetMethodAnswers()
    return true
  }

  /// The implementation `className` itself has for `selector` (not one it inherits): what the run
  /// installed there, else the class's own method, synthesised accessor or library method.
  package func ownImplementation(of selector: String, in className: String) -> RuntimeImplementation? {
    if let installed = interpreter.run.runtimeChanges?.method(selector, in: className) {
      return installed.implementation
    }
    if let target = interpreter.instanceTarget(selector, isInterpreted: true, chain: [className]) {
      if case .implementation(let implementation) = target { return implementation }
      return RuntimeImplementation(.target(target))
    }
    return nil
  }

  /// The types the run installed `selector` of `className` with, if it installed it.
  package func installedTypeEncoding(of selector: String, in className: String) -> String? {
    interpreter.run.runtimeChanges?.method(selector, in: className)?.typeEncoding
  }

  /// Installs `implementation` as `className`'s own method for `selector` (`class_addMethod`,
  /// `class_replaceMethod`, `method_setImplementation`); answers the class's own implementation
  /// before (nil when it inherited the selector or did not answer it).
  @discardableResult
  package func install(
    _ implementation: RuntimeImplementation, for selector: String, in className: String, typeEncoding: String
  ) -> RuntimeImplementation? {
    let old = ownImplementation(of: selector, in: className)
    changes.install(implementation, for: selector, in: className, typeEncoding: typeEncoding)
    interpreter.methodCache.forgetMethodAnswers()
    if selector == "dealloc", interpreter.run.describer.installedDeallocator == nil {
      interpreter.run.describer.installedDeallocator = deallocator()
      ObjCInstance.deallocWasInstalled.store(true, ordering: .relaxed)
    }
    return old
  }

  /// A deallocator that looks `-dealloc` up as the object dies.
  func deallocator() -> (ObjCInstance) -> Void {
    { [weak interpreter] shell in
      guard let interpreter, !interpreter.run.isAborted else { return }
      RuntimeFunctions(interpreter: interpreter).runDealloc(of: shell)
    }
  }

  /// Sends `-dealloc` to a dying object as the runtime does: to whatever its class answers now;
  /// NSObject's own `-dealloc` last (a no-op here: the Swift object's end frees it).
  func runDealloc(of shell: ObjCInstance) {
    _ = interpreter.guardedEntry {
      try send(
        "dealloc", to: shell, along: interpreter.classChain(of: shell.objcClass.name), arguments: [],
        at: interpreter.currentLocation)
    }
  }

  /// A message whose method search starts at the first class of `chain` (`objc_msgSendSuper`, a
  /// dying object's `-dealloc`).
  package func send(
    _ selector: String, to receiver: Any, along chain: [String], arguments: [Any?], at location: SourceLocation
  ) throws -> Any? {
    if let classValue = receiver as? ClassValue {
      return try interpreter.sendToClass(selector, classValue, chain: chain, arguments: arguments, at: location)
    }
    return try interpreter.sendToInstance(
      selector, receiver, chain: chain, cachingAs: nil, arguments: arguments, at: location)
  }

  /// Calls an `IMP` (`RuntimeImplementation`) for a message `selector` to `receiver`: a method's
  /// own implementation, a block given `self` first, or `_objc_msgForward`'s forwarding.
  package func callImplementation(
    _ implementation: RuntimeImplementation, _ selector: String, _ receiver: Any, arguments: [Any?],
    at location: SourceLocation
  ) throws -> Any? {
    switch implementation.body {
    case .target(let target):
      return try interpreter.perform(target, selector, receiver, arguments: arguments, at: location)
    case .block(let block):
      return try interpreter.call(block, arguments: [receiver] + arguments, at: location)
    case .forward:
      let chain =
        FastCast.object(receiver, ObjCInstance.self).map { interpreter.classChain(of: $0.objcClass.name) }
        ?? ValueDescription.logicalClassChain(of: receiver, natives: interpreter.natives)
      return try forward(selector, receiver, chain: chain, arguments: arguments, at: location)
    }
  }

  /// The runtime's forwarding, the one seam for a message nothing answers and for one whose
  /// implementation is `_objc_msgForward`: a library class's own forwarding (a collection proxy),
  /// else the object's `-forwardingTargetForSelector:` / `-forwardInvocation:` (the bridge's
  /// `forward`), else the unrecognized-selector error.
  func forward(
    _ selector: String, _ receiver: Any, chain: [String], arguments: [Any?], at location: SourceLocation
  ) throws -> Any? {
    let natives = interpreter.natives
    if !(receiver is ObjCInstance), let forward = natives.forwardingMethod(along: chain) {
      return try interpreter.performNative(forward, selector, receiver, arguments: arguments, at: location)
    }
    if let instance = receiver as? ObjCInstance, let bridge = natives.bridge {
      let (forwarded, result) = try bridge.forward(
        selector, to: instance, arguments: arguments, in: interpreter, at: location)
      if forwarded { return result }
    }
    throw RuntimeError.unrecognizedSelector(
      "-[\(interpreter.className(of: receiver)) \(selector)]: unrecognized selector sent to instance \(ValueDescription.unrecognizedSelectorAddress(of: receiver))",
      suggestion: SelectorSuggestion.text(
        for: selector, chain: chain, classMethods: false, natives: natives, classes: interpreter.classes),
      at: location)
  }
}
