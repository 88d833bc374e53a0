import Foundation

/// Sending messages, as Objective-C's runtime finds methods: through the receiver's class and its
/// superclasses, where at each class a method the snippet defines (in a class of its own or a
/// category on a library class) comes before the library's own, and a property the snippet declares
/// has its getter and setter synthesised. A message to nil answers nil, or 0 of the type a library
/// method returns.
extension Interpreter {
  package func send(_ selector: String, to receiver: Any?, arguments: [Any?], at location: SourceLocation) throws
    -> Any?
  {
    guard let receiver else { return natives.nilResult(for: selector) }
    return try send(selector, toObject: receiver, arguments: arguments, at: location)
  }

  /// `send` to a receiver that is not nil.
  func send(_ selector: String, toObject receiver: Any, arguments: [Any?], at location: SourceLocation) throws
    -> Any?
  {
    // The receiver's kind by its Swift type first (a pointer comparison); the casts below only for
    // a type seen for the first time, or one whose casts depend on the value it holds.
    let type = FastCast.dynamicType(ofValue: receiver)
    // A class (`[RACSignal return:x]`), read in place: no answer is ever kept for it by type.
    if type == ClassValue.self, let classValue = FastCast.inlineStruct(receiver, ClassValue.self) {
      return try sendToClass(selector, classValue, chain: classValue.chain, arguments: arguments, at: location)
    }
    // Most receivers are objects of a library class (a signal, a number): one look-up by their type.
    if let answer = methodCache.instanceTarget(
      MethodCache.InstanceKey(owner: ObjectIdentifier(type), variant: 0, selector: selector))
    {
      if let method = answer.native {
        return try performNative(method, selector, receiver, arguments: arguments, at: location)
      }
      return try perform(answer.target, selector, receiver, arguments: arguments, at: location)
    }
    return try UncachedSends.send(
      selector, toObject: receiver, ofType: type, arguments: arguments, at: location, in: self)
  }

  /// `[super selector…]` from a method of `className`: the search starts at its superclass.
  func sendSuper(
    _ selector: String, to receiver: Any?, from className: String, classMethod: Bool, arguments: [Any?],
    at location: SourceLocation
  ) throws -> Any? {
    guard let receiver else { return natives.nilResult(for: selector) }
    let chain = Array(classChain(of: className).dropFirst())
    if classMethod, let classValue = receiver as? ClassValue {
      return try sendToClass(selector, classValue, chain: chain, arguments: arguments, at: location)
    }
    return try sendToInstance(selector, receiver, chain: chain, cachingAs: nil, arguments: arguments, at: location)
  }

  /// A message to an instance as its class answers it, past `-rac_signalForSelector:`'s routing.
  package func sendUnintercepted(
    _ selector: String, _ instance: ObjCInstance, chain: [String], arguments: [Any?], at location: SourceLocation
  ) throws -> Any? {
    try sendToInstance(selector, instance, chain: chain, cachingAs: nil, arguments: arguments, at: location)
  }

  /// Finds what answers `selector` along `chain` (kept under `key` for the next send to a receiver
  /// of the same kind), then calls it.
  func sendToInstance(
    _ selector: String, _ receiver: Any, chain: [String], cachingAs key: MethodCache.InstanceKey?, arguments: [Any?],
    at location: SourceLocation
  ) throws -> Any? {
    guard let target = instanceTarget(selector, isInterpreted: ObjCInstance.interpreted(receiver) != nil, chain: chain)
    else {
      return try runtime.forward(selector, receiver, chain: chain, arguments: arguments, at: location)
    }
    if let key { methodCache.instanceTargets[key] = MethodCache.Answer(selector: selector, target: target) }
    return try perform(target, selector, receiver, arguments: arguments, at: location)
  }

