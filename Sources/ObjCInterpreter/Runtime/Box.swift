import Foundation
import TraceKernel

/// The storage of one variable, instance variable or captured copy. A variable is a box so that a
/// `__block` variable can be shared by the blocks that capture it, and `&variable` can point at
/// it; a `__weak` one holds objects weakly (strings and numbers, which Objective-C never frees
/// under a weak reference, are held as they are).
final package class Box {
  /// Read and written by the thread running the code that names the variable (interpreted code
  /// runs one thread at a time): no run-time exclusivity check on each access.
  @exclusivity(unchecked) private var strongValue: Any?
  private weak var weakObject: AnyObject?
  let isWeak: Bool
  /// `__unsafe_unretained`: weak as `__weak` is, but while its object is dying (its dealloc
  /// disposable's blocks, its `-dealloc`) it still reads that object, as a plain pointer would
  /// (`DyingInstances`). The object's address is kept in `strongValue` for that.
  let isUnretained: Bool
  /// The declared type, so that assignment converts as C does (`int x = 3.7` holds 3). Set again
  /// only when the box is reused for another variable (`reuse`).
  private(set) var type: TypeName
  /// Whether a block shares this box (a `__block` variable it captured): then every read and
  /// write is reported to `explore`, whose turns on other queues may see it.
  var isShared = false

  /// A box holding `value` (taken, not copied: a parameter's box takes the argument).
  package init(_ value: consuming Any?, type: TypeName = .id, isWeak: Bool = false, isUnretained: Bool = false) {
    self.type = type
    self.isWeak = isWeak || isUnretained
    self.isUnretained = isUnretained
    if isWeak {
      self.value = value
    } else {
      strongValue = value
    }
  }

  /// Whether the box can be kept for another variable once its own has gone (`Interpreter.recycle`):
  /// a strong box; a weak one keeps a weak reference's side entry.
  var isRecyclable: Bool { !isWeak }

  /// Empties a box whose variable has gone (what it held is released now, as it would be if the
  /// box itself went), so that it can serve another variable.
  func empty() {
    withUnsafeMutablePointer(to: &strongValue) { storage in
      if !FastCast.clearBits(UnsafeMutableRawPointer(storage)) { storage.pointee = nil }
    }
  }

  /// A recycled box made the storage of a new variable of `type` holding `value`, as `init` would.
  func reuse(_ value: consuming Any?, type: TypeName) {
    if !TypeName.isSameStorage(self.type, type) { self.type = type }
    isShared = false
    strongValue = value
  }

  /// `reuse` with a copy of the value at `source` (a block's argument, read where the caller keeps
  /// it): an emptied box holds nil, so the copy is written over it as its bytes where it can be
  /// (`FastCast.copyBits`), without Swift's generic copy and assignment.
  func reuse(copying source: UnsafePointer<Any?>, type: TypeName) {
    // A parameter's box mostly serves the same parameter again: its type is then left as it is,
    // not released and retained.
    if !TypeName.isSameStorage(self.type, type) { self.type = type }
    isShared = false
    withUnsafeMutablePointer(to: &strongValue) { storage in
      let copied =
        FastCast.holdsNil(UnsafeRawPointer(storage))
        && FastCast.copyBits(from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(storage))
      if !copied { storage.pointee = source.pointee }
    }
  }

  /// The C scalar the variable holds, read in place (nil when it holds anything else): what an
  /// operator's operand (`i < n`, `@(i)`) reads, without the `Any?` a read of `value` copies out.
  /// A shared variable's read is reported as `value`'s is.
  var scalar: CNumber? {
    @inline(__always) get {
      let number = withUnsafeMutablePointer(to: &strongValue) {
        FastCast.plainValue(at: UnsafeRawPointer($0), CNumber.self)
      }
      if number != nil, isShared { Tracing.touchSharedVariables() }
      return number
    }
  }

  /// The tagged number (`@(i)`) a strong variable that no block shares holds, read in place (nil for
  /// anything else): a property read's receiver (`value.integerValue`), as `heldObject` reads an
  /// object.
  var heldTaggedNumber: TaggedNumber? {
    @inline(__always) get {
      guard !isWeak, !isShared else { return nil }
      return withUnsafeMutablePointer(to: &strongValue) {
        FastCast.plainValue(at: UnsafeRawPointer($0), TaggedNumber.self)
      }
    }
  }

  /// The Swift object a strong variable that no block shares holds, read in place (nil for
  /// anything else): a property read's receiver (`value.integerValue`), without the `Any?` a read
  /// of `value` copies out and the reader then destroys.
  var heldObject: AnyObject? {
    @inline(__always) get {
      guard !isWeak, !isShared else { return nil }
      return withUnsafeMutablePointer(to: &strongValue) { FastCast.swiftObject(at: UnsafeRawPointer($0)) }
    }
  }

  /// Assigns `number` where the variable holds a C scalar (`i++` on a loop's counter), written over
  /// the old one in place: a number holds no reference, so nothing is released. Returns false,
  /// having stored nothing, when the variable holds anything else (the caller assigns `value`).
  @inline(__always)
  func overwriteScalar(with number: CNumber) -> Bool {
    let stored = withUnsafeMutablePointer(to: &strongValue) {
      FastCast.overwritePlain(at: UnsafeMutableRawPointer($0), with: number)
    }
    if stored, isShared { Tracing.touchSharedVariables() }
    return stored
  }

  package var value: Any? {
    @inline(__always) get {
      if isShared { Tracing.touchSharedVariables() }
      if isWeak {
        if strongValue == nil { return weakObject }
        if isUnretained, let address = strongValue as? UnretainedAddress {
          return weakObject ?? DyingInstances.shell(of: address.identifier)
        }
      }
      // Copied from the storage itself (`FastCast.copy`): Swift's copy of an `Any?` goes through
      // the run time's generic value witnesses, at every variable read.
      return withUnsafeMutablePointer(to: &strongValue) { FastCast.copy(of: $0) }
    }
    set {
      if isShared { Tracing.touchSharedVariables() }
      guard isWeak, let newValue, Box.isWeaklyHeld(newValue) else {
        // The old value is released after the new one is stored, as `objc_storeStrong` does:
        // releasing it may run a `-dealloc` that writes this variable again (RACKVOTrampoline's
        // `-dispose` sets `_block = nil`, whose release can end the trampoline, whose `-dealloc`
        // disposes it again).
        var old = newValue
        swap(&strongValue, &old)
        // Only a `__weak` box ever holds a weak reference (clearing one is a call into the run time).
        if isWeak { weakObject = nil }
        withExtendedLifetime(old) {}
        return
      }
      let object = newValue as AnyObject
      strongValue = isUnretained ? UnretainedAddress(identifier: ObjectIdentifier(object)) : nil
      weakObject = object
    }
  }

  /// Objects a `__weak` reference can lose: everything but strings, numbers, classes and C memory
  /// (an array, a pointer into one or to a variable, which a `void *` holds as an address).
  private static func isWeaklyHeld(_ value: Any) -> Bool {
    switch value {
    case is String, is CNumber, is ClassValue, is SelectorValue, is CString, is ObjCStruct: return false
    case is CArray, is CArrayPointer, is ObjCPointer: return false
    default: return Swift.type(of: value) is AnyClass && !(value is NSNumber)
    }
  }
}

/// Where an `__unsafe_unretained` box's object lives, kept beside the weak reference.
private struct UnretainedAddress {
  let identifier: ObjectIdentifier
}

extension Box {
  /// What a block that captures this variable by copy gets: a box of its own with the same value,
  /// type and ownership. A struct is copied, as clang's block copies a captured struct (and
  /// retains the objects its fields hold): what the code then writes to its own is not the block's.
  func capturedCopy() -> Box {
    let copy = Box(nil, type: type, isWeak: isWeak, isUnretained: isUnretained)
    if case .cStruct = type {
      copy.value = CAggregates.copy(value)
    } else {
      copy.value = value
    }
    return copy
  }
}

extension TypeName {
  /// Whether two type names are the same value by their bits (an indirect enum: one word, the
  /// same case and the same boxed payload), without a retain of either; false says nothing (they
  /// may still be equal).
  @inline(__always)
  fileprivate static func isSameStorage(_ a: TypeName, _ b: TypeName) -> Bool {
    guard MemoryLayout<TypeName>.size == MemoryLayout<UInt>.size else { return false }
    return withUnsafeBytes(of: a) { $0.load(as: UInt.self) } == withUnsafeBytes(of: b) { $0.load(as: UInt.self) }
  }
}
