// Not the post's code: the screen (the key window's root view controller) migrates four old
// accounts; b@qq.com fails, and d@gmail.com takes 21.3 s, so the timer's progress reaches its cap
// of 95 long before the last account ends it. At 30 s the screen closes and prints how often each
// account was fetched.
[UIApplication sharedApplication].keyWindow.rootViewController = self;
[QHOldAccountMigration walkthroughUseService:[ScriptedService serviceNamed:@"QHOldAccountMigration fetchInitialDataForAccount:" replies:@{
    @"a@163.com": @[ @1.3, @"initial data" ], @"b@qq.com": @[ @3.8, @"QHMigrationErrorDomain", @500 ],
    @"c@126.com": @[ @6.3, @"initial data" ], @"d@gmail.com": @[ @21.3, @"initial data" ],
}]];
NSArray *accounts = @[
    [FMAccount walkthroughAccountWithId:1 mailAddress:@"a@163.com"], [FMAccount walkthroughAccountWithId:2 mailAddress:@"b@qq.com"],
    [FMAccount walkthroughAccountWithId:3 mailAddress:@"c@126.com"], [FMAccount walkthroughAccountWithId:4 mailAddress:@"d@gmail.com"],
];
[self fetchNecessaryDataForAccounts:accounts];
[self walkthroughCloseAfter:30 accounts:accounts];
