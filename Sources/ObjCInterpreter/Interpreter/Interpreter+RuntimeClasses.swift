/// The run-time library's changes to classes (`RuntimeClassChanges`) as sends see them: classes
/// made and registered while the program runs, an instance moved to another class
/// (`object_setClass`), implementations installed for a selector, and `-dealloc` looked up as an
/// object dies once some class got one at run time. `<objc/runtime.h>`'s functions
/// (`CLibraries+ObjCRuntimeMethods` in the libraries) are written on these.
extension Interpreter {
  /// The run's table of changes, made on first use.
  private var changes: RuntimeClassChanges {
    if let runtimeChanges { return runtimeChanges }
    let made = RuntimeClassChanges()
    runtimeChanges = made
    return made
  }

  /// `objc_allocateClassPair(superclass, name, 0)`: a new class of this run whose instances are
  /// the interpreter's, subclassing a class of the program, of a loaded checkout or of the
  /// libraries. Nil when a class of that name exists, as the runtime answers.
  package func makeClass(named name: String, superclass: String) -> ClassValue? {
    guard classes[name] == nil, !natives.hasClass(name) else { return nil }
    let made = ObjCClass(name: name, superclassName: superclass, isDefinedBySnippet: true)
    classes[name] = made
    changes.noteMade(name)
    methodCache.forgetMethodAnswers()
    return classValue(named: name)
  }

  /// `objc_registerClassPair`.
  package func registerClass(named name: String) {
    changes.noteRegistered(name)
  }

  /// Whether `name` names a class `objc_getClass` finds: not one made and not yet registered.
  package func isRegisteredClass(_ name: String) -> Bool {
    guard classes[name] != nil || natives.hasClass(name) else { return false }
    return runtimeChanges?.isUnregistered(name) != true
  }

  /// `object_setClass(instance, class)`: its messages go to `className`'s methods from now on.
  /// Only to a class of the interpreter's instances whose instance variables the object already
  /// has (a subclass made at run time adds none); nil otherwise, with the object unchanged.
  package func setClass(of instance: ObjCInstance, to className: String) -> Bool {
    guard let target = classes[className], target.isDefinedBySnippet else { return false }
    let names = Set(target.instanceVariables.map(\.name))
    guard names.allSatisfy({ instance.hasInstanceVariable($0) }) else { return false }
    var current = target.superclassName
    var steps = 0
    while let name = current, let each = classes[name], each.isDefinedBySnippet, steps < 256 {
      guard each.instanceVariables.allSatisfy({ instance.hasInstanceVariable($0.name) }) else { return false }
      current = each.superclassName
      steps += 1
    }
    // Its variables die in the order of the class it was made as.
    if target.destructionOrder == nil { target.destructionOrder = instance.objcClass.destructionOrder }
    instance.objcClass = target
    _ = changes
    methodCache.forgetMethodAnswers()
    return true
  }

  /// The implementation `className` itself has for `selector` (not one it inherits): what the run
  /// installed there, else the class's own method, synthesised accessor or library method.
  package func ownImplementation(of selector: String, in className: String) -> RuntimeImplementation? {
    if let installed = runtimeChanges?.method(selector, in: className) { return installed.implementation }
    if let target = instanceTarget(selector, isInterpreted: true, chain: [className]) {
      if case .implementation(let implementation) = target { return implementation }
      return RuntimeImplementation(.target(target))
    }
    return nil
  }

  /// The types the run installed `selector` of `className` with, if it installed it.
  package func installedTypeEncoding(of selector: String, in className: String) -> String? {
    runtimeChanges?.method(selector, in: className)?.typeEncoding
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
    methodCache.forgetMethodAnswers()
    if selector == "dealloc", run.describer.installedDeallocator == nil {
      run.describer.installedDeallocator = runtimeDeallocator()
      ObjCInstance.deallocWasInstalled.store(true, ordering: .relaxed)
    }
    return old
  }

  /// A deallocator that looks `-dealloc` up as the object dies.
  func runtimeDeallocator() -> (ObjCInstance) -> Void {
    { [weak self] shell in
      guard let self, !self.isAborted else { return }
      self.runDealloc(of: shell)
    }
  }

  /// Sends `-dealloc` to a dying object as the runtime does: to whatever its class answers now;
  /// NSObject's own `-dealloc` last (a no-op here: the Swift object's end frees it).
  func runDealloc(of shell: ObjCInstance) {
    _ = guardedEntry {
      try send("dealloc", to: shell, along: classChain(of: shell.objcClass.name), arguments: [], at: currentLocation)
    }
  }
}
