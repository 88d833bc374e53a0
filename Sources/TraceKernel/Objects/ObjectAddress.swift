/// `0x…` addresses as Objective-C's `%p` prints them, for `-description` (`<RACDynamicSignal:
/// 0x6000000000a0> name: `) — the same in every run of a walkthrough.
///
/// A real address changes from run to run (the heap, ASLR), and RAC's descriptions print one, so
/// two runs of a walkthrough whose code logs a signal would print different bytes. While a run is
/// going (`beginRun` … `endRun`, which the walkthrough runner calls), an object gets an address
/// made from its place in the run instead: a RAC object from its serial number counted from the
/// run's start, any other object from the order in which it is first printed. Outside a run it is
/// the real address.
public enum ObjectAddress {
  private struct RunState {
    /// `LiveObjects.allocationCount` when the run began; nil outside a run.
    var firstSerial: Int?
    /// The other objects printed in this run, in the order they were first printed.
    var others: [ObjectIdentifier: Int] = [:]
    /// How many `withoutNewAddresses` are running: while one is, no object is numbered.
    var frozen = 0
  }

  private static let state = LockedState(RunState())

  /// Starts numbering: objects made from now on are given addresses by their order.
  public static func beginRun() {
    state.withLock { $0 = RunState(firstSerial: LiveObjects.allocationCount) }
  }

  /// Back to real addresses.
  public static func endRun() {
    state.withLock { $0 = RunState() }
  }

  /// The made-up address `-description` prints for `object` (`0x600000000040`): stable within a
  /// run, the same on every run.
  public static func of(_ object: AnyObject) -> String {
    let made: String? = state.withLock { state in
      guard let firstSerial = state.firstSerial else { return nil }
      if let racObject = object as? CoreObject, racObject.objectSerial > firstSerial {
        return heapLike(racObject.objectSerial - firstSerial, offset: 0)
      }
      let key = ObjectIdentifier(object)
      if state.frozen > 0, state.others[key] == nil { return "0x…" }
      let order = state.others[key] ?? (state.others.count + 1)
      state.others[key] = order
      return heapLike(order, offset: 0x8)
    }
    if let made { return made }
    let pointer = Unmanaged.passUnretained(object).toOpaque()
    return "0x" + String(UInt(bitPattern: pointer), radix: 16)
  }

  /// Runs `body` numbering no object: one not printed yet that would be numbered by its first
  /// printing is written `0x…` instead. A debugger describing the program's values in the middle of
  /// its run (`rac-walkthrough dap`) uses it, so that the addresses the program prints later are
  /// those of a run without the debugger.
  public static func withoutNewAddresses<Result>(_ body: () throws -> Result) rethrows -> Result {
    state.withLock { $0.frozen += 1 }
    defer { state.withLock { $0.frozen -= 1 } }
    return try body()
  }

  /// `0x6000000000a0`: where iOS's malloc puts small objects, 32 bytes apart.
  private static func heapLike(_ order: Int, offset: Int) -> String {
    "0x6000" + String(String(order * 0x20 + offset, radix: 16).leftPadded(to: 8))
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
