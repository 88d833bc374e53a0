// -concat: and -then: wait for the first signal to complete before they subscribe to the next
// one. With a first signal that never completes (a subject nobody completes, RACObserve, a
// timer), the next signal is never subscribed at all.

RACSubject *first = [RACSubject subject];
RACSignal *second = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
    NSLog(@"second subscribed");
    [subscriber sendNext:@"from second"];
    [subscriber sendCompleted];
    return nil;
}];

[[first concat:second] subscribeNext:^(id x) {
    NSLog(@"concat: %@", x);
} completed:^{
    NSLog(@"concat: completed");
}];
[[first then:^RACSignal *{
    NSLog(@"then: block runs");
    return second;
}] subscribeNext:^(id x) {
    NSLog(@"then: %@", x);
}];

[first sendNext:@"from first"];
NSLog(@"first has sent but not completed");
[first sendCompleted];

RACSignal *forever = [RACSignal never];
[[forever concat:second] subscribeNext:^(id x) {
    NSLog(@"never, concat: %@", x);
}];
[[forever then:^RACSignal *{
    NSLog(@"never, then: block runs");
    return second;
}] subscribeNext:^(id x) {
    NSLog(@"never, then: %@", x);
}];
NSLog(@"after subscribing to never: nothing else will come");
