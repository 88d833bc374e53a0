import Foundation
import Synchronization
import TraceKernel

/// A class a snippet defines (`@interface SMCreditSubject : NSObject … @implementation …`), or the
/// methods a snippet adds to a class it does not define (a category on `RACStream`): its
/// properties, instance variables and methods, merged from every `@interface` and
/// `@implementation` of that name.
final package class ObjCClass {
  package let name: String
  var superclassName: String?
  package var properties: [String: PropertyDeclaration] = [:]
  var propertyOrder: [String] = []
  /// Declared instance variables and the `_name` of each property, with their types.
  var instanceVariables: [(name: String, type: TypeName, isWeak: Bool)] = []
  /// The `_name`s of `assign` / `unsafe_unretained` object properties (`Box.isUnretained`).
  var unretainedInstanceVariables: Set<String> = []
  package var instanceMethods: [String: MethodDefinition] = [:]
  package var classMethods: [String: MethodDefinition] = [:]
  /// True when the snippet defines the class (false for methods added to a library class): its
  /// instances are the interpreter's (`ObjCInstance`), its methods are all interpreted.
  package var isDefinedBySnippet: Bool
  /// True when a library's loaded source defines the class (`RACSignal` from the user's RAC
  /// checkout): it replaces the native class of that name for the run.
  package var isLibrarySource = false
  /// The protocols its `@interface`, categories and class extensions adopt (not those of its
  /// superclasses, nor those the protocols adopt): what `-conformsToProtocol:` starts from.
  package var adoptedProtocols: [String] = []

  package init(name: String, superclassName: String?, isDefinedBySnippet: Bool) {
    self.name = name
    self.superclassName = superclassName
    self.isDefinedBySnippet = isDefinedBySnippet
  }

  /// The order ARC's `.cxx_destruct` releases an instance's variables in: the class's own, last
  /// declared first, then its superclass's the same way. Worked out with the first instance (the
  /// class is complete by then) and kept, so every instance of a run dies the same way.
  var destructionOrder: [String]?

  /// About the bytes the C arrays and structs among an instance's variables take
  /// (`TypeName.storageBytes`), its superclasses' included: asked of the memory budget before an
  /// instance is made. Worked out with the first instance and kept, as `destructionOrder` is.
  func aggregateBytes(classes: [String: ObjCClass]) -> Int {
    if let known = knownAggregateBytes { return known }
    var total = 0
    var current: ObjCClass? = self
    while let each = current {
      for variable in each.instanceVariables {
        switch variable.type {
        case .array, .cStruct:
          let (sum, overflow) = total.addingReportingOverflow(variable.type.storageBytes)
          total = overflow ? .max : sum
        default:
          break
        }
      }
      current = each.superclassName.flatMap { classes[$0] }
    }
    knownAggregateBytes = total
    return total
  }

  private var knownAggregateBytes: Int?

  func addProperty(_ property: PropertyDeclaration) {
    guard properties[property.name] == nil else { return }
    properties[property.name] = property
    propertyOrder.append(property.name)
    let name = "_" + property.name
    guard !instanceVariables.contains(where: { $0.name == name }) else { return }
    instanceVariables.append((name, property.type, property.isWeak))
    if property.isUnretained { unretainedInstanceVariables.insert(name) }
    synthesizedInstanceVariables.insert(name)
  }

  /// Takes back a property its superclass declares too, with the instance variable synthesized
  /// for it: clang synthesizes no accessor for it ("it will be implemented by its superclass"), so
  /// the superclass's accessor or method answers (ReactiveObjC's `RACOneTuple` redeclares
  /// `RACTuple`'s `first`, which `RACTuple.m` implements as a method).
  func leaveToSuperclass(_ propertyName: String) {
    guard properties.removeValue(forKey: propertyName) != nil else { return }
    propertyOrder.removeAll { $0 == propertyName }
    let name = "_" + propertyName
    guard synthesizedInstanceVariables.remove(name) != nil else { return }
    instanceVariables.removeAll { $0.name == name }
    unretainedInstanceVariables.remove(name)
  }

  func addInstanceVariable(_ name: String, type: TypeName, isWeak: Bool, isCPointer: Bool = false) {
    // Declared in braces after the property that names it: declared, not synthesized.
    synthesizedInstanceVariables.remove(name)
    guard !instanceVariables.contains(where: { $0.name == name }) else { return }
    instanceVariables.append((name, type, isWeak))
    if isCPointer { cPointerInstanceVariables.insert(name) }
  }

  /// The `_name`s of `void *` instance variables (RAC's `_disposeBlock`): weak, but what a
  /// `CFBridgingRetain` stored in one keeps is kept by it (`ObjCInstance.strongInstanceVariables`).
  var cPointerInstanceVariables: Set<String> = []
  /// Those of the class and its superclasses, worked out with the first instance as
  /// `destructionOrder` is.
  var inheritedCPointerInstanceVariables: Set<String>?

  /// The `_name`s no brace declares, which clang synthesizes for properties after the declared ones.
  private var synthesizedInstanceVariables: Set<String> = []

  /// The instance variables in clang's layout order: those declared in braces, then those
  /// synthesized for properties, each in the order written.
  var instanceVariableLayout: [String] {
    let names = instanceVariables.map(\.name)
    return names.filter { !synthesizedInstanceVariables.contains($0) }
      + names.filter { synthesizedInstanceVariables.contains($0) }
  }

  /// The property whose getter or setter `selector` is (`name` / `setName:`), if any.
  package func property(forSelector selector: String) -> (property: PropertyDeclaration, isSetter: Bool)? {
    for name in propertyOrder {
      guard let property = properties[name] else { continue }
      if property.getterName == selector { return (property, false) }
      if property.setterName == selector { return (property, true) }
    }
    return nil
  }
}

