// A signal's name: RAC 2.5 names it only with RAC_DEBUG_SIGNAL_NAMES set; the fixture checkout
// names it always.
RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
    [subscriber sendNext:@1];
    [subscriber sendCompleted];
    return nil;
}];
[[signal map:^id(NSNumber *n) { return @(n.integerValue * 10); }] subscribeNext:^(id x) {
    NSLog(@"%@", x);
} completed:^{
    NSLog(@"done");
}];
NSLog(@"named '%@'", signal.name);