  /// What answers `selector` for a receiver whose classes are `chain`, most specific first; at each
  /// class a method the snippet defines comes before a synthesised accessor, and those before the
  /// library's own method.
  package func instanceTarget(
    _ selector: String, isInterpreted: Bool, chain: [String]
  ) -> MethodCache.InstanceTarget? {
    let changes = run.runtimeChanges
    for className in chain {
      if let changes, let installed = changes.method(selector, in: className) {
        return .implementation(installed.implementation)
      }
      // A class RAC's loaded source defines: its instances answer with the source's methods
      // alone; an object the Swift core made (a signal `RACObserve` returns) stays the core's.
      let sourceClass = classes[className].flatMap { $0.isLibrarySource ? $0 : nil }
      if sourceClass != nil, !isInterpreted {
        if let method = natives.instanceMethod(selector, of: className) { return .native(method) }
        continue
      }
      if let snippetClass = classes[className],
        isInterpreted || snippetClass.isDefinedBySnippet
          || !RuntimeClassChanges.nativeDeallocationSelectors.contains(selector)
      {
        if let method = snippetClass.instanceMethods[selector] {
          let accessor = isInterpreted ? snippetClass.property(forSelector: selector) : nil
          return .method(method, setterOf: accessor?.isSetter == true ? accessor?.property.name : nil)
        }
        if isInterpreted, let accessor = snippetClass.property(forSelector: selector) {
          return .accessor(accessor.property, isSetter: accessor.isSetter)
        }
      }
      if sourceClass == nil, let method = natives.instanceMethod(selector, of: className) { return .native(method) }
    }
    return nil
  }

  /// The selectors of `NSObject+RACDeallocating.m`'s category that a library's object (a stand-in,
  /// an operation, a core object) keeps answering natively when a checkout's category is loaded:
  /// its end is Swift's `deinit`, which disposes its own deallocation disposable as RAC's swizzled
  /// `-dealloc` would, and cannot run an interpreted `-dealloc` installed on its class.

  /// Calls what a send found. Out of line: `send`'s hot path (a library method found by the
  /// receiver's type) calls `performNative` and keeps the rest out of its code (issue 37).
  @inline(never)
  func perform(
    _ target: MethodCache.InstanceTarget, _ selector: String, _ receiver: Any, arguments: [Any?],
    at location: SourceLocation
  ) throws -> Any? {
    switch target {
    case .method(let method, let setterOf):
      guard let setterOf, let instance = ObjCInstance.interpreted(receiver) else {
        return try callMethod(method, receiver: receiver, arguments: arguments, location: location)
      }
      // KVO's automatic notifications around a setter the class writes itself.
      instance.willChangeValue(forKey: setterOf)
      defer { instance.didChangeValue(forKey: setterOf) }
      return try callMethod(method, receiver: receiver, arguments: arguments, location: location)
    case .accessor(let property, let isSetter):
      guard let instance = ObjCInstance.interpreted(receiver) else { return nil }
      return try synthesizedAccessor(property, isSetter: isSetter, of: instance, arguments, at: location)
    case .native(let method):
      return try performNative(method, selector, receiver, arguments: arguments, at: location)
    case .implementation(let implementation):
      return try runtime.callImplementation(implementation, selector, receiver, arguments: arguments, at: location)
    }
  }

  /// Calls a library method a send found.
  @inline(__always)
  func performNative(
    _ method: NativeMethod, _ selector: String, _ receiver: Any, arguments: [Any?], at location: SourceLocation
  ) throws -> Any? {
    let result = try method(
      NativeCall(
        interpreter: self, receiver: receiver, selector: selector, arguments: arguments, location: location,
        isClassMethod: false))
    if isAborted { throw RuntimeError.aborted }
    // Asked here rather than inside `adoptedFromCore`, so that without a loaded checkout the
    // result is handed back as it is, not copied through a call (issue 21).
    return runsRACSource ? try natives.bridge?.adoptedFromCore(result, in: self) ?? result : result
  }

  func sendToClass(
    _ selector: String, _ receiver: ClassValue, chain: [String], arguments: [Any?], at location: SourceLocation
  ) throws -> Any? {
    let target: MethodCache.ClassTarget
    let key = MethodCache.ClassKey(className: receiver.name, selector: selector)
    if let entry = methodCache.classEntry(key), entry.chain == chain {
      target = entry.target
    } else {
      target = try UncachedSends.classTarget(selector, receiver, chain: chain, key: key, at: location, in: self)
    }
    if case .native(let method) = target {
      let result = try method(
        NativeCall(
          interpreter: self, receiver: receiver, selector: selector, arguments: arguments, location: location,
          isClassMethod: true))
      if isAborted { throw RuntimeError.aborted }
      return result
    }
    return try UncachedSends.perform(target, selector, receiver, arguments: arguments, at: location, in: self)
  }

