import RAC
import RACWalkthroughKit

import class Foundation.NSError

/// The app around the account-migration pipelines of 用 ReactiveCocoa 事半功倍的写代码(五)
/// (`001_fe5a54c4a2dfc9ec.txt`), shared by `migration-v1`, `migration-v2` and
/// `migration-v2-no-multicast`: the accounts, the migration service, and the screen with the
/// post's result handling (its step 5, the same block in both versions).

/// `QHOldAccountMigration`: `+fetchInitialDataForAccount:` downloads an account's initial data
/// (the post: a pipeline of maps inside) and sends the account when done. Here the download is a
/// `ScriptedService` keyed by the mail address, so every run says which accounts fail, with which
/// named error and after how long, and counts how often each account is fetched.
struct QHOldAccountMigration {
  static let serviceName = "QHOldAccountMigration fetchInitialDataForAccount:"

  let service: ScriptedService

  /// Replies after each account's `latency` seconds; the addresses in `failing` fail with
  /// `QHMigrationErrorDomain` and the code given.
  init(latencies: [String: Double], failing: [String: Int] = [:]) {
    service = ScriptedService(name: Self.serviceName) { input, _ in
      let latency = latencies[input] ?? 1
      if let code = failing[input] {
        return .init(after: latency, .failure(domain: "QHMigrationErrorDomain", code: code))
      }
      return .init(after: latency, .success("initial data of \(input)"))
    }
  }

  /// `[QHOldAccountMigration fetchInitialDataForAccount:account]`: the account, once its data is
  /// in. A nil account (which the post's code cannot meet) fails at once.
  func fetchInitialDataForAccount(_ account: FMAccount?) -> RACSignal {
    guard let account else {
      return RACSignal.error(NSError(domain: "QHMigrationErrorDomain", code: -1))
    }
    return service.call(account.profile.mailAddress).map { _ in account }
  }

  /// `fetchInitialDataForAccount … request ×n` for every account asked for, in the accounts' order:
  /// what the walkthroughs print when the screen closes.
  func requestCounts(of accounts: [FMAccount]) -> String {
    let attempts = service.attemptsByInput
    return accounts.map { "\($0.profile.mailAddress) ×\(attempts[$0.profile.mailAddress] ?? 0)" }
      .joined(separator: ", ")
  }
}

/// The post's `map:` block after `[RACSignal zip:arrayOfSignal]` (the same in both versions): the
/// zipped `(account, error)` tuples, in the accounts' order, split into
/// `RACTuplePack(successAccounts, failAccounts)`.
func splitSuccessAndFailAccounts(_ value: Any?) -> RACTuple {
  let tuple = value as? RACTuple
  var successAccounts: [FMAccount] = []
  var failAccounts: [FMAccount] = []

  // for (int i = 0; i < tuple.count; i++) {
  for i in 0..<(tuple?.count ?? 0) {
    // RACTuple *t = [tuple objectAtIndex:i]; FMAccount *account = t.first; NSError *error = t.second;
    let t = tuple?.object(at: i) as? RACTuple
    guard let account = t?.first as? FMAccount else { continue }
    let error = t?.second as? NSError

    if error != nil {
      failAccounts.append(account)
    } else {
      successAccounts.append(account)
    }
  }

  return RACTuplePack(successAccounts, failAccounts)
}

/// The post's `self`: the screen that migrates the old accounts. Both versions end in the same
/// result handling (`handleMigrationResult`, the post's step 5).
class FMMigrationViewController {
  let migration: QHOldAccountMigration
  private let scheduler: RACScheduler

  init(migration: QHOldAccountMigration, scheduler: RACScheduler) {
    self.migration = migration
    self.scheduler = scheduler
  }

  func jumpToOriginalLogic() {
    NSLog("jumpToOriginalLogic")
  }

