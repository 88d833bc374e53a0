- (void)fetchNecessaryDataForAccounts:(NSArray<FMAccount *> *)accounts {
    NSParameterAssert(accounts != nil);
    NSParameterAssert(accounts.count > 0);

    @weakify(self);
    //1
    RACSignal *fetchAllInitialData = [[[[accounts.rac_sequence signal]
    map:^id(FMAccount *account) {
        return [[[[[QHOldAccountMigration fetchInitialDataForAccount:account]
        map:^id(FMAccount *account) {
            return RACTuplePack(account, nil);
        }]
        catch:^RACSignal *(NSError *error) {
            return [RACSignal return:RACTuplePack(account, error)];
        }]
        multicast:[RACReplaySubject subject]] //3
        autoconnect];
    }]
    multicast:[RACReplaySubject subject]] //2
    autoconnect];


    //4
    RACSignal *businessLogicSignal = [[fetchAllInitialData collect]
    flattenMap:^RACStream *(NSArray *arrayOfSignal) {
        return [[RACSignal zip:arrayOfSignal]
        map:^id(RACTuple *tuple) {
            NSMutableArray *successAccounts = [[NSMutableArray alloc] init];
            NSMutableArray *failAccounts = [[NSMutableArray alloc] init];

            for (int i = 0; i < tuple.count; i++) {
                RACTuple *t = [tuple objectAtIndex:i];
                FMAccount *account = t.first;
                NSError *error = t.second;

                if (error) {
                    [failAccounts addObject:account];
                } else {
                    [successAccounts addObject:account];
                }
            }

            return RACTuplePack([successAccounts copy], [failAccounts copy]);
        }];
    }];


    [businessLogicSignal
    subscribeNext:^(RACTuple *tuple) {
        @strongify(self);
        NSArray *successAccounts = tuple.first;
        NSArray *failAccounts = tuple.second;
        //5
        if (failAccounts.count == 0) {
            [self jumpToOriginalLogic];
        } else {
            NSMutableString *title;
            if (successAccounts.count == 0) {
                title = [[NSMutableString alloc] initWithString:@"所有账号迁移失败,请重新登录"];
            } else {
                title = [[NSMutableString alloc] initWithString:@"邮箱账号"];
                for (FMAccount *account in failAccounts) {
                    [title appendFormat:@"%@, ", account.profile.mailAddress];
                }

                title = [[title substringToIndex:title.length - 2] mutableCopy];
                [title appendString:@"迁移失败,需要重新登录"];
            }

            UIAlertController *alertController = [UIAlertController alertControllerWithTitle:title message:nil preferredStyle:UIAlertControllerStyleAlert];
            [alertController addAction:[UIAlertAction actionWithTitle:@"确定" style:UIAlertActionStyleDefault handler:^(UIAlertAction * _Nonnull action) {
                @strongify(self);
                for (FMAccount *account in failAccounts) {
                    FMMigrationFailAccount *failAccount = [FMMigrationFailAccount convertAccountToMigrationFailAccount:account];
                    [failAccount save];

                    [[FMManager shareInstance] deleteAccount:account.accountId];
                }
                [self jumpToOriginalLogic];
            }]];

            UIViewController *viewController = [UIApplication sharedApplication].keyWindow.rootViewController;
            [viewController presentViewController:alertController animated:YES completion:^{
            }];
        }
    } error:^(NSError *error) {

    } completed:^{

    }];


    //11
    static const CGFloat tickCount = 60 / 0.5;
    RACSignal *timer = [[RACSignal interval:0.5 onScheduler:[RACScheduler mainThreadScheduler]]
    map:^id(id value) {
        return nil;
    }];

    NSMutableArray *numbers = [[NSMutableArray alloc] init];
    for (NSInteger i = 0; i < tickCount; i++) {
        [numbers addObject:@(i)];
    }

    RACSignal *counter = [[[[[numbers.rac_sequence signal]
    zipWith:timer]
    map:^id(RACTuple *tuple) {
        NSNumber *n = tuple.first;
        return RACTuplePack(n, @(tickCount), nil);//12
    }]
    takeUntil:businessLogicSignal]
    logCompleted];



    //6
    NSMutableArray *sequence = [[NSMutableArray alloc] init];
    for (int i = 0; i < accounts.count; i++) {
        [sequence addObject:@(i + 1)];
    }


    static NSInteger progressValue = 0;

    [[[[[[[fetchAllInitialData
    flatten]//6
    map:^id(RACTuple *tuple) {
        //7
        return tuple.first;
    }]
    zipWith:[sequence.rac_sequence signal]]//8
    combineLatestWith:[RACSignal return:@(accounts.count)]]//8
    map:^id(RACTuple *tuple) {
        //9
        RACTuple *nestedTuple = tuple.first;
        NSNumber *accountsCount = tuple.second;

        FMAccount *account = nestedTuple.first;
        NSNumber *order = nestedTuple.second;

        //10
        return RACTuplePack(order, accountsCount, account);
    }]
    merge:counter]//11
    subscribeNext:^(RACTuple *tuple) {
        NSNumber *order = tuple.first;
        NSNumber *accountsCount = tuple.second;
        FMAccount *account = tuple.third;

        //13
        if (account) {
            NSLog(@"fetch initial data finished, order is: [%@, %@], account is: %@", order, accountsCount, account.profile.mailAddress);

            NSInteger nextValue = order.integerValue * 100 / accountsCount.integerValue;
            if (order.integerValue == accountsCount.integerValue) {
                nextValue = 100;
                progressValue = 100;
            }

            if (nextValue > progressValue) {
                progressValue = nextValue;
            }
        } else {
            NSLog(@"counter info, [%@, %@]", order, accountsCount);
            progressValue = progressValue + 1.0;

            //14
            if (progressValue > 95) {
                progressValue = 95.0;
            }
        }

        //14
        NSLog(@"======== progressValue is: %ld", (long)progressValue);

    } error:^(NSError *error) {
    } completed:^{
    }];
}