  /// What answers the class message `selector` along `chain`: a class method the snippet defines
  /// (in a class of its own or a category, on NSObject too), `+alloc` and `+new` of the snippet's
  /// own classes, a library class method; and last, as the runtime's root metaclass inherits from
  /// the root class, NSObject's instance methods, found as an instance message to NSObject finds
  /// them: a category's (`[RACSignal walkthroughDescription]`) before the library's own
  /// (`[RACSignal isEqual:x]`, which RAC's specs send comparing lifted class arguments). Found once
  /// per class and selector (`MethodCache`), so no ordinary send pays for the last step.
  fileprivate func classTarget(_ selector: String, chain: [String]) -> MethodCache.ClassTarget? {
    for className in chain {
      if let method = classes[className]?.classMethods[selector] { return .method(method) }
      if let snippetClass = classes[className], snippetClass.isDefinedBySnippet {
        switch selector {
        case "alloc", "allocWithZone:": return .alloc
        case "new": return .new
        default: break
        }
      }
      if classes[className]?.isLibrarySource != true, let method = natives.classMethod(selector, of: className) {
        return .native(method)
      }
    }
    switch instanceTarget(selector, isInterpreted: false, chain: ["NSObject"]) {
    case .method(let method, _)?: return .method(method)
    case .native(let method)?: return .native(method)
    case .implementation(let implementation)?: return .implementation(implementation)
    // A synthesised accessor answers an interpreted instance alone.
    case .accessor?, nil: return nil
    }
  }

  /// `[[NSMutableArray alloc] init…]`: the library class's initializer makes the object.
  fileprivate func initialize(
    _ allocated: AllocatedObject, _ selector: String, arguments: [Any?], at location: SourceLocation
  ) throws -> Any? {
    for className in classChain(of: allocated.className) {
      if let initializer = natives.initializer(selector, of: className) {
        let result = try initializer(
          NativeCall(
            interpreter: self, receiver: allocated, selector: selector, arguments: arguments, location: location,
            isClassMethod: false))
        if isAborted { throw RuntimeError.aborted }
        return result
      }
    }
    throw fail(
      "-[\(allocated.className) \(selector)]: unrecognized selector sent to instance \(ValueDescription.unrecognizedSelectorAddress(of: allocated)) (an initializer this tool does not have)",
      at: location)
  }

  /// A property's synthesised getter or setter: the `_name` instance variable, copied for `copy`
  /// properties, with KVO's notification after a set.
  private func synthesizedAccessor(
    _ property: PropertyDeclaration, isSetter: Bool, of instance: ObjCInstance, _ arguments: [Any?],
    at location: SourceLocation
  ) throws -> Any? {
    guard let box = instance.instanceVariable("_" + property.name) else { return nil }
    guard isSetter else { return box.value }
    var value = try converted(arguments.first ?? nil, to: property.type, at: location)
    if property.isCopy { value = try send("copy", to: value, arguments: [], at: location) }
    instance.willChangeValue(forKey: property.name)
    box.value = value
    instance.didChangeValue(forKey: property.name)
    return nil
  }

  /// Whether `receiver` would answer `selector` (`respondsToSelector:`).
  package func responds(_ receiver: Any?, to selector: String) -> Bool {
    guard let receiver else { return false }
    if let classValue = receiver as? ClassValue {
      // A class method along the chain, or (the root metaclass inheriting from the root class)
      // an instance method of NSObject, as `classTarget` finds them.
      return classValue.chain.contains {
        classes[$0]?.classMethods[selector] != nil || natives.classMethod(selector, of: $0) != nil
      } || instanceTarget(selector, isInterpreted: false, chain: ["NSObject"]) != nil
    }
    if let instance = receiver as? ObjCInstance, instance.selectorSignal(for: selector) != nil { return true }
    let interpreted = ObjCInstance.interpreted(receiver)
    let chain =
      interpreted.map { classChain(of: $0.objcClass.name) }
      ?? ValueDescription.logicalClassChain(of: receiver, natives: natives)
    let changes = run.runtimeChanges
    for className in chain {
      // A method installed at run time decides; one that only forwards (`_objc_msgForward`, what
      // RAC's selector signals install) is not an answer of the object's own.
      if let changes, let installed = changes.method(selector, in: className) {
        return installed.implementation !== RuntimeImplementation.messageForward
      }
      if let snippetClass = classes[className],
        snippetClass.instanceMethods[selector] != nil
          || (interpreted != nil && snippetClass.property(forSelector: selector) != nil)
      {
        return true
      }
      if natives.instanceMethod(selector, of: className) != nil { return true }
    }
    return false
  }

  // MARK: - Properties through dot syntax

