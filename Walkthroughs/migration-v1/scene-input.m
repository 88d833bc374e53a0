// Not the post's code: the screen (the key window's root view controller) is asked three times,
// 10 s apart, to migrate a set of old accounts: all succeed, two fail, all fail. At 30 s it closes
// and prints how often each account was fetched.
[UIApplication sharedApplication].keyWindow.rootViewController = self;
[QHOldAccountMigration walkthroughUseService:[ScriptedService serviceNamed:@"QHOldAccountMigration fetchInitialDataForAccount:" replies:@{
    @"a@163.com": @[ @1.2, @"initial data" ], @"b@qq.com": @[ @0.7, @"initial data" ],
    @"c@126.com": @[ @2.1, @"initial data" ], @"a@sina.com": @[ @0.9, @"initial data" ],
    @"b@sina.com": @[ @1.4, @"QHMigrationErrorDomain", @500 ], @"c@sina.com": @[ @0.3, @"initial data" ],
    @"d@gmail.com": @[ @2.6, @"QHMigrationErrorDomain", @404 ],
    @"x@163.com": @[ @1.1, @"QHMigrationErrorDomain", @401 ], @"y@qq.com": @[ @0.4, @"QHMigrationErrorDomain", @503 ],
}]];
NSArray *runs = @[
    @[ @"all fetches succeed", @[ [FMAccount walkthroughAccountWithId:1 mailAddress:@"a@163.com"],
                                 [FMAccount walkthroughAccountWithId:2 mailAddress:@"b@qq.com"],
                                 [FMAccount walkthroughAccountWithId:3 mailAddress:@"c@126.com"] ] ],
    @[ @"b@sina.com and d@gmail.com fail", @[ [FMAccount walkthroughAccountWithId:4 mailAddress:@"a@sina.com"],
                                             [FMAccount walkthroughAccountWithId:5 mailAddress:@"b@sina.com"],
                                             [FMAccount walkthroughAccountWithId:6 mailAddress:@"c@sina.com"],
                                             [FMAccount walkthroughAccountWithId:7 mailAddress:@"d@gmail.com"] ] ],
    @[ @"every fetch fails", @[ [FMAccount walkthroughAccountWithId:8 mailAddress:@"x@163.com"],
                               [FMAccount walkthroughAccountWithId:9 mailAddress:@"y@qq.com"] ] ],
];
NSMutableArray *allAccounts = [NSMutableArray array];
for (NSUInteger index = 0; index < runs.count; index++) {
    NSString *what = runs[index][0];
    NSArray *accounts = runs[index][1];
    [allAccounts addObjectsFromArray:accounts];
    NSMutableArray *addresses = [NSMutableArray array];
    for (FMAccount *account in accounts) {
        [addresses addObject:account.profile.mailAddress];
    }
    [[RACScheduler mainThreadScheduler] afterDelay:index * 10 schedule:^{
        NSLog(@"-- fetchNecessaryDataForAccounts: %@ (%@)", [addresses componentsJoinedByString:@", "], what);
        [self fetchNecessaryDataForAccounts:accounts];
    }];
}
[self walkthroughCloseAfter:30 accounts:allAccounts];
