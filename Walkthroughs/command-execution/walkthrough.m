// RACCommand: what executing, enabled and errors say while an execution runs, what a second
// -execute: gets meanwhile, and where an execution's error goes.

RACCommand *save = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(NSString *draft) {
    NSLog(@"signal block called with %@", draft);
    return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        NSLog(@"saving %@", draft);
        [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{
            if ([draft isEqualToString:@"bad"]) {
                [subscriber sendError:[NSError errorWithDomain:@"save" code:42 userInfo:nil]];
            } else {
                [subscriber sendNext:[draft stringByAppendingString:@" saved"]];
                [subscriber sendCompleted];
            }
        }];
        return nil;
    }];
}];

[save.executing subscribeNext:^(NSNumber *executing) {
    NSLog(@"executing: %@", executing);
}];
[save.enabled subscribeNext:^(NSNumber *enabled) {
    NSLog(@"enabled: %@", enabled);
}];
[save.errors subscribeNext:^(NSError *error) {
    NSLog(@"errors: %@ %ld", error.domain, (long)error.code);
}];
[[save.executionSignals flatten] subscribeNext:^(id result) {
    NSLog(@"executionSignals: %@", result);
}];

[[save execute:@"draft"] subscribeNext:^(id result) {
    NSLog(@"execute: sent %@", result);
}];
NSLog(@"execute: returned");

[[save execute:@"second"] subscribeError:^(NSError *error) {
    NSLog(@"second execute: %@ %ld", error.domain, (long)error.code);
}];

dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(2 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
    NSLog(@"two seconds later");
    [[save execute:@"bad"] subscribeError:^(NSError *error) {
        NSLog(@"execute: error %@ %ld", error.domain, (long)error.code);
    }];
});
