// Source: https://tech.meituan.com/talk-about-reactivecocoas-cold-signal-and-hot-signal-part-3.html (美团 细说ReactiveCocoa的冷信号与热信号（三）)
// Adaptation: none; the post says it prints the same as the previous listing (with "Subscribe N" as this listing writes it)
    RACSignal *coldSignal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        NSLog(@"Cold signal be subscribed.");
        [[RACScheduler mainThreadScheduler] afterDelay:1.5 schedule:^{
            [subscriber sendNext:@"A"];
        }];
        [[RACScheduler mainThreadScheduler] afterDelay:3 schedule:^{
            [subscriber sendNext:@"B"];
        }];
        [[RACScheduler mainThreadScheduler] afterDelay:5 schedule:^{
            [subscriber sendCompleted];
        }];
        return nil;
    }];
    RACSubject *subject = [RACSubject subject];
    NSLog(@"Subject created.");
    RACMulticastConnection *multicastConnection = [coldSignal multicast:subject];
    RACSignal *hotSignal = multicastConnection.signal;
    [[RACScheduler mainThreadScheduler] afterDelay:2 schedule:^{
        [multicastConnection connect];
    }];
    [hotSignal subscribeNext:^(id x) {
        NSLog(@"Subscribe 1 recieve value:%@.", x);
    }];
    [[RACScheduler mainThreadScheduler] afterDelay:4 schedule:^{
        [hotSignal subscribeNext:^(id x) {
            NSLog(@"Subscribe 2 recieve value:%@.", x);
        }];
    }];
// Outputs:
// Subject created.
// Cold signal be subscribed.
// Subscribe 1 recieve value:A.
// Subscribe 1 recieve value:B.
// Subscribe 2 recieve value:B.
