// Source: http://blog.sunnyxx.com/2014/04/19/rac_4_filters/ (sunnyxx, Reactive Cocoa Tutorial [4] = 只取所需的Filters)
// Adaptation: none. The post says "only 2 and 3 will be print"
[[[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
    [subscriber sendNext:@"1"];
    [subscriber sendNext:@"2"];
    [subscriber sendNext:@"3"];
    [subscriber sendCompleted];
    return nil;
}] skip:1] subscribeNext:^(id x) {
    NSLog(@"only 2 and 3 will be print: %@", x);
}];
// Outputs:
// only 2 and 3 will be print: 2
// only 2 and 3 will be print: 3
