import RAC
import RACWalkthroughKit

import class Foundation.NSNumber

/// 用 ReactiveCocoa 事半功倍的写代码(五), the second pipeline: the same fetches, shared by two
/// consumers through `multicast:[RACReplaySubject subject]` + `autoconnect` (each account's fetch,
/// and the signal of fetches), so that besides the success / fail lists the screen can show a
/// progress: one step per finished account, and in between a fake progress from a 0.5 s timer
/// (120 ticks), never above 95 until the last account is done.
///
/// Four accounts; b@qq.com fails; d@gmail.com takes 21.3 s, so the timer's progress reaches its
/// cap of 95 long before the last account ends it.
let migrationV2Walkthrough = Walkthrough(
  name: "migration-v2",
  title: "multicast fetches, feeding both the result and a progress with a capped 0.5 s timer",
  post: "001_fe5a54c4a2dfc9ec.txt"
) { context in
  runMigrationV2(context, multicasts: true)
}

/// The accounts, the service's script and the screen of `migration-v2` (and, with `multicasts`
/// false, of `migration-v2-no-multicast`).
func runMigrationV2(_ context: WalkthroughContext, multicasts: Bool) {
  let accounts = [
    FMAccount(accountId: 1, mailAddress: "a@163.com"), FMAccount(accountId: 2, mailAddress: "b@qq.com"),
    FMAccount(accountId: 3, mailAddress: "c@126.com"), FMAccount(accountId: 4, mailAddress: "d@gmail.com"),
  ]
  let migration = QHOldAccountMigration(
    latencies: ["a@163.com": 1.3, "b@qq.com": 3.8, "c@126.com": 6.3, "d@gmail.com": 21.3],
    failing: ["b@qq.com": 500])
  let screen = MigrationV2ViewController(
    migration: migration, scheduler: context.scheduler, multicastsFetches: multicasts,
    multicastsSignalOfFetches: multicasts)
  screen.fetchNecessaryDataForAccounts(accounts)
  screen.closeScreen(after: 30, accounts: accounts)
}

/// The screen with the post's second `-fetchNecessaryDataForAccounts:`.
final class MigrationV2ViewController: FMMigrationViewController {
  /// Whether each account's fetch is shared (the post's step 3); false in
  /// `migration-v2-no-multicast`.
  let multicastsFetches: Bool
  /// Whether the signal of fetches is shared (the post's step 2); false in
  /// `migration-v2-no-multicast`.
  let multicastsSignalOfFetches: Bool

  /// The post's `static NSInteger progressValue = 0;`. A function-level static lives as long as the
  /// process: a second call of the method would start at the first call's last value (see NOTES).
  /// One per screen here, so that every replay starts at 0.
  var progressValue = 0

  init(
    migration: QHOldAccountMigration, scheduler: RACScheduler, multicastsFetches: Bool,
    multicastsSignalOfFetches: Bool
  ) {
    self.multicastsFetches = multicastsFetches
    self.multicastsSignalOfFetches = multicastsSignalOfFetches
    super.init(migration: migration, scheduler: scheduler)
  }

