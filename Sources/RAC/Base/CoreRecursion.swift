import Foundation

/// Endless recursion inside the core, where no interpreted call is nested to be counted: a subject
/// subscribed to itself (`[subject subscribe:subject]`), two channel terminals feeding each other, a
/// property bound to a map of its own observation (`RAC(a, x) = [RACObserve(a, x) map:…]`), a
/// `+defer:` that returns its own signal; or a chain of operators so long (100,000 `-map:`s) that
/// subscribing to it nests too deep. RAC on a device recurses until the stack overflows and the
/// app crashes; here the calls every such loop goes through look at the stack first (`StackSpace`),
/// and when it is nearly spent they report it (`CoreAssertion`, which stops a program's run at its
/// statement) and return without going deeper, so the loop unwinds. They are the places where the
/// core can come back to itself: a subject's `-sendNext:`, `-sendError:` and `-sendCompleted` (a
/// subject or channel terminal subscribed to what it feeds), a dynamic signal's `-subscribe:` (a
/// signal subscribing to itself, a chain too deep), and the two settings of a property whose KVO
/// notification comes back (`-setKeyPath:onObject:nilValue:`'s and `RACKVOChannel`'s). Not a
/// subscriber's `-sendNext:`, which every value of every operator goes through: a loop through it
/// passes one of these too, and the check costs a thread-local load (scenario 1: about 350
/// instructions per int there, about 50 at these places).
enum CoreRecursion {
  /// Whether `operation` may go one call deeper; false (after reporting it) when the stack is
  /// nearly spent.
  @inline(__always)
  static func hasRoom(for operation: @autoclosure () -> String) -> Bool {
    guard StackSpace.isNearlySpent else { return true }
    reportNoRoom(for: operation())
    return false
  }

  @inline(never)
  private static func reportNoRoom(for operation: String) {
    CoreAssertion.endlessRecursion(
      "the stack is nearly spent in RAC's \(operation): an endless recursion (a subject, channel or observed property that feeds itself?) or a chain of operators too deep to go through; RAC on a device crashes here with a stack overflow"
    )
  }
}
