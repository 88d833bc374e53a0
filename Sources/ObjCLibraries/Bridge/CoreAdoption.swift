import Foundation
import ObjCInterpreter
import RAC

/// Where RAC's loaded source meets the Swift core (`--rac-source`): an object the core made (a
/// stand-in's `rac_textSignal`, `RACObserve`'s signal) that reaches the reader's code is *adopted*
/// into RAC's own classes, and an object of RAC's source that a native method takes is lent to the
/// core, so that operators sent to either run on RAC's code and the two worlds still talk.
///
/// - A core signal becomes `[RACSignal createSignal:…]` of RAC's source whose `didSubscribe`
///   subscribes to the core signal and forwards what it sends (`bridged` in the trace); the
///   subscription's core disposable becomes `+[RACDisposable disposableWithBlock:]`.
/// - A signal of RAC's source handed to a native becomes a core `+createSignal:` that subscribes
///   to it with a core subscriber; its disposable is disposed through `-dispose`.
///
/// Without a loaded checkout nothing is adopted: the core's objects are the program's.
extension NativeContext {
  /// A native method's result as the reader's code sees it.
  func adoptedFromCore(_ value: Any?) throws -> Any? {
    guard runsRACSource else { return value }
    switch value {
    // A channel's terminal is also a subscriber, which a signal of RAC's source would not be; and
    // RAC's loaded files have no RACChannel.m to make one of their own: it stays the core's.
    case is RACChannelTerminal: return value
    case let signal as RACSignal: return try adopt(signal)
    default: return value
    }
  }

  private func adopt(_ signal: RACSignal) throws -> Any? {
    let location = { [unowned self] in self.currentLocation }
    let didSubscribe = NativeBlock(
      arity: 1, name: "bridged \(signal.className)", underlying: signal, location: location
    ) { [unowned self] arguments in
      guard let subscriber = arguments.first ?? nil else { return nil }
      let forwarding = RACSubscriber(
        next: { [unowned self] value in
          _ = self.guardedEntry {
            try self.send("sendNext:", to: subscriber, arguments: [self.fromCore(value)], at: self.currentLocation)
          }
        },
        error: { [unowned self] error in
          _ = self.guardedEntry {
            try self.send("sendError:", to: subscriber, arguments: [error], at: self.currentLocation)
          }
        },
        completed: { [unowned self] in
          _ = self.guardedEntry {
            try self.send("sendCompleted", to: subscriber, arguments: [], at: self.currentLocation)
          }
        })
      guard let disposable = signal.subscribe(forwarding) else { return nil }
      let dispose = NativeBlock(arity: 0, name: "bridged disposal", underlying: disposable, location: location) { _ in
        disposable.dispose()
        return nil
      }
      return try self.send(
        "disposableWithBlock:", to: self.classValue(named: "RACDisposable"), arguments: [dispose],
        at: self.currentLocation)
    }
    return try send("createSignal:", to: classValue(named: "RACSignal"), arguments: [didSubscribe], at: currentLocation)
  }

  /// A disposable of RAC's loaded source (a `RACDisposable` or a subclass) as a core
  /// `RACDisposable` that forwards `-dispose` and `isDisposed` to it (`LentDisposable`), for a core
  /// object that takes one (`-[RACCompoundDisposable addDisposable:]` of an object's
  /// `rac_deallocDisposable`, which the core makes); nil when `value` is not one. The same instance
  /// is lent as the same core disposable while that lives, so a compound removes what it added.
  func lentToCore(disposable value: Any?) -> RACDisposable? {
    guard runsRACSource, let instance = value as? ObjCInstance,
      classChain(of: instance.objcClass.name).contains("RACDisposable")
    else { return nil }
    return instance.lentDisposable { LentDisposable(instance, interpreter: self) }
  }

  /// `-[subscriber didSubscribeWithDisposable:]` of a core subscriber (one the core made: a
  /// `RAC(…) =` binding's, a subject of the core's) given a compound disposable of RAC's loaded
  /// source, which RAC's own `-subscribe:` hands the subscriber it is given: what the core's method
  /// does with a compound of its own, done with the lent one. The subscriber keeps it (disposing
  /// it when the subscriber terminates); a `RACSubscriber` or a subject also adds to it a
  /// disposable that forgets it again once it is disposed on its own (`addUntilDisposed`); a
  /// passthrough subscriber only keeps it; a channel's terminal hands it on, as it does its own.
  /// Returns false when `value` is no compound of RAC's source.
  func lend(compound value: Any?, to subscriber: any RACSubscriberProtocol) throws -> Bool {
    guard runsRACSource, let instance = value as? ObjCInstance,
      classChain(of: instance.objcClass.name).contains("RACCompoundDisposable"),
      let lent = lentToCore(disposable: instance)
    else { return false }
    if let terminal = subscriber as? RACChannelTerminal {
      // A terminal hands the compound on to the other end's subject: a core compound holding the
      // lent one, disposed (and so forgotten by the subject) when RAC's own one is disposed.
      guard !lent.isDisposed else { return true }
      let compound = RACCompoundDisposable()
      compound.add(lent)
      terminal.didSubscribeWithDisposable(compound)
      let forget = RACDisposable { [weak compound] in compound?.dispose() }
      _ = try send("addDisposable:", to: instance, arguments: [forget], at: currentLocation)
      return true
    }
    let own: RACCompoundDisposable
    let purges: Bool
    switch subscriber {
    case let passthrough as RACPassthroughSubscriber:
      own = passthrough.disposable
      purges = false
    case let plain as RACSubscriber:
      own = plain.disposable
      purges = true
    case let subject as RACSubject:
      own = subject.disposable
      purges = true
    default:
      return false
    }
    guard !lent.isDisposed else { return true }
    own.add(lent)
    guard purges else { return true }
    let forget = RACDisposable { [weak own, weak lent] in
      guard let own, let lent else { return }
      own.remove(lent)
    }
    _ = try send("addDisposable:", to: instance, arguments: [forget], at: currentLocation)
    return true
  }

