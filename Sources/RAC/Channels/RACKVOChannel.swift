import Foundation

/// A channel bound to a key of an object: its leading terminal sends the key's value now and after
/// every change, and whatever is sent to its following terminal is set on the key.
///
/// Mirrors `RACKVOChannel` (RACKVOChannel.m, RAC 2.5), on the objects the core can observe
/// (`KeyValueObservable`; a key path of several keys is observed key by key, `KeyPathObservation`):
/// - the observation's block (KVO with the initial value) sends each value to `leadingTerminal`,
///   unless the change is the one the channel itself just made on this thread (RAC's per-thread
///   `ignoreNextUpdate`, kept here as the set of threads the next change is ignored on; only a
///   change of the last key, not caused by an intermediate object's deallocation, can be it);
/// - `leadingTerminal`'s values (what is sent to `followingTerminal`) are set on the last key of
///   the object at the rest of the path (nothing when that object is nil; nil as `nilValue`) by
///   the caller's `setValue`, which does what `-setValue:forKey:` does; when the channel ends,
///   `-finally:` ends the observation;
/// - when the target is deallocated, its `rac_deallocDisposable` completes the channel. A nil
///   target completes it at once.
///
/// The observation's and the setter's blocks hold the channel strongly, as RAC's do on purpose:
/// the channel lives while it observes. Its stored properties are declared in the reverse of RAC's
/// (`target`, `keyPath`, then the thread data).
public final class RACKVOChannel: RACChannel {
  /// RAC's per-thread `ignoreNextUpdate`: the threads on which the next change notification is the
  /// channel's own setting of the key.
  private let threadsIgnoringNextUpdate = LockedState<Set<ObjectIdentifier>>([])

  /// The key the channel wraps.
  public let keyPath: String

  /// The object whose key the channel wraps; nil once it is deallocated.
  public private(set) weak var target: (any KeyValueObservable & DeallocationDisposing)?

  /// `-initWithTarget:keyPath:nilValue:`.
  ///
  /// - Parameters:
  ///   - target: the object, held weakly; nil completes the channel at once.
  ///   - keyPath: the key path (`key` or `a.b.key`).
  ///   - nilValue: what a nil sent to the following terminal sets.
  ///   - setValue: sets `value` for `key` on `object`, as `-setValue:forKey:` does (KVO's
  ///     notification included).
  public init(
    target: (any KeyValueObservable & DeallocationDisposing)?, keyPath: String, nilValue: Any?,
    setValue: @escaping (_ object: AnyObject, _ key: String, _ value: Any?) -> Void
  ) {
    CoreAssertion.check(!keyPath.isEmpty, "RACKVOChannel needs a key path")
    self.keyPath = keyPath
    self.target = target
    super.init()
    Tracing.call(
      "-initWithTarget:keyPath:nilValue:", of: self,
      rac: .method("RACKVOChannel.m", 72, "-initWithTarget:keyPath:nilValue:"),
      arguments: [("target", target?.rac_description), ("keyPath", keyPath), ("nilValue", nilValue)]
    ) {
      bind(to: target, nilValue: nilValue, setValue: setValue)
    }
  }