/// An instance of a class the snippet defines. A RAC object as far as the live-object count goes,
/// so an instance a retain cycle keeps alive shows up as a leak; observable through its
/// properties' setters, as KVO's automatic notifications are (the libraries make it
/// `KeyValueObservable` for the core's `RACObserve`).
package final class ObjCInstance: CoreObject, @unchecked Sendable {
  /// Its class: the one it was made as, or the one `object_setClass` moved it to (RAC's
  /// per-object subclass for `-rac_signalForSelector:`). Read at every send, one thread at a time.
  @exclusivity(unchecked) package internal(set) var objcClass: ObjCClass
  /// Instance variables by name, including those of snippet superclasses.
  private(set) var instanceVariables: [String: Box] = [:]
  private let lock = NSLock()
  /// Its key-value observers (`-walkthroughObserveKey:block:` and the change-dictionary form).
  private let keyValueObservers = KeyValueObservers()
  /// A name the trace and descriptions use when a scene names its objects (`contact`).
  var objectName: String? {
    didSet { traceNameDidChange() }
  }

  package init(objcClass: ObjCClass, classes: [String: ObjCClass]) {
    self.objcClass = objcClass
    super.init()
    var current: ObjCClass? = objcClass
    var destructionOrder: [String] = []
    var cPointers: Set<String> = []
    while let each = current {
      for variable in each.instanceVariables where instanceVariables[variable.name] == nil {
        instanceVariables[variable.name] = Box(
          ValueDefaults.zero(of: variable.type), type: variable.type, isWeak: variable.isWeak,
          isUnretained: each.unretainedInstanceVariables.contains(variable.name))
      }
      if objcClass.destructionOrder == nil {
        destructionOrder += each.instanceVariableLayout.reversed().filter { !destructionOrder.contains($0) }
        cPointers.formUnion(each.cPointerInstanceVariables)
      }
      current = each.superclassName.flatMap { classes[$0] }
    }
    if objcClass.destructionOrder == nil {
      objcClass.destructionOrder = destructionOrder
      objcClass.inheritedCPointerInstanceVariables = cPointers
    }
  }

  /// Its associated objects (`objc_setAssociatedObject`), in the order they were set. The runtime
  /// lets go of them when the object goes, after its instance variables (`objc_destructInstance`:
  /// `.cxx_destruct`, then the associations): RAC's `rac_willDeallocSignal` subject, kept so, outlives
  /// the object's ivars by that much.
  private var associations: [(key: PointerKey, box: Box)] = []

  /// The value associated under `key`, nil when there is none.
  package func associatedValue(forKey key: PointerKey) -> Any? {
    lock.withLock { associations.first { $0.key == key }?.box.value }
  }

  /// Associates `value` under `key` (nil removes it); `retained` false keeps it unretained. The old
  /// value is released after the lock: its teardown may ask this object again.
  package func setAssociatedValue(_ value: Any?, forKey key: PointerKey, retained: Bool) {
    let old = lock.withLock { () -> Box? in
      let index = associations.firstIndex { $0.key == key }
      let old = index.map { associations.remove(at: $0).box }
      if let value { associations.append((key, Box(value, isWeak: !retained))) }
      return old
    }
    _ = old
  }

  /// What its associations hold strongly, in the order they were set, with their keys' names
  /// (`leaks` follows them).
  package var retainedAssociatedValues: [(keyName: String?, value: Any)] {
    lock.withLock {
      associations.compactMap { association in
        guard !association.box.isWeak, let value = association.box.value else { return nil }
        return (association.key.name, value)
      }
    }
  }

  /// Its instance variables that hold a value strongly, in clang's layout order (`leaks` follows
  /// them): name and value. A `void *` one holds its object when C owns a +1 on it
  /// (`retainedByC` answers how it was retained, `CFBridgingRetain`): `retainedBy` says how.
  package func strongInstanceVariables(
    retainedByC: ((AnyObject) -> String?)? = nil
  ) -> [(name: String, value: Any, retainedBy: String?)] {
    (objcClass.destructionOrder ?? []).reversed().compactMap { name in
      guard let box = instanceVariables[name], let value = box.value else { return nil }
      guard box.isWeak else { return (name, value, nil) }
      guard let retainedByC, type(of: value) is AnyClass, isCPointer(name),
        let how = retainedByC(value as AnyObject)
      else { return nil }
      return (name, value, how)
    }
  }

  /// Whether the instance variable `name` is a `void *` of its class or a superclass.
  private func isCPointer(_ name: String) -> Bool {
    objcClass.inheritedCPointerInstanceVariables?.contains(name) ?? false
  }

  /// `objc_removeAssociatedObjects`: every association goes, released after the lock.
  package func removeAssociatedValues() {
    let removed = lock.withLock { () -> [(key: PointerKey, box: Box)] in
      defer { associations = [] }
      return associations
    }
    for association in removed { association.box.value = nil }
  }

  /// The subjects of `-rac_signalForSelector:` by selector (`SelectorSignalBridge`); `send` looks
  /// here only once `hasSelectorSignals` is set, which happens once and stays.
  private var selectorSignals: [String: Any] = [:]
  @exclusivity(unchecked) private(set) var hasSelectorSignals = false

  /// The subject `-rac_signalForSelector:` made for `selector`, if any.
  package func selectorSignal(for selector: String) -> Any? {
    guard hasSelectorSignals else { return nil }
    return lock.withLock { selectorSignals[selector] }
  }

  /// The subjects of `-rac_signalForSelector:`, by selector in order, for `leaks`: RAC keeps each as
  /// the associated object `rac_alias_` + the selector.
  package var heldSelectorSignals: [(selector: String, subject: Any)] {
    guard hasSelectorSignals else { return [] }
    return lock.withLock { selectorSignals.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
  }

  /// Keeps `subject` for `selector` unless one is kept already; answers the one kept.
  package func setSelectorSignal(_ subject: Any, for selector: String) -> Any {
    lock.withLock {
      if let kept = selectorSignals[selector] { return kept }
      selectorSignals[selector] = subject
      hasSelectorSignals = true
      return subject
    }
  }

  /// The types of the methods `-rac_signalForSelector:fromProtocol:` added to this object for
  /// selectors its class does not implement (the protocol's type encoding, `c@:Q`), by selector:
  /// what the injected method takes and returns, as RAC adds it with `class_addMethod`.
  private var injectedMethodTypes: [String: String] = [:]

  /// The type encoding of the method injected for `selector`, if any.
  package func injectedMethodType(for selector: String) -> String? {
    lock.withLock { injectedMethodTypes[selector] }
  }

  /// Notes the type encoding of the method injected for `selector` (the first one stays, as
  /// `class_addMethod` adds a method once).
  package func setInjectedMethodType(_ typeEncoding: String, for selector: String) {
    lock.withLock {
      if injectedMethodTypes[selector] == nil { injectedMethodTypes[selector] = typeEncoding }
    }
  }

  /// With `--rac-source`, the core disposable that stands for this disposable of RAC's loaded
  /// classes where a core object takes one (the libraries' `lentToCore(disposable:)`): held weakly
  /// (the core object that took it holds it, and it holds this instance), so the same one is lent
  /// while it lives and `-removeDisposable:` finds what `-addDisposable:` added.
  private weak var lentDisposable: AnyObject?

  /// The core disposable lent for this instance while it lives, else the one `make` makes now.
  package func lentDisposable<Disposable: AnyObject>(orMake make: () -> Disposable) -> Disposable {
    lock.withLock {
      if let lent = lentDisposable as? Disposable { return lent }
      let lent = make()
      lentDisposable = lent
      return lent
    }
  }

  /// What describes the instance by its snippet's own `-description`: the describer of the run
  /// that made it, while that run is in progress (`ValueDescription`).
  weak package var describer: InstanceDescriber?

  /// Runs the class's own `-dealloc` (the snippet's, or RAC's source's) when the last strong
  /// reference goes: set by the interpreter that made the instance.
  var deallocator: ((ObjCInstance) -> Void)?

  /// Whether some run installed a `-dealloc` at run time (`class_addMethod`, as RAC's
  /// `NSObject+RACDeallocating.m` does): only then does a dying instance without a deallocator ask
  /// its run for one (`InstanceDescriber.installedDeallocator`), one relaxed load otherwise.
  package static let deallocWasInstalled = Atomic<Bool>(false)

  /// The object `-dealloc` runs on: the instance's class and its very instance variables, in a
  /// new shell, because Swift lets nothing keep `self` once its `deinit` has begun. The trace takes
  /// the shell for the instance (its number and name), as `-dealloc` runs on the very object.
  private init(shellOf instance: ObjCInstance) {
    objcClass = instance.objcClass
    super.init()
    standIn(for: instance)
    instanceVariables = instance.instanceVariables
    // Its associated objects too: RAC's swizzled `-dealloc` reads its disposable from them.
    associations = instance.associations
    objectName = instance.objectName
    traceLabel = instance.traceLabel
  }

  deinit {
    // While code runs at its end (its dealloc disposable's blocks, its own -dealloc), the object is
    // still there for an `__unsafe_unretained` reference to it, as on a device: as the shell.
    var shell: ObjCInstance?
    // An instance made before its run installed a `-dealloc` (`class_addMethod`) looks it up now.
    if deallocator == nil, ObjCInstance.deallocWasInstalled.load(ordering: .relaxed) {
      deallocator = describer?.installedDeallocator
    }
    if deallocator != nil || hasDeallocationDisposable {
      let made = ObjCInstance(shellOf: self)
      shell = made
      DyingInstances.enter(self, as: made)
    }
    defer { if shell != nil { DyingInstances.leave(self) } }
    // rac_willDeallocSignal completes before the object's instance variables are released, as
    // RAC's swizzled -dealloc runs before the class's own.
    disposeDeallocDisposable()
    if let deallocator, let shell {
      self.deallocator = nil
      deallocator(shell)
    }
    // Released one by one in `.cxx_destruct`'s order, not the dictionary's, which differs from one
    // process to the next: what dies first when an object goes is the same on every run.
    for name in objcClass.destructionOrder ?? [] { instanceVariables[name]?.value = nil }
    removeAssociatedValues()
  }

  package override var className: String { objcClass.name }

  package override var traceName: String { traceLabel ?? objectName ?? "" }

  /// Its class's own `-isEqual:`, run by the run that made it while that run is in progress.
  package override func ownIsEqual(_ other: Any) -> Bool? { describer?.isEqual?(self, other) ?? nil }

  /// Its class's own `-hash`, as `ownIsEqual(_:)`.
  package override var ownHash: Int? { describer?.hash?(self) ?? nil }

  /// RAC's own `RACTuple` (a checkout's RACTuple.m, `--rac-source`) is written in traces as the
  /// core's tuple is: its backing array's elements, `RACTupleNil` read as nil.
  package override var traceTupleElements: [Any?]? {
    guard objcClass.isLibrarySource, objcClass.name == "RACTuple" else { return nil }
    let elements: [Any]
    switch instanceVariables["_backingArray"]?.value {
    case let array as ObjCArray: elements = array.elements
    case let array as [Any]: elements = array
    default: elements = []
    }
    return elements.map { element in
      (element as? ObjCInstance)?.objcClass.name == "RACTupleNil" ? nil : element
    }
  }

  /// Whether it has an instance variable `name` (`object_setClass` moves it only to a class whose
  /// instance variables it has).
  func hasInstanceVariable(_ name: String) -> Bool { instanceVariables[name] != nil }

  /// The instance variable `name` (properties' `_name` too); `explore` counts the access as
  /// touching this object.
  func instanceVariable(_ name: String) -> Box? {
    Tracing.touch(self)
    return instanceVariables[name]
  }

  // MARK: - Key-value observing

  /// `-valueForKey:` as KVO reads it: the getter the program's class writes for `key` while the
  /// run is on (`InstanceDescriber.getterValue`), else the first of KVC's instance variables for
  /// it (`KeyValueCodingSearch`); a scalar boxed in an `NSNumber` as KVC boxes it.
  package func value(forKey key: String) -> Any? {
    if case .some(let read) = describer?.getterValue?(self, key) {
      if let number = read as? CNumber { return Boxing.box(number) }
      return read
    }
    let box = keyValueCodingVariable(forKey: key)
    if let number = box?.value as? CNumber { return Boxing.box(number) }
    return box?.value
  }

  /// KVC's instance variable for `key`: the first of `KeyValueCodingSearch.instanceVariables` the
  /// object has.
  package func keyValueCodingVariable(forKey key: String) -> Box? {
    KeyValueCodingSearch.instanceVariables(for: key).lazy.compactMap { self.instanceVariables[$0] }.first
  }

  /// What KVC's unboxing reads from `value` for a scalar: the scalar's own accessor (`-intValue`,
  /// `-doubleValue`), which a string answers too (`@"12"` sets 12, `@"x"` 0).
  private static func scalarAccessorValue(of value: Any?) -> NSNumber? {
    if let value, let text = ObjCEquality.stringValue(value) { return NSNumber(value: (text as NSString).doubleValue) }
    return value as? NSNumber
  }

  /// `-setValue:forKey:` with no setter: KVC's instance variable for `key` set directly, a number
  /// (or a string's) unboxed into a scalar variable as KVC unboxes it, and the key's observers
  /// told as KVC's automatic notification tells them. False when the object has no such variable.
  package func setKeyValueCodingVariable(forKey key: String, to value: Any?) -> Bool {
    guard let box = keyValueCodingVariable(forKey: key) else { return false }
    var newValue = value
    if case .scalar(let scalar) = box.type, let number = Self.scalarAccessorValue(of: value) {
      newValue = Boxing.unboxed(number, as: scalar)
    }
    willChangeValue(forKey: key)
    box.value = newValue
    didChangeValue(forKey: key)
    return true
  }

  /// Tells the observers of `key` its new value (after a setter ran).
  package func didChangeValue(forKey key: String) {
    didChange(kind: 1, indexes: nil, forKey: key)
  }

  /// Announces that `key` is about to be set (before a setter runs).
  package func willChangeValue(forKey key: String) {
    willChange(kind: 1, indexes: nil, forKey: key)
  }

  // MARK: - Change dictionaries (`-rac_valuesAndChangesForKeyPath:options:observer:`)

  /// Registers `block` for the change dictionary of each change of `key` (KVO's `change`), until the
  /// returned removal is called.
  /// `holding` is what the block holds, for `leaks` to name (`keyValueObserversHold`).
  package func observeChanges(
    forKey key: String, holding: AnyObject? = nil, block: @escaping (ObjCDictionary) -> Void
  ) -> KeyValueObservers.Removal {
    keyValueObservers.addChangeObserver(forKey: key, holding: holding, block: block)
  }

  /// What its key-value observers' blocks hold where their registration said (the block a library
  /// registered, the subscriber it calls), each named by its key: the references a KVO
  /// registration adds to the object, as `RACKVOTrampoline` is kept with the object in RAC.
  package var keyValueObserversHold: [(label: String, target: AnyObject)] { keyValueObservers.heldReferences }

  /// Announces a change of `key` before it is made (`-willChangeValueForKey:`,
  /// `-willChange:valuesAtIndexes:forKey:`, a setter about to run), as KVO's
  /// `-willChangeValueForKey:` does: the value before is kept for the change dictionaries' `old`,
  /// and the observers that asked for prior notifications (`NSKeyValueObservingOptionPrior`) are
  /// told KVO's prior change dictionary now, while the object still holds the value before. A
  /// change announced inside another of the same key (a setter a collection proxy calls inside its
  /// indexed change) is not told apart: KVO tells of the outermost.
  package func willChange(kind: Int, indexes: (set: AnyObject, indexes: [Int])?, forKey key: String) {
    willChangeDependents(of: key, reached: [key])
    announceChange(kind: kind, indexes: indexes, forKey: key)
  }

  /// The dependent keys' announcements (`keysDepending(on:)`), each once however the keys depend
  /// on each other (`reached`: a key that depends, through others, on itself stops there).
  private func willChangeDependents(of key: String, reached: Set<String>) {
    for dependent in keysDepending(on: key) where !reached.contains(dependent) {
      willChangeDependents(of: dependent, reached: reached.union([dependent]))
      announceChange(kind: 1, indexes: nil, forKey: dependent)
    }
  }

  /// `willChange(kind:indexes:forKey:)` of `key` alone.
  private func announceChange(kind: Int, indexes: (set: AnyObject, indexes: [Int])?, forKey key: String) {
    guard keyValueObservers.beginChange(forKey: key, old: value(forKey: key)) else { return }
    let prior = keyValueObservers.observers(forKey: key).full.filter(\.prior)
    guard !prior.isEmpty else { return }
    let change = fullChangeDictionary(kind: kind, indexes: indexes, old: .some(value(forKey: key)), new: nil)
    change.set(NSNumber(value: true), forKey: "notificationIsPrior")
    for observer in prior.sorted(by: { $0.token > $1.token }) { observer.block(change) }
  }

  /// A change of `key`: a setting (kind 1, the new value), or an insertion / replacement / removal at
  /// `indexes` (an `NSIndexSet` and the indexes it holds) of a to-many property (kinds 2, 4, 3: the objects now at those indexes, none for a
  /// removal), as `-didChange:valuesAtIndexes:forKey:` announces it.
  ///
  /// Every observer of the key hears of it, whichever way it observes (the value, or the change
  /// dictionary): the one registered last first, the one order this tool gives KVO for every object
  /// (behaviour §7, "The order KVO tells observers"), outside the lock. A change announced inside
  /// another of the same key tells nobody (`willChange(kind:indexes:forKey:)`); one nobody
  /// announced tells the observers that want prior notifications the prior one first, without the
  /// value before, which is gone.
  package func didChange(kind: Int, indexes: (set: AnyObject, indexes: [Int])?, forKey key: String) {
    tellObservers(kind: kind, indexes: indexes, forKey: key)
    didChangeDependents(of: key, reached: [key])
  }

  /// Then the keys that depend on it (`+keyPathsForValuesAffecting<Key>`), each as a setting and
  /// each once, as `willChangeDependents(of:reached:)` announced them.
  private func didChangeDependents(of key: String, reached: Set<String>) {
    for dependent in keysDepending(on: key) where !reached.contains(dependent) {
      tellObservers(kind: 1, indexes: nil, forKey: dependent)
      didChangeDependents(of: dependent, reached: reached.union([dependent]))
    }
  }

  /// The observed keys of this object whose values depend on `key`, as its classes declare.
  private func keysDepending(on key: String) -> [String] {
    guard let keysAffecting = describer?.keysAffecting else { return [] }
    return keyValueObservers.observedKeys.filter { $0 != key && keysAffecting(self, $0).contains(key) }
  }

  /// `didChange(kind:indexes:forKey:)`'s telling of `key`'s own observers.
  private func tellObservers(kind: Int, indexes: (set: AnyObject, indexes: [Int])?, forKey key: String) {
    let end = keyValueObservers.endChange(forKey: key)
    guard end.isOutermost else { return }
    let (valueObservers, changeObservers, fullObservers) = keyValueObservers.observers(forKey: key)
    guard !valueObservers.isEmpty || !changeObservers.isEmpty || !fullObservers.isEmpty else { return }
    let value = self.value(forKey: key)
    let change = changeObservers.isEmpty ? nil : changeDictionary(kind: kind, indexes: indexes, value: value)
    var told: [(token: Int, tell: () -> Void)] = []
    // A to-many change tells `RACObserve`'s observers the property's new value too.
    for observer in valueObservers { told.append((observer.token, { observer.block(value) })) }
    if let change {
      for observer in changeObservers { told.append((observer.token, { observer.block(change) })) }
    }
    if !fullObservers.isEmpty {
      let old: Any?? = end.announced ? .some(end.old) : .none
      let full = fullChangeDictionary(kind: kind, indexes: indexes, old: old, new: .some(value))
      let unannouncedPrior =
        end.announced ? nil : fullChangeDictionary(kind: kind, indexes: indexes, old: .none, new: nil)
      unannouncedPrior?.set(NSNumber(value: true), forKey: "notificationIsPrior")
      for observer in fullObservers {
        told.append(
          (
            observer.token,
            {
              if observer.prior, let unannouncedPrior { observer.block(unannouncedPrior) }
              observer.block(full)
            }
          ))
      }
    }
    for observer in told.sorted(by: { $0.token > $1.token }) { observer.tell() }
  }

  /// KVO's whole change dictionary (what an observation with `NSKeyValueObservingOptionNew | Old`
  /// is told): the kind, and for a setting the value before (`old`, when known) and after
  /// (`new`, when given), `NSNull` for nil; for a to-many change the `indexes`, the objects that were
  /// at them (a removal, a replacement) and those now at them (an insertion, a replacement).
  private func fullChangeDictionary(
    kind: Int, indexes: (set: AnyObject, indexes: [Int])?, old: Any??, new: Any??
  ) -> ObjCDictionary {
    let change = ObjCDictionary(mutable: false)
    change.set(NSNumber(value: kind), forKey: "kind")
    guard let indexes else {
      if case .some(let old) = old { change.set(old ?? NSNull.shared, forKey: "old") }
      if case .some(let new) = new { change.set(new ?? NSNull.shared, forKey: "new") }
      return change
    }
    change.set(indexes.set, forKey: "indexes")
    if kind == 3 || kind == 4, case .some(let old) = old, let collection = old as? any IndexedCollection {
      change.set(ObjCArray(collection.elements(at: indexes.indexes), mutable: false), forKey: "old")
    }
    if kind == 2 || kind == 4, case .some(let new) = new, let collection = new as? any IndexedCollection {
      change.set(ObjCArray(collection.elements(at: indexes.indexes), mutable: false), forKey: "new")
    }
    return change
  }

  /// Registers `block` for KVO's whole change dictionary of each change of `key`
  /// (`fullChangeDictionary`), and with `prior` for the prior one before each change
  /// (`NSKeyValueObservingOptionPrior`), until the returned removal is called. `holding` is what
  /// the block holds, for `leaks` to name.
  package func observeAllChanges(
    forKey key: String, prior: Bool, holding: AnyObject? = nil, block: @escaping (ObjCDictionary) -> Void
  ) -> KeyValueObservers.Removal {
    keyValueObservers.addFullChangeObserver(forKey: key, prior: prior, holding: holding, block: block)
  }

  /// KVO's change dictionary for a change of `kind` at `indexes` (nil: a setting) to `value`.
  private func changeDictionary(kind: Int, indexes: (set: AnyObject, indexes: [Int])?, value: Any?) -> ObjCDictionary {
    let change = ObjCDictionary(mutable: false)
    change.set(NSNumber(value: kind), forKey: "kind")
    if let indexes {
      change.set(indexes.set, forKey: "indexes")
      if kind != 3, let array = value as? ObjCArray {
        let inserted = indexes.indexes.compactMap { $0 < array.elements.count ? array.elements[$0] : nil }
        change.set(ObjCArray(inserted, mutable: false), forKey: "new")
      }
    } else {
      change.set(value ?? NSNull.shared, forKey: "new")
    }
    return change
  }

  /// Registers `block` for the value of `key` after each change, until the returned removal is
  /// called.
  /// `holding` is what the block holds, for `leaks` to name (`keyValueObserversHold`).
  package func observeValue(
    forKey key: String, holding: AnyObject? = nil, block: @escaping (Any?) -> Void
  ) -> KeyValueObservers.Removal {
    keyValueObservers.addObserver(forKey: key, holding: holding, block: block)
  }
}

/// What a variable or instance variable holds before anything is assigned: 0 of its C type, or nil.
enum ValueDefaults {
  static func zero(of type: TypeName) -> Any? {
    switch type {
    case .scalar(let scalar): return CNumber(integer: 0, type: scalar)
    case .array(let element, let count):
      return CArray(elementType: element, count: count)
    case .cStruct(let layout):
      return CStruct(layout: layout)
    case .structure(let name):
      switch name {
      case "NSRange": return ObjCStruct.range(location: 0, length: 0)
      case "CGPoint": return ObjCStruct.point(x: 0, y: 0)
      case "CGSize": return ObjCStruct.size(width: 0, height: 0)
      case "CGRect": return ObjCStruct.rect(x: 0, y: 0, width: 0, height: 0)
      default: return nil
      }
    default: return nil
    }
  }
}

/// The instances whose end is running now, each as the shell its `-dealloc` runs on: what an
/// `__unsafe_unretained` variable reads while its object dies (`Box`). An entry lives only for the
/// dying object's `deinit`, while its address cannot be reused, so one table serves every run.
package enum DyingInstances {
  private static let shells = LockedState<[ObjectIdentifier: ObjCInstance]>([:])

  static func enter(_ instance: ObjCInstance, as shell: ObjCInstance) {
    shells.withLock { $0[ObjectIdentifier(instance)] = shell }
  }

  static func leave(_ instance: ObjCInstance) {
    let left = shells.withLock { $0.removeValue(forKey: ObjectIdentifier(instance)) }
    _ = left
  }

  /// The shell of the instance at `identifier`, while that instance is dying.
  package static func shell(of identifier: ObjectIdentifier) -> ObjCInstance? {
    shells.withLock { $0[identifier] }
  }
}