  /// A signal of RAC's loaded source as the core's `RACSignal`, for a native method that takes one;
  /// nil when `value` is not one.
  func lentToCore(signal value: Any?) -> RACSignal? {
    guard runsRACSource, let instance = value as? ObjCInstance,
      classChain(of: instance.objcClass.name).contains("RACSignal")
    else { return nil }
    return RACSignal.createSignal { [weak self] subscriber in
      guard let self else { return nil }
      let disposable = self.guardedEntry {
        try self.send("subscribe:", to: instance, arguments: [subscriber], at: self.currentLocation)
      }
      guard let interpreted = disposable ?? nil else { return nil }
      return RACDisposable { [weak self] in
        guard let self else { return }
        _ = self.guardedEntry { try self.send("dispose", to: interpreted, arguments: [], at: self.currentLocation) }
      }
    }
  }

  /// `-rac_willDeallocSignal` in a run on RAC's source: what the core's does (NSObject+RACDeallocating
  /// is the host's, native), with a `RACReplaySubject` of RAC's loaded class, made once per object
  /// and completed when the object is deallocated, through its `rac_deallocDisposable` (RAC's
  /// objects, the snippet's, the stand-ins: `DeallocationDisposing`), as RAC's own does.
  /// The object keeps the subject as an associated object (released after its instance variables,
  /// as the core's object state is). Nil when the run is on the Swift core or the receiver has no end
  /// to hear of (the native method then says why).
  func willDeallocSignalOfRACSource(of receiver: Any) throws -> Any? {
    guard makesKeyValueSignalsOnRACSource, type(of: receiver) is AnyClass, !(receiver is ClassValue) else { return nil }
    let object = receiver as AnyObject
    let name = "rac_willDeallocSignal"
    if let made = associatedValue(of: object, named: name) { return made }
    guard let owner = receiver as? any DeallocationDisposing else { return nil }
    guard
      let subject = try send("subject", to: classValue(named: "RACReplaySubject"), arguments: [], at: currentLocation)
    else { return nil }
    let complete = { [weak self] in
      guard let self else { return }
      _ = self.guardedEntry { try self.send("sendCompleted", to: subject, arguments: [], at: self.currentLocation) }
    }
    owner.rac_deallocDisposable.add(RACDisposable(block: complete))
    // Retained, as RAC's OBJC_ASSOCIATION_RETAIN: the subject outlives the object's instance
    // variables, and goes with its associations.
    guard let key = PointerKey(SelectorValue(name: name)) else { return subject }
    CLibraryState.of(self).associatedObjects.set(subject, for: object, key: key, retained: true)
    return subject
  }

  /// Whether RAC's loaded source answers `selector` sent to `className` or one of its superclasses
  /// (a class method when `classMethod`).
  func loadedSourceAnswers(_ selector: String, classMethod: Bool, of className: String) -> Bool {
    classChain(of: className).contains { name in
      guard let loaded = classes[name], loaded.isLibrarySource else { return false }
      return (classMethod ? loaded.classMethods : loaded.instanceMethods)[selector] != nil
    }
  }

  /// Whether `RACObserve` and `-rac_willDeallocSignal` make their signals of RAC's loaded classes in
  /// this run: on RAC's source, with the host's `-rac_valuesForKeyPath:observer:` loaded
  /// (`KeyValueSignals.m`) and a checkout that defines what it sends (a partial one, such as the
  /// tests' fixtures, may not: then the Swift core's signals stay, adopted where they reach RAC's code).
  var makesKeyValueSignalsOnRACSource: Bool {
    guard runsRACSource, classes["NSObject"]?.instanceMethods["rac_valuesForKeyPath:observer:"] != nil,
      classes["RACReplaySubject"]?.isLibrarySource == true
    else { return false }
    return loadedSourceAnswers("subject", classMethod: true, of: "RACReplaySubject")
      && ["zip:", "never", "return:"].allSatisfy { loadedSourceAnswers($0, classMethod: true, of: "RACSignal") }
      && ["map:", "takeUntil:", "switchToLatest", "setNameWithFormat:"].allSatisfy {
        loadedSourceAnswers($0, classMethod: false, of: "RACSignal")
      }
  }
}
