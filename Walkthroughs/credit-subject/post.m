//present
self.student = [[[[[SMStudent create]
                   name:@"ming"]
                  gender:SMStudentGenderMale]
                 studentNumber:345]
                filterIsASatisfyCredit:^BOOL(NSUInteger credit){
                    if (credit >= 70) {
                        self.isSatisfyLabel.text = @"合格";
                        self.isSatisfyLabel.textColor = [UIColor redColor];
                        return YES;
                    } else {
                        self.isSatisfyLabel.text = @"不合格";
                        return NO;
                    }

                }];

@weakify(self);
[[self.testButton rac_signalForControlEvents:UIControlEventTouchUpInside] subscribeNext:^(id x) {
    @strongify(self);

    [self.student sendCredit:^NSUInteger(NSUInteger credit) {
        credit += 5;
        NSLog(@"current credit %lu",credit);
        [self.student.creditSubject sendNext:credit];
        return credit;
    }];
}];

[self.student.creditSubject subscribeNext:^(NSUInteger credit) {
    NSLog(@"第一个订阅的credit处理积分%lu",credit);
    self.currentCreditLabel.text = [NSString stringWithFormat:@"%lu",credit];
    if (credit < 30) {
        self.currentCreditLabel.textColor = [UIColor lightGrayColor];
    } else if(credit < 70) {
        self.currentCreditLabel.textColor = [UIColor purpleColor];
    } else {
        self.currentCreditLabel.textColor = [UIColor redColor];
    }
}];

[self.student.creditSubject subscribeNext:^(NSUInteger credit) {
    NSLog(@"第二个订阅的credit处理积分%lu",credit);
    if (!(credit > 0)) {
        self.currentCreditLabel.text = @"0";
        self.isSatisfyLabel.text = @"未设置";
    }
}];
