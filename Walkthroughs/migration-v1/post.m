- (void)fetchNecessaryDataForAccounts:(NSArray<FMAccount *> *)accounts {
    NSParameterAssert(accounts != nil);
    NSParameterAssert(accounts.count > 0);

    @weakify(self);
    [[[[[accounts.rac_sequence signal] //1
    map:^id(FMAccount *account) {
        //2
        return [[[QHOldAccountMigration fetchInitialDataForAccount:account]
        map:^id(FMAccount *account) {
            //3
            return RACTuplePack(account, nil);
        }]
        catch:^RACSignal *(NSError *error) {
            //3
            return [RACSignal return:RACTuplePack(account, error)];
        }];
    }]
    collect] //4
    flattenMap:^RACStream *(NSArray *arrayOfSignal) {
        return [[RACSignal zip:arrayOfSignal] //4
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
    }]
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
}