  /// The post's `subscribeNext:` block for the `(successAccounts, failAccounts)` tuple: no failure
  /// → carry on; otherwise an alert whose title names the failed accounts (or says all failed),
  /// and whose 确定 button saves each failed account for later, deletes it, and carries on.
  func handleMigrationResult(_ value: Any?) {
    let tuple = value as? RACTuple
    // NSArray *successAccounts = tuple.first; NSArray *failAccounts = tuple.second;
    let successAccounts = tuple?.first as? [FMAccount] ?? []
    let failAccounts = tuple?.second as? [FMAccount] ?? []

    if failAccounts.isEmpty {
      jumpToOriginalLogic()
    } else {
      var title: String
      if successAccounts.isEmpty {
        title = "所有账号迁移失败,请重新登录"
      } else {
        title = "邮箱账号"
        for account in failAccounts {
          // [title appendFormat:@"%@, ", account.profile.mailAddress];
          title += "\(account.profile.mailAddress), "
        }
        // title = [[title substringToIndex:title.length - 2] mutableCopy];
        title = String(title.dropLast(2))
        title += "迁移失败,需要重新登录"
      }

      let alertController = UIAlertController(title: title)
      alertController.addAction(
        UIAlertAction(title: "确定") { [weak self] _ in
          guard let self else { return }
          for account in failAccounts {
            let failAccount = FMMigrationFailAccount.convertAccountToMigrationFailAccount(account)
            failAccount.save()
            FMManager.shareInstance.deleteAccount(account.accountId)
          }
          self.jumpToOriginalLogic()
        })

      // [viewController presentViewController:alertController animated:YES completion:^{}];
      UIViewController.keyWindowRoot.presentViewController(alertController, animated: true)
    }
  }

  /// Keeps the screen alive until `delay` seconds after the start (the window holds it in the app;
  /// the pipelines hold it only weakly, as the post's `@weakify(self)`), then prints how often each
  /// account was fetched: the number `multicast:` is there to keep at one.
  func closeScreen(after delay: Double, accounts: [FMAccount]) {
    scheduler.afterDelay(delay) { [self] in
      NSLog("(screen closed) fetchInitialDataForAccount: requests: %@", migration.requestCounts(of: accounts))
    }
  }
}

/// `FMMigrationFailAccount`: a failed account saved so its owner can log in again later.
struct FMMigrationFailAccount {
  let mailAddress: String

  static func convertAccountToMigrationFailAccount(_ account: FMAccount) -> FMMigrationFailAccount {
    FMMigrationFailAccount(mailAddress: account.profile.mailAddress)
  }

  func save() {
    NSLog("FMMigrationFailAccount save: %@", mailAddress)
  }
}

/// `[FMManager shareInstance]`: the account store.
struct FMManager {
  static let shareInstance = FMManager()

  func deleteAccount(_ accountId: Int) {
    NSLog("FMManager deleteAccount: %ld", accountId)
  }
}

/// `UIAlertAction`: a button and what it does.
final class UIAlertAction {
  let title: String
  let handler: (UIAlertAction) -> Void

  init(title: String, handler: @escaping (UIAlertAction) -> Void) {
    self.title = title
    self.handler = handler
  }
}

/// `UIAlertController` with `UIAlertControllerStyleAlert` and no message.
final class UIAlertController {
  let title: String
  private(set) var actions: [UIAlertAction] = []

  init(title: String) {
    self.title = title
  }

  func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }
}

/// `[UIApplication sharedApplication].keyWindow.rootViewController`, which presents the alert. The
/// user reads it for a second (virtual time, on the main queue) and taps its first button.
final class UIViewController {
  static let keyWindowRoot = UIViewController()

  /// Prints the alert's title (and, as Xcode's Main Thread Checker would, that UIKit is called off
  /// the main thread when it is), then taps the first button a second later on the main queue.
  func presentViewController(_ alertController: UIAlertController, animated: Bool) {
    if !VirtualQueues.isMainThread {
      NSLog(
        "Main Thread Checker: UI API called on a background thread: "
          + "-[UIViewController presentViewController:animated:completion:]")
    }
    NSLog("UIAlertController title: %@", alertController.title)
    guard let action = alertController.actions.first else { return }
    RACScheduler.mainThreadScheduler.afterDelay(1) {
      NSLog("tap %@", action.title)
      action.handler(action)
    }
  }
}
