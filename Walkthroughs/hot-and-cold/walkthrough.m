// Hot and cold: what a late subscriber gets from a subject, -publish, -replay, -replayLazily
// and -autoconnect.

// A RACSubject is hot: it sends to whoever is subscribed at the time, and keeps nothing.
RACSubject *subject = [RACSubject subject];
[subject subscribeNext:^(id x) {
    NSLog(@"subject, early: %@", x);
}];
[subject sendNext:@1];
[subject subscribeNext:^(id x) {
    NSLog(@"subject, late: %@", x);
}];
[subject sendNext:@2];

// A cold signal: every subscription runs this block.
__block int subscriptions = 0;
RACSignal *letters = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
    subscriptions++;
    NSLog(@"letters subscribed (%d)", subscriptions);
    [subscriber sendNext:@"a"];
    [subscriber sendNext:@"b"];
    [subscriber sendCompleted];
    return nil;
}];

// -publish: one subscription to letters, made by -connect; a subscriber after it gets nothing.
RACMulticastConnection *connection = [letters publish];
[connection.signal subscribeNext:^(id x) {
    NSLog(@"publish, before connect: %@", x);
}];
[connection connect];
[connection.signal subscribeNext:^(id x) {
    NSLog(@"publish, after connect: %@", x);
} completed:^{
    NSLog(@"publish, after connect: completed");
}];

// -replay connects at once and keeps every value for later subscribers.
RACSignal *replayed = [letters replay];
NSLog(@"replay made, subscriptions: %d", subscriptions);
[replayed subscribeNext:^(id x) {
    NSLog(@"replay, late: %@", x);
}];

// -replayLazily waits for its first subscriber, then keeps every value too.
RACSignal *lazilyReplayed = [letters replayLazily];
NSLog(@"replayLazily made, subscriptions: %d", subscriptions);
[lazilyReplayed subscribeNext:^(id x) {
    NSLog(@"replayLazily, first: %@", x);
}];
[lazilyReplayed subscribeNext:^(id x) {
    NSLog(@"replayLazily, late: %@", x);
}];
NSLog(@"subscriptions: %d", subscriptions);

// -autoconnect connects at the first subscriber and disconnects when the last one leaves.
RACSubject *ticks = [RACSubject subject];
RACSignal *autoconnected = [[ticks publish] autoconnect];
RACDisposable *first = [autoconnected subscribeNext:^(id x) {
    NSLog(@"autoconnect, first: %@", x);
}];
[ticks sendNext:@"t1"];
RACDisposable *second = [autoconnected subscribeNext:^(id x) {
    NSLog(@"autoconnect, late: %@", x);
}];
[ticks sendNext:@"t2"];
[first dispose];
[second dispose];
[ticks sendNext:@"t3"];
NSLog(@"done");
