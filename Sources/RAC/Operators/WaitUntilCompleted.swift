import Foundation

/// `-waitUntilCompleted:` (RACSignal+Operations.m): blocks until the receiver completes (true) or
/// fails (false, with its error) — `[[self ignoreValues] firstOrDefault:nil success:error:]`.
///
/// In a walkthrough's run it waits as `-first` does (the other queues take their turns; a wait
/// nothing can end is reported as a deadlock).
extension RACSignal {
  /// `-waitUntilCompleted:`: whether the receiver completed; `error` is its error when it failed.
  public func waitUntilCompleted(_ error: inout NSError?) -> Bool {
    Tracing.call("-waitUntilCompleted:", of: self, rac: .method("RACSignal+Operations.m", 910, "-waitUntilCompleted:"))
    {
      var success = false
      _ = ignoreValues()
        .setNameWithFormat("[%@] -waitUntilCompleted:", StreamName.NameOf(self))
        .firstOrDefault(nil, success: &success, error: &error)
      return success
    }
  }
}
