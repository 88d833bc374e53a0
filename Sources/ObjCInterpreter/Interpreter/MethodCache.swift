import Foundation

/// What a message send found, kept for the run: Objective-C's runtime caches each class's
/// selector → method look-ups the same way (`objc_msgSend`'s method cache), for the same reason.
/// Finding a method walks the receiver's class chain and hashes the selector and every class name in
/// it; a snippet sends the same few selectors to the same few classes thousands of times (issue 21:
/// scenario 1 in Objective-C sends five messages per value).
///
/// The snippet's classes and methods are fixed once the files are loaded (`SnippetLoader`), and the
/// run's library table (`NativeClasses`) once it is built; only the run-time library's changes
/// (`RuntimeClassChanges`: a method installed, a class made) make an answer stale, and each of
/// those forgets the answers found so far (`forgetMethodAnswers`), as the runtime flushes its
/// method caches. The cache
/// belongs to one interpreter, that is to one run, and like the interpreter's step count it is used
/// one thread at a time: interpreted code runs on the virtual queues, which take turns.
package struct MethodCache {
  /// Which methods answer a selector for receivers of one kind.
  struct InstanceKey: Hashable {
    /// The receiver's Swift type, or the `ObjCClass` of an interpreted instance.
    let owner: ObjectIdentifier
    /// Tells apart receivers of one Swift type whose Objective-C classes differ (a mutable
    /// `ObjCArray` is an `NSMutableArray`); 0 only for types whose values all share one chain.
    let variant: UInt8
    let selector: String
  }

  /// What answers an instance message.
  package enum InstanceTarget {
    /// A method the snippet (or a loaded RAC file) defines; `setterOf` names the property whose
    /// setter it is when the receiver is an interpreted instance, which KVO then hears about.
    case method(MethodDefinition, setterOf: String?)
    /// A property's synthesised getter or setter.
    case accessor(PropertyDeclaration, isSetter: Bool)
    /// A library method.
    case native(NativeMethod)
    /// An implementation the program installed at run time (`class_addMethod`, …).
    case implementation(RuntimeImplementation)
  }

  /// What answers a message for receivers of one kind, and the selector it sends (a property's
  /// custom getter: `finished` sends `isFinished`). Kept as an object: a look-up hands back a
  /// reference (one retain), where an enum with payloads or a tuple read out of a table is copied
  /// through the run time's generic value witnesses (issue 21: about 250 instructions per read).
  final class Answer {
    let selector: String
    let target: InstanceTarget
    /// The library method when that is what answers (most sends and property reads): called
    /// without copying `target` out (an enum with payloads, copied through a value witness).
    let native: NativeMethod?
    /// The library method's scalar getter, when it has one and the answer is a property's getter
    /// of a library object (`value.integerValue`): what an operand's read calls without a
    /// `NativeCall` (`ScalarGetterSites`).
    let scalarGetter: ScalarGetter?

    init(selector: String, target: InstanceTarget, scalarGetter: ScalarGetter? = nil) {
      self.selector = selector
      self.target = target
      self.scalarGetter = scalarGetter
      if case .native(let method) = target { native = method } else { native = nil }
    }
  }

  /// What answers a class message, and the chain it was found along (a `ClassValue` of the same
  /// name may carry another chain: `[super …]` from a class method starts one class up). An
  /// object, as `Answer` is, so that a look-up is one retain.
  final class ClassEntry {
    let key: ClassKey
    let chain: [String]
    let target: ClassTarget
    /// The library class method when that is what answers (`+[RACSignal return:]`): called without
    /// copying `target` out (an enum with payloads, copied through an outlined copy and destroy).
    let native: NativeMethod?

    init(key: ClassKey, chain: [String], target: ClassTarget) {
      self.key = key
      self.chain = chain
      self.target = target
      if case .native(let method) = target { native = method } else { native = nil }
    }

    /// Whether the entry was found along `chain`: the chains of one class share one array
    /// (`classChains`), so the same buffer answers before any name is compared.
    @inline(__always)
    func isFound(along chain: [String]) -> Bool {
      let same = self.chain.withUnsafeBufferPointer { mine in
        chain.withUnsafeBufferPointer { mine.baseAddress == $0.baseAddress && mine.count == $0.count }
      }
      return same || self.chain == chain
    }
  }

  /// What answers a class message.
  enum ClassTarget {
    case method(MethodDefinition)
    /// `+alloc` / `+allocWithZone:` of a class the snippet defines.
    case alloc
    /// `+new` of a class the snippet defines.
    case new
    case native(NativeMethod)
    /// An instance method installed on NSObject at run time, which a class inherits through the
    /// root metaclass.
    case implementation(RuntimeImplementation)
  }

  /// Class-name chains by class name (`Interpreter.classChain(of:)`): one array per class, so
  /// the `ClassValue`s made from it share it and compare equal at the cost of a pointer.
  var classChains: [String: [String]] = [:]
  /// `ClassValue`s by class name (`[RACSignal return:x]` names its class at every send).
  var classValues: [String: ClassValue] = [:]
  var instanceTargets: [InstanceKey: Answer] = [:]
  private(set) var classTargets: [ClassKey: ClassEntry] = [:]
  /// The class message answered last, and the class value made last: a loop sends one class the
  /// same message over and over (`[RACSignal return:value]`), and comparing a key's strings (the
  /// same strings each time) costs less than hashing them.
  private var lastClassEntry: ClassEntry?
  private var lastClassValue: ClassValue?

  /// What answers the class message `key` names, if it was found before.
  mutating func classEntry(_ key: ClassKey) -> ClassEntry? {
    if let last = lastClassEntry, last.key == key { return last }
    guard let entry = classTargets[key] else { return nil }
    lastClassEntry = entry
    return entry
  }

  /// Keeps what answers a class message (replacing what another chain found under the same key).
  mutating func keep(_ entry: ClassEntry) {
    classTargets[entry.key] = entry
    lastClassEntry = entry
  }

  /// The `ClassValue` of the class `name`, if it was made before.
  mutating func classValue(named name: String) -> ClassValue? {
    if let last = lastClassValue, last.name == name { return last }
    guard let value = classValues[name] else { return nil }
    lastClassValue = value
    return value
  }

  /// Which class method answers a selector sent to a class.
  struct ClassKey: Hashable {
    let className: String
    let selector: String
  }
  /// What `receiver.name` sends and what answers it, by the same keys as `instanceTargets`
  /// (`selector` is the property's name): a library property's custom getter (`finished` →
  /// `isFinished`) or the name itself.
  var getters: [InstanceKey: Answer] = [:]
  /// Whether values of a Swift type get the same answers whatever the value: true for classes, whose
  /// casts depend on the class alone, except Foundation's box for Swift values (`__SwiftValue`),
  /// whose casts see what it holds, and the Foundation values that declare their class chain
  /// themselves (`NativeObjectValue`: an `NSIndexSet` or an `NSMutableIndexSet`).
  /// `ValueDescription.logicalClassChain(of:)` must give every other value the chain of its type.
  var typeIsFixed: [ObjectIdentifier: Bool] = [:]
  /// Types whose values `Interpreter.fromCore` hands to the snippet unchanged.
  private(set) var typesFromCoreAsIs: Set<ObjectIdentifier> = []
  /// The last two of them asked about: a block is called with values of one or two types over and
  /// over (the numbers a signal sends), and comparing them costs less than hashing.
  private var lastTypesFromCoreAsIs: (ObjectIdentifier?, ObjectIdentifier?) = (nil, nil)

  /// Whether `fromCore` hands values of `type` over unchanged (as far as it has seen).
  mutating package func comesFromCoreAsIs(_ type: ObjectIdentifier) -> Bool {
    if lastTypesFromCoreAsIs.0 == type || lastTypesFromCoreAsIs.1 == type { return true }
    guard typesFromCoreAsIs.contains(type) else { return false }
    lastTypesFromCoreAsIs = (type, lastTypesFromCoreAsIs.0)
    return true
  }

  /// Notes that `fromCore` hands values of `type` over unchanged.
  mutating package func noteComesFromCoreAsIs(_ type: ObjectIdentifier) {
    typesFromCoreAsIs.insert(type)
  }

  /// The answers found last, by a cheap mix of their keys (a table of 64, each key in one place):
  /// a snippet's hot loop asks for the same few, and comparing a key costs less than hashing it.
  struct Recent<Value: AnyObject> {
    private var keys: [InstanceKey?] = Array(repeating: nil, count: 64)
    private var values: [Value?] = Array(repeating: nil, count: 64)

    /// The selector is mixed in by the words of its `String` as they are: a short selector's are
    /// its bytes, a long one's name its storage, which stays the same for the syntax node that
    /// asks each time. Two equal selectors in different storage only land in different places (a
    /// miss, never a wrong answer: the key is compared whole). Reading a character instead went
    /// through the string's generic `UTF8View` (a call and its five code lines per send).
    private static func index(_ key: InstanceKey) -> Int {
      let owner = UInt(bitPattern: key.owner)
      let selector = withUnsafeBytes(of: key.selector) { words in
        words.load(as: UInt.self) ^ words.load(fromByteOffset: words.count - MemoryLayout<UInt>.size, as: UInt.self)
      }
      let mixed = selector ^ (selector >> 17) ^ (selector >> 29)
      return Int(truncatingIfNeeded: ((owner >> 4) ^ (owner >> 11) ^ mixed ^ UInt(key.variant)) & 63)
    }

    subscript(key: InstanceKey) -> Value? {
      get {
        let index = Self.index(key)
        return keys[index] == key ? values[index] : nil
      }
      set {
        let index = Self.index(key)
        keys[index] = key
        values[index] = newValue
      }
    }
  }

  private var recentTargets = Recent<Answer>()
  private var recentGetters = Recent<Answer>()
  /// The scalar getters of operands' property reads, by the read and the receiver's type.
  var scalarGetterSites = ScalarGetterSites()

  /// Forgets every method found so far (the run installed an implementation or changed an
  /// object's class); class chains and class values stay, as no class changes its superclass.
  mutating func forgetMethodAnswers() {
    instanceTargets = [:]
    getters = [:]
    classTargets = [:]
    lastClassEntry = nil
    recentTargets = Recent<Answer>()
    recentGetters = Recent<Answer>()
    scalarGetterSites = ScalarGetterSites()
  }

  /// What answers the message `key` names, if it was found before.
  mutating func instanceTarget(_ key: InstanceKey) -> Answer? {
    if let answer = recentTargets[key] { return answer }
    guard let answer = instanceTargets[key] else { return nil }
    recentTargets[key] = answer
    return answer
  }

  /// The getter and its answer for the property access `key` names, if found before.
  mutating func getter(_ key: InstanceKey) -> Answer? {
    if let found = recentGetters[key] { return found }
    guard let found = getters[key] else { return nil }
    recentGetters[key] = found
    return found
  }

  /// Whether the cache may key answers for `value` by its Swift type alone.
  mutating package func isFixed(_ type: Any.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = typeIsFixed[key] { return known }
    let fixed =
      (type is AnyClass && !(type is NativeObjectValue.Type) && !String(reflecting: type).contains("__SwiftValue"))
      || type == String.self || type == TaggedNumber.self
    typeIsFixed[key] = fixed
    return fixed
  }
}

