import RAC
import RACWalkthroughKit

import class Foundation.NSError

/// 用 ReactiveCocoa 事半功倍的写代码(五), the first pipeline: every old account's initial data is
/// fetched, each failure caught into a `(account, error)` tuple, `collect` + `+zip:` waits for all
/// of them, and the result splits into successful and failed accounts. The screen calls it three
/// times (as for three sets of old accounts): all succeed, some fail, all fail.
let migrationV1Walkthrough = Walkthrough(
  name: "migration-v1",
  title: "collect + zip of caught fetches: the success / fail lists and the alert title",
  post: "001_fe5a54c4a2dfc9ec.txt"
) { context in
  let runs: [(start: Double, what: String, accounts: [FMAccount])] = [
    (
      0, "all fetches succeed",
      [
        FMAccount(accountId: 1, mailAddress: "a@163.com"), FMAccount(accountId: 2, mailAddress: "b@qq.com"),
        FMAccount(accountId: 3, mailAddress: "c@126.com"),
      ]
    ),
    (
      10, "b@sina.com and d@gmail.com fail",
      [
        FMAccount(accountId: 4, mailAddress: "a@sina.com"), FMAccount(accountId: 5, mailAddress: "b@sina.com"),
        FMAccount(accountId: 6, mailAddress: "c@sina.com"), FMAccount(accountId: 7, mailAddress: "d@gmail.com"),
      ]
    ),
    (
      20, "every fetch fails",
      [FMAccount(accountId: 8, mailAddress: "x@163.com"), FMAccount(accountId: 9, mailAddress: "y@qq.com")]
    ),
  ]
  let migration = QHOldAccountMigration(
    latencies: [
      "a@163.com": 1.2, "b@qq.com": 0.7, "c@126.com": 2.1,
      "a@sina.com": 0.9, "b@sina.com": 1.4, "c@sina.com": 0.3, "d@gmail.com": 2.6,
      "x@163.com": 1.1, "y@qq.com": 0.4,
    ],
    failing: ["b@sina.com": 500, "d@gmail.com": 404, "x@163.com": 401, "y@qq.com": 503])
  let screen = MigrationV1ViewController(migration: migration, scheduler: context.scheduler)

  for run in runs {
    context.scheduler.afterDelay(run.start) {
      let addresses = run.accounts.map(\.profile.mailAddress).joined(separator: ", ")
      NSLog("-- fetchNecessaryDataForAccounts: %@ (%@)", addresses, run.what)
      screen.fetchNecessaryDataForAccounts(run.accounts)
    }
  }
  screen.closeScreen(after: 30, accounts: runs.flatMap(\.accounts))
}

/// The screen with the post's first `-fetchNecessaryDataForAccounts:`.
final class MigrationV1ViewController: FMMigrationViewController {
  func fetchNecessaryDataForAccounts(_ accounts: [FMAccount]) {
    // NSParameterAssert(accounts != nil); NSParameterAssert(accounts.count > 0);
    assert(!accounts.isEmpty)

    let migration = self.migration  // the post calls the class method; the block does not hold self
    // @weakify(self);
    // [[[[[accounts.rac_sequence signal] //1
    accounts.rac_sequence.signal().traced(as: "[accounts.rac_sequence signal]")
      // map:^id(FMAccount *account) { //2
      .map { value -> RACSignal in
        let account = value as? FMAccount
        // return [[[QHOldAccountMigration fetchInitialDataForAccount:account]
        return migration.fetchInitialDataForAccount(account)
          // map:^id(FMAccount *account) { return RACTuplePack(account, nil); }] //3
          .map { account in RACTuplePack(account, nil) }
          // catch:^RACSignal *(NSError *error) { return [RACSignal return:RACTuplePack(account, error)]; }]; //3
          .catch { error in RACSignal.return(RACTuplePack(account, error)) }
      }
      // collect] //4
      .collect()
      // flattenMap:^RACStream *(NSArray *arrayOfSignal) {
      .flattenMap { value in
        let arrayOfSignal = (value as? [Any] ?? []).compactMap { $0 as? RACSignal }
        // return [[RACSignal zip:arrayOfSignal] //4
        return RACSignal.zip(arrayOfSignal)
          // map:^id(RACTuple *tuple) { … return RACTuplePack([successAccounts copy], [failAccounts copy]); }];
          .map { tuple in splitSuccessAndFailAccounts(tuple) }
      }
      // subscribeNext:^(RACTuple *tuple) { @strongify(self); … //5 } error:^(NSError *error) { } completed:^{ }];
      .subscribeNext { [weak self] tuple in
        guard let self else { return }
        self.handleMigrationResult(tuple)
      } error: { _ in
      } completed: {
      }
  }
}
