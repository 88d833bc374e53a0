// Source: https://tech.meituan.com/RACSignalSubscription.html (美团 RACSignal的Subscription深入分析)
// Adaptation: none (NSLog(@"%@ ") prints a trailing space)
RACSubject *letters = [RACSubject subject];
// Outputs: A B
[letters subscribeNext:^(id x) {
    NSLog(@"%@ ", x);
}];
[letters sendNext:@"A"];
[letters sendNext:@"B"];