  /// `base.name`: a struct's field, a class method through a class (`RACScheduler.mainThreadScheduler`,
  /// `class.empty`), or a property's getter: the snippet's declared one, a library property's
  /// custom one (`RACEvent`'s `finished` is `isFinished`), else the name itself.
  package func property(_ name: String, of base: Any?, at location: SourceLocation) throws -> Any? {
    guard let base else { return natives.nilResult(for: name) }
    return try property(name, ofValue: base, at: location)
  }

  /// `property(_:of:)` of a value that is not nil (`MemberExpression` unwraps the one it
  /// evaluated, which moves it rather than copying it).
  func property(_ name: String, ofValue base: Any, at location: SourceLocation) throws -> Any? {
    // Most reads: a library property of a receiver whose Swift type answered before. Only library
    // properties are kept under a type alone (variant 0): a snippet's instance is kept under its
    // class (and not looked for here, where it would always miss), and structs' fields are never
    // kept, so the look-up can come before the checks below.
    let type = FastCast.dynamicType(ofValue: base)
    let typeKey = MethodCache.InstanceKey(owner: ObjectIdentifier(type), variant: 0, selector: name)
    if type != ObjCInstance.self, let found = methodCache.getter(typeKey) {
      if let method = found.native {
        return try performNative(method, found.selector, base, arguments: [], at: location)
      }
      return try perform(found.target, found.selector, base, arguments: [], at: location)
    }
    if let structure = FastCast.exactly(base, CStruct.self) ?? (base as? CStruct) {
      guard structure.hasField(name) else {
        throw fail("no member named '\(name)' in '\(structure.layout)'", at: location)
      }
      return structure.field(name)
    }
    if FastCast.held(base, as: ObjCStruct.self) != .object, let structure = base as? ObjCStruct {
      guard let field = structure.field(name) else {
        throw fail("'\(structure.name)' has no field '\(name)'", at: location)
      }
      return field
    }
    let instance = FastCast.object(base, ObjCInstance.self) ?? ObjCInstance.backed(base)
    if let instance, let property = propertyDeclaration(name, of: instance, in: self) {
      return try send(property.getterName, to: base, arguments: [], at: location)
    }
    // A library property: its getter, and what answers the getter, found once per kind of receiver.
    let key = methodCache.key(for: base, ofType: type, name)
    if let key, let found = methodCache.getter(key) {
      return try perform(found.target, found.selector, base, arguments: [], at: location)
    }
    let chain =
      instance.map { classChain(of: $0.objcClass.name) }
      ?? ValueDescription.logicalClassChain(of: base, natives: natives)
    let getter = natives.customGetter(ofProperty: name, in: chain) ?? name
    if let key, let target = instanceTarget(getter, isInterpreted: instance != nil, chain: chain) {
      // A library method found along the chain is its first class's own (`instanceTarget` asks
      // each class in order), whose scalar getter, if it declared one, answers alike.
      var scalarGetter: ScalarGetter?
      if instance == nil, case .native = target { scalarGetter = natives.scalarGetter(getter, along: chain) }
      methodCache.getters[key] = MethodCache.Answer(selector: getter, target: target, scalarGetter: scalarGetter)
      return try perform(target, getter, base, arguments: [], at: location)
    }
    return try send(getter, to: base, arguments: [], at: location)
  }

  package func setProperty(_ name: String, of base: Any?, to value: Any?, at location: SourceLocation) throws {
    guard let base else { return }
    if let instance = ObjCInstance.interpreted(base), let property = propertyDeclaration(name, of: instance, in: self) {
      _ = try send(property.setterName, to: base, arguments: [value], at: location)
      return
    }
    _ = try send(
      "set" + name.prefix(1).uppercased() + name.dropFirst() + ":", to: base, arguments: [value], at: location)
  }
}

/// The declaration of property `name` along `instance`'s classes, the most specific first: a
/// property's accessor selectors may differ from its name (`getter=isEnabled`).
private func propertyDeclaration(
  _ name: String, of instance: ObjCInstance, in interpreter: Interpreter
) -> PropertyDeclaration? {
  for className in interpreter.classChain(of: instance.objcClass.name) {
    if let property = interpreter.classes[className]?.properties[name] { return property }
  }
  return nil
}