extension MethodCache {
  /// The key under which what answers `name` for `receiver` is kept: its snippet class for an
  /// interpreted instance, else its Swift type (and whether it is mutable, for the collections whose
  /// class says so); nil for a value whose answers cannot be kept by type (a class, an object not yet
  /// initialised, an optional or a boxed Swift value, whose casts see what they hold).
  mutating func key(for receiver: Any, ofType type: Any.Type, _ name: String) -> InstanceKey? {
    if type == ObjCInstance.self, let instance = receiver as? ObjCInstance {
      return InstanceKey(owner: ObjectIdentifier(instance.objcClass), variant: 2, selector: name)
    }
    guard type != ClassValue.self, type != AllocatedObject.self, isFixed(type) else { return nil }
    // A core object backing an instance of the program's class answers as that class does (asked
    // only when an answer by type was not found: never for a type that has one).
    if let instance = ObjCInstance.backed(receiver) {
      return InstanceKey(owner: ObjectIdentifier(instance.objcClass), variant: 2, selector: name)
    }
    // Variant 0 is a type whose values all have one class chain (`send` looks it up first);
    // 1 and 3 a mutable and an immutable collection; 2 an interpreted instance.
    var variant: UInt8 = 0
    if type == ObjCArray.self, let array = receiver as? ObjCArray {
      variant = array.isMutable ? 1 : 3
    } else if type == ObjCDictionary.self, let dictionary = receiver as? ObjCDictionary {
      variant = dictionary.isMutable ? 1 : 3
    }
    return InstanceKey(owner: ObjectIdentifier(type), variant: variant, selector: name)
  }
}
