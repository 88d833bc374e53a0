import RAC

import func RACWalkthroughKit.NSLog

/// `SMStudentGender` (`NS_ENUM(NSUInteger, …)`: `SMStudentGenderMale`, `SMStudentGenderFemale`),
/// with the case names Swift's importer gives.
public enum SMStudentGender: UInt, Sendable, CustomStringConvertible {
  case male
  case female

  /// The Objective-C constant's name, as the trace shows it.
  public var description: String {
    switch self {
    case .male: return "SMStudentGenderMale"
    case .female: return "SMStudentGenderFemale"
    }
  }
}

/// `SatisfyActionBlock`: decides from a credit whether the student passes.
public typealias SatisfyActionBlock = (UInt) -> Bool

/// The post's chained `SMStudent` (post 004): `create`, `name:`, `gender:`, `studentNumber:` each
/// return the student so the calls nest; `sendCredit:` and `filterIsASatisfyCredit:` take the blocks
/// that work on the credit. Like `SMCreditSubject` it uses RAC's module for the trace hooks only.
///
/// The post shows the interface; the implementation is the post's demo (ming1016/RACStudy,
/// SMStudent.m), which it links to:
/// - `sendCredit:` calls `updateCreditBlock` with the current credit and stores what it returns;
///   only then, if there is a `satisfyBlock`, it stores `satisfyBlock(credit)` in
///   `isSatisfyCredit` and logs `YES` or `NO`. So whatever `updateCreditBlock` does before it
///   returns (the post's sends the new credit to `creditSubject`) sees the student's old `credit`
///   and old `isSatisfyCredit`;
/// - `filterIsASatisfyCredit:` keeps the block and calls it at once with the current credit (0 at
///   first), without logging. It filters nothing: the name follows RAC's `filter:`, the block is a
///   predicate, and its result is only stored;
/// - `creditSubject` is made on first use (the getter's lazy `[SMCreditSubject create]`).
public final class SMStudent: Traceable, CustomStringConvertible {
  /// The subject the student's credit changes are sent to; made on first use.
  public var creditSubject: SMCreditSubject {
    get {
      if let existing = storedCreditSubject { return existing }
      let subject = SMCreditSubject.create()
      storedCreditSubject = subject
      return subject
    }
    set { storedCreditSubject = newValue }
  }
  private var storedCreditSubject: SMCreditSubject?

  /// What the last `satisfyBlock` call returned.
  public var isSatisfyCredit = false

  // The demo's private properties (its class extension); readable in this module for the tests.
  private(set) var name: String?
  private(set) var gender: SMStudentGender = .male
  private(set) var number: UInt = 0
  private(set) var credit: UInt = 0
  private var satisfyBlock: SatisfyActionBlock?

  /// The student's number in the trace.
  public let traceIdentity = SMObjectSerial.next()
  /// The class name the trace shows.
  public var traceClassName: String { "SMStudent" }
  /// The student's name, as the trace names it.
  public var traceName: String { name ?? "" }

  init() {}

  /// `<SMStudent name=ming number=345>`, as `%@` shows the student (without the address Objective-C
  /// prints, so that every run prints the same).
  public var description: String { "<SMStudent name=\(name ?? "(null)") number=\(number)>" }

  /// `+create`.
  public class func create() -> SMStudent {
    Tracing.call("+create", of: nil) { SMStudent() }
  }

  /// `-name:`.
  @discardableResult
  public func name(_ name: String) -> SMStudent {
    Tracing.call("-name:", of: self, arguments: [("name", name)]) {
      self.name = name
      return self
    }
  }

  /// `-gender:`.
  @discardableResult
  public func gender(_ gender: SMStudentGender) -> SMStudent {
    Tracing.call("-gender:", of: self, arguments: [("gender", gender)]) {
      self.gender = gender
      return self
    }
  }

  /// `-studentNumber:`.
  @discardableResult
  public func studentNumber(_ number: UInt) -> SMStudent {
    Tracing.call("-studentNumber:", of: self, arguments: [("number", number)]) {
      self.number = number
      return self
    }
  }

  /// `-sendCredit:`: the credit becomes what `updateCreditBlock` makes of it, then the satisfy
  /// check runs on the new credit.
  @discardableResult
  public func sendCredit(_ updateCreditBlock: ((UInt) -> UInt)?) -> SMStudent {
    Tracing.call("-sendCredit:", of: self, bookkeeping: bookkeeping()) {
      if let updateCreditBlock {
        let current = credit
        credit = Tracing.call(
          "updateCreditBlock", of: self, arguments: [("credit", current)], bookkeeping: bookkeeping()
        ) { updateCreditBlock(current) }
        if let satisfyBlock {
          isSatisfyCredit = callSatisfyBlock(satisfyBlock)
          if isSatisfyCredit {
            NSLog("YES")
          } else {
            NSLog("NO")
          }
        }
      }
      return self
    }
  }

  /// `-filterIsASatisfyCredit:`: keeps `satisfyBlock` for later credits and applies it to the
  /// current one now.
  @discardableResult
  public func filterIsASatisfyCredit(_ satisfyBlock: SatisfyActionBlock?) -> SMStudent {
    Tracing.call("-filterIsASatisfyCredit:", of: self, bookkeeping: bookkeeping()) {
      if let satisfyBlock {
        self.satisfyBlock = satisfyBlock
        isSatisfyCredit = callSatisfyBlock(satisfyBlock)
      }
      return self
    }
  }

  private func callSatisfyBlock(_ satisfyBlock: SatisfyActionBlock) -> Bool {
    let current = credit
    return Tracing.call("satisfyBlock", of: self, arguments: [("credit", current)], bookkeeping: bookkeeping()) {
      satisfyBlock(current)
    }
  }

  private func bookkeeping() -> [(String, String)] {
    [("credit", String(credit)), ("isSatisfyCredit", String(isSatisfyCredit))]
  }
}
