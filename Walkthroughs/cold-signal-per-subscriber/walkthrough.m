// A cold signal does its work once per subscriber.
//
// +createSignal: keeps the didSubscribe block; every -subscribe: runs it again, for that
// subscriber alone. So the "request" below is made twice: once for each subscriber, and each gets
// its own values. -replayLazily shares one subscription among all subscribers.

__block int requests = 0;
RACSignal *request = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
    requests++;
    NSLog(@"request #%d starts", requests);
    [subscriber sendNext:@(requests * 100)];
    [subscriber sendCompleted];
    return [RACDisposable disposableWithBlock:^{
        NSLog(@"request #%d cleaned up", requests);
    }];
}];

NSLog(@"created; requests so far: %d", requests);

[request subscribeNext:^(id x) {
    NSLog(@"first subscriber got %@", x);
}];
[request subscribeNext:^(id x) {
    NSLog(@"second subscriber got %@", x);
}];
NSLog(@"two subscribers, requests: %d", requests);

RACSignal *shared = [request replayLazily];
[shared subscribeNext:^(id x) {
    NSLog(@"third subscriber got %@", x);
}];
[shared subscribeNext:^(id x) {
    NSLog(@"fourth subscriber got %@", x);
}];
NSLog(@"after replayLazily, requests: %d", requests);
