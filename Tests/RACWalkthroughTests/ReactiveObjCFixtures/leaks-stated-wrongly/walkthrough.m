// A subscription that ends: nothing is left alive, on RAC 2.5 and on the fixture checkout alike.
RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
    [subscriber sendNext:@1];
    [subscriber sendCompleted];
    return nil;
}];
[signal subscribeNext:^(id x) {
    NSLog(@"%@", x);
}];

// Leaks: none
