// Source: http://spin.atomicobject.com/2014/06/29/replay-replaylast-replaylazily/ (Comparing replay, replayLast, and replayLazily)
// Adaptation: none
RACSubject *letters = [RACSubject subject];
RACSignal *signal = letters;

NSLog(@"Subscribe S1");
[signal subscribeNext:^(id x) {
    NSLog(@"S1: %@", x);
}];

NSLog(@"Send A");
[letters sendNext:@"A"];
NSLog(@"Send B");
[letters sendNext:@"B"];

NSLog(@"Subscribe S2");
[signal subscribeNext:^(id x) {
    NSLog(@"S2: %@", x);
}];

NSLog(@"Send C");
[letters sendNext:@"C"];
NSLog(@"Send D");
[letters sendNext:@"D"];

NSLog(@"Subscribe S3");
[signal subscribeNext:^(id x) {
    NSLog(@"S3: %@", x);
}];
// Outputs:
// Subscribe S1
// Send A
// S1: A
// Send B
// S1: B
// Subscribe S2
// Send C
// S1: C
// S2: C
// Send D
// S1: D
// S2: D
// Subscribe S3
