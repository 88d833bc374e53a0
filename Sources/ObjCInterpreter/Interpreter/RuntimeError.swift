/// How the interpreter unwinds: an error at a place in the snippet (an unknown selector, a wrong
/// argument), a budget spent, an Objective-C exception in flight (`@throw`, which `@try` can
/// catch), or the run already stopped by an error elsewhere (a block the core called failed: the
/// code that called into the core stops too).
package enum RuntimeError: Error {
  case failure(message: String, location: SourceLocation)
  /// A budget spent (`RunBudget`): the run stops at `location`, and its error says which budget.
  case budgetSpent(ObjCError.Budget, message: String, location: SourceLocation)
  case exception(value: Any?, location: SourceLocation)
  case aborted
}

/// How a statement finished.
enum Completion {
  case normal
  case breakLoop
  case continueLoop
  case returned(Any?)
  /// `goto label`: unwinds until the compound statement that holds the label.
  case jumped(to: String)
}

extension RuntimeError {
  /// An unrecognized selector, as the runtime raises it (`-doesNotRecognizeSelector:`): an
  /// `NSInvalidArgumentException` whose reason is `message`, which `@try`/`@catch` can catch. Uncaught,
  /// the run stops with `message` and the tool's `suggestion` (a selector of the class spelled alike),
  /// as it did before the exception could be caught.
  package static func unrecognizedSelector(_ message: String, suggestion: String, at location: SourceLocation)
    -> RuntimeError
  {
    .exception(
      value: ObjCException(
        name: "NSInvalidArgumentException", reason: message, userInfo: nil, uncaughtMessage: message + suggestion),
      location: location)
  }
}