  func fetchNecessaryDataForAccounts(_ accounts: [FMAccount]) {
    // NSParameterAssert(accounts != nil); NSParameterAssert(accounts.count > 0);
    assert(!accounts.isEmpty)

    let migration = self.migration  // the post calls the class method; the block does not hold self
    let multicastsFetches = self.multicastsFetches

    // @weakify(self);
    // //1
    // RACSignal *fetchAllInitialData = [[[[accounts.rac_sequence signal]
    let signalOfFetches = accounts.rac_sequence.signal()
      // map:^id(FMAccount *account) {
      .map { value -> RACSignal in
        let account = value as? FMAccount
        // return [[[[[QHOldAccountMigration fetchInitialDataForAccount:account]
        let fetch = migration.fetchInitialDataForAccount(account)
          // map:^id(FMAccount *account) { return RACTuplePack(account, nil); }]
          .map { account in RACTuplePack(account, nil) }
          // catch:^RACSignal *(NSError *error) { return [RACSignal return:RACTuplePack(account, error)]; }]
          .catch { error in RACSignal.return(RACTuplePack(account, error)) }
        // multicast:[RACReplaySubject subject]] //3
        // autoconnect];
        return multicastsFetches ? fetch.multicast(RACReplaySubject.subject()).autoconnect() : fetch
      }
    // multicast:[RACReplaySubject subject]] //2
    // autoconnect];
    let fetchAllInitialData =
      multicastsSignalOfFetches
      ? signalOfFetches.multicast(RACReplaySubject.subject()).autoconnect() : signalOfFetches
    fetchAllInitialData.traced(as: "fetchAllInitialData")

    // //4
    // RACSignal *businessLogicSignal = [[fetchAllInitialData collect]
    let businessLogicSignal = fetchAllInitialData.collect()
      // flattenMap:^RACStream *(NSArray *arrayOfSignal) {
      .flattenMap { value in
        let arrayOfSignal = (value as? [Any] ?? []).compactMap { $0 as? RACSignal }
        // return [[RACSignal zip:arrayOfSignal]
        return RACSignal.zip(arrayOfSignal)
          // map:^id(RACTuple *tuple) { … return RACTuplePack([successAccounts copy], [failAccounts copy]); }];
          .map { tuple in splitSuccessAndFailAccounts(tuple) }
      }.traced(as: "businessLogicSignal")

    // [businessLogicSignal subscribeNext:^(RACTuple *tuple) { @strongify(self); … //5 }
    //   error:^(NSError *error) { } completed:^{ }];
    businessLogicSignal.subscribeNext { [weak self] tuple in
      guard let self else { return }
      self.handleMigrationResult(tuple)
    } error: { _ in
    } completed: {
    }

    // //11
    // static const CGFloat tickCount = 60 / 0.5;
    let tickCount: Double = 60 / 0.5
    // RACSignal *timer = [[RACSignal interval:0.5 onScheduler:[RACScheduler mainThreadScheduler]]
    //   map:^id(id value) { return nil; }];
    let timer = RACSignal.interval(0.5, onScheduler: RACScheduler.mainThreadScheduler)
      .map { _ -> Any? in nil }.traced(as: "timer")

    // NSMutableArray *numbers = …; for (NSInteger i = 0; i < tickCount; i++) { [numbers addObject:@(i)]; }
    var numbers: [NSNumber] = []
    for i in 0..<Int(tickCount) {
      numbers.append(NSNumber(value: i))
    }

    // RACSignal *counter = [[[[[numbers.rac_sequence signal]
    let counter = numbers.rac_sequence.signal().traced(as: "[numbers.rac_sequence signal]")
      // zipWith:timer]
      .zipWith(timer)
      // map:^id(RACTuple *tuple) { NSNumber *n = tuple.first; return RACTuplePack(n, @(tickCount), nil); //12 }]
      .map { value in
        let n = (value as? RACTuple)?.first
        return RACTuplePack(n, NSNumber(value: tickCount), nil)
      }
      // takeUntil:businessLogicSignal]
      .takeUntil(businessLogicSignal)
      // logCompleted];
      .logCompleted().traced(as: "counter")

    // //6
    // NSMutableArray *sequence = …; for (int i = 0; i < accounts.count; i++) { [sequence addObject:@(i + 1)]; }
    var sequence: [NSNumber] = []
    for i in 0..<accounts.count {
      sequence.append(NSNumber(value: i + 1))
    }

    // static NSInteger progressValue = 0;  (the property progressValue)

    // [[[[[[[fetchAllInitialData
    fetchAllInitialData
      // flatten]//6
      .flatten()
      // map:^id(RACTuple *tuple) { //7 return tuple.first; }]
      .map { tuple in (tuple as? RACTuple)?.first }
      // zipWith:[sequence.rac_sequence signal]]//8
      .zipWith(sequence.rac_sequence.signal().traced(as: "[sequence.rac_sequence signal]"))
      // combineLatestWith:[RACSignal return:@(accounts.count)]]//8
      .combineLatestWith(RACSignal.return(NSNumber(value: accounts.count)))
      // map:^id(RACTuple *tuple) {
      .map { value in
        // //9
        // RACTuple *nestedTuple = tuple.first; NSNumber *accountsCount = tuple.second;
        let tuple = value as? RACTuple
        let nestedTuple = tuple?.first as? RACTuple
        let accountsCount = tuple?.second

        // FMAccount *account = nestedTuple.first; NSNumber *order = nestedTuple.second;
        let account = nestedTuple?.first
        let order = nestedTuple?.second

        // //10
        // return RACTuplePack(order, accountsCount, account);
        return RACTuplePack(order, accountsCount, account)
      }
      // merge:counter]//11
      .merge(counter)
      // subscribeNext:^(RACTuple *tuple) {
      .subscribeNext { [weak self] value in
        guard let self else { return }
        // NSNumber *order = tuple.first; NSNumber *accountsCount = tuple.second; FMAccount *account = tuple.third;
        let tuple = value as? RACTuple
        let order = tuple?.first as? NSNumber
        let accountsCount = tuple?.second as? NSNumber
        let account = tuple?.third as? FMAccount

        // //13
        if let account {
          NSLog(
            "fetch initial data finished, order is: [%@, %@], account is: %@", order, accountsCount,
            account.profile.mailAddress)

          // NSInteger nextValue = order.integerValue * 100 / accountsCount.integerValue;
          var nextValue = (order?.intValue ?? 0) * 100 / max(accountsCount?.intValue ?? 1, 1)
          if order?.intValue == accountsCount?.intValue {
            nextValue = 100
            self.progressValue = 100
          }

          if nextValue > self.progressValue {
            self.progressValue = nextValue
          }
        } else {
          NSLog("counter info, [%@, %@]", order, accountsCount)
          // progressValue = progressValue + 1.0;
          self.progressValue = Int(Double(self.progressValue) + 1.0)

          // //14
          if self.progressValue > 95 {
            self.progressValue = Int(95.0)
          }
        }

        // //14
        // NSLog(@"======== progressValue is: %ld", (long)progressValue);
        NSLog("======== progressValue is: %ld", self.progressValue)
      } error: { _ in
      } completed: {
      }
  }
}
