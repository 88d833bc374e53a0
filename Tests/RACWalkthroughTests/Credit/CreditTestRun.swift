import RAC
import RACWalkthroughKit

/// Runs `body` the way a walkthrough runs (its `NSLog` lines captured, its trace recorded), so a
/// test of the hand-made types can assert on what they print.
func creditTestRun(_ body: @escaping @Sendable () -> Void) -> WalkthroughRun {
  WalkthroughRun.replay(Walkthrough(name: "credit-test", title: "", post: "") { _ in body() })
}

/// An ordered record of what a test's blocks did, as strings (`A:5`, `satisfy:70`).
final class CreditLog: @unchecked Sendable {
  private(set) var entries: [String] = []

  func append(_ entry: String) {
    entries.append(entry)
  }
}
