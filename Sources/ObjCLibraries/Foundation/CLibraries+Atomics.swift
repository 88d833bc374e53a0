import ObjCInterpreter

/// libkern's atomics and spin lock (`<libkern/OSAtomic.h>`) and pthread's mutex, as RAC's files use
/// them: `RACMulticastConnection` counts its subscribers with `OSAtomicIncrement32Barrier` and
/// connects once with `OSAtomicCompareAndSwap32Barrier`, `RACCommand` sets a flag with
/// `OSAtomicOr32Barrier`, `RACDisposable` takes its block out with
/// `OSAtomicCompareAndSwapPtrBarrier`, `RACCompoundDisposable` and `RACSerialDisposable` guard
/// their state with an `OSSpinLock`.
///
/// One thread runs at a time here (the virtual queues take turns, and a turn runs to its end), so
/// an atomic operation is its plain read and write, and a barrier has nothing left to order. A lock
/// is still a flag (0 free, 1 held), so that a mistake shows: taking a lock that is held can only
/// be the deadlock it would be on a device (its holder cannot run again before the taker lets go,
/// and a spin lock's taker never does), and is reported as an error instead of a hang.
extension CLibraries {
  static func registerAtomics(in table: CLibraryTable) {
    registerArithmetic(in: table)
    registerCompareAndSwap(in: table)
    registerSpinLock(in: table)
    registerMutex(in: table)
    table.function("OSMemoryBarrier") { _, _ in nil }
  }

  /// `OSAtomicAdd32(amount, &value)` and friends: they return the new value (`…Orig` the old one).
  private static func registerArithmetic(in table: CLibraryTable) {
    let operations: [(name: String, operands: Int, operation: (Int64, Int64) -> Int64)] = [
      ("Add", 2, { $0 &+ $1 }), ("Increment", 1, { value, _ in value &+ 1 }),
      ("Decrement", 1, { value, _ in value &- 1 }), ("Or", 2, { $0 | $1 }), ("And", 2, { $0 & $1 }),
      ("Xor", 2, { $0 ^ $1 }),
    ]
    for (name, operands, operation) in operations {
      for width in [32, 64] where width == 32 || ["Add", "Increment", "Decrement"].contains(name) {
        let returnsOriginal = ["Or", "And", "Xor"].contains(name) ? [false, true] : [false]
        for original in returnsOriginal {
          for barrier in ["", "Barrier"] {
            table.function("OSAtomic\(name)\(width)\(original ? "Orig" : "")\(barrier)") { call, _ in
              let pointer = try call.pointer(operands - 1, to: "an int\(width)_t")
              let amount = operands == 2 ? try call.int64(0) : 0
              let old = try integer(through: pointer, width: width, call)
              let new = truncated(operation(old, truncated(amount, width)), width)
              try call.store(CNumber(integer: new, type: width == 32 ? .int : .long), through: pointer)
              return CNumber(integer: original ? old : new, type: width == 32 ? .int : .long)
            }
          }
        }
      }
    }
  }

  /// `OSAtomicCompareAndSwap32Barrier(old, new, &value)`: stores `new` and answers YES when the
  /// value is `old`. The pointer forms compare objects by identity, as C compares addresses.
  private static func registerCompareAndSwap(in table: CLibraryTable) {
    let widths: [(name: String, width: Int?)] = [("32", 32), ("Int", 32), ("64", 64), ("Long", 64), ("Ptr", nil)]
    for (name, width) in widths {
      for barrier in ["", "Barrier"] {
        table.function("OSAtomicCompareAndSwap\(name)\(barrier)") { call, interpreter in
          let pointer = try call.pointer(2, to: width.map { "an int\($0)_t" } ?? "a pointer")
          let expected = try call.argument(0)
          let current = pointer.read()
          let matches: Bool
          if let width {
            matches = try integer(through: pointer, width: width, call) == truncated(try call.int64(0), width)
          } else if let current = current as? CNumber, let expected = expected as? CNumber {
            matches = current.int64 == expected.int64
          } else {
            matches = COperators.identical(current, expected)
          }
          if matches { try call.store(try call.argument(1), through: pointer) }
          return CNumber.bool(matches)
        }
      }
    }
  }