/// Levenshtein distance, for "did you mean" suggestions.
enum EditDistance {
  static func between(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}

/// `Interpreter.send(_:toObject:…)` past its one look-up by the receiver's type: a receiver whose
/// answer is not kept by type (an interpreted instance, a class, an object a selector signal watches)
/// or a type seen for the first time. Out of line, so that the look-up's path, taken by nearly every
/// send, stays a few cache lines (issue 37: the interpreter's code evicted the core's).
private enum UncachedSends {
  @inline(never)
  static func send(
    _ selector: String, toObject receiver: Any, ofType type: Any.Type, arguments: [Any?], at location: SourceLocation,
    in interpreter: Interpreter
  ) throws -> Any? {
    // An object some `-rac_signalForSelector:` asked about (RAC swizzles its class; here `send`
    // looks at the object): its own method, then the subject.
    if type == ObjCInstance.self, let instance = FastCast.object(receiver, ObjCInstance.self),
      instance.hasSelectorSignals, let subject = instance.selectorSignal(for: selector)
    {
      if let bridge = interpreter.natives.bridge {
        return try bridge.sendIntercepted(
          selector, to: instance, subject: subject, arguments: arguments, in: interpreter, at: location)
      }
    }
    if let key = interpreter.methodCache.key(for: receiver, ofType: type, selector) {
      if let answer = interpreter.methodCache.instanceTarget(key) {
        return try interpreter.perform(answer.target, selector, receiver, arguments: arguments, at: location)
      }
      let chain =
        (FastCast.object(receiver, ObjCInstance.self) ?? ObjCInstance.backed(receiver)).map {
          interpreter.classChain(of: $0.objcClass.name)
        } ?? ValueDescription.logicalClassChain(of: receiver, natives: interpreter.natives)
      return try interpreter.sendToInstance(
        selector, receiver, chain: chain, cachingAs: key, arguments: arguments, at: location)
    }
    if let classValue = receiver as? ClassValue {
      return try interpreter.sendToClass(
        selector, classValue, chain: classValue.chain, arguments: arguments, at: location)
    }
    if let allocated = receiver as? AllocatedObject {
      return try interpreter.initialize(allocated, selector, arguments: arguments, at: location)
    }
    let chain: [String]
    if let instance = receiver as? ObjCInstance {
      chain = interpreter.classChain(of: instance.objcClass.name)
    } else {
      chain = ValueDescription.logicalClassChain(of: receiver, natives: interpreter.natives)
    }
    return try interpreter.sendToInstance(
      selector, receiver, chain: chain, cachingAs: nil, arguments: arguments, at: location)
  }

  /// What answers a class message not found in the method cache, kept there for the next send.
  @inline(never)
  static func classTarget(
    _ selector: String, _ receiver: ClassValue, chain: [String], key: MethodCache.ClassKey, at location: SourceLocation,
    in interpreter: Interpreter
  ) throws -> MethodCache.ClassTarget {
    guard let found = interpreter.classTarget(selector, chain: chain) else {
      throw RuntimeError.unrecognizedSelector(
        "+[\(receiver.name) \(selector)]: unrecognized selector sent to class \(ValueDescription.unrecognizedSelectorAddress(of: receiver.name))",
        suggestion: SelectorSuggestion.text(
          for: selector, chain: chain, classMethods: true, natives: interpreter.natives, classes: interpreter.classes),
        at: location)
    }
    interpreter.methodCache.keep(MethodCache.ClassEntry(key: key, chain: chain, target: found))
    return found
  }

  /// A class message answered by anything but a library class method (`+[RACSignal return:]`'s kind).
  @inline(never)
  static func perform(
    _ target: MethodCache.ClassTarget, _ selector: String, _ receiver: ClassValue, arguments: [Any?],
    at location: SourceLocation, in interpreter: Interpreter
  ) throws -> Any? {
    switch target {
    case .method(let method):
      return try interpreter.callMethod(method, receiver: receiver, arguments: arguments, location: location)
    case .alloc:
      return try interpreter.instantiate(className: receiver.name)
    case .new:
      let instance = try interpreter.instantiate(className: receiver.name)
      return try interpreter.send("init", to: instance, arguments: [], at: location)
    case .native(let method):
      let result = try method(
        NativeCall(
          interpreter: interpreter, receiver: receiver, selector: selector, arguments: arguments, location: location,
          isClassMethod: true))
      if interpreter.isAborted { throw RuntimeError.aborted }
      return result
    case .implementation(let implementation):
      return try interpreter.runtime.callImplementation(
        implementation, selector, receiver, arguments: arguments, at: location)
    }
  }
}
