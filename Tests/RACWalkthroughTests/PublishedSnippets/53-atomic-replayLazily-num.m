// Source: http://spin.atomicobject.com/2014/06/29/replay-replaylast-replaylazily/ (Comparing replay, replayLast, and replayLazily)
// Adaptation: none
__block int num = 0;
RACSignal *signal = [[RACSignal createSignal:^RACDisposable *(id  subscriber) {
    num++;
    NSLog(@"Increment num to: %i", num);
    [subscriber sendNext:@(num)];
    return nil;
}] replayLazily];

NSLog(@"Start subscriptions");

// Subscriber 1 (S1)
[signal subscribeNext:^(id x) {
    NSLog(@"S1: %@", x);
}];

// Subscriber 2 (S2)
[signal subscribeNext:^(id x) {
    NSLog(@"S2: %@", x);
}];

// Subscriber 3 (S3)
[signal subscribeNext:^(id x) {
    NSLog(@"S3: %@", x);
}];
// Outputs:
// Start subscriptions
// Increment num to: 1
// S1: 1
// S2: 1
// S3: 1