  /// `OSSpinLock lock = OS_SPINLOCK_INIT;`, `OSSpinLockLock(&lock)`, `OSSpinLockUnlock(&lock)`,
  /// `OSSpinLockTry(&lock)`.
  private static func registerSpinLock(in table: CLibraryTable) {
    table.constant("OS_SPINLOCK_INIT", value: CNumber.int(0))
    table.function("OSSpinLockLock") { call, _ in
      let lock = try call.pointer(0, to: "an OSSpinLock")
      guard try !isHeld(lock, call) else {
        throw call.fail(
          "OSSpinLockLock: the lock is already held, and its holder cannot go on while this code waits"
            + " (a deadlock on a device)"
        )
      }
      try call.store(CNumber.int(1), through: lock)
      return nil
    }
    table.function("OSSpinLockTry") { call, _ in
      let lock = try call.pointer(0, to: "an OSSpinLock")
      guard try !isHeld(lock, call) else { return CNumber.bool(false) }
      try call.store(CNumber.int(1), through: lock)
      return CNumber.bool(true)
    }
    table.function("OSSpinLockUnlock") { call, _ in
      try call.store(CNumber.int(0), through: try call.pointer(0, to: "an OSSpinLock"))
      return nil
    }
  }

  /// `pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;` or `pthread_mutex_init(&mutex, NULL)`, then
  /// `pthread_mutex_lock`, `pthread_mutex_trylock`, `pthread_mutex_unlock`, `pthread_mutex_destroy`,
  /// each answering 0 or `EBUSY` as pthread does. A mutex is an integer here (0 free, 1 held): a
  /// default mutex has no owner or recursion count to keep.
  private static func registerMutex(in table: CLibraryTable) {
    let busy = CNumber.int(16)  // EBUSY
    table.constant("PTHREAD_MUTEX_INITIALIZER", value: CNumber.long(0))
    table.function("pthread_mutex_init") { call, _ in
      try call.store(CNumber.long(0), through: try call.pointer(0, to: "a pthread_mutex_t"))
      return CNumber.int(0)
    }
    table.function("pthread_mutex_lock") { call, _ in
      let mutex = try call.pointer(0, to: "a pthread_mutex_t")
      guard try !isHeld(mutex, call) else {
        throw call.fail(
          "pthread_mutex_lock: the mutex is already held, and its holder cannot go on while this code waits"
            + " (a deadlock on a device)"
        )
      }
      try call.store(CNumber.long(1), through: mutex)
      return CNumber.int(0)
    }
    table.function("pthread_mutex_trylock") { call, _ in
      let mutex = try call.pointer(0, to: "a pthread_mutex_t")
      guard try !isHeld(mutex, call) else { return busy }
      try call.store(CNumber.long(1), through: mutex)
      return CNumber.int(0)
    }
    table.function("pthread_mutex_unlock") { call, _ in
      try call.store(CNumber.long(0), through: try call.pointer(0, to: "a pthread_mutex_t"))
      return CNumber.int(0)
    }
    table.function("pthread_mutex_destroy") { call, _ in
      try isHeld(try call.pointer(0, to: "a pthread_mutex_t"), call) ? busy : CNumber.int(0)
    }
  }

  /// The integer a pointer points at, as a value of `width` bits (a variable never written is 0).
  private static func integer(through pointer: ObjCPointer, width: Int, _ call: FunctionCall) throws -> Int64 {
    switch pointer.read() {
    case nil: return 0
    case let number as CNumber where !number.isFloatingPoint: return truncated(number.int64, width)
    default: throw call.fail("\(call.functionName) needs a pointer to an integer variable")
    }
  }

  private static func truncated(_ value: Int64, _ width: Int) -> Int64 {
    width == 32 ? Int64(Int32(truncatingIfNeeded: value)) : value
  }

  private static func isHeld(_ lock: ObjCPointer, _ call: FunctionCall) throws -> Bool {
    try integer(through: lock, width: 64, call) != 0
  }
}
