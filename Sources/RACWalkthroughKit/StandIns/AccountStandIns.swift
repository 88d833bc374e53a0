/// The accounts of post 001's migration listings (用 ReactiveCocoa 事半功倍的写代码(五)): the
/// migration walkthroughs' Swift translations and their Objective-C scenes make the same objects,
/// so both traces write an account the same way and make the same RAC calls.

/// `FMAccount.profile`: only the mail address is read.
public final class FMProfile {
  /// The account's mail address.
  public let mailAddress: String

  /// A profile for `mailAddress`.
  public init(mailAddress: String) {
    self.mailAddress = mailAddress
  }
}

/// An old account to migrate. The trace writes it as `<FMAccount a@163.com>`.
public final class FMAccount: CustomStringConvertible {
  /// The account's number, which `-[FMManager deleteAccount:]` takes.
  public let accountId: Int
  /// The account's profile, with its mail address.
  public let profile: FMProfile

  /// Account `accountId` with the mail address `mailAddress`.
  public init(accountId: Int, mailAddress: String) {
    self.accountId = accountId
    profile = FMProfile(mailAddress: mailAddress)
  }

  /// `<FMAccount address>`.
  public var description: String { "<FMAccount \(profile.mailAddress)>" }
}