  private func bind(
    to strongTarget: (any KeyValueObservable & DeallocationDisposing)?, nilValue: Any?,
    setValue: @escaping (_ object: AnyObject, _ key: String, _ value: Any?) -> Void
  ) {
    let description = strongTarget?.rac_description
    leadingTerminal.setNameWithFormat(
      "[-initWithTarget: %@ keyPath: %@ nilValue: %@] -leadingTerminal", description, keyPath, nilValue)
    followingTerminal.setNameWithFormat(
      "[-initWithTarget: %@ keyPath: %@ nilValue: %@] -followingTerminal", description, keyPath, nilValue)

    guard let strongTarget else {
      leadingTerminal.sendCompleted()
      return
    }

    let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let observation: KeyPathObservation.Block = { value, causedByDealloc, affectedOnlyLastComponent in
      Tracing.call(
        "block", of: self, rac: .block("RACKVOChannel.m", 96, in: "-initWithTarget:keyPath:nilValue:", "block:"),
        arguments: [("value", value)]
      ) {
        if !causedByDealloc, affectedOnlyLastComponent,
          self.threadsIgnoringNextUpdate.withLock({ $0.remove(ObjectIdentifier(Thread.current)) != nil })
        {
          return
        }
        self.leadingTerminal.sendNext(value)
      }
    }
    // The target's registration keeps the block, which keeps the channel (RAC captures `self`
    // strongly on purpose): named as RAC's block where a leak analysis asks.
    var holding: AnyObject?
    if CoreClosures.isRecording {
      let key = ClosureKey(fieldOf: ObservationBlockSlot(closure: observation))
      CoreClosures.record(
        key, at: .block("RACKVOChannel.m", 96, in: "-initWithTarget:keyPath:nilValue:", "block:"),
        captures: [.object("self", self)])
      holding = CoreClosureReference(key)
    }
    let observationDisposable = KeyPathObservation.observe(
      components, of: strongTarget, initial: true, holding: holding, block: observation)

    let lastKeyPathComponent = components.last ?? keyPath
    let keyPathByDeletingLastKeyPathComponent = Array(components.dropLast())
    leadingTerminal.finally(
      CoreClosures.action(
        .block("RACKVOChannel.m", 115, in: "-initWithTarget:keyPath:nilValue:", "finally:"),
        captures: [.object("observationDisposable", observationDisposable), .object("self", self)]
      ) {
        Tracing.call(
          "block", of: self, rac: .block("RACKVOChannel.m", 115, in: "-initWithTarget:keyPath:nilValue:", "finally:")
        ) {
          observationDisposable.dispose()
        }
      }
    )
    .subscribeNext(
      CoreClosures.next(
        .block("RACKVOChannel.m", 118, in: "-initWithTarget:keyPath:nilValue:", "subscribeNext:"),
        captures: [.object("self", self), .value("nilValue", nilValue)]
      ) { x in
        Tracing.call(
          "block", of: self,
          rac: .block("RACKVOChannel.m", 118, in: "-initWithTarget:keyPath:nilValue:", "subscribeNext:"),
          arguments: [("x", x)]
        ) {
          let owner: AnyObject? =
            keyPathByDeletingLastKeyPathComponent.isEmpty
            ? self.target
            : KeyPathObservation.value(at: keyPathByDeletingLastKeyPathComponent, of: self.target)
              as? any KeyValueObservable
          guard let object = owner, CoreRecursion.hasRoom(for: "RACKVOChannel's setting of \(self.keyPath)") else {
            return
          }
          self.threadsIgnoringNextUpdate.withLock { _ = $0.insert(ObjectIdentifier(Thread.current)) }
          setValue(object, lastKeyPathComponent, x ?? nilValue)
        }
      },
      error: CoreClosures.error(
        .block("RACKVOChannel.m", 132, in: "-initWithTarget:keyPath:nilValue:", "error:"),
        captures: [.object("self", self)]
      ) { error in
        Tracing.call(
          "block", of: self, rac: .block("RACKVOChannel.m", 132, in: "-initWithTarget:keyPath:nilValue:", "error:"),
          arguments: [("error", error)]
        ) {
          CoreAssertion.fail("Received error in \(self): \(String(describing: error))")
        }
      })

    strongTarget.rac_deallocDisposable.add(
      RACDisposable { [weak self] in
        Tracing.call(
          "block", of: self,
          rac: .block("RACKVOChannel.m", 143, in: "-initWithTarget:keyPath:nilValue:", "disposableWithBlock:")
        ) {
          guard let self else { return }
          self.leadingTerminal.sendCompleted()
          self.target = nil
        }
      })
  }

  /// `-objectForKeyedSubscript:` (`RACKVOChannel (RACChannelTo)`): the terminal named `key`
  /// (`leadingTerminal` or `followingTerminal`), what `RACChannelTo(…)` reads.
  ///
  /// - Parameter key: the terminal's property name.
  /// - Returns: the terminal; nil (after RAC's assertion) for any other key.
  public func objectForKeyedSubscript(_ key: String) -> RACChannelTerminal? {
    Tracing.call(
      "-objectForKeyedSubscript:", of: self, rac: .method("RACKVOChannel.m", 181, "-objectForKeyedSubscript:"),
      arguments: [("key", key)]
    ) { () -> RACChannelTerminal? in
      switch key {
      case "leadingTerminal": return leadingTerminal
      case "followingTerminal": return followingTerminal
      default:
        CoreAssertion.fail("Key \"\(key)\" does not identify a channel terminal")
        return nil
      }
    }
  }

  /// `-setObject:forKeyedSubscript:`, what `RACChannelTo(…) = otherTerminal` does: `otherTerminal`'s
  /// values go to this channel's terminal, and this terminal's go to `otherTerminal`, but for the
  /// first (the key's current value, which the other side already has reason to set).
  ///
  /// - Parameters:
  ///   - otherTerminal: the terminal to bind to (another channel's).
  ///   - key: the name of this channel's terminal.
  public func setObject(_ otherTerminal: RACChannelTerminal, forKeyedSubscript key: String) {
    Tracing.call(
      "-setObject:forKeyedSubscript:", of: self,
      rac: .method("RACKVOChannel.m", 190, "-setObject:forKeyedSubscript:"),
      arguments: [("otherTerminal", otherTerminal), ("key", key)]
    ) {
      guard let selfTerminal = objectForKeyedSubscript(key) else { return }
      otherTerminal.subscribe(selfTerminal)
      selfTerminal.skip(1).subscribe(otherTerminal)
    }
  }
}

/// The observation block as the one field of a struct, read by `ClosureKey(fieldOf:)`.
private struct ObservationBlockSlot {
  let closure: KeyPathObservation.Block
}
